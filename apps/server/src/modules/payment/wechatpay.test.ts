import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_PAYMENT_SETTINGS, MSG } from '@yuexue/contract';
import { createTestApp, freshIp, type TestApp } from '../../../test/app.js';
import { createUser, type TestUser } from '../../../test/content-fixtures.js';
import { addProduct, resetAdminAuth } from '../../../test/billing-fixtures.js';
import { orders } from '../../db/schema/index.js';
import {
  startFakeWechatPay,
  type FakeWechatPay,
} from '../../providers/payment/test/fake-wechatpay.js';

const B = MSG.billing;
const DAY = 86_400_000;
let t: TestApp;
let fake: FakeWechatPay;
let productId: number;

const wechatSettings = () => ({
  ...DEFAULT_PAYMENT_SETTINGS,
  enabled: true,
  app_id: fake.appId,
  mch_id: fake.mchId,
  apiv3_key: fake.apiv3Key,
  serial_no: fake.merchantSerial,
  private_key: fake.merchantPrivateKeyPem,
  wechatcertificate: fake.platformPublicKeyPem,
  platform_serial: fake.platformSerial,
  api_base: fake.baseUrl,
});

beforeAll(async () => {
  resetAdminAuth();
  [t, fake] = await Promise.all([
    createTestApp({ PUBLIC_URL: 'https://yuexue.test' }),
    startFakeWechatPay(),
  ]);
  productId = await addProduct(t, { title: '年度会员', amount: '199.00', total_days: 365 });
  await t.app.settings.write('payment', wechatSettings());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.failWith = 0;
  fake.forgeResponses = false;
});

let n = 0;
async function buyer(): Promise<TestUser> {
  n += 1;
  return createUser(t, `wx_buyer_${n}`, 'free_member');
}
const initiate = (u: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/initiate',
    payload: { product_id: productId, device: 'web' },
    headers: u.headers,
    remoteAddress: freshIp(),
  });
const notify = (n: { body: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/notify/wechat',
    payload: n.body,
    headers: n.headers,
    remoteAddress: freshIp(),
  });
const check = (u: TestUser, orderNo: string) =>
  t.app.inject({
    url: `/api/payment/check/${orderNo}`,
    headers: u.headers,
    remoteAddress: freshIp(),
  });
const subscription = async (u: TestUser) =>
  (await t.app.inject({ url: '/api/subscription', headers: u.headers })).json().data;
const orderRow = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;

async function startOrder() {
  const u = await buyer();
  const res = await initiate(u);
  expect(res.statusCode, res.body).toBe(200);
  return { u, orderNo: res.json().data.order_id as string, data: res.json().data };
}

