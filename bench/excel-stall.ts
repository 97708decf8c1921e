// Does Excel work freeze the server? While a 200,000-row import and a 200,000-row export run at
// once through the real server over HTTP, this prints the event loop's longest stall
// (perf_hooks.monitorEventLoopDelay) and the slowest GET /api/health (one every 25 ms). The server
// runs on this thread alone: the admins' client (file, upload, download) and the health probe each
// run on a thread of their own (support/excel-stall-client.ts).
// Target: both under 100 ms, on PGlite and on PostgreSQL.
// Run: npm run bench:excel-stall -w @yuexue/bench                 (embedded PGlite in a temporary directory, as installed)
//      TEST_DB=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:excel-stall -w @yuexue/bench
// BENCH_ROWS changes the row count of both.
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestApp, ADMIN } from '../apps/server/test/app.js';
import { openDiskTestDatabase } from '../apps/server/test/db.js';
// The server's app.language decoration, declared where the plugin registers it.
import type {} from '../apps/server/src/plugins/language.js';
import { startModuleWorker } from '../apps/server/src/lib/module-worker.js';
import type { StallClientData, StallClientResult } from './support/excel-stall-client.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
/** BENCH_ONLY=import or export runs one of the two (to tell which one stalls). */
const ONLY = process.env.BENCH_ONLY;
const TARGET_MS = 100;

const CLIENT_URL = new URL('./support/excel-stall-client.js', import.meta.url);

/** One of the bench's clients on its own thread (support/excel-stall-client.ts). */
function startClient(data: StallClientData) {
  const worker = startModuleWorker(CLIENT_URL, { workerData: data });
  type Message = { type: 'ready' | 'result'; result?: StallClientResult };
  const failed = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`bench client exited (${code})`)));
  });
  return {
    next: (type: Message['type']) =>
      Promise.race([
        new Promise<Message>((resolve) => {
          const on = (m: Message) => {
            if (m.type !== type) return;
            worker.off('message', on);
            resolve(m);
          };
          worker.on('message', on);
        }),
        failed,
      ]),
    go: () => worker.postMessage('go'),
    stop: async () => {
      failed.catch(() => {});
      await worker.terminate();
    },
  };
}

async function main() {
  // PGlite as a server runs it: files on disk. In memory its files grow by copying (whole tables
  // at a time, on the event loop), which no installation does.
  const t = await createTestApp(
    {},
    process.env.TEST_DB === 'postgres' ? {} : { database: await openDiskTestDatabase() },
  );
  try {
    const admin = await t.login(ADMIN.username, ADMIN.password);
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    // The records the export reads (the import writes the other kind).
    await t.database.db.execute(
      sql`INSERT INTO translation_records (origin_text, optimize_text, translate_type, username)
          SELECT '导出' || g, '导出后' || g, 'translate_output', 'bench' FROM generate_series(1, ${ROWS}) g`,
    );
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    // The speech warm-up that starts on listen loads the language engine with every record: let it
    // finish, or its pages and tables land in the measurement and are blamed on the Excel work.
    await t.app.language.annotate('粤语');
    const admins = startClient({ role: 'admins', base, rows: ROWS, auth: admin, only: ONLY });
    const prober = startClient({ role: 'probe', base });
    await Promise.all([admins.next('ready'), prober.next('ready')]);
    // Seeding left garbage in this process: collect it now, or its major GC lands in the
    // measurement and is blamed on the server.
    globalThis.gc?.();
    console.log(
      `database: ${t.app.dbKind}, ${ROWS} rows imported and ${ROWS} exported at once, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );

    const stall = monitorEventLoopDelay({ resolution: 10 });
    stall.enable();
    prober.go();
    admins.go();
    const done = (await admins.next('result')).result;
    prober.go(); // stop probing
    const probed = (await prober.next('result')).result;
    stall.disable();
    await Promise.all([admins.stop(), prober.stop()]);
    if (!done || !('imported' in done) || !probed || !('health' in probed))
      throw new Error('bench clients answered out of turn');
    const { imported, exported } = done;
    const { health } = probed;

    const stallMs = stall.max / 1e6;
    const verdict = (ms: number) => (ms < TARGET_MS ? 'met' : 'MISSED');
    console.log(`import: ${imported.rows} rows written in ${imported.seconds.toFixed(1)} s`);
    console.log(
      `export: ${(exported.bytes / 1024 / 1024).toFixed(1)} MB in ${exported.seconds.toFixed(1)} s`,
    );
    console.log(
      `event loop: longest stall ${stallMs.toFixed(0)} ms (p99 ${(stall.percentile(99) / 1e6).toFixed(0)} ms) — target < ${TARGET_MS} ms: ${verdict(stallMs)}`,
    );
    console.log(
      `/api/health: slowest of ${health.count} answers ${health.ms.toFixed(0)} ms (p99 ${health.p99.toFixed(0)} ms) — target < ${TARGET_MS} ms: ${verdict(health.ms)}`,
    );
    console.log(`rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
  } finally {
    await t.close();
  }
}

await main();
