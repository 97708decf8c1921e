import { expect, test } from '@playwright/test';
import { HOME_JS_BUDGET_BYTES, initialPageWeight } from '../support/page-weight.js';

// Issue 12: the home page's initial JavaScript stays within 250 kB gzip (admin and editor split away).
test('home page initial JavaScript is within the budget and excludes the back office', async ({
  baseURL,
  page,
}) => {
  const weight = await initialPageWeight(baseURL!, '/');
  console.log(
    `home initial JS: ${(weight.totalJsGzip / 1024).toFixed(1)} kB gzip in ${weight.scripts.length} files`,
  );
  expect(weight.totalJsGzip).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  // Loading the page itself must not fetch back-office or editor chunks.
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') fetched.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((u) => /admin|tiptap|editor/i.test(u))).toEqual([]);
});
