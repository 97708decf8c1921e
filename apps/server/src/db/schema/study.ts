import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { favorites } from './favorites.js';

/** Issue 25: one study card, with its ts-fsrs card state. A retired card keeps its history. */
export const studyCards = pgTable(
  'study_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    favoriteId: integer('favorite_id').references(() => favorites.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    mandarin: text('mandarin').notNull().default(''),
    cantonese: text('cantonese').notNull(),
    segments: jsonb('segments').notNull().default([]),
    notes: jsonb('notes').notNull().default([]),
    state: smallint('state').notNull().default(0),
    due: timestamp('due', { withTimezone: true }).notNull().defaultNow(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The due list and count walk only what they need: due reviews by date, new cards in order.
    index('study_cards_review_due_idx')
      .on(t.userId, t.due)
      .where(sql`${t.retiredAt} IS NULL AND ${t.state} > 0`),
    index('study_cards_new_idx')
      .on(t.userId, t.id)
      .where(sql`${t.retiredAt} IS NULL AND ${t.state} = 0`),
    // Two columns, so that counting due cards prefers the partial index (drizzle/0012).
    index('study_cards_user_idx').on(t.userId, t.id),
    uniqueIndex('study_cards_favorite_idx').on(t.favoriteId),
  ],
);

/** Every grade, as ts-fsrs logs it; `day` is the Beijing day, for the daily new-card limit and the chart. */
export const studyReviews = pgTable(
  'study_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => studyCards.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    /** The card's state before this grade (0 = new: this review started the card). */
    state: smallint('state').notNull(),
    day: date('day').notNull(),
    review: timestamp('review', { withTimezone: true }).notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
  },
  (t) => [
    // With the rating: the chart, retention and today's counts can read the index alone (drizzle/0012).
    index('study_reviews_user_day_idx').on(t.userId, t.day, t.state, t.rating),
    index('study_reviews_card_idx').on(t.cardId),
  ],
);

/** Per-learner study settings and scheduler parameters. */
export const studySettings = pgTable('study_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyGoal: integer('daily_goal').notNull().default(20),
  autoAdd: boolean('auto_add').notNull().default(true),
  /** The retention ts-fsrs aims for (its request_retention). */
  desiredRetention: doublePrecision('desired_retention').notNull().default(0.9),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Tone drill answers: per-tone accuracy, and which syllables to bring back sooner. */
export const studyToneAnswers = pgTable(
  'study_tone_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    syllable: text('syllable').notNull(),
    character: text('character').notNull().default(''),
    tone: smallint('tone').notNull(),
    chosen: smallint('chosen').notNull(),
    correct: boolean('correct').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('study_tone_answers_user_idx').on(t.userId, t.createdAt)],
);
