import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  index,
} from 'drizzle-orm/pg-core';

/** Site settings, one JSON document per category (general, email, oauth, payment, security, internal). */
export const settings = pgTable('settings', {
  category: text('category').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    title: text('title').notNull(),
    url: text('url').notNull(),
    icon: text('icon').notNull().default(''),
    position: text('position').notNull(),
    category: text('category').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
  },
  (t) => [index('menus_position_idx').on(t.position, t.category, t.sortOrder)],
);

/**
 * Uploaded files that no row refers to, and since when (modules/uploads/sweep.ts): deleted only
 * after they have stayed unreferenced for the grace period, so a restored backup of the last weeks
 * still finds its images.
 */
export const uploadOrphans = pgTable('upload_orphans', {
  name: text('name').primaryKey(),
  since: timestamp('since', { withTimezone: true }).notNull(),
});

/** Periodic jobs that one instance of several should run: the instance that claims the run does it. */
export const jobClaims = pgTable('job_claims', {
  name: text('name').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});
