import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yuexue/contract';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createUser, type TestUser } from '../../../test/content-fixtures.js';
import {
  addProduct,
  adminAuth,
  multipartForm,
  resetAdminAuth,
} from '../../../test/billing-fixtures.js';

const B = MSG.billing;
let t: TestApp;
let member: TestUser;

beforeAll(async () => {
  resetAdminAuth();
  t = await createTestApp();
  member = await createUser(t, 'prod_member', 'free_member');
});
afterAll(async () => {
  await t?.close();
});

const postForm = async (
  url: string,
  fields: Record<string, string | number>,
  headers?: Record<string, string>,
) => {
  const form = multipartForm(fields);
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...(headers ?? (await adminAuth(t))) },
  });
};
const hour = 3600_000;

describe('back-office §5 product validation (multipart form)', () => {
  const valid = { title: '月度会员', amount: '19.90', total_days: '30' };
  const cases: Array<[string, Record<string, string>, string]> = [
    ['missing title', { ...valid, title: '' }, B.productTitleRequired],
    ['blank title', { ...valid, title: '   ' }, B.productTitleRequired],
    ['missing price', { title: 'x', total_days: '30' }, B.productPriceInvalid],
    ['zero price', { ...valid, amount: '0' }, B.productPriceInvalid],
    ['negative price', { ...valid, amount: '-1' }, B.productPriceInvalid],
    ['price not a number', { ...valid, amount: 'abc' }, B.productPriceInvalid],
    ['price with 3 decimals', { ...valid, amount: '1.999' }, B.productPriceInvalid],
    ['missing days', { title: 'x', amount: '1' }, B.productDaysInvalid],
    ['zero days', { ...valid, total_days: '0' }, B.productDaysInvalid],
    ['fractional days', { ...valid, total_days: '1.5' }, B.productDaysInvalid],
    ['negative sort order', { ...valid, sort_order: '-1' }, B.sortOrderInvalid],
    ['negative purchase limit', { ...valid, purchase_limit: '-1' }, B.purchaseLimitInvalid],
    [
      'promotion price equal to price',
      {
        ...valid,
        promotion_price: '19.90',
        promotion_start_time: '2025-01-01 00:00',
        promotion_end_time: '2035-01-01 00:00',
      },
      B.promotionPriceInvalid,
    ],
    [
      'negative promotion price',
      {
        ...valid,
        promotion_price: '-0.01',
        promotion_start_time: '2025-01-01',
        promotion_end_time: '2035-01-01',
      },
      B.promotionPriceInvalid,
    ],
    ['promotion without window', { ...valid, promotion_price: '9.90' }, B.promotionWindowRequired],
    ['bad promotion time', { ...valid, promotion_start_time: 'tomorrow' }, B.promotionTimeInvalid],
    [
      'window ends before it starts',
      {
        ...valid,
        promotion_price: '9.9',
        promotion_start_time: '2030-01-02',
        promotion_end_time: '2030-01-01',
      },
      B.promotionWindowOrder,
    ],
  ];
  it.each(cases)('%s', async (_name, fields, message) => {
    const res = await postForm('/api/admin/product/add', fields);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: false, error: message });
  });

  it('accepts the same rules as JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/product/add',
      payload: { title: '', amount: 1, total_days: 1 },
      headers: await adminAuth(t),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(B.productTitleRequired);
  });

  it('is admin only', async () => {
    expect((await postForm('/api/admin/product/add', valid, member.headers)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/product/add', payload: valid }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/product/list', headers: member.headers })).statusCode,
    ).toBe(403);
  });
});

