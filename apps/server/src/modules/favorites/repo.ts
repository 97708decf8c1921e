import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FavoriteType } from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { favorites, users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/search.js';

export type FavoriteRow = typeof favorites.$inferSelect;
export type FavoriteCursor = { at: string; id: number };
export type FavoriteValues = Partial<
  Omit<typeof favorites.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>
>;
const newestFirst = [desc(favorites.createdAt), desc(favorites.id)];
/** First key of the two-key advisory locks that serialise one user's favourite adds. */
const FAVORITE_LOCK_SPACE = 7272;

/** Every query of the public side is scoped to its owner: another user's favourite does not exist. */
export function createFavoriteRepo(db: Db) {
  const mine = (userId: number, id: number) =>
    and(eq(favorites.id, id), eq(favorites.userId, userId));
  return {
    async page(
      userId: number,
      page: number,
      size: number,
    ): Promise<{ rows: FavoriteRow[]; total: number }> {
      const cond = eq(favorites.userId, userId);
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(favorites)
          .where(cond)
          .orderBy(...newestFirst)
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(favorites)
          .where(cond),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },
    /**
     * One batch of a user's favourites, newest first, after `before` (the cursor of the previous
     * batch's last row). The cursor keeps created_at as PostgreSQL text: a JS Date drops microseconds.
     */
    async batchAfter(
      userId: number,
      size: number,
      type?: FavoriteType,
      before?: FavoriteCursor,
    ): Promise<Array<FavoriteRow & { cursor: FavoriteCursor }>> {
      const conds = [eq(favorites.userId, userId)];
      if (type) conds.push(eq(favorites.favoriteType, type));
      if (before)
        conds.push(
          sql`(${favorites.createdAt}, ${favorites.id}) < (${before.at}::timestamptz, ${before.id})`,
        );
      const rows = await db
        .select({ row: favorites, at: sql<string>`${favorites.createdAt}::text` })
        .from(favorites)
        .where(and(...conds))
        .orderBy(...newestFirst)
        .limit(size);
      return rows.map(({ row, at }) => ({ ...row, cursor: { at, id: row.id } }));
    },
    async find(userId: number, id: number): Promise<FavoriteRow | undefined> {
      return (await db.select().from(favorites).where(mine(userId, id)))[0];
    },
    /**
     * A user's favourite, unless they already saved the same thing (same type, texts and reading
     * system): then theirs is returned and nothing is added; nor when they hold `cap` already (no
     * row). The checks and the insert run under a per-user transaction lock, so a double click, a
     * retry or many parallel adds can neither store it twice nor pass the cap.
     */
    async insertUnlessSaved(
      userId: number,
      values: FavoriteValues & { sourceText: string },
      cap: number,
    ): Promise<
      { row: FavoriteRow; created: true } | { row: FavoriteRow | undefined; created: false }
    > {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${FAVORITE_LOCK_SPACE}, ${userId})`);
        const [existing] = await tx
          .select()
          .from(favorites)
          .where(
            and(
              eq(favorites.userId, userId),
              eq(favorites.favoriteType, values.favoriteType ?? 'translation'),
              eq(favorites.sourceText, values.sourceText),
              eq(favorites.translatedText, values.translatedText ?? ''),
              eq(favorites.phoneticType, values.phoneticType ?? 'pinyin_num'),
            ),
          )
          .limit(1);
        if (existing) return { row: existing, created: false };
        const [held] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(favorites)
          .where(eq(favorites.userId, userId));
        if ((held?.n ?? 0) >= cap) return { row: undefined, created: false };
        const [row] = await tx
          .insert(favorites)
          .values({ ...values, userId })
          .returning();
        return { row: row!, created: true };
      });
    },
    async insert(
      userId: number | null,
      values: FavoriteValues & { sourceText: string },
    ): Promise<FavoriteRow> {
      const [row] = await db
        .insert(favorites)
        .values({ ...values, userId })
        .returning();
      return row!;
    },
    async update(
      userId: number,
      id: number,
      values: FavoriteValues,
    ): Promise<FavoriteRow | undefined> {
      const rows = await db
        .update(favorites)
        .set({ ...values, updatedAt: sql`now()` })
        .where(mine(userId, id))
        .returning();
      return rows[0];
    },
    async remove(userId: number, id: number): Promise<boolean> {
      return (
        (await db.delete(favorites).where(mine(userId, id)).returning({ id: favorites.id }))
          .length > 0
      );
    },

    // ---- back office: every user's favourites ----
    async adminPage(page: number, size: number, search?: string) {
      let cond: SQL | undefined;
      if (search) {
        const p = containsPattern(search);
        cond = or(
          ilike(favorites.sourceText, p),
          ilike(favorites.translatedText, p),
          ilike(users.username, p),
        );
      }
      const [rows, counted] = await Promise.all([
        db
          .select({ favorite: favorites, username: users.username })
          .from(favorites)
          .leftJoin(users, eq(favorites.userId, users.id))
          .where(cond)
          .orderBy(...newestFirst)
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(favorites)
          .leftJoin(users, eq(favorites.userId, users.id))
          .where(cond),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },
    async adminFind(id: number) {
      const rows = await db
        .select({ favorite: favorites, username: users.username })
        .from(favorites)
        .leftJoin(users, eq(favorites.userId, users.id))
        .where(eq(favorites.id, id));
      return rows[0];
    },
    async adminUpdate(id: number, values: FavoriteValues): Promise<boolean> {
      return (
        (
          await db
            .update(favorites)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(favorites.id, id))
            .returning({ id: favorites.id })
        ).length > 0
      );
    },
    async adminRemove(id: number): Promise<boolean> {
      return (
        (await db.delete(favorites).where(eq(favorites.id, id)).returning({ id: favorites.id }))
          .length > 0
      );
    },
  };
}
