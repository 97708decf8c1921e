import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, products } from '../../db/schema/index.js';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

export function createProductsRepo(db: Db) {
  return {
    /** Products on sale (not deleted), by sort_order then id. */
    async listLive(): Promise<ProductRow[]> {
      return db
        .select()
        .from(products)
        .where(isNull(products.deletedAt))
        .orderBy(asc(products.sortOrder), asc(products.id));
    },
    async paidCounts(): Promise<Map<number, number>> {
      const rows = await db
        .select({ productId: orders.productId, n: count() })
        .from(orders)
        .where(eq(orders.status, 1))
        .groupBy(orders.productId);
      return new Map(rows.map((r) => [r.productId, r.n]));
    },
    async findLive(id: number): Promise<ProductRow | undefined> {
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), isNull(products.deletedAt)));
      return rows[0];
    },
    async insert(values: ProductValues): Promise<ProductRow> {
      const [row] = await db.insert(products).values(values).returning();
      return row!;
    },
    async update(id: number, values: ProductValues): Promise<ProductRow | undefined> {
      const [row] = await db
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(products.id, id), isNull(products.deletedAt)))
        .returning();
      return row;
    },
    /**
     * Deletes a product nobody ordered; one with orders is only marked deleted, so orders keep their
     * product. Decided in one transaction so an order placed meanwhile cannot lose its product.
     */
    async remove(id: number): Promise<'deleted' | 'hidden' | 'missing'> {
      return db.transaction(async (tx) => {
        const [live] = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, id), isNull(products.deletedAt)))
          .for('update');
        if (!live) return 'missing' as const;
        const [used] = await tx.select({ n: count() }).from(orders).where(eq(orders.productId, id));
        if (used!.n > 0) {
          await tx
            .update(products)
            .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
            .where(eq(products.id, id));
          return 'hidden' as const;
        }
        await tx.delete(products).where(eq(products.id, id));
        return 'deleted' as const;
      });
    },
  };
}
export type ProductsRepo = ReturnType<typeof createProductsRepo>;