describe('WeChat Pay APIv3 Native against a local fake', () => {
  it('places a signed Native order and shows its code_url as our own QR', async () => {
    const rejected = fake.rejectedRequests;
    const { orderNo, data } = await startOrder();
    expect(fake.rejectedRequests).toBe(rejected);
    expect(data).toMatchObject({
      pay_type: 'wechat',
      amount: 199,
      original_amount: 199,
      is_promotion: false,
    });
    expect(data.sandbox_url).toBeUndefined();
    expect(data.qr_code_url).toMatch(/^data:image\/png;base64,/);
    const sent = fake.orders.get(orderNo)!.body;
    expect(sent).toMatchObject({
      appid: fake.appId,
      mchid: fake.mchId,
      out_trade_no: orderNo,
      description: '年度会员',
      notify_url: 'https://yuexue.test/api/payment/notify/wechat',
      amount: { total: 19900, currency: 'CNY' },
    });
    expect(sent.time_expire).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect((await orderRow(orderNo)).codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
  });

  it('credits a valid notification once, and a replay of it changes nothing', async () => {
    const { u, orderNo } = await startOrder();
    fake.pay(orderNo);
    const note = fake.notification(orderNo);
    const res = await notify(note);
    expect(res.statusCode, res.body).toBe(204);
    expect((await check(u, orderNo)).json().data).toEqual({ paid: true, status: 1 });
    const sub = await subscription(u);
    expect(sub).toMatchObject({ is_active: true, subscription: { total_day: 365 } });
    expect((await orderRow(orderNo)).transactionId).toBe(fake.orders.get(orderNo)!.transactionId);

    expect((await notify(note)).statusCode).toBe(204);
    expect((await notify(fake.notification(orderNo))).statusCode).toBe(204);
    expect(await subscription(u)).toEqual(sub);
  });

  it('refuses a forged signature, a tampered body and a stale timestamp', async () => {
    const { u, orderNo } = await startOrder();
    fake.pay(orderNo);
    const impostor = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = await notify(fake.notification(orderNo, { signWith: impostor }));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'FAIL' });

    const genuine = fake.notification(orderNo);
    const tampered = await notify({
      ...genuine,
      body: genuine.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" '),
    });
    expect(tampered.statusCode).toBe(401);
    const noHeaders = await notify({
      body: genuine.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(noHeaders.statusCode).toBe(401);
    const stale = await notify(
      fake.notification(orderNo, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
    );
    expect(stale.statusCode).toBe(401);

    expect((await orderRow(orderNo)).status).toBe(0);
    expect((await subscription(u)).subscription).toBeNull();
  });

  it('refuses a genuine notification whose amount or merchant does not match the order', async () => {
    const { u, orderNo } = await startOrder();
    fake.pay(orderNo);
    const wrongAmount = await notify(fake.notification(orderNo, { amount: 1 }));
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json()).toMatchObject({ code: 'FAIL' });
    const wrongMerchant = await notify(fake.notification(orderNo, { mchid: '1900000999' }));
    expect(wrongMerchant.statusCode).toBe(400);
    expect((await orderRow(orderNo)).status).toBe(0);
    expect((await subscription(u)).subscription).toBeNull();
  });

  it('credits exactly once under concurrent duplicate notifications and polls', async () => {
    const { u, orderNo } = await startOrder();
    fake.pay(orderNo);
    const before = Date.now();
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => notify(fake.notification(orderNo))),
      ...Array.from({ length: 10 }, () => check(u, orderNo)),
    ]);
    expect(results.slice(0, 20).every((r) => r.statusCode === 204)).toBe(true);
    expect(results.slice(20).every((r) => r.json().data.paid === true)).toBe(true);
    const sub = await subscription(u);
    expect(sub.subscription.total_day).toBe(365);
    const exp = Date.parse(sub.subscription.expired_at);
    expect(exp).toBeGreaterThanOrEqual(before + 365 * DAY - 5000);
    expect(exp).toBeLessThanOrEqual(Date.now() + 365 * DAY + 5000);
  });

  it('asks WeChat Pay when polling finds the order pending, and trusts only a signed answer', async () => {
    const { u, orderNo } = await startOrder();
    expect((await check(u, orderNo)).json().data).toEqual({ paid: false, status: 0 });
    fake.pay(orderNo);
    fake.forgeResponses = true;
    expect((await check(u, orderNo)).json().data).toEqual({ paid: false, status: 0 });
    fake.forgeResponses = false;
    expect((await check(u, orderNo)).json().data).toEqual({ paid: true, status: 1 });
    expect((await subscription(u)).subscription.total_day).toBe(365);
    // The notification arriving afterwards is acknowledged and credits nothing more.
    expect((await notify(fake.notification(orderNo))).statusCode).toBe(204);
    expect((await subscription(u)).subscription.total_day).toBe(365);
  });

  it('cancels the order and says so when WeChat Pay refuses it', async () => {
    const u = await buyer();
    fake.failWith = 500;
    const res = await initiate(u);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(B.paymentProviderFailed);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.userId, u.id));
    expect(row!.status).toBe(2);
  });

  it('refuses to pay a WeChat order on the sandbox page', async () => {
    const { orderNo } = await startOrder();
    expect((await t.app.inject({ url: `/api/payment/sandbox/${orderNo}` })).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${orderNo}`,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(404);
    expect((await orderRow(orderNo)).status).toBe(0);
  });

  it('refuses new orders while WeChat Pay is enabled but incomplete, instead of falling back to the sandbox', async () => {
    await t.app.settings.write('payment', { ...wechatSettings(), private_key: '' });
    try {
      const res = await initiate(await buyer());
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe(B.paymentNotConfigured);
    } finally {
      await t.app.settings.write('payment', wechatSettings());
    }
  });
});
