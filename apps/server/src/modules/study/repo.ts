import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { namedStatement } from '../../db/prepared.js';
import { rowsOf, tableRowReader } from '../../db/table-row.js';
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

const contentColumns = (c: CardContent) => ({
  kind: c.kind,
  mandarin: c.mandarin,
  cantonese: c.cantonese,
  segments: c.segments,
  notes: c.notes,
});

/** Every query is scoped to the card's owner: another learner's card does not exist here. */
const readCard = tableRowReader(studyCards);

interface LearnerDueRow {
  new_limit: number;
  daily_goal: number | null;
  auto_add: boolean | null;
  retention: number | null;
  reviewed: number;
  started: number;
  reviews_due: number;
  fresh_due: number;
}
/** The learner's day and due count, as one statement reads them. */
export interface LearnerDue {
  /** The role's daily new-card limit (−1 unlimited). */
  newLimit: number;
  settings: Pick<SettingsRow, 'dailyGoal' | 'autoAdd' | 'desiredRetention'> | undefined;
  reviewedToday: number;
  startedToday: number;
  /** Reviews due now, and new cards due now up to what today still allows. */
  reviewsDue: number;
  freshDue: number;
}
const learnerDueOf = (row: LearnerDueRow): LearnerDue => ({
  newLimit: row.new_limit,
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
  reviewsDue: Number(row.reviews_due),
  freshDue: Number(row.fresh_due),
});

type Value = SQLWrapper | number | string;
/**
 * One row: the role's new-card limit (a missing role allows none), the learner's settings (absent
 * until saved), today's reviews and how many started a card, the new cards still allowed today
 * (`new_left`, NULL when unlimited) and the cards due now, card `except` left out. Each count walks
 * only its own partial index: due reviews by date; new cards, stopping at the allowance.
 */
const learnerDue = (p: { userId: Value; roleCode: Value; day: Value; now: Value; except: Value }) =>
  sql`SELECT l.*,
      (SELECT count(*) FROM study_cards WHERE user_id = ${p.userId} AND retired_at IS NULL AND state > 0
         AND due <= ${p.now}::timestamptz AND id <> ${p.except}::int)::int AS reviews_due,
      (SELECT count(*) FROM (SELECT 1 FROM study_cards WHERE user_id = ${p.userId} AND retired_at IS NULL
         AND state = 0 AND id <> ${p.except}::int LIMIT l.new_left) f)::int AS fresh_due
    FROM (SELECT r.*, s.daily_goal, s.auto_add, s.desired_retention AS retention,
            CASE WHEN r.new_limit = -1 THEN NULL ELSE greatest(0, r.new_limit - r.started) END AS new_left
          FROM (SELECT coalesce((SELECT daily_new_cards_limit FROM roles WHERE role_code = ${p.roleCode}), 0) AS new_limit,
                  count(*)::int AS reviewed, (count(*) FILTER (WHERE state = 0))::int AS started
                FROM study_reviews WHERE user_id = ${p.userId} AND day = ${p.day}::date) r
          LEFT JOIN study_settings s ON s.user_id = ${p.userId}) l`;

/** Hot statements, prepared once per connection on PostgreSQL (db/prepared.ts). */
function statements(db: Db) {
  const userId = sql.placeholder('userId');
  const roleCode = sql.placeholder('roleCode');
  const day = sql.placeholder('day');
  const now = sql.placeholder('now');
  const size = sql.placeholder('size');
  const learner = learnerDue({ userId, roleCode, day, now, except: 0 });
  return {
    learnerDue: namedStatement<LearnerDueRow>(db, 'study_learner_due', learner),
    // The learner's row joined to the due cards: reviews due (oldest due first), then new cards
    // (oldest first) up to what today still allows and the batch has room for after the reviews.
    // MATERIALIZED: the counts run once, not per card.
    dueList: namedStatement<LearnerDueRow & Record<string, unknown>>(
      db,
      'study_due_list',
      sql`WITH n AS MATERIALIZED (${learner})
          SELECT n.*, c.* FROM n LEFT JOIN LATERAL (
            (SELECT * FROM study_cards WHERE user_id = ${userId} AND retired_at IS NULL AND state > 0
               AND due <= ${now}::timestamptz ORDER BY due LIMIT ${size}::int)
            UNION ALL
            (SELECT * FROM study_cards WHERE user_id = ${userId} AND retired_at IS NULL AND state = 0
               ORDER BY id LIMIT least(${size}::int - least(n.reviews_due, ${size}::int), n.new_left))
          ) c ON true`,
    ),
  };
}

