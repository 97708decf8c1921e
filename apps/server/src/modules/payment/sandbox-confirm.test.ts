import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_SETTINGS, MSG } from '@yuexue/contract';
import { createTestApp, freshIp, type TestApp } from '../../../test/app.js';
import { createUser, type TestUser } from '../../../test/content-fixtures.js';
import {
  addProduct,
  adminAuth,
  resetAdminAuth,
  sandboxPagePost,
} from '../../../test/billing-fixtures.js';
import { siteOrigin } from '../../providers/payment/index.js';

// Issue 27: on a default install (no WeChat Pay, no PAYMENT_SANDBOX=self-confirm) a sandbox order is
// credited only when an administrator confirms it; the page a buyer opens cannot pay it.
const B = MSG.billing;
let t: TestApp;
let buyer: TestUser;
let monthly: number;

beforeAll(async () => {
  resetAdminAuth();
  t = await createTestApp();
  buyer = await createUser(t, 'sandbox_buyer', 'free_member');
  monthly = await addProduct(t, { title: '月度会员', amount: '19.90', total_days: 30 });
});
afterAll(async () => {
  await t?.close();
});

const initiate = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/initiate',
    payload: { product_id: monthly, device: 'web' },
    headers: { ...buyer.headers, ...headers },
    remoteAddress: freshIp(),
  });
const pageConfirm = (orderNo: string) => sandboxPagePost(t, orderNo);
const adminConfirm = async (id: number, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/order/confirm/${id}`,
    headers: headers ?? (await adminAuth(t)),
    remoteAddress: freshIp(),
  });
const roleOf = async (who: TestUser) =>
  (await t.app.inject({ url: '/api/userinfo', headers: who.headers })).json().data
    .role_code as string;
const orderIdOf = async (orderNo: string) => {
  const list = await t.app.inject({
    url: `/api/admin/order/list?search=${orderNo}`,
    headers: await adminAuth(t),
  });
  return list.json().data[0].id as number;
};

describe('sandbox payment by default (issue 27)', () => {
  it('tells the buyer the site confirms; the page shows no confirm button and its post credits nothing', async () => {
    const start = await initiate();
    expect(start.statusCode, start.body).toBe(200);
    const data = start.json().data;
    expect(data).toMatchObject({ pay_type: 'sandbox', sandbox_confirm: 'admin' });

    const page = await t.app.inject({ url: `/api/payment/sandbox/${data.order_id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(B.sandboxAwaitingSite);
    expect(page.body).not.toContain('<form');

    const posts = await Promise.all(Array.from({ length: 5 }, () => pageConfirm(data.order_id)));
    for (const res of posts) {
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain(B.sandboxNeedsAdmin);
    }
    const check = await t.app.inject({
      url: `/api/payment/check/${data.order_id}`,
      headers: buyer.headers,
    });
    expect(check.json().data).toEqual({ paid: false, status: 0 });
    expect(await roleOf(buyer)).toBe('free_member');
    expect(
      (await t.app.inject({ url: '/api/subscription', headers: buyer.headers })).json().data
        .is_active,
    ).toBe(false);
  });

  it('credits once when the administrator confirms; members and anonymous callers cannot', async () => {
    const orderNo = (await initiate()).json().data.order_id as string;
    const id = await orderIdOf(orderNo);
    expect((await adminConfirm(id, buyer.headers)).statusCode).toBe(403);
    expect((await adminConfirm(id, {})).statusCode).toBe(401);
    expect(await roleOf(buyer)).toBe('free_member');

    const confirmed = await adminConfirm(id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      order_id: orderNo,
      status: 1,
      pay_type: 'sandbox',
    });
    const check = await t.app.inject({
      url: `/api/payment/check/${orderNo}`,
      headers: buyer.headers,
    });
    expect(check.json().data).toEqual({ paid: true, status: 1 });
    expect(await roleOf(buyer)).toBe('paid_member');
    const sub = (await t.app.inject({ url: '/api/subscription', headers: buyer.headers })).json()
      .data;
    expect(sub.subscription.total_day).toBe(30);

    const again = await adminConfirm(id);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(B.sandboxConfirmOnlyPending);
    const after = (await t.app.inject({ url: '/api/subscription', headers: buyer.headers })).json()
      .data;
    expect(after.subscription).toEqual(sub.subscription);
  });

  it('tells the back office who confirms sandbox payments', async () => {
    const res = await t.app.inject({ url: '/api/admin/payment/mode', headers: await adminAuth(t) });
    expect(res.json().data).toEqual({ provider: 'sandbox', sandbox_confirm: 'admin' });
    expect(
      (await t.app.inject({ url: '/api/admin/payment/mode', headers: buyer.headers })).statusCode,
    ).toBe(403);
  });

  it("never builds the payment link from the request's Host header", async () => {
    const start = await initiate({ host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const url = start.json().data.sandbox_url as string;
    expect(url).not.toContain('evil.example');
    expect(url).toBe(`/api/payment/sandbox/${start.json().data.order_id}`);
    const saved = {
      ...DEFAULT_PAYMENT_SETTINGS,
      notify_url: 'https://pay.yuexue.example/api/payment/notify/wechat',
    };
    expect(siteOrigin(undefined, saved)).toBe('https://pay.yuexue.example');
    expect(siteOrigin('https://www.yuexue.example/', saved)).toBe('https://www.yuexue.example');
    expect(siteOrigin(undefined, DEFAULT_PAYMENT_SETTINGS)).toBe('');
  });
});

describe('sandbox payment with PAYMENT_SANDBOX=self-confirm (demos)', () => {
  it('lets the page confirm and says so to the back office', async () => {
    resetAdminAuth();
    const demo = await createTestApp({ PAYMENT_SANDBOX: 'self-confirm' });
    try {
      const u = await createUser(demo, 'sandbox_demo', 'free_member');
      const productId = await addProduct(demo, {
        title: '演示会员',
        amount: '1.00',
        total_days: 7,
      });
      const start = await demo.app.inject({
        method: 'POST',
        url: '/api/payment/initiate',
        payload: { product_id: productId, device: 'web' },
        headers: u.headers,
      });
      expect(start.json().data.sandbox_confirm).toBe('self');
      const res = await sandboxPagePost(demo, start.json().data.order_id);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(B.sandboxPaid);
      const mode = await demo.app.inject({
        url: '/api/admin/payment/mode',
        headers: await adminAuth(demo),
      });
      expect(mode.json().data.sandbox_confirm).toBe('self');
    } finally {
      resetAdminAuth();
      await demo.close();
    }
  });
});
