// The Excel worker thread: reads, checks and builds workbooks so the event loop that answers
// requests never runs that CPU work. The main thread keeps the database; values and rows cross in
// batches, each a small structured clone.
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PassThrough } from 'node:stream';
import { DATABASE_LIMITS as L } from '@yuexue/contract';
import { HttpError } from '../../lib/http-error.js';
import type { FromWorker, ToWorker, WorkerTask } from './worker-protocol.js';

// Reading and building workbooks is background work: where busy threads outnumber the cores (2 here),
// the thread that answers requests must win them. Linux keeps a nice value per thread, so this
// lowers this worker only, relative to the thread that started it (elsewhere it may lower the
// process, or be refused: either is harmless).
try {
  setPriority(Math.min(19, getPriority() + 10));
} catch {
  /* not permitted here: run at normal priority */
}

const port = parentPort!;
const task = workerData as WorkerTask;
const post = (m: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);

function fail(err: unknown) {
  if (err instanceof HttpError)
    post({ type: 'error', status: err.statusCode, message: err.message, code: err.code });
  else
    post({
      type: 'error',
      status: 500,
      message: String((err as Error)?.stack ?? err),
      code: 'internal',
    });
}

// Each task loads only its own modules (exceljs for an export; the readers for an import, and the
// language engine behind the phonetic rules only for a phonetics sheet): a worker starts for every
// task, and loading them all took seconds on a busy machine.
async function runImport(t: Extract<WorkerTask, { task: 'import' }>) {
  const [{ identifyExcel }, { summarise, validateSheet }, { readSheetRows }] = await Promise.all([
    import('./file-check.js'),
    import('./import.js'),
    import('./sheet-rows.js'),
  ]);
  const file = identifyExcel(
    Buffer.from(t.bytes.buffer, t.bytes.byteOffset, t.bytes.byteLength),
    t.filename,
  );
  const rows = await readSheetRows(file, (done) => post({ type: 'reading', done }));
  const rules = t.kind === 'phonetics' ? await import('../database/phonetic-rules.js') : undefined;
  const sheet = validateSheet(t.kind, rows, rules);
  post({ type: 'summary', summary: summarise(sheet) });
  let at = 0;
  port.on('message', (m: ToWorker) => {
    if (m.type !== 'next') return;
    if (at >= sheet.values.length) return post({ type: 'end' });
    post({ type: 'batch', values: sheet.values.slice(at, at + L.importWriteBatch) });
    at += L.importWriteBatch;
  });
}

async function runExport(t: Extract<WorkerTask, { task: 'export' }>) {
  const pages = new PassThrough({ objectMode: true });
  // Listening before the await: the first page may arrive while exceljs loads.
  port.on('message', (m: ToWorker) => {
    if (m.type === 'rows') {
      pages.write(m.rows);
      post({ type: 'ack' });
    } else if (m.type === 'end') pages.end();
  });
  const { exportWorkbook } = await import('./workbooks.js');
  const out = exportWorkbook(t.kind, pages as AsyncIterable<unknown[][]>);
  out.on('data', (chunk: Buffer) => {
    const data = new Uint8Array(chunk);
    post({ type: 'chunk', data }, [data.buffer]);
  });
  out.on('end', () => post({ type: 'end' }));
  out.on('error', fail);
}

(task.task === 'import' ? runImport(task) : runExport(task)).catch(fail);
