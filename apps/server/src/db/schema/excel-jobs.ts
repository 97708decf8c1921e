import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * One Excel import: its progress (polled by the dialog), and the lock that bounds how many run at
 * once across every instance. `updated_at` is the heartbeat: a running job that stopped beating
 * belongs to a dead process and is rolled back from its undo rows.
 */
export const excelImportJobs = pgTable(
  'excel_import_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    username: text('username').notNull(),
    status: text('status').notNull().default('running'),
    stage: text('stage').notNull().default('reading'),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('excel_import_jobs_status_idx').on(t.status, t.updatedAt)],
);

/**
 * What an import batch overwrote: the record's old values (existed) or that it was new. An import
 * writes in short transactions (PGlite has one connection: a long one would hold every request), so
 * a failed import undoes its batches from these rows; a finished one deletes them.
 */
export const excelImportUndo = pgTable(
  'excel_import_undo',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: integer('job_id').notNull(),
    recordKey: text('record_key').notNull(),
    existed: boolean('existed').notNull(),
    oldA: text('old_a'),
    oldB: text('old_b'),
    oldC: text('old_c'),
    oldUpdatedAt: timestamp('old_updated_at', { withTimezone: true }),
  },
  (t) => [index('excel_import_undo_job_idx').on(t.jobId, t.id)],
);
