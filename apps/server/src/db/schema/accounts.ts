import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  roleName: text('role_name').notNull(),
  roleCode: text('role_code').notNull().unique(),
  dailyTranslateLimit: integer('daily_translate_limit').notNull().default(-1),
  dailyPhoneticLimit: integer('daily_phonetic_limit').notNull().default(-1),
  dailyTranslateCharsLimit: integer('daily_translate_chars_limit').notNull().default(-1),
  dailyPhoneticCharsLimit: integer('daily_phonetic_chars_limit').notNull().default(-1),
  articlePreviewCharsLimit: integer('article_preview_chars_limit').notNull().default(-1),
  /** Beyond the spec: characters per day in total (−1 unlimited), behind the "daily characters reached" error. */
  dailyTranslateTotalChars: integer('daily_translate_total_chars').notNull().default(-1),
  dailyPhoneticTotalChars: integer('daily_phonetic_total_chars').notNull().default(-1),
  /** Issue 25: new study cards a learner may start per Beijing day (−1 unlimited, 0 none). */
  dailyNewCardsLimit: integer('daily_new_cards_limit').notNull().default(-1),
  canComment: boolean('can_comment').notNull().default(true),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    avatarUrl: text('avatar_url'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    isAdmin: boolean('is_admin').notNull().default(false),
    isBanned: boolean('is_banned').notNull().default(false),
    subscriptionExp: timestamp('subscription_exp', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerType: text('provider_type').notNull(),
    providerId: text('provider_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One identity per person per provider, and one account per provider per user.
  (t) => [
    uniqueIndex('oauth_provider_idx').on(t.providerType, t.providerId),
    uniqueIndex('oauth_user_provider_idx').on(t.userId, t.providerType),
  ],
);

/** One row per issued token; revoking the row revokes the token (logout, ban, password change). */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (t) => [index('verification_email_idx').on(t.email, t.purpose, t.createdAt)],
);

/** Fixed-window counters for throttling (login failures, code sends); atomic upserts. */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
