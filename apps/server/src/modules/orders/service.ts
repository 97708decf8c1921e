import {
  BILLING,
  type Order,
  type OrderStatistics,
  type OrderStatus,
  type PayType,
} from '@yuexue/contract';
import { fenToYuan } from '../products/service.js';
import { shanghaiDay } from '../../lib/shanghai-day.js';
import type { OrderRow, OrdersRepo } from './repo.js';

const DAY_MS = 24 * 3600 * 1000;
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

export function toOrder(o: OrderRow): Order {
  return {
    id: o.id,
    order_id: o.orderNo,
    user_id: o.userId,
    username: o.username,
    product_id: o.productId,
    product_title: o.productTitle,
    amount: fenToYuan(o.amountFen),
    original_amount: fenToYuan(o.originalAmountFen),
    is_promotion: o.isPromotion,
    total_days: o.totalDays,
    pay_type: o.payType as PayType,
    device: o.device,
    status: o.status as OrderStatus,
    transaction_id: o.transactionId,
    paid_at: o.paidAt?.toISOString() ?? null,
    expires_at: o.expiresAt.toISOString(),
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
  };
}

/** Day number (days since 1970-01-01 in Beijing time) → "YYYY-MM-DD". */
const dayLabel = (dayNo: number) => new Date(dayNo * DAY_MS).toISOString().slice(0, 10);

/** back-office §7 Order statistics plus the dashboard's figures, over BILLING.dashboardDays Beijing days. */
export async function orderStatistics(
  repo: OrdersRepo,
  now = new Date(),
): Promise<OrderStatistics> {
  await repo.expireStale();
  const todayNo = Math.floor((now.getTime() + BEIJING_OFFSET_MS) / DAY_MS);
  const firstNo = todayNo - BILLING.dashboardDays + 1;
  const since = new Date(firstNo * DAY_MS - BEIJING_OFFSET_MS);
  const todayStart = new Date(todayNo * DAY_MS - BEIJING_OFFSET_MS);
  const s = await repo.statistics(since, todayStart, shanghaiDay(now));
  const revenue = new Map(s.revenue.map((r) => [r.day, r]));
  const signups = new Map(s.signups.map((r) => [r.day, r.n]));
  const days = Array.from({ length: BILLING.dashboardDays }, (_, i) => firstNo + i);
  const used = (kind: string) => s.usage.find((u) => u.kind === kind)?.n ?? 0;
  return {
    total_orders: s.totals.total,
    total_amount: fenToYuan(Number(s.totals.amountFen)),
    pending_orders: s.totals.pending,
    paid_orders: s.totals.paid,
    cancelled_orders: s.totals.cancelled,
    recent_orders: s.recent.map(toOrder),
    today_amount: fenToYuan(Number(s.todayPaid.amountFen)),
    today_paid_orders: s.todayPaid.n,
    total_users: s.userTotals.total,
    today_new_users: s.userTotals.today,
    active_members: s.userTotals.active,
    today_translations: used('translate'),
    today_annotations: used('phonetics'),
    revenue_by_day: days.map((d) => ({
      date: dayLabel(d),
      amount: fenToYuan(Number(revenue.get(d)?.amountFen ?? 0)),
      orders: revenue.get(d)?.n ?? 0,
    })),
    new_users_by_day: days.map((d) => ({ date: dayLabel(d), count: signups.get(d) ?? 0 })),
  };
}
