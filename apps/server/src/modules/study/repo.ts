import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { namedStatement } from '../../db/prepared.js';
import {
  favorites,
  studyCards,
  studyReviews,
  studySettings,
  studyToneAnswers,
} from '../../db/schema/index.js';
import type { CardContent } from './content.js';
import type { FsrsFields } from './scheduler.js';

export type CardRow = typeof studyCards.$inferSelect;
export type SettingsRow = typeof studySettings.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** First key of the two-key advisory locks that serialise one learner's card adds and grades. */
const STUDY_LOCK_SPACE = 7273;
const lockLearner = (tx: Tx, userId: number) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(${STUDY_LOCK_SPACE}, ${userId})`);

const contentColumns = (c: CardContent) => ({
  kind: c.kind,
  mandarin: c.mandarin,
  cantonese: c.cantonese,
  segments: c.segments,
  notes: c.notes,
});

/** Every query is scoped to the card's owner: another learner's card does not exist here. */
/** Hot statements, prepared once per connection on PostgreSQL (db/prepared.ts). */
function statements(db: Db) {
  const [userId, roleCode, day, now, cap] = (
    ['userId', 'roleCode', 'day', 'now', 'cap'] as const
  ).map((n) => sql.placeholder(n));
  return {
    // The role's new-card limit, the learner's settings (absent until saved), today's reviews and how many started a card.
    learner: namedStatement<{
      new_limit: number | null;
      daily_goal: number | null;
      auto_add: boolean | null;
      retention: number | null;
      reviewed: number;
      started: number;
    }>(
      db,
      'study_learner',
      sql`SELECT (SELECT daily_new_cards_limit FROM roles WHERE role_code = ${roleCode}) AS new_limit,
            s.daily_goal, s.auto_add, s.desired_retention AS retention, r.reviewed, r.started
          FROM (SELECT count(*)::int AS reviewed, (count(*) FILTER (WHERE state = 0))::int AS started
                FROM study_reviews WHERE user_id = ${userId} AND day = ${day}::date) r
          LEFT JOIN study_settings s ON s.user_id = ${userId}`,
    ),
    // Each count walks only its own partial index: due reviews by date; new cards, stopping at the cap.
    dueCount: namedStatement<{ reviews: number; fresh: number }>(
      db,
      'study_due_count',
      sql`SELECT (SELECT count(*) FROM study_cards WHERE user_id = ${userId} AND retired_at IS NULL AND state > 0
                    AND due <= ${now}::timestamptz)::int AS reviews,
                 (SELECT count(*) FROM (SELECT 1 FROM study_cards WHERE user_id = ${userId} AND retired_at IS NULL
                    AND state = 0 LIMIT ${cap}::int) n)::int AS fresh`,
    ),
  };
}

export function createStudyRepo(db: Db) {
  const { learner: learnerStatement, dueCount: dueCountStatement } = statements(db);
  const active = (userId: number) =>
    and(eq(studyCards.userId, userId), isNull(studyCards.retiredAt));
  const newToday = async (q: Db | Tx, userId: number, day: string) =>
    (
      await q
        .select({ n: sql<number>`count(*)::int` })
        .from(studyReviews)
        .where(
          and(
            eq(studyReviews.userId, userId),
            eq(studyReviews.day, day),
            eq(studyReviews.state, 0),
          ),
        )
    )[0]?.n ?? 0;

  return {
    async settings(userId: number): Promise<SettingsRow | undefined> {
      return (await db.select().from(studySettings).where(eq(studySettings.userId, userId)))[0];
    },
    async saveSettings(
      userId: number,
      values: Partial<Pick<SettingsRow, 'dailyGoal' | 'autoAdd'>>,
    ): Promise<SettingsRow> {
      const [row] = await db
        .insert(studySettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({
          target: studySettings.userId,
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    /**
     * Adds a card unless the learner holds `cap` cards already (null then). A favourite's retired
     * card comes back with its history; the count and the insert run under the learner's lock.
     */
    async addCard(
      userId: number,
      content: CardContent,
      cap: number,
      favoriteId: number | null,
    ): Promise<{ row: CardRow; created: boolean } | null> {
      return db.transaction(async (tx) => {
        await lockLearner(tx, userId);
        const same = favoriteId
          ? eq(studyCards.favoriteId, favoriteId)
          : // 加入学习 of a sentence already studied (through a favourite or not) is the same card.
            and(
              eq(studyCards.cantonese, content.cantonese),
              eq(studyCards.mandarin, content.mandarin),
            );
        const [existing] = await tx
          .select()
          .from(studyCards)
          .where(and(eq(studyCards.userId, userId), same))
          .limit(1);
        if (existing) {
          if (!existing.retiredAt) return { row: existing, created: false };
          const [row] = await tx
            .update(studyCards)
            .set({ ...contentColumns(content), retiredAt: null, updatedAt: sql`now()` })
            .where(eq(studyCards.id, existing.id))
            .returning();
          return { row: row!, created: true };
        }
        const [held] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(studyCards)
          .where(eq(studyCards.userId, userId));
        if ((held?.n ?? 0) >= cap) return null;
        const [row] = await tx
          .insert(studyCards)
          .values({ userId, favoriteId, ...contentColumns(content) })
          .returning();
        return { row: row!, created: true };
      });
    },
    async updateContentOfFavorite(favoriteId: number, content: CardContent) {
      await db
        .update(studyCards)
        .set({ ...contentColumns(content), updatedAt: sql`now()` })
        .where(eq(studyCards.favoriteId, favoriteId));
    },
    async retireFavorites(userId: number | null, favoriteIds: number[]): Promise<number> {
      if (!favoriteIds.length) return 0;
      const owner = userId === null ? undefined : eq(studyCards.userId, userId);
      const rows = await db
        .update(studyCards)
        .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(owner, inArray(studyCards.favoriteId, favoriteIds), isNull(studyCards.retiredAt)),
        )
        .returning({ id: studyCards.id });
      return rows.length;
    },
    async retireCard(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(studyCards)
        .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(studyCards.id, id), active(userId)))
        .returning({ id: studyCards.id });
      return rows.length > 0;
    },
    /** The learner's own favourites among `ids` (others' are not there). */
    async favoritesOf(userId: number, ids: number[]) {
      return db
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, userId), inArray(favorites.id, ids)));
    },
    async studiedFavoriteIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: studyCards.favoriteId })
        .from(studyCards)
        .where(and(active(userId), isNotNull(studyCards.favoriteId)));
      return rows.map((r) => r.id!);
    },

    /**
     * In one round trip: the role's new-card limit, the learner's settings (absent until saved),
     * and today's reviews with how many of them started a card.
     */
    async learner(userId: number, roleCode: string, day: string) {
      const row = (await learnerStatement.execute({ userId, roleCode, day }))[0]!;
      return {
        newLimit: row.new_limit ?? 0,
        settings:
          row.daily_goal === null
            ? undefined
            : {
                dailyGoal: row.daily_goal,
                autoAdd: row.auto_add!,
                desiredRetention: Number(row.retention),
              },
        reviewedToday: Number(row.reviewed),
        startedToday: Number(row.started),
      };
    },

    /** Due reviews (oldest due first), then new cards (oldest first) up to what today still allows: one statement. */
    async due(userId: number, now: Date, newAllowance: number, size: number): Promise<CardRow[]> {
      const reviews = db
        .select()
        .from(studyCards)
        .where(and(active(userId), sql`${studyCards.state} > 0`, lte(studyCards.due, now)))
        .orderBy(asc(studyCards.due))
        .limit(size);
      if (newAllowance <= 0) return reviews;
      const fresh = db
        .select()
        .from(studyCards)
        .where(and(active(userId), eq(studyCards.state, 0)))
        .orderBy(asc(studyCards.id))
        .limit(Math.min(size, newAllowance));
      const rows = await unionAll(reviews, fresh);
      return [...rows.filter((r) => r.state > 0), ...rows.filter((r) => r.state === 0)].slice(
        0,
        size,
      );
    },
    /**
     * Cards due now: reviews due, plus new cards up to `newCap` (−1 unlimited). Each count walks
     * only its own partial index (due reviews by due date; new cards, stopping at the cap).
     */
    async dueCount(userId: number, now: Date, newCap: number): Promise<number> {
      // LIMIT NULL is no limit.
      const row = (
        await dueCountStatement.execute({
          userId,
          now: now.toISOString(),
          cap: newCap === -1 ? null : newCap,
        })
      )[0]!;
      return Number(row.reviews) + Number(row.fresh);
    },

    /**
     * One grade under the learner's lock: the card is read, a new card is let through only while
     * today's count of started cards is below `newLimit` (−1 unlimited), then the card and its log
     * are written. Concurrent grades of one learner queue on the lock, so the limit cannot overshoot.
     */
    async grade(
      userId: number,
      id: number,
      day: string,
      newLimit: number,
      schedule: (card: CardRow) => {
        next: FsrsFields;
        log: {
          rating: number;
          state: number;
          review: Date;
          due: Date;
          stability: number;
          difficulty: number;
          scheduled_days: number;
        };
      },
    ): Promise<
      { outcome: 'graded'; row: CardRow } | { outcome: 'missing' } | { outcome: 'new_limit' }
    > {
      return db.transaction(async (tx) => {
        await lockLearner(tx, userId);
        const [card] = await tx
          .select()
          .from(studyCards)
          .where(and(eq(studyCards.id, id), active(userId)));
        if (!card) return { outcome: 'missing' as const };
        if (card.state === 0 && newLimit !== -1 && (await newToday(tx, userId, day)) >= newLimit)
          return { outcome: 'new_limit' as const };
        const { next, log } = schedule(card);
        const [row] = await tx
          .update(studyCards)
          .set({ ...next, updatedAt: sql`now()` })
          .where(eq(studyCards.id, id))
          .returning();
        await tx.insert(studyReviews).values({
          userId,
          cardId: id,
          rating: log.rating,
          state: log.state,
          day,
          review: log.review,
          due: log.due,
          stability: log.stability,
          difficulty: log.difficulty,
          scheduledDays: log.scheduled_days,
        });
        return { outcome: 'graded' as const, row: row! };
      });
    },

    // ---- progress ----
    async reviewsPerDay(userId: number, since: string) {
      return db
        .select({ day: studyReviews.day, n: sql<number>`count(*)::int` })
        .from(studyReviews)
        .where(and(eq(studyReviews.userId, userId), gte(studyReviews.day, since)))
        .groupBy(studyReviews.day);
    },
    /** The learner's review days since `since`, newest first. */
    async reviewDays(userId: number, since: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ day: studyReviews.day })
        .from(studyReviews)
        .where(and(eq(studyReviews.userId, userId), gte(studyReviews.day, since)))
        .orderBy(desc(studyReviews.day));
      return rows.map((r) => r.day);
    },
    async retention(userId: number, since: string) {
      const [row] = await db
        .select({
          passed: sql<number>`count(*) FILTER (WHERE ${studyReviews.rating} > 1)::int`,
          total: sql<number>`count(*)::int`,
        })
        .from(studyReviews)
        .where(
          and(
            eq(studyReviews.userId, userId),
            gte(studyReviews.day, since),
            eq(studyReviews.state, 2),
          ),
        );
      return { passed: row?.passed ?? 0, total: row?.total ?? 0 };
    },
    async cardsByState(userId: number, matureDays: number) {
      const [row] = await db
        .select({
          fresh: sql<number>`count(*) FILTER (WHERE ${studyCards.state} = 0)::int`,
          mature: sql<number>`count(*) FILTER (WHERE ${studyCards.state} = 2 AND ${studyCards.scheduledDays} >= ${matureDays})::int`,
          all: sql<number>`count(*)::int`,
        })
        .from(studyCards)
        .where(active(userId));
      const fresh = row?.fresh ?? 0;
      const mature = row?.mature ?? 0;
      return { new: fresh, mature, learning: (row?.all ?? 0) - fresh - mature };
    },

    // ---- tone drill ----
    async recentSegments(userId: number, cards: number) {
      const rows = await db
        .select({ segments: studyCards.segments })
        .from(studyCards)
        .where(active(userId))
        .orderBy(desc(studyCards.id))
        .limit(cards);
      return rows.map((r) => r.segments as Array<{ character: string; phonetic: string }>);
    },
    async recentAnswers(userId: number, limit: number) {
      return db
        .select({
          syllable: studyToneAnswers.syllable,
          character: studyToneAnswers.character,
          correct: studyToneAnswers.correct,
        })
        .from(studyToneAnswers)
        .where(eq(studyToneAnswers.userId, userId))
        .orderBy(desc(studyToneAnswers.createdAt), desc(studyToneAnswers.id))
        .limit(limit);
    },
    async addAnswer(
      userId: number,
      a: { syllable: string; character: string; tone: number; chosen: number },
    ) {
      await db.insert(studyToneAnswers).values({ userId, ...a, correct: a.tone === a.chosen });
    },
    async toneAccuracy(userId: number) {
      return db
        .select({
          tone: studyToneAnswers.tone,
          right: sql<number>`count(*) FILTER (WHERE ${studyToneAnswers.correct})::int`,
          total: sql<number>`count(*)::int`,
        })
        .from(studyToneAnswers)
        .where(eq(studyToneAnswers.userId, userId))
        .groupBy(studyToneAnswers.tone);
    },
  };
}
export type StudyRepo = ReturnType<typeof createStudyRepo>;
