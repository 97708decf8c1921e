import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@yuexue/contract';
import { createTestApp, freshIp, type TestApp } from '../../../test/app.js';
import { createUser, type TestUser } from '../../../test/content-fixtures.js';
import {
  addProduct,
  adminAuth,
  resetAdminAuth,
  sandboxPagePost,
} from '../../../test/billing-fixtures.js';
import { orders, users } from '../../db/schema/index.js';
import { grantProduct } from '../subscription/service.js';

const B = MSG.billing;
const DAY = 86_400_000;
let t: TestApp;
let buyer: TestUser;
let other: TestUser;
let monthly: number;

beforeAll(async () => {
  resetAdminAuth();
  // The crediting path under the demo opt-in; sandbox-confirm.test.ts covers the default (admin confirms).
  t = await createTestApp({ PUBLIC_URL: 'https://yuexue.test', PAYMENT_SANDBOX: 'self-confirm' });
  [buyer, other] = await Promise.all([
    createUser(t, 'pay_buyer', 'free_member'),
    createUser(t, 'pay_other', 'free_member'),
  ]);
  monthly = await addProduct(t, { title: '月度会员', amount: '19.90', total_days: 30 });
});
afterAll(async () => {
  await t?.close();
});

const initiate = (who: TestUser, productId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/initiate',
    payload: { product_id: productId, device: 'web' },
    headers: who.headers,
    remoteAddress: freshIp(),
  });
const check = (who: TestUser, orderNo: string) =>
  t.app.inject({
    url: `/api/payment/check/${orderNo}`,
    headers: who.headers,
    remoteAddress: freshIp(),
  });
const sandboxConfirm = (orderNo: string) => sandboxPagePost(t, orderNo);
const subscription = async (who: TestUser) =>
  (await t.app.inject({ url: '/api/subscription', headers: who.headers })).json().data;
const roleOf = async (who: TestUser) =>
  (await t.app.inject({ url: '/api/userinfo', headers: who.headers })).json().data
    .role_code as string;