export function createStudyRepo(db: Db, dbKind: 'pglite' | 'postgres' = 'postgres') {
  const hot = statements(db);
  // PGlite runs one transaction at a time (its own mutex): the learner's lock matters on PostgreSQL only.
  const lockLearner = async (tx: Tx, userId: number) => {
    if (dbKind === 'postgres')
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${STUDY_LOCK_SPACE}, ${userId})`);
  };
  const active = (userId: number) =>
    and(eq(studyCards.userId, userId), isNull(studyCards.retiredAt));
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

    /** The learner's day and due count (the navbar's badge): one statement. */
    async learnerDue(userId: number, roleCode: string, day: string, now: Date) {
      const [row] = await hot.learnerDue.execute({
        userId,
        roleCode,
        day,
        now: now.toISOString(),
      });
      return learnerDueOf(row!);
    },
    /**
     * The learner's day and due count with the due cards, in one statement: reviews due (oldest
     * due first), then new cards (oldest first) up to what today still allows; `size` in all.
     */
    async dueList(userId: number, roleCode: string, day: string, now: Date, size: number) {
      const rows = await hot.dueList.execute({
        userId,
        roleCode,
        day,
        now: now.toISOString(),
        size,
      });
      const cards = rows.filter((r) => r.id !== null).map(readCard);
      return {
        learner: learnerDueOf(rows[0]!),
        cards: [...cards.filter((c) => c.state > 0), ...cards.filter((c) => c.state === 0)].slice(
          0,
          size,
        ),
      };
    },

    /**
     * One grade under the learner's lock: one statement reads the learner's day, the card and
     * the cards due besides it; a new card is let through only while today's count of started
     * cards is below the role's limit (−1 unlimited); one statement writes the card and its log.
     * Concurrent grades of one learner queue on the lock, so the limit cannot overshoot.
     */
    async grade(
      userId: number,
      roleCode: string,
      id: number,
      day: string,
      now: Date,
      schedule: (
        card: CardRow,
        learner: LearnerDue,
      ) => {
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
      | { outcome: 'graded'; before: CardRow; row: CardRow; learner: LearnerDue }
      | { outcome: 'missing' }
      | { outcome: 'new_limit'; learner: LearnerDue }
    > {
      return db.transaction(async (tx) => {
        await lockLearner(tx, userId);
        const rows = await rowsOf<LearnerDueRow & Record<string, unknown>>(
          tx,
          sql`WITH n AS MATERIALIZED (${learnerDue({ userId, roleCode, day, now: now.toISOString(), except: id })})
              SELECT n.*, c.* FROM n LEFT JOIN study_cards c
                ON c.id = ${id} AND c.user_id = ${userId} AND c.retired_at IS NULL`,
        );
        const learner = learnerDueOf(rows[0]!);
        if (rows[0]!.id === null) return { outcome: 'missing' as const };
        const card = readCard(rows[0]!);
        if (card.state === 0 && learner.newLimit !== -1 && learner.startedToday >= learner.newLimit)
          return { outcome: 'new_limit' as const, learner };
        const { next, log } = schedule(card, learner);
        const written = await rowsOf<Record<string, unknown>>(
          tx,
          sql`WITH graded AS (
                UPDATE study_cards SET state = ${next.state}, due = ${next.due.toISOString()}::timestamptz,
                  stability = ${next.stability}, difficulty = ${next.difficulty},
                  elapsed_days = ${next.elapsedDays}, scheduled_days = ${next.scheduledDays},
                  learning_steps = ${next.learningSteps}, reps = ${next.reps}, lapses = ${next.lapses},
                  last_review = ${next.lastReview?.toISOString() ?? null}::timestamptz, updated_at = now()
                WHERE id = ${id} RETURNING *),
              logged AS (
                INSERT INTO study_reviews (user_id, card_id, rating, state, day, review, due, stability, difficulty, scheduled_days)
                VALUES (${userId}, ${id}, ${log.rating}, ${log.state}, ${day}::date, ${log.review.toISOString()}::timestamptz,
                  ${log.due.toISOString()}::timestamptz, ${log.stability}, ${log.difficulty}, ${log.scheduled_days}))
              SELECT * FROM graded`,
        );
        return { outcome: 'graded' as const, before: card, row: readCard(written[0]!), learner };
      });
    },

    // ---- progress ----
    /**
     * Reviews per day since `since`, each day with its reviews of cards in review (`kept`) and how
     * many of those were not 重来 (`passed`): the chart and the retention from one walk of the logs.
     */
    async reviewsPerDay(userId: number, since: string) {
      return db
        .select({
          day: studyReviews.day,
          n: sql<number>`count(*)::int`,
          kept: sql<number>`(count(*) FILTER (WHERE ${studyReviews.state} = 2))::int`,
          passed: sql<number>`(count(*) FILTER (WHERE ${studyReviews.state} = 2 AND ${studyReviews.rating} > 1))::int`,
        })
        .from(studyReviews)
        .where(and(eq(studyReviews.userId, userId), gte(studyReviews.day, since)))
        .groupBy(studyReviews.day);
    },
    /**
     * How many days in a row, going back from `from`, the learner reviewed (not before `since`):
     * one index probe per day, stopping at the first day without reviews.
     */
    async daysInARow(userId: number, from: string, since: string): Promise<number> {
      const reviewedOn = (day: SQL) =>
        sql`EXISTS (SELECT 1 FROM study_reviews WHERE user_id = ${userId} AND day = ${day})`;
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`WITH RECURSIVE d(day) AS (
              SELECT ${from}::date WHERE ${reviewedOn(sql`${from}::date`)}
              UNION ALL
              SELECT d.day - 1 FROM d WHERE d.day - 1 >= ${since}::date AND ${reviewedOn(sql`d.day - 1`)})
            SELECT count(*)::int AS n FROM d`,
      );
      return Number(row!.n);
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
