// Web performance (issue 12): the home page's initial JavaScript (budget 250 kB gzip) and Lighthouse
// performance scores of / and an article page, in Debian's Chromium, against the built app.
// Usage: npm run build && npm run bench:web -w @yuexue/bench [-- --runs 3] [--save DIR]
// (--save writes each Lighthouse report as JSON; WEBPERF_PORT picks the server's port, WEB_DIST another build.)
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOME_JS_BUDGET_BYTES, initialPageWeight } from '../e2e/support/page-weight.js';
import {
  randomPort,
  startBuiltServer,
  stopProcess,
  type BuiltServer,
} from './support/built-server.js';

/**
 * One Lighthouse run. A run that Lighthouse itself could not record (a runtimeError such as
 * NO_NAVSTART, seen on a loaded machine) has no score, not a score of 0: it is said and run again.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    const lhr = result!.lhr;
    if (!lhr.runtimeError) return lhr;
    console.log(`  (Lighthouse could not record ${url}: ${lhr.runtimeError.code}; run again)`);
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}`);
  }
}
const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt > 0 ? Math.max(1, Number(process.argv[runsAt + 1]) || 3) : 3;
const saveAt = process.argv.indexOf('--save');
const saveDir = saveAt > 0 ? process.argv[saveAt + 1] : undefined;
const port = Number(process.env.WEBPERF_PORT) || randomPort(3900, 90);
const dataDir = mkdtempSync(join(tmpdir(), 'yuexue-webperf-'));
let server: BuiltServer | undefined;
try {
  server = await startBuiltServer(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_PASSWORD: 'Webperf-admin-1',
  });
  const { base } = server;
  const weight = await initialPageWeight(base, '/');
  console.log(
    `home initial JS: ${(weight.totalJsGzip / 1024).toFixed(1)} kB gzip in ${weight.scripts.length} files (budget ${HOME_JS_BUDGET_BYTES / 1024} kB), CSS ${(weight.cssGzip / 1024).toFixed(1)} kB gzip`,
  );
  for (const s of weight.scripts.sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.log(`  ${(s.gzipBytes / 1024).toFixed(1).padStart(7)} kB  ${s.url}`);

  const list = (await (await fetch(`${base}/api/article/list/paginated?page=1&size=1`)).json()) as {
    data?: Array<{ id: number }>;
  };
  const pages = ['/', list.data?.[0] ? `/article/${list.data[0].id}` : '/article'];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const p of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await audit(`${base}${p}`, chrome.port);
        if (saveDir) {
          mkdirSync(saveDir, { recursive: true });
          writeFileSync(
            join(saveDir, `lighthouse${p.replace(/\W+/g, '-')}-${i + 1}.json`),
            JSON.stringify(lhr),
          );
        }
        const a = lhr.audits;
        const requests =
          (
            a['network-requests']?.details as {
              items?: Array<{ resourceType?: string; transferSize?: number }>;
            }
          )?.items ?? [];
        const js = requests
          .filter((r) => r.resourceType === 'Script')
          .reduce((n, r) => n + (r.transferSize ?? 0), 0);
        runs.push({
          score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
          line:
            `FCP ${a['first-contentful-paint']?.displayValue}, LCP ${a['largest-contentful-paint']?.displayValue}, TBT ${a['total-blocking-time']?.displayValue}, ` +
            `CLS ${a['cumulative-layout-shift']?.displayValue}, SI ${a['speed-index']?.displayValue}; all JS transferred ${(js / 1024).toFixed(0)} kB`,
        });
      }
      // The median run, as Lighthouse recommends: single runs vary with the machine's load.
      const median = [...runs].sort((x, y) => x.score - y.score)[Math.floor(runs.length / 2)]!;
      console.log(
        `lighthouse ${p}: performance ${median.score} (median of ${RUNS}: ${runs.map((r) => r.score).join(', ')}) — ${median.line}`,
      );
    }
  } finally {
    chrome.kill();
  }
} finally {
  if (server) await stopProcess(server.proc);
  rmSync(dataDir, { recursive: true, force: true });
}
