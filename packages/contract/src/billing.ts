import { z } from 'zod';
import { MSG } from './messages.js';
import { okSchema } from './envelope.js';
import { LIMITS } from './limits.js';
import { pageNumber, pageSize } from './fields.js';

const B = MSG.billing;

/** Rules of orders and payment we chose where the spec is silent (docs/decisions.md). */
export const BILLING = {
  /** A pending order is cancelled this long after it was created (WeChat Pay is told the same via time_expire). */
  pendingOrderMinutes: 30,
  /** Unexpired pending orders one user may hold at once, whatever the product. */
  maxPendingOrdersPerUser: 10,
  /** Highest price an admin may set, in yuan. */
  maxPriceYuan: 1_000_000,
  maxTotalDays: 36_500,
  maxTitleChars: 100,
  maxDescriptionChars: 2000,
  qrSizePx: 200,
  /** Days of the revenue and new-user series on the dashboard. */
  dashboardDays: 30,
  recentOrders: 10,
} as const;

export const ORDER_STATUS = { pending: 0, paid: 1, cancelled: 2 } as const;
export const ORDER_STATUSES = [0, 1, 2] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  0: '待支付',
  1: '已支付',
  2: '已取消',
};

/** sandbox: the offline test provider; wechat: WeChat Pay Native; admin: time added by an admin through a product. */
export const PAY_TYPES = ['sandbox', 'wechat', 'admin'] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const PAY_TYPE_NAMES: Record<PayType, string> = {
  sandbox: '测试支付',
  wechat: '微信支付',
  admin: '管理员赠送',
};

/** public-site §9: prices in yuan with 2 decimals. */
export const formatYuan = (yuan: number) => `¥${yuan.toFixed(2)}`;

/** public-site §9: 365 days or more as years, 30 or more as months (floored), otherwise days. */
export function formatDuration(days: number): string {
  if (days >= 365) return `${Math.floor(days / 365)}年`;
  if (days >= 30) return `${Math.floor(days / 30)}个月`;
  return `${days}天`;
}

const isoDate = z.string();
const money = z.number();

/** public-site §3 Member product, as GET /api/product/list shows it. */
export const productSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The list price. */
  amount: money,
  /** What a purchase costs now: the promotion price inside its window, else the list price. */
  effective_amount: money,
  is_promotion: z.boolean(),
  total_days: z.number().int(),
  sort_order: z.number().int(),
  promotion_price: money.nullable(),
  promotion_start_time: isoDate.nullable(),
  promotion_end_time: isoDate.nullable(),
  purchase_limit: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

/** back-office §3 Product. */
export const adminProductSchema = productSchema.extend({
  created_at: isoDate,
  updated_at: isoDate,
  paid_orders: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

// Multipart fields arrive as strings; JSON may send numbers. Empty strings mean "not set".
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
const num = (message: string) =>
  z.coerce.number({ error: message }).refine((n) => Number.isFinite(n), { error: message });
const hasTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const intIn = (message: string, min: number, max: number) =>
  num(message).refine((n) => Number.isInteger(n) && n >= min && n <= max, { error: message });

/** Accepts ISO 8601 or "YYYY-MM-DD HH:mm[:ss]" (read as Beijing time); returns an ISO string or null. */
export function parseShanghaiTime(v: string): string | null {
  const s = v.trim();
  const naive = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(s);
  const d = naive
    ? new Date(`${naive[1]}T${naive[2] ?? '00:00'}${naive[2]?.length === 5 ? ':00' : ''}+08:00`)
    : new Date(s);
  return Number.isNaN(d.getTime()) || !/^\d{4}-/.test(s) ? null : d.toISOString();
}
const timeField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: B.promotionTimeInvalid })
    .max(64, { error: B.promotionTimeInvalid })
    .refine((v) => parseShanghaiTime(v) !== null, { error: B.promotionTimeInvalid })
    .transform((v) => parseShanghaiTime(v)!)
    .optional(),
);

