import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  date,
} from 'drizzle-orm/pg-core';

/** Admin translation records (back-office §3): translate_input rewrites Mandarin, translate_output corrects Cantonese. */
export const translationRecords = pgTable(
  'translation_records',
  {
    id: serial('id').primaryKey(),
    originText: text('origin_text').notNull(),
    optimizeText: text('optimize_text').notNull(),
    translateType: text('translate_type').notNull(),
    username: text('username').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('translation_records_type_origin_idx').on(t.translateType, t.originText),
    // One kind's records a window of ids at a time (the Excel export): migration 0011.
    index('translation_records_type_id_idx').on(t.translateType, t.id),
  ],
);

/** Admin phonetic records: a character or a whole word with its readings; overrides the built-in dictionary. */
export const phoneticRecords = pgTable(
  'phonetic_records',
  {
    id: serial('id').primaryKey(),
    chineseChar: text('chinese_char').notNull(),
    pinyinNum: text('pinyin_num').notNull().default(''),
    pinyinUpper: text('pinyin_upper').notNull().default(''),
    pinyinHongkong: text('pinyin_hongkong').notNull().default(''),
    username: text('username').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('phonetic_records_char_idx').on(t.chineseChar)],
);

/** A version per data set, bumped in the same transaction as any change, so every instance reloads. */
export const dataVersions = pgTable('data_versions', {
  key: text('key').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Daily usage per subject (user or guest IP) and kind, on the Asia/Shanghai calendar day. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    subject: text('subject').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
    chars: integer('chars').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.subject, t.day, t.kind] }),
    index('usage_day_kind_idx').on(t.day, t.kind),
  ],
);
