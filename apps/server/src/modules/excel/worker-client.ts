import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker, WorkerTask } from './worker-protocol.js';

// From the build (apps/server/dist) the worker is plain .js. From source (tests, `npm run dev`,
// benches) it is .ts: a worker does not inherit tsx's loader hooks (nor does `--import tsx` in a
// worker's execArgv take on Node 20), so a bootstrap registers tsx inside the worker first, with the
// workspace packages' `source` condition.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(`./excel-worker.${FROM_SOURCE ? 'ts' : 'js'}`, import.meta.url);
const SOURCE_BOOTSTRAP = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); });`;

/** A running Excel worker: its messages in arrival order, one at a time. */
export interface ExcelWorker {
  send(message: ToWorker): void;
  /** The next message; rejects if the worker dies first. */
  next(): Promise<FromWorker>;
  stop(): Promise<void>;
}

export function startExcelWorker(task: WorkerTask, transfer: ArrayBuffer[] = []): ExcelWorker {
  const options = { workerData: task, transferList: transfer };
  const worker = FROM_SOURCE
    ? new Worker(SOURCE_BOOTSTRAP, { ...options, eval: true, execArgv: ['--conditions=source'] })
    : new Worker(WORKER_URL, options);
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
