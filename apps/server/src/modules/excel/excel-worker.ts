// The Excel worker thread: reads, checks and builds workbooks so the event loop that answers
// requests never runs that CPU work. The main thread keeps the database; values and rows cross in
// batches, each a small structured clone.
import { parentPort, workerData } from 'node:worker_threads';
import { PassThrough } from 'node:stream';
import { DATABASE_LIMITS as L } from '@yuexue/contract';
import { HttpError } from '../../lib/http-error.js';
import { identifyExcel } from './file-check.js';
import { summarise, validateSheet } from './import.js';
import { readSheetRows } from './sheet-rows.js';
import { exportWorkbook } from './workbooks.js';
import type { FromWorker, ToWorker, WorkerTask } from './worker-protocol.js';

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

async function runImport(t: Extract<WorkerTask, { task: 'import' }>) {
  const file = identifyExcel(
    Buffer.from(t.bytes.buffer, t.bytes.byteOffset, t.bytes.byteLength),
    t.filename,
  );
  const rows = await readSheetRows(file, (done) => post({ type: 'reading', done }));
  const sheet = validateSheet(t.kind, rows);
  post({ type: 'summary', summary: summarise(sheet) });
  let at = 0;
  port.on('message', (m: ToWorker) => {
    if (m.type !== 'next') return;
    if (at >= sheet.values.length) return post({ type: 'end' });
    post({ type: 'batch', values: sheet.values.slice(at, at + L.importWriteBatch) });
    at += L.importWriteBatch;
  });
}

function runExport(t: Extract<WorkerTask, { task: 'export' }>) {
  const pages = new PassThrough({ objectMode: true });
  port.on('message', (m: ToWorker) => {
    if (m.type === 'rows') {
      pages.write(m.rows);
      post({ type: 'ack' });
    } else if (m.type === 'end') pages.end();
  });
  const out = exportWorkbook(t.kind, pages as AsyncIterable<unknown[][]>);
  out.on('data', (chunk: Buffer) => {
    const data = new Uint8Array(chunk);
    post({ type: 'chunk', data }, [data.buffer]);
  });
  out.on('end', () => post({ type: 'end' }));
  out.on('error', fail);
}

if (task.task === 'import') runImport(task).catch(fail);
else runExport(task);
