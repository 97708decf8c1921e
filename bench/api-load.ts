// API load benchmark (issue 12): the built server on PGlite and on PostgreSQL, each route beside a
// bare Fastify hello route (bench/hello-server.mjs, a process of its own like the server) measured
// with the same connections and duration, in slices alternating with the route's. Prints req/s,
// p50, p99, errors, the hello route's req/s in the same slices and the ratio.
// Usage: npm run build && npm run bench:load -w @yuexue/bench -- [--db pglite|postgres|both] [--duration 10] [--warmup 2] [--slices 5] [--log-level info]
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  randomPort as portIn,
  REPO,
  scratchPostgres,
  startBuiltServer,
  stopProcess as stop,
  waitFor,
} from './support/built-server.js';
import { TEXTS } from './support/texts.js';

const args = process.argv.slice(2);
const arg = (name: string, dflt: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : dflt;
};
const DURATION = Number(arg('duration', '10'));
const CONNECTIONS = Number(arg('connections', '50'));
const DB = arg('db', 'both');
// The server's own default; `--log-level error` leaves out the access line written for every request.
const LOG_LEVEL = arg('log-level', 'info');
const textRequests = TEXTS.map((text) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ text }),
}));

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The hello route's req/s in the slices measured between this route's (see measure). */
  hello: number;
}

const WARMUP = Number(arg('warmup', '2'));
const SLICES = Math.max(1, Number(arg('slices', '5')));

/** Several autocannon runs as one: req/s over their whole time, the median p50 and the worst p99. */
function combine(results: autocannon.Result[]) {
  const seconds = results.reduce((a, r) => a + r.duration, 0);
  const p50s = results.map((r) => r.latency.p50).sort((a, b) => a - b);
  return {
    rps: results.reduce((a, r) => a + r.requests.total, 0) / seconds,
    p50: p50s[Math.floor(p50s.length / 2)]!,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((a, r) => a + r.errors + r.timeouts, 0),
    non2xx: results.reduce((a, r) => a + r.non2xx, 0),
  };
}

/**
 * Each route is warmed up first (JIT, the language engine's first load, prepared statements), then
 * measured in slices that alternate with slices of the hello route: the machine is shared and its
 * load drifts, so the ratio compares the two under the same load, not minutes apart.
 */
async function measure(name: string, opts: autocannon.Options, helloUrl: string): Promise<Row> {
  if (WARMUP > 0) await autocannon({ connections: CONNECTIONS, duration: WARMUP, ...opts });
  const duration = DURATION / SLICES;
  const route: autocannon.Result[] = [];
  const hello: autocannon.Result[] = [];
  for (let i = 0; i < SLICES; i++) {
    route.push(await autocannon({ connections: CONNECTIONS, duration, ...opts }));
    hello.push(await autocannon({ connections: CONNECTIONS, duration, url: helloUrl }));
  }
  return { name, ...combine(route), hello: combine(hello).rps };
}

const randomPort = () => portIn(3400, 500);

