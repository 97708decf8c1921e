import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** Saved translation or annotation results; user_id null marks a favourite added by staff. */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sourceText: text('source_text').notNull(),
    translatedText: text('translated_text').notNull().default(''),
    favoriteType: text('favorite_type').notNull().default('translation'),
    phoneticType: text('phonetic_type').notNull().default('pinyin_num'),
    phoneticText: text('phonetic_text').notNull().default(''),
    pinyinNum: text('pinyin_num').notNull().default(''),
    pinyinUpper: text('pinyin_upper').notNull().default(''),
    pinyinHongkong: text('pinyin_hongkong').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('favorites_user_idx').on(t.userId, t.favoriteType, t.createdAt)],
);
