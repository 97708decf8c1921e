import type { Page } from '@playwright/test';

/**
 * Scrolls to the bottom of the page and back, so content drawn only once the reader scrolls near
 * it (the web app's components/when-near: the home page's sections below the first screen, an
 * article's comments) is drawn and can be checked, then waits for its requests.
 */
export async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
