import { expect, type Page } from '@playwright/test';

/**
 * Answers the antd Popconfirm that is open with its button `name` and waits until it has closed.
 * The popover draws itself in with an animation, and a click landing while it settles can be lost
 * (seen in CI: the popover stayed open and nothing was deleted), so the click is made again only
 * while the popover is still open two seconds after the last one. By then a confirmed popover has
 * closed, or shows a spinner on its button until the request ends, so nothing is confirmed twice.
 */
export async function confirmPopover(page: Page, name = '删除') {
  const button = page.getByRole('tooltip').getByRole('button', { name, exact: true });
  await expect(button).toBeVisible();
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 2_000 });
    await expect(button).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
