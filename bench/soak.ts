// Soak test (issue 12): the built server under steady mixed load for 10 minutes (SOAK_MINUTES),
// sampling its resident memory; the last minute must stay within 10 % of the first.
// Usage: npm run build && npm run bench:soak -w @yuexue/bench [-- --minutes 10] [--db pglite|postgres]
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  randomPort,
  scratchPostgres,
  startBuiltServer,
  stopProcess,
  type BuiltServer,
} from './support/built-server.js';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const MINUTES = Number(arg('minutes') ?? process.env.SOAK_MINUTES ?? 10);
// pglite (default): the embedded database lives in the server process and counts in its memory.
const DB = arg('db') ?? 'pglite';
const scratch = DB === 'postgres' ? await scratchPostgres('yuexue_soak') : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'yuexue-soak-'));
let server: BuiltServer | undefined;
const texts = [
  '你好',
  '我们明天早上九点在地铁站门口见面',
  '银行行长多少钱',
  '他们在吃饭',
  '给我一本书',
  '我比你高',
];
let n = 0;

try {
  server = await startBuiltServer(randomPort(3950, 40), {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'Soak-admin-1',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    TRUST_PROXY: 'true',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  const { proc, base } = server;
  const rssMb = () =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'))![1]) / 1024;
  const samples: Array<{ t: number; rss: number }> = [];
  const started = Date.now();
  const timer = setInterval(
    () => samples.push({ t: (Date.now() - started) / 1000, rss: rssMb() }),
    10_000,
  );
  const run = autocannon({
    url: base,
    connections: 10,
    duration: MINUTES * 60,
    requests: [
      {
        method: 'POST',
        path: '/api/phonetics',
        headers: { 'content-type': 'application/json' },
        // Each request comes from a new guest address, so usage rows keep growing as in real traffic.
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...req.headers,
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`,
          },
          body: JSON.stringify({ text: texts[n % texts.length] }),
        }),
      },
      {
        method: 'POST',
        path: '/api/translate',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: '你在干什么？我先走了。' }),
      },
      { method: 'GET', path: '/api/article/list/paginated?page=1&size=6' },
      { method: 'GET', path: '/' },
    ],
  });
  const result = await run;
  clearInterval(timer);
  const first = samples.filter((s) => s.t <= 60).map((s) => s.rss);
  const last = samples.filter((s) => s.t > MINUTES * 60 - 60).map((s) => s.rss);
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const ratio = avg(last) / avg(first);
  console.log(
    `soak: ${MINUTES} min, ${result.requests.total} requests, ${result.errors} errors, ${result.non2xx} non-2xx (429s are guest limits doing their job)`,
  );
  for (let m = 0; m < MINUTES; m++) {
    const inMinute = samples.filter((s) => s.t > m * 60 && s.t <= (m + 1) * 60).map((s) => s.rss);
    console.log(`minute ${m + 1}: rss ${avg(inMinute).toFixed(1)} MB`);
  }
  console.log(`db ${DB}`);
  console.log(
    `rss first minute ${avg(first).toFixed(1)} MB, last minute ${avg(last).toFixed(1)} MB, ratio ${ratio.toFixed(3)} (target ≤ 1.10)`,
  );
  process.exitCode = ratio <= 1.1 ? 0 : 1;
} finally {
  if (server) await stopProcess(server.proc);
  rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
}
