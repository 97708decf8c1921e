import fp from 'fastify-plugin';
import { createUploadsRepo } from '../modules/uploads/repo.js';
import { sweepUploads } from '../modules/uploads/sweep.js';

const HOUR_MS = 3600 * 1000;
/** 04:30 in Beijing (UTC+8 all year): the quietest hour of a site whose readers are in China. */
const SWEEP_AT_UTC = { hour: 20, minute: 30 };

/** Milliseconds from `now` to the next sweep time. */
export function msUntilNextSweep(now: Date): number {
  const next = new Date(now);
  next.setUTCHours(SWEEP_AT_UTC.hour, SWEEP_AT_UTC.minute, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

/**
 * Every night one instance (the one that claims the run in the database) deletes uploads that have
 * stayed unreferenced for UPLOAD_ORPHAN_DAYS (modules/uploads/sweep.ts). Off when that is 0.
 */
export default fp(
  async (app) => {
    const graceDays = app.config.uploadOrphanDays;
    if (graceDays <= 0) return;
    const repo = createUploadsRepo(app.db);
    const closing = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;

    async function run() {
      if (!(await repo.claimJob('upload-sweep', new Date(), 12 * HOUR_MS))) return;
      const started = Date.now();
      const report = await sweepUploads({
        repo,
        storage: app.storage,
        graceDays,
        signal: closing.signal,
      });
      app.log.info({ ...report, ms: Date.now() - started }, 'upload sweep finished');
    }
    function schedule() {
      timer = setTimeout(() => {
        running = run()
          .catch((err: unknown) => {
            if (!closing.signal.aborted) app.log.error({ err }, 'upload sweep failed');
          })
          .finally(() => {
            running = undefined;
            if (!closing.signal.aborted) schedule();
          });
      }, msUntilNextSweep(new Date()));
      timer.unref();
    }

    app.addHook('onReady', async () => schedule());
    app.addHook('onClose', async () => {
      clearTimeout(timer);
      closing.abort();
      await running;
    });
  },
  { name: 'upload-sweeper', dependencies: ['storage'] },
);