describe('sandbox payment, end to end', () => {
  it('creates an order with our own QR, confirms on the test page, credits once and makes the buyer a paid member', async () => {
    expect(await subscription(buyer)).toEqual({ subscription: null, is_active: false });
    const start = await initiate(buyer, monthly);
    expect(start.statusCode, start.body).toBe(200);
    const data = start.json().data;
    expect(data).toMatchObject({
      amount: 19.9,
      original_amount: 19.9,
      is_promotion: false,
      pay_type: 'sandbox',
    });
    expect(data.order_id).toMatch(/^YX\d{14}\d{8}$/);
    expect(data.qr_code_url).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(data.qr_code_url.split(',')[1], 'base64').subarray(1, 4).toString()).toBe(
      'PNG',
    );
    expect(data.sandbox_url).toBe(`https://yuexue.test/api/payment/sandbox/${data.order_id}`);

    expect((await check(buyer, data.order_id)).json().data).toEqual({ paid: false, status: 0 });
    const page = await t.app.inject({ url: `/api/payment/sandbox/${data.order_id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // A page, styled by its own <style>: the page policy, not the API's `default-src 'none'`.
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.body).toContain('测试支付');
    expect(page.body).toContain('¥19.90');
    expect(page.body).toContain(
      `<form method="post" action="/api/payment/sandbox/${data.order_id}">`,
    );

    const before = Date.now();
    const confirmed = await sandboxConfirm(data.order_id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain(B.sandboxPaid);
    expect(confirmed.headers['content-security-policy']).toContain(
      "style-src 'self' 'unsafe-inline'",
    );
    expect((await check(buyer, data.order_id)).json().data).toEqual({ paid: true, status: 1 });

    const sub = await subscription(buyer);
    expect(sub.is_active).toBe(true);
    expect(sub.subscription.total_day).toBe(30);
    const exp = Date.parse(sub.subscription.expired_at);
    expect(exp).toBeGreaterThanOrEqual(before + 30 * DAY - 5000);
    expect(exp).toBeLessThanOrEqual(Date.now() + 30 * DAY + 5000);
    expect(await roleOf(buyer)).toBe('paid_member');

    // Confirming again, in parallel, changes nothing.
    await Promise.all(Array.from({ length: 10 }, () => sandboxConfirm(data.order_id)));
    const again = await subscription(buyer);
    expect(again.subscription).toEqual(sub.subscription);
  });

  it('credits an order once when 200 confirmations of it race', async () => {
    const u = await createUser(t, 'pay_race', 'free_member');
    const order = (await initiate(u, monthly)).json().data.order_id as string;
    const answers = await Promise.all(Array.from({ length: 200 }, () => sandboxConfirm(order)));
    expect(answers.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    const sub = await subscription(u);
    expect(sub.is_active).toBe(true);
    expect(sub.subscription.total_day).toBe(30);
  });

  it('extends from the current expiry when still active, and from now once expired', async () => {
    const u = await createUser(t, 'pay_extend', 'free_member');
    const first = (await initiate(u, monthly)).json().data.order_id as string;
    await sandboxConfirm(first);
    const exp1 = Date.parse((await subscription(u)).subscription.expired_at);
    const second = (await initiate(u, monthly)).json().data.order_id as string;
    await sandboxConfirm(second);
    const s2 = await subscription(u);
    expect(Date.parse(s2.subscription.expired_at) - exp1).toBe(30 * DAY);
    expect(s2.subscription.total_day).toBe(60);

    // Lapsed long ago: the new period starts now, and the role shows free until then.
    await t.database.db
      .update(users)
      .set({ subscriptionExp: new Date(Date.now() - 100 * DAY) })
      .where(eq(users.id, u.id));
    expect(await roleOf(u)).toBe('free_member');
    expect((await subscription(u)).is_active).toBe(false);
    const third = (await initiate(u, monthly)).json().data.order_id as string;
    const before = Date.now();
    await sandboxConfirm(third);
    const s3 = await subscription(u);
    expect(Date.parse(s3.subscription.expired_at)).toBeGreaterThanOrEqual(before + 30 * DAY - 5000);
    expect(s3).toMatchObject({ is_active: true, subscription: { total_day: 90 } });
    expect(await roleOf(u)).toBe('paid_member');
  });

  it('keeps an admin an admin while crediting the time', async () => {
    const boss = await createUser(t, 'pay_boss', 'admin');
    const orderNo = (await initiate(boss, monthly)).json().data.order_id as string;
    await sandboxConfirm(orderNo);
    expect(await roleOf(boss)).toBe('admin');
    expect((await subscription(boss)).is_active).toBe(true);
  });

  it('charges the promotion price fixed at initiation', async () => {
    const now = Date.now();
    const promo = await addProduct(t, {
      title: '限时优惠',
      amount: '30',
      total_days: 30,
      promotion_price: '0.01',
      promotion_start_time: new Date(now - DAY).toISOString(),
      promotion_end_time: new Date(now + DAY).toISOString(),
    });
    const start = (await initiate(other, promo)).json().data;
    expect(start).toMatchObject({ amount: 0.01, original_amount: 30, is_promotion: true });
    // The promotion ends after initiation: the order keeps its price.
    const form = { id: promo, title: '限时优惠', amount: '30', total_days: 30 };
    const { multipartForm } = await import('../../../test/billing-fixtures.js');
    const mp = multipartForm(form);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/product/update',
      payload: mp.payload,
      headers: { ...mp.headers, ...(await adminAuth(t)) },
    });
    await sandboxConfirm(start.order_id);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, start.order_id));
    expect(row).toMatchObject({
      amountFen: 1,
      originalAmountFen: 3000,
      isPromotion: true,
      status: 1,
    });
  });
});

describe('orders: owner only, validation, expiry', () => {
  it('answers 404 to anyone but the owner, and 401 to a guest', async () => {
    const orderNo = (await initiate(buyer, monthly)).json().data.order_id as string;
    const res = await check(other, orderNo);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(B.orderNotFound);
    expect((await check(other, 'YX-not-an-order')).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/payment/check/${orderNo}` })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payment/initiate',
          payload: { product_id: monthly },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('validates the initiation', async () => {
    const bad = async (payload: unknown) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payment/initiate',
          payload: payload as object,
          headers: buyer.headers,
        })
      ).json();
    expect(await bad({})).toMatchObject({ status: false, error: B.productIdRequired });
    expect(await bad({ product_id: 'x' })).toMatchObject({ error: B.productIdRequired });
    expect(await bad({ product_id: monthly, device: 'tv' })).toMatchObject({
      error: B.deviceInvalid,
    });
    expect(await bad({ product_id: 987654 })).toMatchObject({ error: B.productNotFound });
  });

  it('cancels a pending order once expired; the sandbox page then refuses to pay it', async () => {
    const u = await createUser(t, 'pay_expiry', 'free_member');
    const orderNo = (await initiate(u, monthly)).json().data.order_id as string;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThanOrEqual(
      30 * 60_000 - 1000,
    );
    await t.database.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.orderNo, orderNo));
    expect((await check(u, orderNo)).json().data).toEqual({ paid: false, status: 2 });
    const res = await sandboxConfirm(orderNo);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain(B.orderExpired);
    expect((await subscription(u)).subscription).toBeNull();
  });
});