describe('products: add, list, promotion window, update, delete', () => {
  it('sells sample plans on a fresh install (monthly, quarterly, yearly on promotion), editable by the admin', async () => {
    const list = (await t.app.inject({ url: '/api/product/list' })).json().data as Array<
      Record<string, unknown>
    >;
    expect(list.map((p) => [p.title, p.total_days])).toEqual([
      ['月度会员', 30],
      ['季度会员', 90],
      ['年度会员', 365],
    ]);
    expect(list[2]).toMatchObject({ amount: 199, effective_amount: 168, is_promotion: true });
    const edited = await postForm('/api/admin/product/update', {
      id: list[0]!.id as number,
      title: '月度会员（新）',
      amount: '25',
      total_days: 31,
      description: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await t.app.inject({ url: '/api/product/list' })).json().data[0]).toMatchObject({
      title: '月度会员（新）',
      amount: 25,
    });
  });

  it('stores yuan as exact fen and lists by sort_order with the promotion active only inside its window', async () => {
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const year = await addProduct(t, {
      title: '年度会员',
      amount: '199.00',
      total_days: 365,
      sort_order: 3,
    });
    const month = await addProduct(t, {
      title: '月度会员',
      amount: '19.9',
      total_days: 30,
      sort_order: 1,
      promotion_price: '9.90',
      promotion_start_time: iso(now - hour),
      promotion_end_time: iso(now + hour),
    });
    const later = await addProduct(t, {
      title: '季度会员',
      amount: '0.1',
      total_days: 90,
      sort_order: 2,
      promotion_price: '0',
      promotion_start_time: iso(now + hour),
      promotion_end_time: iso(now + 2 * hour),
    });
    const past = await addProduct(t, {
      title: '周会员',
      amount: '5',
      total_days: 7,
      sort_order: 4,
      promotion_price: '1',
      promotion_start_time: '2020-01-01 00:00',
      promotion_end_time: '2020-02-01 00:00:00',
    });

    const res = await t.app.inject({ url: '/api/product/list' });
    expect(res.statusCode).toBe(200);
    const ours = [month, later, year, past];
    // Only this test's products (the sample plans of a fresh install are listed too).
    const list = (res.json().data as Array<Record<string, unknown>>).filter((p) =>
      ours.includes(p.id as number),
    );
    expect(list.map((p) => p.id)).toEqual([month, later, year, past]);
    expect(list[0]).toMatchObject({
      title: '月度会员',
      amount: 19.9,
      effective_amount: 9.9,
      is_promotion: true,
      promotion_price: 9.9,
      total_days: 30,
    });
    expect(list[1]).toMatchObject({
      amount: 0.1,
      effective_amount: 0.1,
      is_promotion: false,
      promotion_price: 0,
    });
    expect(list[2]).toMatchObject({
      amount: 199,
      effective_amount: 199,
      is_promotion: false,
      promotion_price: null,
      promotion_start_time: null,
    });
    // Naive times are Beijing time.
    expect(list[3]).toMatchObject({
      is_promotion: false,
      promotion_start_time: '2019-12-31T16:00:00.000Z',
    });
  });

  it('updates a product, loads it, and refuses unknown ids', async () => {
    const id = await addProduct(t, { title: '旧名', amount: '10', total_days: 10 });
    const res = await postForm('/api/admin/product/update', {
      id,
      title: '新名',
      amount: '12.34',
      total_days: 11,
      purchase_limit: 2,
      description: '说明',
    });
    expect(res.statusCode, res.body).toBe(200);
    const loaded = await t.app.inject({
      url: `/api/admin/product/load/${id}`,
      headers: await adminAuth(t),
    });
    expect(loaded.json().data).toMatchObject({
      id,
      title: '新名',
      amount: 12.34,
      total_days: 11,
      purchase_limit: 2,
      description: '说明',
      paid_orders: 0,
    });
    expect(
      (
        await postForm('/api/admin/product/update', {
          id: 999999,
          title: 'x',
          amount: '1',
          total_days: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await postForm('/api/admin/product/update', { title: 'x', amount: '1', total_days: 1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({ url: '/api/admin/product/load/999999', headers: await adminAuth(t) })
      ).json(),
    ).toMatchObject({ status: false, error: B.productNotFound });
  });

  it('deletes an unordered product, and only hides one that orders reference', async () => {
    const unused = await addProduct(t, { title: '临时', amount: '1', total_days: 1 });
    const del = await t.app.inject({
      method: 'POST',
      url: `/api/admin/product/delete/${unused}`,
      headers: await adminAuth(t),
    });
    expect(del.json()).toMatchObject({ status: true, data: { soft_deleted: false } });

    const ordered = await addProduct(t, { title: '有订单', amount: '1', total_days: 1 });
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/payment/initiate',
      payload: { product_id: ordered, device: 'web' },
      headers: member.headers,
    });
    expect(start.statusCode, start.body).toBe(200);
    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/admin/product/delete/${ordered}`,
      headers: await adminAuth(t),
    });
    expect(hide.json()).toMatchObject({
      status: true,
      message: B.productHidden,
      data: { soft_deleted: true },
    });
    const ids = (await t.app.inject({ url: '/api/product/list' }))
      .json()
      .data.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(ordered);
    expect(ids).not.toContain(unused);
    // The order keeps its product title; buying the hidden product is refused.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payment/initiate',
      payload: { product_id: ordered },
      headers: member.headers,
    });
    expect(again.json()).toMatchObject({ status: false, error: B.productNotFound });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/product/delete/${ordered}`,
          headers: await adminAuth(t),
        })
      ).statusCode,
    ).toBe(404);
  });
});
