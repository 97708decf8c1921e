import { expect, type Locator } from '@playwright/test';

/**
 * Chooses the option `text` of the antd Select whose combobox is `combobox`, and waits until the
 * select shows it as chosen. antd draws the options in a popup of its own that re-renders as it
 * opens and as its data settles; a click landing on a row that is redrawn between mouse-down and
 * mouse-up is lost (seen in CI), so an unconfirmed choice is made again, never a confirmed one
 * (in a multiple select a second click would take the tag off again).
 */
export async function chooseOption(combobox: Locator, text: string) {
  const page = combobox.page();
  const select = combobox.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  const option = page.locator('.ant-select-item-option:visible', { hasText: text });
  await expect(async () => {
    if (await chosen(select, text)) return;
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
    await option.click({ timeout: 2_000 });
    await expect.poll(() => chosen(select, text), { timeout: 1_000 }).toBe(true);
  }).toPass({ timeout: 15_000 });
}

/** Whether the select's own box (not its popup) shows `text` among its chosen values. */
async function chosen(select: Locator, text: string) {
  const shown = await select.evaluate((el) => {
    const box = el.cloneNode(true) as HTMLElement;
    box.querySelectorAll('input').forEach((i) => i.remove());
    return box.textContent ?? '';
  });
  return shown.includes(text);
}
