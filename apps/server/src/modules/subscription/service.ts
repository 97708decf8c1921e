import { BILLING, MSG, type SubscriptionInfo } from '@yuexue/contract';
import { notFound } from '../../lib/http-error.js';
import type { Db } from '../../db/client.js';
import { createOrdersRepo } from '../orders/repo.js';
import { createProductsRepo } from '../products/repo.js';
import { orderFor } from '../payment/service.js';

export async function subscriptionOf(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<SubscriptionInfo> {
  const { expiresAt, totalDays } = await createOrdersRepo(db).subscriptionOf(userId);
  return {
    subscription: expiresAt ? { expired_at: expiresAt.toISOString(), total_day: totalDays } : null,
    is_active: !!expiresAt && expiresAt > now,
  };
}

/**
 * back-office §2.6 "add subscription time via a product": records a paid order of pay_type admin
 * (amount 0, the product's price as original amount) and credits it through the same exactly-once
 * path as a payment. Throws a 404 HttpError when the product does not exist or is deleted.
 */
export async function grantProduct(
  db: Db,
  userId: number,
  productId: number,
): Promise<{ orderNo: string }> {
  const product = await createProductsRepo(db).findLive(productId);
  if (!product) throw notFound(MSG.billing.productNotFound);
  const orders = createOrdersRepo(db);
  const draft = orderFor(product, userId, {
    amountFen: 0,
    isPromotion: false,
    payType: 'admin',
    device: 'admin',
    expiresAt: new Date(Date.now() + BILLING.pendingOrderMinutes * 60_000),
  });
  const created = await orders.createWithinLimits(draft, 0, Number.MAX_SAFE_INTEGER);
  if (typeof created !== 'object') throw new Error('a grant is never limited');
  await orders.markPaidAndCredit(created.id, null);
  return { orderNo: draft.orderNo };
}
