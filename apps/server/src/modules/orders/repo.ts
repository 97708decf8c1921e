import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  getTableColumns,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { orders, roles, usageCounters, users } from '../../db/schema/index.js';
import { BILLING, type OrderStatus, type PayType } from '@yuexue/contract';

export type OrderRow = typeof orders.$inferSelect & { username: string };

const withUsername = { ...getTableColumns(orders), username: users.username };

export interface NewOrder {
  orderNo: string;
  userId: number;
  productId: number;
  productTitle: string;
  amountFen: number;
  originalAmountFen: number;
  isPromotion: boolean;
  totalDays: number;
  payType: PayType;
  device: string;
  expiresAt: Date;
}

/** Roles a purchase turns into paid_member; staff and business members keep their role and gain time. */
const UPGRADABLE_ROLES = ['guest', 'free_member', 'paid_member'];

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY_MS = 86_400_000;

/**
 * Replays the user's credited orders that are still paid, in credit order, exactly as crediting
 * extends a subscription (from the later of the expiry and the credit time), and sets the expiry
 * and role to the result: a purchasable role becomes paid_member while time remains, and
 * paid_member falls back to free_member when none does. Staff and business roles are kept.
 * The user row is locked so concurrent recomputes and credits of one user serialise.
 */
async function recomputeSubscription(tx: Tx, userId: number, now = new Date()): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const paid = await tx
    .select({ at: orders.creditedAt, days: orders.totalDays })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 1), isNotNull(orders.creditedAt)))
    .orderBy(orders.creditedAt, orders.id);
  let exp: Date | null = null;
  for (const o of paid) {
    const from: Date = exp && exp > o.at! ? exp : o.at!;
    exp = new Date(from.getTime() + o.days * DAY_MS);
  }
  const active = !!exp && exp > now;
  const roleId = (code: string) =>
    sql`(select ${roles.id} from ${roles} where ${roles.roleCode} = ${code})`;
  const upgradable = tx
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.roleCode, UPGRADABLE_ROLES));
  await tx
    .update(users)
    .set({
      subscriptionExp: exp,
      roleId: active
        ? sql`CASE WHEN ${users.roleId} IN (${upgradable}) THEN ${roleId('paid_member')} ELSE ${users.roleId} END`
        : sql`CASE WHEN ${users.roleId} = ${roleId('paid_member')} THEN ${roleId('free_member')} ELSE ${users.roleId} END`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

export function createOrdersRepo(db: Db) {
  const byId = (id: number) =>
    db
      .select(withUsername)
      .from(orders)
      .innerJoin(users, eq(orders.userId, users.id))
      .where(eq(orders.id, id));

  return {
    async findById(id: number): Promise<OrderRow | undefined> {
      return (await byId(id))[0];
    },
    async findByNo(orderNo: string): Promise<OrderRow | undefined> {
      const rows = await db
        .select(withUsername)
        .from(orders)
        .innerJoin(users, eq(orders.userId, users.id))
        .where(eq(orders.orderNo, orderNo));
      return rows[0];
    },

    /**
     * Inserts a pending order unless the buyer is over a limit. The buyer's row is locked for the
     * transaction, so concurrent initiations of one user are counted one after another and cannot overshoot.
     */
    async createWithinLimits(
      o: NewOrder,
      purchaseLimit: number,
      maxPending: number,
    ): Promise<{ id: number } | 'purchase_limit' | 'too_many_pending'> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, o.userId)).for('update');
        const live = or(
          eq(orders.status, 1),
          and(eq(orders.status, 0), gt(orders.expiresAt, sql`now()`)),
        );
        const [pending] = await tx
          .select({ n: count() })
          .from(orders)
          .where(
            and(
              eq(orders.userId, o.userId),
              eq(orders.status, 0),
              gt(orders.expiresAt, sql`now()`),
            ),
          );
        if (pending!.n >= maxPending) return 'too_many_pending' as const;
        if (purchaseLimit > 0) {
          const [held] = await tx
            .select({ n: count() })
            .from(orders)
            .where(
              and(
                eq(orders.userId, o.userId),
                eq(orders.productId, o.productId),
                ne(orders.payType, 'admin'),
                live,
              ),
            );
          if (held!.n >= purchaseLimit) return 'purchase_limit' as const;
        }
        const [row] = await tx.insert(orders).values(o).returning({ id: orders.id });
        return row!;
      });
    },
    async setCodeUrl(id: number, codeUrl: string) {
      await db
        .update(orders)
        .set({ codeUrl, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
    },

    /**
     * Marks the order paid and, exactly once in its life, extends the buyer's subscription, in one
     * transaction. Concurrent callers serialise on the order row: the loser's conditional updates
     * match nothing. Returns whether this call did the crediting.
     */
    async markPaidAndCredit(
      id: number,
      transactionId: string | null,
    ): Promise<{ credited: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const paid = await tx
          .update(orders)
          .set({
            status: 1,
            paidAt: sql`coalesce(${orders.paidAt}, now())`,
            transactionId: sql`coalesce(${orders.transactionId}, ${transactionId})`,
            updatedAt: sql`now()`,
          })
          .where(eq(orders.id, id))
          .returning({ id: orders.id });
        if (paid.length === 0) return undefined;
        const [credit] = await tx
          .update(orders)
          .set({ creditedAt: sql`now()` })
          .where(and(eq(orders.id, id), isNull(orders.creditedAt)))
          .returning({ userId: orders.userId, totalDays: orders.totalDays });
        if (!credit) return { credited: false };
        const paidMember = tx
          .select({ id: roles.id })
          .from(roles)
          .where(eq(roles.roleCode, 'paid_member'));
        const upgradable = tx
          .select({ id: roles.id })
          .from(roles)
          .where(inArray(roles.roleCode, UPGRADABLE_ROLES));
        await tx
          .update(users)
          .set({
            subscriptionExp: sql`greatest(coalesce(${users.subscriptionExp}, now()), now()) + make_interval(days => ${credit.totalDays})`,
            roleId: sql`CASE WHEN ${users.roleId} IN (${upgradable}) THEN (${paidMember}) ELSE ${users.roleId} END`,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, credit.userId));
        return { credited: true };
      });
    },

    /** Cancels (or re-opens) an order that was never paid, such as one the provider refused. */
    async setUnpaidStatus(id: number, status: 0 | 2, pendingMinutes: number): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({
          status,
          ...(status === 0
            ? { expiresAt: sql`now() + make_interval(mins => ${pendingMinutes})` }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, id), ne(orders.status, status), isNull(orders.creditedAt)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },
    /**
     * An admin's status change: the order gets its new status and, in the same transaction, the
     * buyer's subscription and role are recomputed from the orders that remain paid. A paid order
     * keeps its first credit time, so paid → cancelled → paid restores the same expiry.
     */
    async setStatusAndRecompute(
      id: number,
      status: OrderStatus,
      pendingMinutes: number,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(orders)
          .set({
            status,
            ...(status === 1
              ? {
                  paidAt: sql`coalesce(${orders.paidAt}, now())`,
                  creditedAt: sql`coalesce(${orders.creditedAt}, now())`,
                }
              : {}),
            // Back to pending gives the order a fresh window, or the expiry sweep would cancel it at once.
            ...(status === 0
              ? { expiresAt: sql`now() + make_interval(mins => ${pendingMinutes})` }
              : {}),
            updatedAt: sql`now()`,
          })
          .where(and(eq(orders.id, id), ne(orders.status, status)))
          .returning({ userId: orders.userId });
        if (!rows[0]) return false;
        await recomputeSubscription(tx, rows[0].userId);
        return true;
      });
    },
    /** Deletes an order and recomputes its buyer's subscription and role, in one transaction. */
    async removeAndRecompute(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(orders)
          .where(eq(orders.id, id))
          .returning({ userId: orders.userId });
        if (!rows[0]) return false;
        await recomputeSubscription(tx, rows[0].userId);
        return true;
      });
    },
    /** Pending orders past their expiry become cancelled (lazy sweep, run before reads that show status). */
    async expireStale(orderId?: number): Promise<number> {
      const rows = await db
        .update(orders)
        .set({ status: 2, updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.status, 0),
            sql`${orders.expiresAt} <= now()`,
            orderId ? eq(orders.id, orderId) : undefined,
          ),
        )
        .returning({ id: orders.id });
      return rows.length;
    },

    async list(q: {
      page: number;
      limit: number;
      search?: string;
      status?: OrderStatus;
    }): Promise<{ rows: OrderRow[]; total: number }> {
      const where: SQL[] = [];
      if (q.status !== undefined) where.push(eq(orders.status, q.status));
      if (q.search) {
        const like = `%${escapeLike(q.search)}%`;
        where.push(
          sql`(${orders.orderNo} ILIKE ${like} OR ${users.username} ILIKE ${like} OR ${orders.productTitle} ILIKE ${like})`,
        );
      }
      const cond = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(withUsername)
          .from(orders)
          .innerJoin(users, eq(orders.userId, users.id))
          .where(cond)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db
          .select({ n: count() })
          .from(orders)
          .innerJoin(users, eq(orders.userId, users.id))
          .where(cond),
      ]);
      return { rows, total: total!.n };
    },

    /** Current expiry and the days of the user's credited orders that are still paid. */
    async subscriptionOf(userId: number): Promise<{ expiresAt: Date | null; totalDays: number }> {
      const [u] = await db
        .select({ exp: users.subscriptionExp })
        .from(users)
        .where(eq(users.id, userId));
      const [d] = await db
        .select({ days: sql<number>`coalesce(sum(${orders.totalDays}), 0)::int` })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 1), isNotNull(orders.creditedAt)));
      return { expiresAt: u?.exp ?? null, totalDays: d?.days ?? 0 };
    },

    /** Figures of the dashboard; day buckets are Beijing calendar days (UTC+8, no daylight saving). */
    async statistics(since: Date, todayStart: Date, today: string) {
      const day = (col: AnyPgColumn) =>
        sql<number>`floor((extract(epoch from ${col}) + 28800) / 86400)::int`;
      const [[totals], [todayPaid], [userTotals], revenue, signups, usage, recent] =
        await Promise.all([
          db
            .select({
              total: count(),
              pending: sql<number>`count(*) filter (where ${orders.status} = 0)::int`,
              paid: sql<number>`count(*) filter (where ${orders.status} = 1)::int`,
              cancelled: sql<number>`count(*) filter (where ${orders.status} = 2)::int`,
              amountFen: sql<number>`coalesce(sum(${orders.amountFen}) filter (where ${orders.status} = 1), 0)::bigint`,
            })
            .from(orders),
          db
            .select({
              n: count(),
              amountFen: sql<number>`coalesce(sum(${orders.amountFen}), 0)::bigint`,
            })
            .from(orders)
            .where(and(eq(orders.status, 1), gte(orders.paidAt, todayStart))),
          db
            .select({
              total: count(),
              today: sql<number>`count(*) filter (where ${users.createdAt} >= ${todayStart.toISOString()})::int`,
              active: sql<number>`count(*) filter (where ${users.subscriptionExp} > now())::int`,
            })
            .from(users),
          db
            .select({
              day: day(orders.paidAt),
              n: count(),
              amountFen: sql<number>`sum(${orders.amountFen})::bigint`,
            })
            .from(orders)
            .where(and(eq(orders.status, 1), gte(orders.paidAt, since)))
            .groupBy(sql`1`),
          db
            .select({ day: day(users.createdAt), n: count() })
            .from(users)
            .where(gte(users.createdAt, since))
            .groupBy(sql`1`),
          db
            .select({
              kind: usageCounters.kind,
              n: sql<number>`coalesce(sum(${usageCounters.count}), 0)::int`,
            })
            .from(usageCounters)
            .where(eq(usageCounters.day, today))
            .groupBy(usageCounters.kind),
          db
            .select(withUsername)
            .from(orders)
            .innerJoin(users, eq(orders.userId, users.id))
            .orderBy(desc(orders.createdAt), desc(orders.id))
            .limit(BILLING.recentOrders),
        ]);
      return {
        totals: totals!,
        todayPaid: todayPaid!,
        userTotals: userTotals!,
        revenue,
        signups,
        usage,
        recent,
      };
    },
  };
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
