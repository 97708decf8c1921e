import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, freshIp, type TestApp } from '../../../test/app.js';
import { createUser, type TestUser } from '../../../test/content-fixtures.js';
import { addProduct, adminAuth, resetAdminAuth } from '../../../test/billing-fixtures.js';
import { orders, roles, users } from '../../db/schema/index.js';

const DAY = 86_400_000;
let t: TestApp;
let monthly: number;
let yearly: number;

beforeAll(async () => {
  resetAdminAuth();
  t = await createTestApp({ PUBLIC_URL: 'https://yuexue.test' });
  monthly = await addProduct(t, { title: '月度会员', amount: '19.90', total_days: 30 });
  yearly = await addProduct(t, { title: '年度会员', amount: '168', total_days: 365 });
});
afterAll(async () => {
  await t?.close();
});

async function buy(who: TestUser, productId: number): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/initiate',
    payload: { product_id: productId, device: 'web' },
    headers: who.headers,
    remoteAddress: freshIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNo, res.json().data.order_id));
  return row!.id;
}
const setStatus = async (id: number, status: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/order/update',
    payload: { id, status },
    headers: await adminAuth(t),
  });
  expect(res.statusCode, res.body).toBe(200);
};
const remove = async (id: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/order/delete/${id}`,
    headers: await adminAuth(t),
  });
  expect(res.statusCode, res.body).toBe(200);
};
/** What the user center shows: subscription figures and the role, plus the stored role. */
async function state(who: TestUser) {
  const sub = (await t.app.inject({ url: '/api/subscription', headers: who.headers })).json().data;
  const role = (await t.app.inject({ url: '/api/userinfo', headers: who.headers })).json().data
    .role_code as string;
  const [stored] = await t.database.db
    .select({ code: roles.roleCode })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(eq(users.id, who.id));
  const daysLeft = sub.subscription
    ? Math.round((Date.parse(sub.subscription.expired_at) - Date.now()) / DAY)
    : null;
  return {
    active: sub.is_active as boolean,
    totalDays: sub.subscription?.total_day ?? null,
    daysLeft,
    role,
    storedRole: stored!.code,
    exp: sub.subscription?.expired_at ?? null,
  };
}

describe('order status changes recompute the subscription and role (issue 26 item 2)', () => {
  it('cancelling and deleting paid orders takes their time and, at the end, the paid role away', async () => {
    const u = await createUser(t, 'rc_buyer', 'free_member');
    const a = await buy(u, monthly);
    const b = await buy(u, yearly);
    await setStatus(a, 1);
    await setStatus(b, 1);
    expect(await state(u)).toMatchObject({
      active: true,
      totalDays: 395,
      daysLeft: 395,
      role: 'paid_member',
      storedRole: 'paid_member',
    });

    await setStatus(a, 2);
    expect(await state(u)).toMatchObject({
      active: true,
      totalDays: 365,
      daysLeft: 365,
      role: 'paid_member',
    });
    await remove(a);
    expect(await state(u)).toMatchObject({ active: true, totalDays: 365, daysLeft: 365 });

    await setStatus(b, 2);
    expect(await state(u)).toMatchObject({
      active: false,
      totalDays: null,
      daysLeft: null,
      role: 'free_member',
      storedRole: 'free_member',
    });
    await setStatus(b, 1);
    expect(await state(u)).toMatchObject({
      active: true,
      totalDays: 365,
      role: 'paid_member',
      storedRole: 'paid_member',
    });
    await remove(b);
    expect(await state(u)).toMatchObject({
      active: false,
      totalDays: null,
      role: 'free_member',
      storedRole: 'free_member',
    });
  });

  it('paid → cancelled → paid restores exactly the same expiry; back to pending removes the time too', async () => {
    const u = await createUser(t, 'rc_undo', 'free_member');
    const a = await buy(u, monthly);
    await setStatus(a, 1);
    const before = (await state(u)).exp;
    await setStatus(a, 2);
    await setStatus(a, 1);
    expect((await state(u)).exp).toBe(before);
    await setStatus(a, 0);
    expect(await state(u)).toMatchObject({
      active: false,
      totalDays: null,
      storedRole: 'free_member',
    });
  });

  it('keeps a business member or a creator in their role when their orders go', async () => {
    for (const role of ['business_member', 'creator'] as const) {
      const u = await createUser(t, `rc_${role}`, role);
      const a = await buy(u, monthly);
      await setStatus(a, 1);
      await remove(a);
      expect(await state(u)).toMatchObject({ active: false, storedRole: role });
    }
  });

  it('concurrent changes to several orders of one user end consistent with the orders left', async () => {
    const u = await createUser(t, 'rc_race', 'free_member');
    const ids = [await buy(u, monthly), await buy(u, monthly), await buy(u, yearly)];
    await Promise.all(ids.map((id) => setStatus(id, 1)));
    expect((await state(u)).totalDays).toBe(425);
    await Promise.all([setStatus(ids[0]!, 2), remove(ids[1]!)]);
    expect(await state(u)).toMatchObject({
      active: true,
      totalDays: 365,
      daysLeft: 365,
      storedRole: 'paid_member',
    });
  });
});
