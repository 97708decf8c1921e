import type { ErrorCode, ExcelImportKind } from '@yuexue/contract';
import type { SheetSummary, ValidatedSheet } from './import.js';

/** What the Excel worker is started for (its workerData). */
export type WorkerTask =
  | { task: 'import'; kind: ExcelImportKind; bytes: Uint8Array; filename: string }
  | { task: 'export'; kind: ExcelImportKind };

/** Main thread → worker. */
export type ToWorker =
  | { type: 'next' } // import: send the next batch of valid values
  | { type: 'rows'; rows: unknown[][] } // export: append these rows
  | { type: 'end' }; // export: no more rows, finish the file

/** Worker → main thread. */
export type FromWorker =
  | { type: 'reading'; done: number }
  | { type: 'summary'; summary: SheetSummary }
  | { type: 'batch'; values: ValidatedSheet['values'] }
  | { type: 'ack' }
  | { type: 'chunk'; data: Uint8Array }
  | { type: 'end' }
  | { type: 'error'; status: number; message: string; code: ErrorCode };
