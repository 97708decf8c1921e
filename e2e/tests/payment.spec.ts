/// <reference lib="dom" />
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LIMITS, MSG, roleDisplayName } from '@yuexue/contract';
import { ADMIN } from '../support/env.js';
import { confirmPopover } from '../support/confirm-popover.js';
import { registerMember, useToken } from './accounts.js';

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

test('a free member buys membership with the sandbox provider; the admin confirms it, then sees the paid order and the figures', async ({
  page,
  context,
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const title = `E2E月卡${Date.now().toString(36)}`;
  // The back office posts products as multipart forms.
  const created = await request.post('/api/admin/product/add', {
    headers: { authorization: `Bearer ${admin}` },
    multipart: {
      title,
      description: '端到端测试产品',
      amount: '12.30',
      total_days: '30',
      sort_order: '0',
      purchase_limit: '0',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { data: { id: number } }).data.id;

  const member = await registerMember(request, 'pay');
  await useToken(page, member.token);
  await page.goto('/user-center');
  const subscription = page.getByTestId('subscription-card');
  await expect(subscription.getByTestId('subscription-role')).toHaveText(
    roleDisplayName('free_member'),
  );
  await expect(subscription.getByTestId('subscription-status')).toHaveText('未开通或已过期');

  const card = page.getByTestId(`product-${productId}`);
  await expect(card).toContainText('¥12.30');
  await expect(card).toContainText('1个月');
  await card.getByRole('button', { name: '立即购买' }).click();

  const modal = page.getByTestId('payment-modal');
  const qr = modal.getByTestId('payment-qr');
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await expect(modal.getByTestId('payment-amount')).toHaveText('¥12.30');

  // Payment is not open (no WeChat Pay, no PAYMENT_SANDBOX=self-confirm): the modal says so (issue 27).
  await expect(modal.getByTestId('payment-not-open')).toContainText(MSG.billing.paymentNotOpen);

  // "Scan" the QR: the sandbox page it encodes waits for the site and offers no button to pay.
  const href = await modal.getByTestId('sandbox-link').getAttribute('href');
  expect(href).toMatch(/\/api\/payment\/sandbox\/YX\d{22}$/);
  const orderNo = href!.slice(href!.lastIndexOf('/') + 1);
  const phone = await context.newPage();
  await phone.goto(href!);
  await expect(phone.locator('.banner')).toHaveText('测试支付');
  await expect(phone.getByText('¥12.30')).toBeVisible();
  await expect(phone.getByText(MSG.billing.sandboxAwaitingSite)).toBeVisible();
  await expect(phone.getByRole('button')).toHaveCount(0);
  await phone.close();

  // The admin, in their own browser, confirms the payment in /admin/orders.
  const office = await browser.newContext();
  const adminPage = await office.newPage();
  await useToken(adminPage, admin);
  await adminPage.goto('/admin/orders');
  await expect(adminPage.getByTestId('payment-mode-notice')).toContainText(
    MSG.billing.sandboxAdminConfirmInfo,
  );
  await adminPage.getByLabel('搜索订单').fill(orderNo);
  await adminPage.getByLabel('搜索订单').press('Enter');
  const pending = adminPage.getByRole('row').filter({ hasText: orderNo });
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('待支付');
  await pending.getByRole('button', { name: '确认收款' }).click();
  await confirmPopover(adminPage, '确定');
  const confirmedAt = Date.now();
  await expect(adminPage.getByText(MSG.billing.sandboxConfirmed)).toBeVisible();

  // The member's open page notices within one polling interval (plus a little for the request itself).
  await expect(page.getByText(MSG.billing.paymentSuccess).first()).toBeVisible({
    timeout: LIMITS.paymentPollMs + 1500,
  });
  const detectedMs = Date.now() - confirmedAt;
  console.log(`payment detected ${detectedMs} ms after the admin confirmed`);
  expect(detectedMs).toBeLessThanOrEqual(LIMITS.paymentPollMs + 1500);

  await expect(pending).toContainText('已支付');
  await expect(pending.getByRole('button', { name: '确认收款' })).toHaveCount(0);
  await office.close();
  await expect(modal).toBeHidden({ timeout: LIMITS.paymentModalCloseMs + 3000 });

  await expect(subscription.getByTestId('subscription-status')).toHaveText('有效');
  await expect(subscription.getByTestId('subscription-days')).toHaveText('30 天');
  await expect(subscription.getByTestId('subscription-role')).toHaveText(
    roleDisplayName('paid_member'),
  );

  // The admin sees the order as paid, and the dashboard figures.
  await useToken(page, admin);
  await page.goto('/admin/orders');
  await page.getByLabel('搜索订单').fill(member.username);
  await page.getByLabel('搜索订单').press('Enter');
  const row = page.getByRole('row').filter({ hasText: member.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('已支付');
  await expect(row).toContainText('¥12.30');
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page.getByTestId('order-detail')).toContainText(title);
  await page.keyboard.press('Escape');

  await page.goto('/admin');
  const stats = page.getByTestId('dashboard-stats');
  await expect(stats).toBeVisible();
  await expect(stats.getByText('已支付订单')).toBeVisible();
  await expect(stats.getByTestId('revenue-chart')).toBeVisible();
  await expect(stats.getByText(member.username).first()).toBeVisible();
});
