import { startModuleWorker } from '../../lib/module-worker.js';
import type { FromWorker, ToWorker, WorkerTask } from './worker-protocol.js';

const WORKER_URL = new URL('./excel-worker.js', import.meta.url);

/** A running Excel worker: its messages in arrival order, one at a time. */
export interface ExcelWorker {
  send(message: ToWorker): void;
  /** The next message; rejects if the worker dies first. */
  next(): Promise<FromWorker>;
  stop(): Promise<void>;
}

export function startExcelWorker(task: WorkerTask, transfer: ArrayBuffer[] = []): ExcelWorker {
  const worker = startModuleWorker(WORKER_URL, { workerData: task, transferList: transfer });
  const queued: FromWorker[] = [];
  let waiting: { resolve: (m: FromWorker) => void; reject: (e: Error) => void } | undefined;
  let failure: Error | undefined;
  worker.on('message', (m: FromWorker) => {
    if (waiting) {
      const w = waiting;
      waiting = undefined;
      w.resolve(m);
    } else queued.push(m);
  });
  const die = (err: Error) => {
    failure ??= err;
    waiting?.reject(failure);
    waiting = undefined;
  };
  worker.on('error', die);
  worker.on('exit', (code) => die(new Error(`excel worker exited (${code})`)));
  return {
    send: (message) => worker.postMessage(message),
    next() {
      const m = queued.shift();
      if (m) return Promise.resolve(m);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => (waiting = { resolve, reject }));
    },
    stop: async () => {
      await worker.terminate();
    },
  };
}
