import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** Membership products. Money is integer fen; the API speaks yuan. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    amountFen: integer('amount_fen').notNull(),
    totalDays: integer('total_days').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    promotionPriceFen: integer('promotion_price_fen'),
    promotionStartTime: timestamp('promotion_start_time', { withTimezone: true }),
    promotionEndTime: timestamp('promotion_end_time', { withTimezone: true }),
    /** Orders one user may hold (paid + unexpired pending); 0 = unlimited. */
    purchaseLimit: integer('purchase_limit').notNull().default(0),
    /** Set instead of deleting when orders reference the product: hidden everywhere, orders keep their history. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_sort_idx').on(t.sortOrder, t.id)],
);

/** One row per payment attempt (and per admin grant). Status 0 pending, 1 paid, 2 cancelled. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The merchant order number (out_trade_no), shown as order_id. */
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Snapshots taken at initiation: what was bought, for how much, for how long. */
    productTitle: text('product_title').notNull(),
    amountFen: integer('amount_fen').notNull(),
    originalAmountFen: integer('original_amount_fen').notNull(),
    isPromotion: boolean('is_promotion').notNull().default(false),
    totalDays: integer('total_days').notNull(),
    payType: text('pay_type').notNull(),
    device: text('device').notNull().default('web'),
    status: smallint('status').notNull().default(0),
    /** The provider's payment URL (WeChat code_url or the sandbox page) the QR encodes. */
    codeUrl: text('code_url'),
    transactionId: text('transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set once, in the transaction that extends the subscription: the guard against crediting twice. */
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_idx').on(t.orderNo),
    index('orders_user_product_idx').on(t.userId, t.productId, t.status),
    index('orders_created_idx').on(t.createdAt),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 0`),
  ],
);
