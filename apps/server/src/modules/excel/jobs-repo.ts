import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, desc, eq, max, min, sql, type SQL } from 'drizzle-orm';
import { IMPORT_KIND_TYPE, type ExcelImportKind } from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/table-row.js';
import { excelImportJobs, excelImportUndo } from '../../db/schema/index.js';
import { bulkWriter, type BulkOutcome, type TranslationValues, type Tx } from '../database/repo.js';
import type { PhoneticReadings } from '../database/phonetic-rules.js';
import { bumpLanguageVersion } from '../language/repo.js';

/** First key of the advisory lock that serialises claiming an import slot. */
const IMPORT_LOCK_SPACE = 7273;
export type ImportJobRow = typeof excelImportJobs.$inferSelect;
type Values = readonly TranslationValues[] | readonly PhoneticReadings[];

const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/**
 * The CTE that saves what a batch is about to overwrite (or that its keys are new). It runs in the
 * batch's upsert statement, so it reads the records as they were before it. Each key is looked up
 * through the unique index (a LATERAL subquery with LIMIT is never flattened into a join): a plain
 * join let the planner, on statistics PGlite never refreshes, hash every record of the kind for
 * every batch.
 */
function undoRows(jobId: number, kind: ExcelImportKind, values: Values): SQL {
  if (kind === 'phonetics') {
    const keys = (values as readonly PhoneticReadings[]).map((v) => v.chinese_char);
    return sql`undo AS (INSERT INTO excel_import_undo (job_id, record_key, existed, old_a, old_b, old_c, old_updated_at)
      SELECT ${jobId}, x.k, r.found IS NOT NULL, r.pinyin_hongkong, r.pinyin_num, r.pinyin_upper, r.updated_at
        FROM unnest(${textArray(keys)}) AS x(k)
        LEFT JOIN LATERAL (SELECT true AS found, pinyin_hongkong, pinyin_num, pinyin_upper, updated_at
                             FROM phonetic_records WHERE chinese_char = x.k LIMIT 1) r ON true)`;
  }
  const keys = (values as readonly TranslationValues[]).map((v) => v.origin_text);
  return sql`undo AS (INSERT INTO excel_import_undo (job_id, record_key, existed, old_a, old_updated_at)
    SELECT ${jobId}, x.k, r.found IS NOT NULL, r.optimize_text, r.updated_at
      FROM unnest(${textArray(keys)}) AS x(k)
      LEFT JOIN LATERAL (SELECT true AS found, optimize_text, updated_at FROM translation_records
                           WHERE translate_type = ${IMPORT_KIND_TYPE[kind]} AND origin_text = x.k LIMIT 1) r ON true)`;
}

/** Undoes up to `limit` of a job's undo rows (newest first) and deletes them; answers how many it took. */
async function undoSome(
  tx: Tx,
  jobId: number,
  kind: ExcelImportKind,
  limit: number,
): Promise<number> {
  const picked = sql`SELECT * FROM excel_import_undo WHERE job_id = ${jobId} ORDER BY id DESC LIMIT ${limit}`;
  const restore =
    kind === 'phonetics'
      ? sql`gone AS (DELETE FROM phonetic_records r USING u WHERE NOT u.existed AND r.chinese_char = u.record_key),
            back AS (UPDATE phonetic_records r SET pinyin_hongkong = u.old_a, pinyin_num = u.old_b, pinyin_upper = u.old_c, updated_at = u.old_updated_at
                       FROM u WHERE u.existed AND r.chinese_char = u.record_key)`
      : sql`gone AS (DELETE FROM translation_records r USING u
                       WHERE NOT u.existed AND r.translate_type = ${IMPORT_KIND_TYPE[kind as Exclude<ExcelImportKind, 'phonetics'>]} AND r.origin_text = u.record_key),
            back AS (UPDATE translation_records r SET optimize_text = u.old_a, updated_at = u.old_updated_at
                       FROM u WHERE u.existed AND r.translate_type = ${IMPORT_KIND_TYPE[kind as Exclude<ExcelImportKind, 'phonetics'>]} AND r.origin_text = u.record_key)`;
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`WITH u AS (${picked}), ${restore}, done AS (DELETE FROM excel_import_undo WHERE id IN (SELECT id FROM u) RETURNING 1)
        SELECT count(*)::int AS n FROM done`,
  );
  return Number(row?.n ?? 0);
}

