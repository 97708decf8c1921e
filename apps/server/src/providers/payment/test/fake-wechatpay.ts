import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for WeChat Pay APIv3 (test use only): it checks the merchant's request signatures,
 * signs its answers and notifications with its own platform key, and encrypts resources with the
 * APIv3 key, exactly as the real service does. Keys are generated per instance.
 */
export interface FakeWechatPay {
  baseUrl: string;
  mchId: string;
  appId: string;
  apiv3Key: string;
  merchantSerial: string;
  merchantPrivateKeyPem: string;
  platformPublicKeyPem: string;
  platformSerial: string;
  /** Native orders received, by out_trade_no. */
  orders: Map<string, { body: Record<string, unknown>; paid: boolean; transactionId: string }>;
  /** Requests whose merchant signature did not verify. */
  rejectedRequests: number;
  /** Makes the next answers fail with this HTTP status (0 = normal). */
  failWith: number;
  /** Signs answers with a wrong key (a man in the middle). */
  forgeResponses: boolean;
  pay(outTradeNo: string): void;
  /** A signed, encrypted TRANSACTION.SUCCESS notification for an order, with optional overrides. */
  notification(
    outTradeNo: string,
    opts?: { amount?: number; mchid?: string; signWith?: KeyObject; timestamp?: number },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const pemOf = (k: KeyObject, type: 'pkcs8' | 'spki') => k.export({ format: 'pem', type }) as string;

function signHeaders(
  body: string,
  key: KeyObject,
  serial: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${timestamp}\n${nonce}\n${body}\n`)
    .sign(key, 'base64');
  return {
    'wechatpay-timestamp': String(timestamp),
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': serial,
  };
}

function encrypt(plain: string, apiv3Key: string) {
  const nonce = randomBytes(6).toString('hex');
  const associated = 'transaction';
  const cipher = createCipheriv(
    'aes-256-gcm',
    Buffer.from(apiv3Key, 'utf8'),
    Buffer.from(nonce, 'utf8'),
  );
  cipher.setAAD(Buffer.from(associated, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: data.toString('base64'),
    associated_data: associated,
    nonce,
    original_type: 'transaction',
  };
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

export async function startFakeWechatPay(): Promise<FakeWechatPay> {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const impostor = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const fake = {
    mchId: '1900000109',
    appId: 'wxd678efh567hg6787',
    apiv3Key: randomBytes(16).toString('hex'),
    merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    merchantPrivateKeyPem: pemOf(merchant.privateKey, 'pkcs8'),
    platformPublicKeyPem: pemOf(platform.publicKey, 'spki'),
    platformSerial: 'PUB_KEY_ID_0119000001092025010100000000000001',
    orders: new Map(),
    rejectedRequests: 0,
    failWith: 0,
    forgeResponses: false,
  } as Omit<FakeWechatPay, 'baseUrl' | 'pay' | 'notification' | 'close'>;

  const transaction = (outTradeNo: string, over: { amount?: number; mchid?: string } = {}) => {
    const o = fake.orders.get(outTradeNo)!;
    const amount = (o.body.amount as { total: number }).total;
    return {
      appid: fake.appId,
      mchid: over.mchid ?? fake.mchId,
      out_trade_no: outTradeNo,
      transaction_id: o.transactionId,
      trade_type: 'NATIVE',
      trade_state: o.paid ? 'SUCCESS' : 'NOTPAY',
      trade_state_desc: o.paid ? '支付成功' : '订单未支付',
      success_time: o.paid ? new Date().toISOString() : undefined,
      amount: {
        total: over.amount ?? amount,
        payer_total: over.amount ?? amount,
        currency: 'CNY',
        payer_currency: 'CNY',
      },
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    };
  };

  /** Verifies the merchant's Authorization header the way WeChat Pay does. */
  const authorized = (req: IncomingMessage, body: string) => {
    const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(req.headers.authorization ?? '');
    if (!m) return false;
    const fields = Object.fromEntries(
      [...m[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]),
    );
    if (fields.mchid !== fake.mchId || fields.serial_no !== fake.merchantSerial) return false;
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > 300) return false;
    const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    return createVerify('RSA-SHA256')
      .update(message)
      .verify(merchant.publicKey, fields.signature ?? '', 'base64');
  };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const send = (status: number, payload: unknown) => {
      const text = JSON.stringify(payload);
      const headers = signHeaders(
        text,
        fake.forgeResponses ? impostor.privateKey : platform.privateKey,
        fake.platformSerial,
      );
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(text);
    };
    if (!authorized(req, body)) {
      fake.rejectedRequests += 1;
      return send(401, { code: 'SIGN_ERROR', message: '签名错误' });
    }
    if (fake.failWith) return send(fake.failWith, { code: 'SYSTEM_ERROR', message: '系统错误' });
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
      const order = JSON.parse(body) as Record<string, unknown>;
      if (order.mchid !== fake.mchId || order.appid !== fake.appId)
        return send(400, { code: 'PARAM_ERROR', message: '商户号或应用不符' });
      const outTradeNo = String(order.out_trade_no);
      fake.orders.set(outTradeNo, {
        body: order,
        paid: false,
        transactionId: `4200${randomBytes(10).toString('hex')}`,
      });
      return send(200, {
        code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}`,
      });
    }
    const q = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && q) {
      const outTradeNo = decodeURIComponent(q[1]!);
      if (url.searchParams.get('mchid') !== fake.mchId)
        return send(400, { code: 'PARAM_ERROR', message: 'mchid' });
      if (!fake.orders.has(outTradeNo))
        return send(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      return send(200, transaction(outTradeNo));
    }
    return send(404, { code: 'NOT_FOUND', message: 'no such API' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}`,
    pay(outTradeNo: string) {
      fake.orders.get(outTradeNo)!.paid = true;
    },
    notification(
      outTradeNo: string,
      opts: { amount?: number; mchid?: string; signWith?: KeyObject; timestamp?: number } = {},
    ) {
      const body = JSON.stringify({
        id: randomBytes(16).toString('hex'),
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: encrypt(
          JSON.stringify({ ...transaction(outTradeNo, opts), trade_state: 'SUCCESS' }),
          fake.apiv3Key,
        ),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          ...signHeaders(
            body,
            opts.signWith ?? platform.privateKey,
            fake.platformSerial,
            opts.timestamp,
          ),
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeWechatPay;
}
