import { expect, type Page } from '@playwright/test';

/**
 * Opens the navbar's account menu and picks `item`, until the page has left where it was. A click
 * on an item of a menu still opening can be lost (seen in CI under load); it is made again only
 * while the page has not moved, so a navigation that went wrong still fails the test.
 */
export async function pickAccountMenuItem(page: Page, username: string, item: string) {
  const from = page.url();
  const entry = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (page.url() !== from) return;
    if (!(await entry.isVisible()))
      await page.getByRole('button', { name: `账户菜单：${username}` }).click();
    await entry.click({ timeout: 2_000 });
    await expect(page).not.toHaveURL(from, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