/** Excel import jobs: the slot, the heartbeat, batch writes with their undo rows, and the rollback. */
export function createImportJobRepo(db: Db) {
  const notStale = (staleSeconds: number) =>
    sql`${excelImportJobs.updatedAt} > now() - make_interval(secs => ${staleSeconds})`;
  return {
    /** A new running job, unless `max` live ones run already (then undefined). */
    claim(
      kind: ExcelImportKind,
      username: string,
      max: number,
      staleSeconds: number,
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK_SPACE}, 0)`);
        const [live] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(excelImportJobs)
          .where(and(eq(excelImportJobs.status, 'running'), notStale(staleSeconds)));
        if ((live?.n ?? 0) >= max) return undefined;
        const [row] = await tx
          .insert(excelImportJobs)
          .values({ kind, username })
          .returning({ id: excelImportJobs.id });
        return row!.id;
      });
    },
    /** Running jobs whose process stopped beating; each is taken by one caller only. */
    async takeStale(staleSeconds: number): Promise<ImportJobRow[]> {
      return db
        .update(excelImportJobs)
        .set({ status: 'rolling_back', updatedAt: sql`now()` })
        .where(and(eq(excelImportJobs.status, 'running'), sql`NOT (${notStale(staleSeconds)})`))
        .returning();
    },
    async progress(
      jobId: number,
      stage: 'reading' | 'writing',
      done: number,
      total: number | null,
    ) {
      await db
        .update(excelImportJobs)
        .set({ stage, done, total, updatedAt: sql`now()` })
        .where(eq(excelImportJobs.id, jobId));
    },
    /**
     * One batch as one statement (no BEGIN/COMMIT round trips, which PGlite runs on the event loop
     * like the rest): its undo rows, the upsert and the job's progress commit or fail together.
     */
    writeBatch(
      jobId: number,
      kind: ExcelImportKind,
      values: Values,
      username: string,
      done: number,
    ): Promise<BulkOutcome> {
      const bulk = bulkWriter(
        db,
        sql`${undoRows(jobId, kind, values)}, beat AS (UPDATE excel_import_jobs SET done = ${done}, updated_at = now() WHERE id = ${jobId})`,
      );
      return kind === 'phonetics'
        ? bulk.phonetics(values as readonly PhoneticReadings[], username)
        : bulk.translations(values as readonly TranslationValues[], username);
    },
    /** Puts back what a job's batches changed, a batch at a time, then marks it failed. */
    async rollBack(job: Pick<ImportJobRow, 'id' | 'kind'>, batch: number, error: string) {
      // A turn of the event loop between statements: PGlite answers without I/O, so a chain of them never yields.
      while (
        (await db.transaction((tx) => undoSome(tx, job.id, job.kind as ExcelImportKind, batch))) > 0
      )
        await nextTurn();
      await db.transaction(async (tx) => {
        // The engines may have reloaded records while the import ran: they reload again.
        await bumpLanguageVersion(tx);
        await tx
          .update(excelImportJobs)
          .set({ status: 'failed', error, updatedAt: sql`now()` })
          .where(eq(excelImportJobs.id, job.id));
      });
    },
    /** The import is whole: every instance reloads the records; its undo rows go, a batch at a time. */
    async finish(jobId: number, batch: number) {
      await db.transaction(async (tx) => {
        await bumpLanguageVersion(tx);
        await tx
          .update(excelImportJobs)
          .set({ status: 'done', updatedAt: sql`now()` })
          .where(eq(excelImportJobs.id, jobId));
      });
      // Windows of `batch` ids through the (job_id, id) index. Deleting "the first `batch` of the
      // job" instead rescanned every row already deleted (PGlite never vacuums): 74 ms a statement.
      const [range] = await db
        .select({ first: min(excelImportUndo.id), last: max(excelImportUndo.id) })
        .from(excelImportUndo)
        .where(eq(excelImportUndo.jobId, jobId));
      if (range?.first == null || range.last == null) return;
      for (let after = Number(range.first) - 1; after < Number(range.last); after += batch) {
        await db.execute(
          sql`DELETE FROM excel_import_undo WHERE job_id = ${jobId} AND id > ${after} AND id <= ${after + batch}`,
        );
        await nextTurn();
      }
    },
    async fail(jobId: number, error: string) {
      await db
        .update(excelImportJobs)
        .set({ status: 'failed', error, updatedAt: sql`now()` })
        .where(eq(excelImportJobs.id, jobId));
    },
    async latest(): Promise<ImportJobRow | undefined> {
      return (
        await db.select().from(excelImportJobs).orderBy(desc(excelImportJobs.id)).limit(1)
      )[0];
    },
  };
}
export type ImportJobRepo = ReturnType<typeof createImportJobRepo>;