/** back-office §5 Product validation, for POST /api/admin/product/add and /update (multipart or JSON). */
export const productFormBody = z
  .object({
    id: z.preprocess(blankToUndefined, intIn(MSG.common.invalidId, 1, 2_147_483_647).optional()),
    title: z.preprocess(
      (v) => v ?? '',
      z
        .string({ error: B.productTitleRequired })
        .trim()
        .min(1, { error: B.productTitleRequired })
        .max(BILLING.maxTitleChars, { error: B.productTitleTooLong }),
    ),
    description: z.preprocess(
      (v) => v ?? '',
      z.string().trim().max(BILLING.maxDescriptionChars, { error: B.productDescriptionTooLong }),
    ),
    amount: z.preprocess(
      blankToUndefined,
      num(B.productPriceInvalid).refine(
        (n) => n > 0 && n <= BILLING.maxPriceYuan && hasTwoDecimals(n),
        { error: B.productPriceInvalid },
      ),
    ),
    total_days: z.preprocess(
      blankToUndefined,
      intIn(B.productDaysInvalid, 1, BILLING.maxTotalDays),
    ),
    sort_order: z.preprocess(blankToUndefined, intIn(B.sortOrderInvalid, 0, 1_000_000).default(0)),
    promotion_price: z.preprocess(
      blankToUndefined,
      num(B.promotionPriceInvalid)
        .refine((n) => n >= 0 && hasTwoDecimals(n), { error: B.promotionPriceInvalid })
        .optional(),
    ),
    promotion_start_time: timeField,
    promotion_end_time: timeField,
    purchase_limit: z.preprocess(
      blankToUndefined,
      intIn(B.purchaseLimitInvalid, 0, 1_000_000).default(0),
    ),
  })
  .superRefine((p, ctx) => {
    if (p.promotion_price !== undefined && p.promotion_price >= p.amount) {
      ctx.addIssue({ code: 'custom', message: B.promotionPriceInvalid, path: ['promotion_price'] });
    }
    if (p.promotion_price !== undefined && (!p.promotion_start_time || !p.promotion_end_time)) {
      ctx.addIssue({
        code: 'custom',
        message: B.promotionWindowRequired,
        path: ['promotion_start_time'],
      });
    }
    if (
      p.promotion_start_time &&
      p.promotion_end_time &&
      p.promotion_end_time <= p.promotion_start_time
    ) {
      ctx.addIssue({
        code: 'custom',
        message: B.promotionWindowOrder,
        path: ['promotion_end_time'],
      });
    }
  });
export type ProductFormBody = z.infer<typeof productFormBody>;

export const productListResponse = okSchema(z.array(productSchema));
export const adminProductListResponse = okSchema(z.array(adminProductSchema));
export const adminProductResponse = okSchema(adminProductSchema);
/** Delete answers whether the product was removed or only hidden because orders reference it. */
export const productDeleteResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ soft_deleted: z.boolean() }),
});

/** public-site §3 Subscription. total_day: all days ever credited to the user (purchases and admin grants). */
export const subscriptionSchema = z.object({
  subscription: z.object({ expired_at: isoDate, total_day: z.number().int() }).nullable(),
  is_active: z.boolean(),
});
export const subscriptionResponse = okSchema(subscriptionSchema);
export type SubscriptionInfo = z.infer<typeof subscriptionSchema>;

const productIdField = z.coerce
  .number({ error: B.productIdRequired })
  .int({ error: B.productIdRequired })
  .positive({ error: B.productIdRequired })
  .max(2_147_483_647, { error: B.productIdRequired });

export const initiatePaymentBody = z.object({
  product_id: productIdField,
  device: z.enum(['web'], { error: B.deviceInvalid }).default('web'),
});
export type InitiatePaymentBody = z.infer<typeof initiatePaymentBody>;

