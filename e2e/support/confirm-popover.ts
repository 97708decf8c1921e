import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Answers the antd Popconfirm that is open with its button `name` and waits until it has closed.
 * The popover zooms in, and a click aimed while it zooms can land beside the button: a click
 * outside a popover dismisses it without confirming (CI lost such clicks twice, once leaving the
 * popover open, once closing it with nothing deleted). So the button is clicked only once the
 * popover is still, and again only if it is later still open, still, and not waiting on a request.
 */
export async function confirmPopover(page: Page, name = '删除') {
  // A Popconfirm that kept its content between openings kept its confirmed button's hidden loading
  // icon, named 「loading 确定」 (seen in CI); the app now destroys them when hidden, and the name
  // need only end with the label should one be kept again.
  const button = page.getByRole('tooltip').getByRole('button', { name: new RegExp(`${name}$`) });
  await expect(button).toBeVisible();
  await expect.poll(() => stillAndIdle(button)).toBe(true);
  await expect(async () => {
    if (await stillAndIdle(button)) await button.click({ timeout: 2_000 });
    await expect(button).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Whether the popover holding `button` is open, not zooming, and its button not loading. */
function stillAndIdle(button: Locator) {
  return button
    .evaluate(
      (el) => {
        const popover = el.closest('.ant-popover');
        if (!popover || popover.classList.contains('ant-popover-hidden')) return false;
        if (el.classList.contains('ant-btn-loading')) return false;
        return !Array.from(popover.classList).some((c) => /-(appear|enter|leave)(-|$)/.test(c));
      },
      undefined,
      { timeout: 500 },
    )
    .catch(() => false);
}
