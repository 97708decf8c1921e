import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * One row per social sign-in started with /oauth/authorize: single use, short-lived, and bound to
 * the browser that started it (hash of a secret kept in an HttpOnly cookie). The state itself is
 * stored as a hash too, so a database read does not yield usable states.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    mode: text('mode').notNull(),
    /** The signed-in user a bind-mode flow belongs to. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);
