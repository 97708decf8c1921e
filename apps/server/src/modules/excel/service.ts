import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  DATABASE_LIMITS as L,
  type ExcelImportKind,
  type ImportResult,
  MSG,
} from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { HttpError, tooMany } from '../../lib/http-error.js';
import { createDatabaseRepo, type BulkOutcome } from '../database/repo.js';
import { importResult } from './import.js';
import { createImportJobRepo } from './jobs-repo.js';
import { exportRows } from './workbooks.js';
import { startExcelWorker, type ExcelWorker } from './worker-client.js';
import type { FromWorker } from './worker-protocol.js';

const M = MSG.database;

export interface ImportProgress {
  stage: 'reading' | 'writing';
  done: number;
  total: number | null;
}

/** Undo rows put back, or deleted, per transaction. */
const UNDO_BATCH = L.importWriteBatch * 2;
/** Heartbeats while the worker reads: at most one write per this many ms. */
const HEARTBEAT_MS = 2000;

/** A worker's refusal of the file as the HttpError the route answers with; its crash as a plain Error. */
const refusal = (m: Extract<FromWorker, { type: 'error' }>): Error =>
  m.status >= 500
    ? new Error(`excel worker: ${m.message}`)
    : new HttpError(m.status, m.message, m.code);

export function createExcelService(db: Db, log: FastifyBaseLogger) {
  const jobs = createImportJobRepo(db);
  const records = createDatabaseRepo(db);
  let exporting = 0;

  /** Jobs left running by a process that died: their batches are undone (at start and before each import). */
  async function rollBackStale() {
    for (const job of await jobs.takeStale(L.importStaleSeconds)) {
      log.warn({ job: job.id }, 'excel import left running by a stopped process: rolling it back');
      await jobs.rollBack(job, UNDO_BATCH, M.importFailed);
    }
  }

  /** Reads the file in the worker and writes its valid rows in batches, reporting progress. */
  async function write(
    jobId: number,
    kind: ExcelImportKind,
    username: string,
    worker: ExcelWorker,
    progress: (p: ImportProgress) => void,
    state: { wrote: boolean },
  ) {
    let beat = Date.now();
    let m = await worker.next();
    for (; m.type === 'reading'; m = await worker.next()) {
      progress({ stage: 'reading', done: m.done, total: null });
      if (Date.now() - beat > HEARTBEAT_MS) {
        beat = Date.now();
        await jobs.progress(jobId, 'reading', m.done, null);
      }
    }
    if (m.type === 'error') throw refusal(m);
    if (m.type !== 'summary') throw new Error(`excel worker: unexpected ${m.type}`);
    const summary = m.summary;
    progress({ stage: 'writing', done: 0, total: summary.valid });
    await jobs.progress(jobId, 'writing', 0, summary.valid);
    const written: BulkOutcome = { inserted: 0, updated: 0 };
    let done = 0;
    for (;;) {
      worker.send({ type: 'next' });
      const b = await worker.next();
      if (b.type === 'end') break;
      if (b.type === 'error') throw refusal(b);
      if (b.type !== 'batch') throw new Error(`excel worker: unexpected ${b.type}`);
      done += b.values.length;
      state.wrote = true;
      const outcome = await jobs.writeBatch(jobId, kind, b.values, username, done);
      written.inserted += outcome.inserted;
      written.updated += outcome.updated;
      progress({ stage: 'writing', done, total: summary.valid });
    }
    return importResult(summary, written);
  }

  return {
    rollBackStale,

    /**
     * One import as a job: a slot among L.importConcurrent (else 429), the file read and checked in
     * a worker thread, valid rows written in short batches; all or nothing — any failure puts back
     * what the batches changed. A refusal of the file is thrown as its HttpError; anything else as
     * a 500 with M.importFailed (logged).
     */
    async runImport(
      kind: ExcelImportKind,
      bytes: Buffer,
      filename: string,
      username: string,
      progress: (p: ImportProgress) => void,
    ): Promise<ImportResult> {
      await rollBackStale();
      const jobId = await jobs.claim(kind, username, L.importConcurrent, L.importStaleSeconds);
      if (!jobId) throw tooMany(M.importBusy, 10);
      const copy = new Uint8Array(bytes);
      const worker = startExcelWorker({ task: 'import', kind, bytes: copy, filename }, [
        copy.buffer,
      ]);
      const state = { wrote: false };
      try {
        const result = await write(jobId, kind, username, worker, progress, state);
        await jobs.finish(jobId, UNDO_BATCH);
        return result;
      } catch (err) {
        const expected = err instanceof HttpError;
        if (!expected) log.error({ err }, 'excel import failed and was rolled back');
        const reason = expected ? err.message : M.importFailed;
        // A file refused before its first batch changed nothing: no undo, no reload of the records.
        if (state.wrote) await jobs.rollBack({ id: jobId, kind }, UNDO_BATCH, reason);
        else await jobs.fail(jobId, reason);
        throw expected ? err : new HttpError(500, M.importFailed, 'internal');
      } finally {
        await worker.stop();
      }
    },

    latestJob: () => jobs.latest(),

    /**
     * The records of a kind as an .xlsx stream: pages read here, the workbook built in a worker.
     * At most L.exportConcurrent per instance (else 429).
     */
    runExport(kind: ExcelImportKind): Readable {
      if (exporting >= L.exportConcurrent) throw tooMany(M.exportBusy, 10);
      exporting += 1;
      const out = new PassThrough();
      const worker = startExcelWorker({ task: 'export', kind });
      const feed = async () => {
        for await (const rows of exportRows(records, kind, L.exportReadBatch)) {
          worker.send({ type: 'rows', rows });
          // One page in flight: the worker answers ack, passing on the file's bytes meanwhile.
          for (let m = await worker.next(); m.type !== 'ack'; m = await worker.next()) take(m);
        }
        worker.send({ type: 'end' });
        for (let m = await worker.next(); m.type !== 'end'; m = await worker.next()) take(m);
        out.end();
      };
      const take = (m: FromWorker) => {
        if (m.type === 'chunk') out.write(m.data);
        else if (m.type === 'error') throw new Error(m.message);
      };
      feed()
        .catch((err: unknown) => {
          log.error({ err }, 'excel export failed');
          out.destroy(err as Error);
        })
        .finally(() => {
          exporting -= 1;
          void worker.stop();
        });
      return out;
    },
  };
}
