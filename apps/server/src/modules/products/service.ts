import type { AdminProduct, Product, ProductFormBody } from '@yuexue/contract';
import type { ProductRow, ProductValues } from './repo.js';

export const fenToYuan = (fen: number) => Math.round(fen) / 100;
export const yuanToFen = (yuan: number) => Math.round(yuan * 100);

/** public-site §9: the promotion applies only inside its window and when a promotion price exists. */
export function isPromotionActive(p: ProductRow, now = new Date()): boolean {
  return (
    p.promotionPriceFen !== null &&
    !!p.promotionStartTime &&
    !!p.promotionEndTime &&
    p.promotionStartTime <= now &&
    now < p.promotionEndTime
  );
}

/** What buying the product costs at `now`, in fen. */
export function priceNow(
  p: ProductRow,
  now = new Date(),
): { amountFen: number; isPromotion: boolean } {
  const isPromotion = isPromotionActive(p, now);
  return { amountFen: isPromotion ? p.promotionPriceFen! : p.amountFen, isPromotion };
}

export function toProduct(p: ProductRow, now = new Date()): Product {
  const { amountFen, isPromotion } = priceNow(p, now);
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    amount: fenToYuan(p.amountFen),
    effective_amount: fenToYuan(amountFen),
    is_promotion: isPromotion,
    total_days: p.totalDays,
    sort_order: p.sortOrder,
    promotion_price: p.promotionPriceFen === null ? null : fenToYuan(p.promotionPriceFen),
    promotion_start_time: p.promotionStartTime?.toISOString() ?? null,
    promotion_end_time: p.promotionEndTime?.toISOString() ?? null,
    purchase_limit: p.purchaseLimit,
  };
}

export function toAdminProduct(p: ProductRow, paidOrders: number, now = new Date()): AdminProduct {
  return {
    ...toProduct(p, now),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    paid_orders: paidOrders,
  };
}

export function toProductValues(body: ProductFormBody): ProductValues {
  return {
    title: body.title,
    description: body.description,
    amountFen: yuanToFen(body.amount),
    totalDays: body.total_days,
    sortOrder: body.sort_order,
    promotionPriceFen: body.promotion_price === undefined ? null : yuanToFen(body.promotion_price),
    promotionStartTime: body.promotion_start_time ? new Date(body.promotion_start_time) : null,
    promotionEndTime: body.promotion_end_time ? new Date(body.promotion_end_time) : null,
    purchaseLimit: body.purchase_limit,
  };
}
