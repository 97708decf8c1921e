// Does Excel work freeze the server? While a 200,000-row import and a 200,000-row export run at
// once through the real server over HTTP, this prints the event loop's longest stall
// (perf_hooks.monitorEventLoopDelay) and the slowest GET /api/health (one every 25 ms).
// Target: both under 100 ms, on PGlite and on PostgreSQL.
// Run: npm run bench:excel-stall -w @yuexue/bench                 (embedded PGlite in a temporary directory, as installed)
//      TEST_DB=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:excel-stall -w @yuexue/bench
// BENCH_ROWS changes the row count of both.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { createTestApp, ADMIN } from '../apps/server/test/app.js';
import { bigXlsxOf } from '../apps/server/test/excel-fixtures.js';
// The server's app.language decoration, declared where the plugin registers it.
import type {} from '../apps/server/src/plugins/language.js';
import { importStreamed, probeMeanwhile, translationRows } from './support/excel-http.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
/** BENCH_ONLY=import or export runs one of the two (to tell which one stalls). */
const ONLY = process.env.BENCH_ONLY;
const TARGET_MS = 100;

async function main() {
  // PGlite as a server runs it: files on disk. In memory its files grow by copying (whole tables
  // at a time, on the event loop), which no installation does.
  const dir =
    process.env.TEST_DB === 'postgres' ? undefined : mkdtempSync(join(tmpdir(), 'yuexue-bench-'));
  const t = await createTestApp(
    {},
    dir ? { database: await openDatabase({ pgliteDir: join(dir, 'db') }) } : {},
  );
  try {
    const admin = await t.login(ADMIN.username, ADMIN.password);
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    // The records the export reads (the import writes the other kind).
    await t.database.db.execute(
      sql`INSERT INTO translation_records (origin_text, optimize_text, translate_type, username)
          SELECT '导出' || g, '导出后' || g, 'translate_output', 'bench' FROM generate_series(1, ${ROWS}) g`,
    );
    const file = await bigXlsxOf(translationRows(ROWS));
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    // The speech warm-up that starts on listen loads the language engine with every record: let it
    // finish, or its pages and tables land in the measurement and are blamed on the Excel work.
    await t.app.language.annotate('粤语');
    // Building the file left hundreds of MB of garbage in this process (the server's too): collect
    // it now, or its major GC lands in the measurement and is blamed on the server.
    globalThis.gc?.();
    console.log(
      `database: ${t.app.dbKind}, ${ROWS} rows imported and ${ROWS} exported at once, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );

    const stall = monitorEventLoopDelay({ resolution: 10 });
    stall.enable();
    const probe = probeMeanwhile(base, 25);
    const started = performance.now();
    const importing =
      ONLY === 'export'
        ? Promise.resolve({ seconds: 0, rows: 0 })
        : importStreamed(base, 'translation_input', file, admin).then((lines) => {
            const last = lines.at(-1)?.line;
            if (last?.type !== 'result') throw new Error(`import failed: ${JSON.stringify(last)}`);
            return { seconds: (performance.now() - started) / 1000, rows: last.data.imported_rows };
          });
    const exporting =
      ONLY === 'import'
        ? Promise.resolve({ seconds: 0, bytes: 0 })
        : fetch(`${base}/api/excel/export/translation_output`, { headers: admin }).then(
            async (res) => {
              if (!res.ok) throw new Error(`export failed: ${res.status}`);
              const bytes = (await res.arrayBuffer()).byteLength;
              return { seconds: (performance.now() - started) / 1000, bytes };
            },
          );
    const [imported, exported] = await Promise.all([importing, exporting]);
    const health = await probe.stop();
    stall.disable();

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
      `/api/health: slowest of ${health.count} answers ${health.ms.toFixed(0)} ms — target < ${TARGET_MS} ms: ${verdict(health.ms)}`,
    );
    console.log(`rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
  } finally {
    await t.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
