import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import type { FastifyBaseLogger } from 'fastify';
import {
  BILLING,
  MSG,
  type InitiatePaymentBody,
  type PaymentStart,
  type PayType,
  type PaymentMode,
  type SandboxConfirmMode,
} from '@yuexue/contract';
import { HttpError, notFound } from '../../lib/http-error.js';
import { createOrdersRepo, type NewOrder, type OrderRow } from '../orders/repo.js';
import { createProductsRepo, type ProductRow } from '../products/repo.js';
import { fenToYuan, priceNow } from '../products/service.js';
import {
  createPaymentProviders,
  PaymentProviderError,
  readPaymentSettings,
  SANDBOX_PAGE_PATH,
  type PaidNotice,
} from '../../providers/payment/index.js';
import type { Db } from '../../db/client.js';
import type { SettingsService } from '../settings/service.js';

const B = MSG.billing;

/** "YX" + Beijing time to the second + 8 random digits: 24 characters, valid as WeChat's out_trade_no. */
export function newOrderNo(now = new Date()): string {
  const stamp = new Date(now.getTime() + 8 * 3600_000)
    .toISOString()
    .replace(/\D/g, '')
    .slice(0, 14);
  return `YX${stamp}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export function renderQr(text: string): Promise<string> {
  return QRCode.toDataURL(text, { width: BILLING.qrSizePx, margin: 1, errorCorrectionLevel: 'M' });
}

/** A new order's row: what is bought and for how long come from the product, the price from the caller. */
export function orderFor(
  product: ProductRow,
  userId: number,
  o: { amountFen: number; isPromotion: boolean; payType: PayType; device: string; expiresAt: Date },
): NewOrder {
  return {
    orderNo: newOrderNo(),
    userId,
    productId: product.id,
    productTitle: product.title,
    originalAmountFen: product.amountFen,
    totalDays: product.totalDays,
    ...o,
  };
}

export type SettleResult = 'credited' | 'already_paid' | 'refused';

export function createPaymentService(deps: {
  db: Db;
  settings: SettingsService;
  publicUrl: string | undefined;
  /** Who confirms a sandbox payment (config.sandboxConfirm): an administrator unless a demo opted in. */
  sandboxConfirm: SandboxConfirmMode;
  log: FastifyBaseLogger;
}) {
  const orders = createOrdersRepo(deps.db);
  const products = createProductsRepo(deps.db);
  const providers = createPaymentProviders(deps.settings, deps.publicUrl);

  /**
   * The one way a provider's report of payment reaches the books (sandbox confirm, WeChat notification,
   * WeChat query): the order must exist, belong to that provider, and match in amount and merchant.
   */
  async function settle(notice: PaidNotice, payType: PayType): Promise<SettleResult> {
    const order = await orders.findByNo(notice.orderNo);
    const refuse = (why: string) => {
      deps.log.warn({ orderNo: notice.orderNo, payType, why }, 'payment notice refused');
      return 'refused' as const;
    };
    if (!order) return refuse('unknown order');
    if (order.payType !== payType) return refuse(`order belongs to ${order.payType}`);
    if (notice.amountFen !== order.amountFen)
      return refuse(`amount ${notice.amountFen} differs from ${order.amountFen}`);
    if (payType === 'wechat') {
      const s = await readPaymentSettings(deps.settings);
      if (notice.mchId !== s.mch_id) return refuse('merchant id differs');
      if (notice.appId !== undefined && notice.appId !== s.app_id) return refuse('app id differs');
    }
    const result = await orders.markPaidAndCredit(order.id, notice.transactionId);
    if (!result) return refuse('order vanished');
    if (result.credited)
      deps.log.info(
        { orderNo: order.orderNo, userId: order.userId, days: order.totalDays },
        'order paid and credited',
      );
    return result.credited ? 'credited' : 'already_paid';
  }

  async function ownOrder(userId: number, orderNo: string): Promise<OrderRow> {
    const order = await orders.findByNo(orderNo);
    // Someone else's order answers exactly like a missing one.
    if (!order || order.userId !== userId) throw notFound(B.orderNotFound);
    return order;
  }

  return {
    settle,

    async initiate(userId: number, body: InitiatePaymentBody): Promise<PaymentStart> {
      const product = await products.findLive(body.product_id);
      if (!product) throw notFound(B.productNotFound);
      const provider = await providers.forNewOrder();
      if (!provider) throw new HttpError(503, B.paymentNotConfigured, 'unavailable');
      const { amountFen, isPromotion } = priceNow(product);
      const expiresAt = new Date(Date.now() + BILLING.pendingOrderMinutes * 60_000);
      const draft = orderFor(product, userId, {
        amountFen,
        isPromotion,
        payType: provider.payType,
        device: body.device,
        expiresAt,
      });
      const { orderNo } = draft;
      const created = await orders.createWithinLimits(
        draft,
        product.purchaseLimit,
        BILLING.maxPendingOrdersPerUser,
      );
      if (created === 'purchase_limit')
        throw new HttpError(409, B.purchaseLimitReached, 'conflict');
      if (created === 'too_many_pending')
        throw new HttpError(429, B.tooManyPending, 'too_many_requests');
      let codeUrl: string;
      try {
        ({ codeUrl } = await provider.createNative({
          orderNo,
          amountFen,
          description: product.title,
          expiresAt,
          origin: await providers.origin(),
        }));
      } catch (err) {
        await orders.setUnpaidStatus(created.id, 2, BILLING.pendingOrderMinutes);
        if (err instanceof PaymentProviderError) {
          deps.log.error({ orderNo, err: err.message }, 'payment provider refused the order');
          throw new HttpError(502, B.paymentProviderFailed, 'unavailable');
        }
        throw err;
      }
      await orders.setCodeUrl(created.id, codeUrl);
      return {
        qr_code_url: await renderQr(codeUrl),
        order_id: orderNo,
        amount: fenToYuan(amountFen),
        original_amount: fenToYuan(product.amountFen),
        is_promotion: isPromotion,
        pay_type: provider.payType,
        expires_at: expiresAt.toISOString(),
        ...(provider.payType === 'sandbox'
          ? { sandbox_url: codeUrl, sandbox_confirm: deps.sandboxConfirm }
          : {}),
      };
    },

    /** Owner-only status; a pending WeChat order is first asked about at WeChat Pay. */
    async check(userId: number, orderNo: string): Promise<{ paid: boolean; status: 0 | 1 | 2 }> {
      let order = await ownOrder(userId, orderNo);
      if (order.status === 0 && order.payType === 'wechat') {
        try {
          const provider = await providers.forOrder('wechat');
          const notice = provider ? await provider.queryPaid(order.orderNo) : null;
          if (notice) await settle(notice, 'wechat');
        } catch (err) {
          // The notification may still arrive; the buyer just polls again.
          deps.log.warn({ orderNo, err: (err as Error).message }, 'WeChat Pay order query failed');
        }
      }
      await orders.expireStale(order.id);
      order = (await orders.findById(order.id))!;
      return { paid: order.status === 1, status: order.status as 0 | 1 | 2 };
    },

    /**
     * Pays a pending, unexpired sandbox order. `by` says who asks: the sandbox page's button (anyone
     * holding the link) is refused unless PAYMENT_SANDBOX=self-confirm; an administrator always may.
     */
    async confirmSandbox(
      orderNo: string,
      by: 'page' | { adminId: number },
    ): Promise<OrderRow | 'not_sandbox' | 'expired' | 'needs_admin' | undefined> {
      await orders.expireStale();
      const order = await orders.findByNo(orderNo);
      if (!order) return undefined;
      if (order.payType !== 'sandbox') return 'not_sandbox';
      if (order.status === 2) return 'expired';
      if (by === 'page' && deps.sandboxConfirm !== 'self') return 'needs_admin';
      if (order.status === 0) {
        const how = by === 'page' ? 'PAGE' : `ADMIN${by.adminId}`;
        await settle(
          { orderNo, amountFen: order.amountFen, transactionId: `SANDBOX-${how}-${orderNo}` },
          'sandbox',
        );
        if (by !== 'page')
          deps.log.info({ orderNo, by: by.adminId }, 'sandbox payment confirmed by admin');
      }
      return (await orders.findByNo(orderNo))!;
    },

    /** How the site takes payments now, for the back office. */
    async mode(): Promise<PaymentMode> {
      const provider = await providers.forNewOrder();
      return {
        provider: !provider ? 'unconfigured' : provider.payType === 'wechat' ? 'wechat' : 'sandbox',
        sandbox_confirm: deps.sandboxConfirm,
      };
    },

    async sandboxOrder(orderNo: string) {
      await orders.expireStale();
      return orders.findByNo(orderNo);
    },

    async wechatProvider() {
      return providers.wechat();
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
export { SANDBOX_PAGE_PATH };
