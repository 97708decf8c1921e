/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { registerMember } from './accounts.js';
import { asAdmin, bearer } from './admin-helpers.js';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Issue 26: at 390 px the back office's ☰ button sat on top of open dialogs. Every admin dialog
 * must be the topmost thing where the button is, and at its own title and first field.
 */
async function expectDialogOnTop(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name }).last();
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(350); // the opening animation
  const trigger = page.locator('.ant-layout-sider-zero-width-trigger');
  const points: Array<{ x: number; y: number; what: string }> = [];
  const t = await trigger.boundingBox();
  if (t) points.push({ x: t.x + t.width / 2, y: t.y + t.height / 2, what: '☰' });
  const field = dialog.locator('input, textarea, [contenteditable="true"]').first();
  for (const [what, box] of [
    ['title', await dialog.locator('.ant-modal-title').first().boundingBox()],
    ['field', (await field.count()) ? await field.boundingBox() : null],
  ] as const) {
    if (box) points.push({ x: box.x + 4, y: box.y + box.height / 2, what });
  }
  const covered = await page.evaluate(
    (pts) =>
      pts
        .filter(
          ({ x, y }) =>
            !document.elementFromPoint(x, y)?.closest('.ant-modal-wrap, .ant-modal-mask'),
        )
        .map((p) => p.what),
    points.filter((p) => p.y >= 0 && p.y < 844),
  );
  expect(covered, `covered in dialog ${String(name)}`).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('every back-office dialog sits above the page chrome on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // An order to open, bought with a plan seeded on the fresh install.
  const member = await registerMember(request, 'pd');
  const plans = (await (await request.get('/api/product/list')).json()) as {
    data: Array<{ id: number }>;
  };
  const bought = await request.post('/api/payment/initiate', {
    headers: bearer(member.token),
    data: { product_id: plans.data[0]!.id, device: 'web' },
  });
  expect(bought.ok()).toBe(true);
  await asAdmin(page);

  const screens: Array<[string, string | RegExp, string | RegExp]> = [
    ['/admin/articles', '写文章', '写文章'],
    ['/admin/articles', '添加标签', /添加.*标签/],
    ['/admin/articles', '管理标签', /管理.*标签/],
    ['/admin/videos', '添加视频', '添加视频'],
    ['/admin/products', '新增产品', '新增产品'],
    ['/admin/database', '添加', /添加.*记录/],
    ['/admin/database', 'Excel 导入', /导入/],
    ['/admin/favorites', '添加收藏', '添加收藏'],
  ];
  for (const [path, button, dialogName] of screens) {
    if (new URL(page.url()).pathname !== path) await page.goto(path);
    // Icon buttons are named with their icon first (「plus 写文章」).
    await page.getByRole('button', { name: new RegExp(`(^| )${button}$`) }).click();
    await expectDialogOnTop(page, dialogName);
  }
  await page.goto('/admin/users');
  await page
    .getByRole('button', { name: /^编辑用户：/ })
    .first()
    .click();
  await expectDialogOnTop(page, /^编辑用户：/);
  await page.goto('/admin/orders');
  // The orders table scrolls sideways on a phone; its 操作 column stays fixed on screen, so the
  // pending order's 确认收款 is in reach (and not covered) without scrolling the table.
  const confirm = page.getByRole('button', { name: '确认收款' }).first();
  await expect(confirm).toBeVisible();
  const box = (await confirm.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit?.replace(/\s/g, '')).toBe('确认收款');
  await page.getByRole('button', { name: /详情/ }).first().click();
  await expectDialogOnTop(page, '订单详情');
});

test('the security tab refuses a malformed IP or CIDR as it is added', async ({ browser }) => {
  // On a desktop: the phone's tab bar folds 安全设置 into its overflow menu.
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await asAdmin(page);
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: '安全设置' }).click();
  const input = page.getByLabel('黑名单IP');
  for (const [entry, problem] of [
    ['999.1.1.1', MSG.adminSettings.ipInvalid('999.1.1.1')],
    ['10.0.0.0/40', MSG.adminSettings.ipPrefixInvalid('10.0.0.0/40', 32)],
  ]) {
    await input.fill(entry!);
    await input.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: problem! })).toBeVisible();
    await expect(page.getByRole('cell', { name: entry!, exact: true })).toHaveCount(0);
  }
  await input.fill('203.0.113.0/24');
  await input.press('Enter');
  await expect(page.getByRole('cell', { name: '203.0.113.0/24', exact: true })).toBeVisible();
  await expect(input).toHaveValue('');
  await context.close();
});
