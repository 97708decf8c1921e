import { createPrivateKey, type KeyObject } from 'node:crypto';
import type { PaymentSettings } from '@yuexue/contract';
import { PaymentProviderError, type PaidNotice, type PaymentProvider } from './types.js';
import {
  authorizationHeader,
  beijingRfc3339,
  decryptResource,
  platformKey,
  signatureProblem,
  signedMessage,
  type EncryptedResource,
} from './wechatpay-crypto.js';

const TIMEOUT_MS = 10_000;
export const WECHAT_NOTIFY_PATH = '/api/payment/notify/wechat';

interface WechatTransaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

/** Whether the settings hold everything WeChat Pay needs (the APIv3 key is 32 bytes). */
export function wechatPayConfigured(s: PaymentSettings): boolean {
  return !!(
    s.app_id &&
    s.mch_id &&
    s.serial_no &&
    s.private_key &&
    s.wechatcertificate &&
    Buffer.byteLength(s.apiv3_key, 'utf8') === 32
  );
}

/** Keys parsed once per distinct settings text. */
const keyCache = new Map<string, KeyObject>();
function cached(pem: string, parse: (pem: string) => KeyObject): KeyObject {
  let k = keyCache.get(pem);
  if (!k) {
    k = parse(pem);
    if (keyCache.size > 16) keyCache.clear();
    keyCache.set(pem, k);
  }
  return k;
}

export class WechatNotificationError extends Error {}

/**
 * WeChat Pay APIv3 Native: signed requests with the merchant key, verified responses and notifications
 * with the platform certificate or public key. Only node:crypto and fetch.
 */
export function createWechatPayProvider(
  s: PaymentSettings,
  opts: { notifyUrl: (origin: string) => string },
): PaymentProvider & {
  parseNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): PaidNotice | null;
} {
  const base = s.api_base.replace(/\/+$/, '');
  const merchantKey = () => cached(s.private_key, (pem) => createPrivateKey(pem.trim()));
  const verifyKey = () => cached(s.wechatcertificate, platformKey);

  async function call(
    method: 'GET' | 'POST',
    pathWithQuery: string,
    payload?: object,
  ): Promise<{ status: number; json: unknown }> {
    const body = payload ? JSON.stringify(payload) : '';
    let res: Response;
    try {
      res = await fetch(`${base}${pathWithQuery}`, {
        method,
        headers: {
          authorization: authorizationHeader({
            method,
            pathWithQuery,
            body,
            mchId: s.mch_id,
            serialNo: s.serial_no,
            privateKey: merchantKey(),
          }),
          accept: 'application/json',
          'content-type': 'application/json',
          'user-agent': 'yuexue-server',
        },
        body: payload ? body : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new PaymentProviderError(`WeChat Pay unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (res.status >= 200 && res.status < 300) {
      // A response we act on (a code_url to pay, a SUCCESS state to credit) must come from WeChat Pay.
      const problem = signatureProblem(
        signedMessage(Object.fromEntries(res.headers), text),
        verifyKey(),
        s.platform_serial,
      );
      if (problem) throw new PaymentProviderError(`WeChat Pay response refused: ${problem}`);
    }
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new PaymentProviderError(`WeChat Pay answered ${res.status} with a non-JSON body`);
    }
    return { status: res.status, json };
  }

  return {
    payType: 'wechat',
    async createNative(order) {
      const { status, json } = await call('POST', '/v3/pay/transactions/native', {
        appid: s.app_id,
        mchid: s.mch_id,
        description: order.description.slice(0, 127),
        out_trade_no: order.orderNo,
        time_expire: beijingRfc3339(order.expiresAt),
        notify_url: opts.notifyUrl(order.origin),
        amount: { total: order.amountFen, currency: 'CNY' },
      });
      const codeUrl = (json as { code_url?: unknown } | null)?.code_url;
      if (status !== 200 || typeof codeUrl !== 'string' || !codeUrl) {
        throw new PaymentProviderError(
          `WeChat Pay native order failed: ${status} ${(json as { code?: string } | null)?.code ?? ''}`,
        );
      }
      return { codeUrl };
    },
    async queryPaid(orderNo) {
      const { status, json } = await call(
        'GET',
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(s.mch_id)}`,
      );
      if (status === 404) return null;
      if (status !== 200) throw new PaymentProviderError(`WeChat Pay query failed: ${status}`);
      return toPaidNotice(json as WechatTransaction, orderNo);
    },
    parseNotification(headers, rawBody) {
      const problem = signatureProblem(
        signedMessage(headers, rawBody),
        verifyKey(),
        s.platform_serial,
      );
      if (problem) throw new WechatNotificationError(problem);
      let event: { event_type?: string; resource?: EncryptedResource };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        throw new WechatNotificationError('notification body is not JSON');
      }
      if (event.event_type !== 'TRANSACTION.SUCCESS' || !event.resource) return null;
      let tx: WechatTransaction;
      try {
        tx = JSON.parse(decryptResource(event.resource, s.apiv3_key)) as WechatTransaction;
      } catch (err) {
        throw new WechatNotificationError(`resource does not decrypt: ${(err as Error).message}`);
      }
      return toPaidNotice(tx);
    },
  };
}

function toPaidNotice(tx: WechatTransaction, expectedOrderNo?: string): PaidNotice | null {
  if (tx.trade_state !== 'SUCCESS') return null;
  if (!tx.out_trade_no || (expectedOrderNo && tx.out_trade_no !== expectedOrderNo)) return null;
  const total = tx.amount?.total;
  if (typeof total !== 'number' || !tx.transaction_id) return null;
  if (tx.amount?.currency && tx.amount.currency !== 'CNY') return null;
  return {
    orderNo: tx.out_trade_no,
    amountFen: total,
    transactionId: tx.transaction_id,
    mchId: tx.mchid,
    appId: tx.appid,
  };
}