async function helloServer(answersFile: string): Promise<{ proc: ChildProcess; url: string }> {
  const port = randomPort();
  const proc = spawn(process.execPath, ['bench/hello-server.mjs', String(port), answersFile], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/hello`;
  await waitFor(url, proc);
  return { proc, url };
}

/** Guest limits on but out of reach: every request still goes through the atomic usage counter. */
const RAISE_GUEST_LIMITS = `UPDATE roles SET daily_translate_limit = 1000000000, daily_phonetic_limit = 1000000000,
  daily_translate_chars_limit = 5000, daily_phonetic_chars_limit = 5000 WHERE role_code = 'guest'`;

const startServer = (env: Record<string, string>) =>
  startBuiltServer(randomPort(), {
    ADMIN_PASSWORD: 'Bench-admin-1',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    LOG_LEVEL,
    ...env,
  });

async function runFor(
  label: string,
  env: Record<string, string>,
  prepare: () => Promise<void>,
): Promise<Row[]> {
  // First start migrates and seeds; then the limits are raised with the server stopped (PGlite is single-process).
  let s = await startServer(env);
  await stop(s.proc);
  await prepare();
  s = await startServer(env);
  // The server's own answers to the bench's texts, for the bare Fastify reference routes
  // (hello-server.mjs): each reading route is printed below the most a route sending its bytes reaches.
  const answers: Record<string, string[]> = { phonetics: [], translate: [] };
  for (const [route, list] of Object.entries(answers))
    for (const r of textRequests)
      list.push(await (await fetch(`${s.base}/api/${route}`, r)).text());
  const answersDir = mkdtempSync(join(tmpdir(), 'yuexue-bench-answers-'));
  writeFileSync(join(answersDir, 'answers.json'), JSON.stringify(answers));
  const hello = await helloServer(join(answersDir, 'answers.json'));
  const rows: Row[] = [];
  try {
    if (WARMUP > 0)
      await autocannon({ connections: CONNECTIONS, duration: WARMUP, url: hello.url });
    const text = { requests: textRequests };
    const bare = async (route: string) =>
      rows.push(
        await measure(
          `bare Fastify, same POST → stored ${route} answer`,
          { url: hello.url.replace(/hello$/, `answer/${route}`), ...text },
          hello.url,
        ),
      );
    await bare('phonetics');
    rows.push(
      await measure(
        `${label} POST /api/phonetics`,
        { url: `${s.base}/api/phonetics`, ...text },
        hello.url,
      ),
    );
    await bare('translate');
    rows.push(
      await measure(
        `${label} POST /api/translate`,
        { url: `${s.base}/api/translate`, ...text },
        hello.url,
      ),
    );
    const list = `${s.base}/api/article/list/paginated?page=1&size=6`;
    rows.push(await measure(`${label} GET /api/article/list/paginated`, { url: list }, hello.url));
    rows.push(await measure(`${label} GET / (home page)`, { url: `${s.base}/` }, hello.url));
  } finally {
    await stop(hello.proc);
    await stop(s.proc);
    rmSync(answersDir, { recursive: true, force: true });
  }
  return rows;
}

function print(rows: Row[]) {
  const head = ['req/s', 'p50 ms', 'p99 ms', 'errors', 'non2xx', 'hello/s', '× hello'];
  const widths = [9, 7, 7, 7, 7, 9, 8];
  const line = (name: string, cells: string[]) =>
    `${name.padEnd(46)} ${cells.map((c, i) => c.padStart(widths[i]!)).join(' ')}`;
  console.log(`\n${line('route', head)}`);
  for (const r of rows) {
    const cells = [
      r.rps.toFixed(0),
      String(r.p50),
      String(r.p99),
      String(r.errors),
      String(r.non2xx),
      r.hello.toFixed(0),
      (r.rps / r.hello).toFixed(2),
    ];
    console.log(line(r.name, cells));
  }
}

console.log(
  `autocannon: ${CONNECTIONS} connections, ${DURATION} s per route after ${WARMUP} s of warm-up, in ${SLICES} slices alternating with the hello route (its own process); ` +
    `${TEXTS.length} different 50-character inputs as a guest with limits on; server log level ${LOG_LEVEL}`,
);

if (DB === 'pglite' || DB === 'both') {
  const dataDir = mkdtempSync(join(tmpdir(), 'yuexue-bench-'));
  try {
    print(
      await runFor('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, async () => {
        const db = new PGlite(join(dataDir, 'db'));
        await db.exec(RAISE_GUEST_LIMITS);
        await db.close();
      }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (DB === 'postgres' || DB === 'both') {
  const scratch = await scratchPostgres('yuexue_bench');
  const dataDir = mkdtempSync(join(tmpdir(), 'yuexue-bench-pg-'));
  try {
    print(
      await runFor('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: scratch.url }, async () => {
        const c = new pg.Client({ connectionString: scratch.url });
        await c.connect();
        await c.query(RAISE_GUEST_LIMITS);
        await c.end();
      }),
    );
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