/** public-site §3 Payment start result (+ sandbox_url, only for the sandbox provider: the page the QR opens). */
export const paymentStartSchema = z.object({
  qr_code_url: z.string(),
  order_id: z.string(),
  amount: money,
  original_amount: money,
  is_promotion: z.boolean(),
  pay_type: z.enum(PAY_TYPES),
  expires_at: isoDate,
  sandbox_url: z.string().optional(),
  /** Sandbox only: who confirms the payment, the site's administrator (default) or the buyer (PAYMENT_SANDBOX=self-confirm, demos). */
  sandbox_confirm: z.enum(['admin', 'self']).optional(),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;
export const paymentStartResponse = okSchema(paymentStartSchema);

/** Who confirms a sandbox payment: an administrator in the back office, or (demos only) whoever opens the page. */
export const SANDBOX_CONFIRM_MODES = ['admin', 'self'] as const;
export type SandboxConfirmMode = (typeof SANDBOX_CONFIRM_MODES)[number];

/** Back office: how the site takes payments now (issue 27), for the orders page's notice and warning. */
export const paymentModeSchema = z.object({
  /** wechat: WeChat Pay takes new orders; sandbox: the test provider; unconfigured: WeChat Pay enabled but incomplete. */
  provider: z.enum(['wechat', 'sandbox', 'unconfigured']),
  sandbox_confirm: z.enum(SANDBOX_CONFIRM_MODES),
});
export type PaymentMode = z.infer<typeof paymentModeSchema>;
export const paymentModeResponse = okSchema(paymentModeSchema);

export const orderIdParam = z.object({
  order_id: z
    .string({ error: B.orderNotFound })
    .trim()
    .min(1, { error: B.orderNotFound })
    .max(64, { error: B.orderNotFound }),
});
export const paymentCheckResponse = okSchema(
  z.object({ paid: z.boolean(), status: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
);

/** back-office §3 Order (+ the fields we keep beside it). */
export const orderSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  product_id: z.number().int(),
  product_title: z.string(),
  amount: money,
  original_amount: money,
  is_promotion: z.boolean(),
  total_days: z.number().int(),
  pay_type: z.enum(PAY_TYPES),
  device: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  transaction_id: z.string().nullable(),
  paid_at: isoDate.nullable(),
  expires_at: isoDate,
  created_at: isoDate,
  updated_at: isoDate,
});
export type Order = z.infer<typeof orderSchema>;

const statusValue = intIn(MSG.billing.orderStatusInvalid, 0, 2).transform((n) => n as OrderStatus);
const statusField = z.preprocess(blankToUndefined, statusValue);

export const adminOrderListQuery = z.object({
  page: pageNumber(),
  limit: pageSize(LIMITS.pageSize.adminOrders, LIMITS.maxPageSize),
  search: z.string().trim().max(100, { error: '搜索内容过长' }).optional(),
  status: z.preprocess(blankToUndefined, statusValue.optional()),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

export const adminOrderListResponse = z.object({
  status: z.literal(true),
  data: z.array(orderSchema),
  total_count: z.number().int(),
  total_pages: z.number().int(),
  current_page: z.number().int(),
});
export const adminOrderResponse = okSchema(orderSchema);

export const adminOrderUpdateBody = z.object({
  id: z.coerce
    .number({ error: MSG.common.invalidId })
    .int({ error: MSG.common.invalidId })
    .positive({ error: MSG.common.invalidId })
    .max(2_147_483_647, { error: MSG.common.invalidId }),
  status: statusField,
});
export type AdminOrderUpdateBody = z.infer<typeof adminOrderUpdateBody>;

/** back-office §3 Order statistics, plus the dashboard's series (decisions: dashboard figures). */
export const orderStatisticsSchema = z.object({
  total_orders: z.number().int(),
  /** Sum of paid orders, in yuan. */
  total_amount: money,
  pending_orders: z.number().int(),
  paid_orders: z.number().int(),
  cancelled_orders: z.number().int(),
  /** The latest orders, newest first, each an Order. */
  recent_orders: z.array(orderSchema),
  today_amount: money,
  today_paid_orders: z.number().int(),
  total_users: z.number().int(),
  today_new_users: z.number().int(),
  active_members: z.number().int(),
  /** Translations and annotations served today (Beijing day), from the usage counters. */
  today_translations: z.number().int(),
  today_annotations: z.number().int(),
  /** Beijing calendar days, oldest first, BILLING.dashboardDays long, zero-filled. */
  revenue_by_day: z.array(z.object({ date: z.string(), amount: money, orders: z.number().int() })),
  new_users_by_day: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type OrderStatistics = z.infer<typeof orderStatisticsSchema>;
export const orderStatisticsResponse = okSchema(orderStatisticsSchema);

/** Settings category payment (back-office §3), with the fields WeChat Pay APIv3 needs beyond the spec's. */
export const paymentSettingsSchema = z.object({
  enabled: z.boolean(),
  app_id: z.string(),
  mch_id: z.string(),
  apiv3_key: z.string(),
  /** Serial number of the merchant API certificate (signs our requests). */
  serial_no: z.string(),
  /** WeChat Pay platform certificate or platform public key, PEM: verifies WeChat's signatures. */
  wechatcertificate: z.string(),
  /** Merchant API private key, PEM (apiclient_key.pem): signs our requests. Secret. */
  private_key: z.string(),
  /** Serial of the platform certificate or public key id (PUB_KEY_ID_…); when set, other serials are refused. */
  platform_serial: z.string(),
  /** Where WeChat Pay posts notifications; empty: PUBLIC_URL + /api/payment/notify/wechat (never the request's Host). */
  notify_url: z.string(),
  /** API host; changed only to point at a test double. */
  api_base: z.string(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  enabled: false,
  app_id: '',
  mch_id: '',
  apiv3_key: '',
  serial_no: '',
  wechatcertificate: '',
  private_key: '',
  platform_serial: '',
  notify_url: '',
  api_base: 'https://api.mch.weixin.qq.com',
};
/** Payment settings fields never sent back in clear. */
export const PAYMENT_SECRET_FIELDS = ['apiv3_key', 'private_key'] as const;