describe('purchase limit', () => {
  it('lets exactly `limit` of 200 parallel initiations through', async () => {
    const limited = await addProduct(t, {
      title: '体验卡',
      amount: '1',
      total_days: 3,
      purchase_limit: 3,
    });
    const u = await createUser(t, 'pay_limit', 'free_member');
    const results = await Promise.all(Array.from({ length: 200 }, () => initiate(u, limited)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(197);
    expect(results.find((r) => r.statusCode === 409)!.json().error).toBe(B.purchaseLimitReached);
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.productId, limited))) as [{ n: number }];
    expect(n).toBe(3);

    // A paid order still counts; an expired pending one frees its place.
    const ok = results
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json().data.order_id as string);
    await sandboxConfirm(ok[0]!);
    await t.database.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.orderNo, ok[1]!));
    expect((await initiate(u, limited)).statusCode).toBe(200);
    expect((await initiate(u, limited)).statusCode).toBe(409);
    // The limit is per buyer.
    expect((await initiate(other, limited)).statusCode).toBe(200);
  });

  it('caps unexpired pending orders per user', async () => {
    const u = await createUser(t, 'pay_pending', 'free_member');
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await initiate(u, monthly)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('admin orders', () => {
  it('lists, searches, filters, pages, loads, changes status (crediting once) and deletes', async () => {
    const admin = await adminAuth(t);
    const u = await createUser(t, 'pay_admin_case', 'free_member');
    const a = (await initiate(u, monthly)).json().data.order_id as string;
    const b = (await initiate(u, monthly)).json().data.order_id as string;

    const list = async (q: string) =>
      (await t.app.inject({ url: `/api/admin/order/list?${q}`, headers: admin })).json();
    const byUser = await list('search=pay_admin_case');
    expect(byUser).toMatchObject({ status: true, total_count: 2, total_pages: 1, current_page: 1 });
    expect(byUser.data.map((o: { order_id: string }) => o.order_id)).toEqual([b, a]);
    expect((await list(`search=${a}`)).data).toHaveLength(1);
    expect((await list('search=月度')).total_count).toBeGreaterThanOrEqual(2);
    expect((await list('search=%25')).total_count).toBe(0);
    const page1 = await list('page=1');
    expect(page1.data).toHaveLength(10);
    expect(page1.total_pages).toBe(Math.ceil(page1.total_count / 10));
    expect((await list('status=1')).data.every((o: { status: number }) => o.status === 1)).toBe(
      true,
    );
    expect((await list('status=7')).error).toBe(B.orderStatusInvalid);

    const idA = byUser.data[1].id as number;
    const loaded = (
      await t.app.inject({ url: `/api/admin/order/load/${idA}`, headers: admin })
    ).json().data;
    expect(loaded).toMatchObject({
      order_id: a,
      username: 'pay_admin_case',
      product_title: '月度会员',
      amount: 19.9,
      status: 0,
      pay_type: 'sandbox',
      device: 'web',
    });

    const update = (status: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/order/update',
        payload: { id: idA, status },
        headers: admin,
      });
    expect((await update(0)).json()).toMatchObject({ status: false, error: B.orderStatusSame });
    expect((await update(5)).json()).toMatchObject({ status: false, error: B.orderStatusInvalid });
    const paid = await Promise.all([update(1), update(1), sandboxConfirm(a)]);
    // Whoever comes second finds the order already paid (400 "already in that status"); none fails otherwise.
    expect(paid.every((r) => r.statusCode === 200 || r.json().error === B.orderStatusSame)).toBe(
      true,
    );
    expect((await subscription(u)).subscription.total_day).toBe(30);
    // Paid → cancelled takes the time away (issue 26); paid again restores it, credited once.
    expect((await update(2)).json().data.status).toBe(2);
    expect((await subscription(u)).is_active).toBe(false);
    expect((await update(1)).json().data.status).toBe(1);
    expect((await subscription(u)).subscription.total_day).toBe(30);

    const del = await t.app.inject({
      method: 'POST',
      url: `/api/admin/order/delete/${idA}`,
      headers: admin,
    });
    expect(del.json()).toMatchObject({ status: true, message: B.orderDeleted });
    expect(
      (await t.app.inject({ url: `/api/admin/order/load/${idA}`, headers: admin })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/order/delete/${idA}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/admin/order/list', headers: buyer.headers })).statusCode,
    ).toBe(403);
  });

  it('reports statistics: counts, paid revenue, today and 30 zero-filled days', async () => {
    const admin = await adminAuth(t);
    const res = await t.app.inject({ url: '/api/admin/order/statistics', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data;
    const all = await t.database.db.select().from(orders);
    const paidFen = all.filter((o) => o.status === 1).reduce((sum, o) => sum + o.amountFen, 0);
    expect(s.total_orders).toBe(all.length);
    expect(s.paid_orders).toBe(all.filter((o) => o.status === 1).length);
    expect(s.pending_orders + s.paid_orders + s.cancelled_orders).toBe(all.length);
    expect(s.total_amount).toBeCloseTo(paidFen / 100, 2);
    expect(s.today_amount).toBeCloseTo(paidFen / 100, 2);
    expect(s.revenue_by_day).toHaveLength(30);
    expect(s.revenue_by_day.at(-1).amount).toBeCloseTo(paidFen / 100, 2);
    expect(s.revenue_by_day.slice(0, -1).every((d: { amount: number }) => d.amount === 0)).toBe(
      true,
    );
    expect(s.new_users_by_day.at(-1).count).toBe(s.today_new_users);
    expect(s.recent_orders).toHaveLength(10);
    expect(s.total_users).toBeGreaterThanOrEqual(8);
    expect(s.active_members).toBeGreaterThanOrEqual(3);
    expect(s).toHaveProperty('today_translations');
    expect(
      (await t.app.inject({ url: '/api/admin/order/statistics', headers: buyer.headers }))
        .statusCode,
    ).toBe(403);
  });
});

describe('grantProduct (user edit: add subscription time via a product)', () => {
  it('credits the product days once as an admin order of amount 0', async () => {
    const u = await createUser(t, 'pay_granted', 'free_member');
    const { orderNo } = await grantProduct(t.database.db, u.id, monthly);
    expect(await subscription(u)).toMatchObject({
      is_active: true,
      subscription: { total_day: 30 },
    });
    expect(await roleOf(u)).toBe('paid_member');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(row).toMatchObject({
      payType: 'admin',
      amountFen: 0,
      originalAmountFen: 1990,
      status: 1,
    });
    await expect(grantProduct(t.database.db, u.id, 999999)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
