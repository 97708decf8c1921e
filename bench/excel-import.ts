// Excel import throughput: a 100,000-row .xlsx sent to POST /api/excel/import/{kind} through the
// real server over HTTP (multipart parsing, byte checks, zip-bomb inflation check, SAX parse of the
// sheet, validation, one transaction of multi-row upserts), with the NDJSON progress stream timed
// line by line for a phase breakdown, then the first engine request after it (reload of the records).
// Prints seconds per import; the target is ≤ 15 s.
// Run: npm run bench:excel -w @yuexue/bench                       (embedded PGlite, in memory)
//      TEST_DB=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:excel -w @yuexue/bench
// BENCH_ROWS changes the row count; BENCH_KINDS (comma-separated) the import kinds.
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { jyutpingToGuangzhou } from '@yuexue/cantonese';
import type { ImportResult, ImportStreamLine } from '@yuexue/contract';
import { createTestApp, ADMIN } from '../apps/server/test/app.js';
import { bigXlsxOf } from '../apps/server/test/excel-fixtures.js';
import {
  HAN,
  importStreamed,
  probeMeanwhile,
  translationRows,
  type Timed,
} from './support/excel-http.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const KINDS = (process.env.BENCH_KINDS ?? 'translation_input,phonetics').split(',');
const TARGET_SECONDS = 15;

const JYUTPING = ['dik1', 'jat1', 'si6', 'zoi6', 'bat1', 'liu5', 'jau5', 'wo4', 'jan4', 'ze5'];

function phoneticRows(n: number): string[][] {
  const rows = [['汉字', '粤拼', '广州话拼音', '广州话拼音（上标声调）']];
  for (let i = 0; rows.length <= n; i += 1) {
    // Distinct words of 2–4 Han characters from the base list.
    const len = 2 + (i % 3);
    const chars = Array.from(
      { length: len },
      (_, k) => HAN[Math.floor(i / HAN.length ** k) % HAN.length]!,
    );
    const jp = chars.map((_, k) => JYUTPING[(i + k) % JYUTPING.length]!);
    rows.push([chars.join(''), jp.join(' '), k2(jp, false), k2(jp, true)]);
  }
  return rows;
}
const k2 = (jp: string[], sup: boolean) => jp.map((s) => jyutpingToGuangzhou(s, sup)).join(' ');

/** Seconds between the start and the progress lines that close each stage. */
function phases(started: number, lines: Timed[]) {
  const last = (pick: (l: ImportStreamLine) => boolean) =>
    lines.findLast((t) => pick(t.line))?.at ?? started;
  const read = last((l) => l.type === 'progress' && l.stage === 'reading');
  const checked =
    lines.find((t) => t.line.type === 'progress' && t.line.stage === 'writing')?.at ?? read;
  const written = last((l) => l.type === 'progress' && l.stage === 'writing');
  const end = lines.at(-1)?.at ?? written;
  const s = (a: number, b: number) => ((b - a) / 1000).toFixed(2);
  return `upload+zip check+read ${s(started, read)} s, validate ${s(read, checked)} s, upserts ${s(checked, written)} s, commit ${s(written, end)} s`;
}

async function main() {
  const t = await createTestApp();
  try {
    const admin = await t.login(ADMIN.username, ADMIN.password);
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    // Other work on a shared machine stretches wall time; the load average says how busy it was.
    console.log(
      `database: ${t.app.dbKind}, rows per file: ${ROWS}, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
    for (const kind of KINDS) {
      const file = await bigXlsxOf(
        kind === 'phonetics' ? phoneticRows(ROWS) : translationRows(ROWS),
      );
      const started = performance.now();
      const cpuStart = process.cpuUsage();
      const lines = await importStreamed(base, kind, file, admin);
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuStart);
      const cpuSeconds = (cpu.user + cpu.system) / 1e6;
      const final = lines.at(-1)?.line;
      if (final?.type !== 'result') throw new Error(`import failed: ${JSON.stringify(final)}`);
      const data: ImportResult = final.data;
      console.log(
        `${kind}: ${(file.length / 1024 / 1024).toFixed(1)} MB, ${data.total_rows} rows, imported ${data.imported_rows}, errors ${data.error_rows}` +
          ` in ${seconds.toFixed(2)} s wall, ${cpuSeconds.toFixed(2)} s CPU of this process${t.app.dbKind === 'pglite' ? ' (database included)' : ' (PostgreSQL server not included)'}` +
          ` (${Math.round(data.total_rows / seconds)} rows/s) — target ≤ ${TARGET_SECONDS} s: ${seconds <= TARGET_SECONDS ? 'met' : 'MISSED'}`,
      );
      console.log(`  phases: ${phases(started, lines)}`);
      if (data.error_rows)
        console.log(`  first errors: ${data.error_messages.slice(0, 3).join(' | ')}`);
      // The import bumped the language data version: the next engine request reloads every record.
      // Meanwhile the server must go on answering everyone else: the event loop's longest stall
      // and the slowest of a health check sent every 20 ms say whether it did.
      const stall = monitorEventLoopDelay({ resolution: 5 });
      stall.enable();
      const others = probeMeanwhile(base);
      const reloadStart = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/phonetics',
        payload: { text: '我钟意饮茶' },
        headers: admin,
      });
      const reloadSeconds = (performance.now() - reloadStart) / 1000;
      const slowest = await others.stop();
      stall.disable();
      if (res.statusCode !== 200)
        throw new Error(`phonetics after import failed: ${res.body.slice(0, 300)}`);
      console.log(
        `  first engine request after the import (reload): ${reloadSeconds.toFixed(2)} s; meanwhile the event loop stalled at most ${(stall.max / 1e6).toFixed(0)} ms and the slowest of ${slowest.count} health checks took ${slowest.ms.toFixed(0)} ms`,
      );
    }
    console.log(`rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
  } finally {
    await t.close();
  }
}

await main();
