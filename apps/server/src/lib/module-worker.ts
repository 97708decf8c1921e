import { Worker, type WorkerOptions } from 'node:worker_threads';

// From the build (apps/server/dist) a worker module is plain .js. From source (tests, `npm run dev`,
// benches) it is .ts: a worker does not inherit tsx's loader hooks (nor does `--import tsx` in a
// worker's execArgv take on Node 20), so a bootstrap registers tsx inside the worker first, with the
// workspace packages' `source` condition. This file is built alongside its callers, so its own
// extension tells which of the two is running.
const FROM_SOURCE = import.meta.url.endsWith('.ts');

/** Starts the worker module named by its built `.js` URL (its `.ts` source when running from source). */
export function startModuleWorker(moduleUrl: URL, options: WorkerOptions = {}): Worker {
  if (!FROM_SOURCE) return new Worker(moduleUrl, options);
  const source = new URL(moduleUrl.href.replace(/\.js$/, '.ts'));
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true, execArgv: ['--conditions=source'] });
}
