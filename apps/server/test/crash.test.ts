import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { exited, startServerProcess } from './server-process.js';

/**
 * Crash safety (issue 12): kill -9 the server in the middle of a write load; after a restart the
 * database opens cleanly and every write that had been acknowledged is there. Each acknowledged
 * annotation by a distinct guest IP is one row in the usage counters, read back through the API.
 */
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Writes until at least `minAcks` were acknowledged (and `ms` passed), then kills the server mid-load. */
async function writeLoadUntilKilled(
  base: string,
  proc: { kill: (s: NodeJS.Signals) => boolean },
  ms: number,
  minAcks = 60,
): Promise<string[]> {
  const acknowledged: string[] = [];
  let stop = false;
  const worker = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const ip = `10.${w}.${(i >> 8) & 255}.${i & 255}`;
      try {
        const res = await fetch(`${base}/api/phonetics`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ text: '多少钱' }),
        });
        if (res.status === 200) acknowledged.push(ip);
      } catch {
        return; // the server is gone
      }
    }
  };
  const workers = Array.from({ length: 6 }, (_, w) => worker(w + 1));
  const started = Date.now();
  // Enough writes to matter, few enough to read back one by one after the restart.
  while (
    acknowledged.length < 300 &&
    (Date.now() - started < ms || acknowledged.length < minAcks) &&
    Date.now() - started < 60_000
  ) {
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  stop = true;
  await Promise.all(workers);
  return acknowledged;
}

async function assertAllPresent(base: string, ips: string[]) {
  const missing: string[] = [];
  // Read back in parallel batches: a fast server acknowledges thousands of writes before the kill.
  for (let i = 0; i < ips.length; i += 25) {
    await Promise.all(
      ips.slice(i, i + 25).map(async (ip) => {
        const res = await fetch(`${base}/api/usage/stats`, { headers: { 'x-forwarded-for': ip } });
        const used = ((await res.json()) as { data: { phonetics: { used: number } } }).data
          .phonetics.used;
        if (used !== 1) missing.push(`${ip}:${used}`);
      }),
    );
  }
  expect(missing).toEqual([]);
}

type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

/**
 * The PGlite server restarted after the kill -9, once it has shown every write: the SIGTERM test
 * stops it (a server start from source is the slowest step of this file), or afterAll does.
 */
let restartedOnPglite: ServerProcess | undefined;
afterAll(async () => {
  if (!restartedOnPglite) return;
  restartedOnPglite.proc.kill('SIGTERM');
  await exited(restartedOnPglite.proc);
});

async function crashAndRecover(env: Record<string, string>, keepRunning = false) {
  const first = await startServerProcess({ ...env, TRUST_PROXY: 'true' });
  const acknowledged = await writeLoadUntilKilled(first.base, first.proc, 500);
  await exited(first.proc);
  expect(acknowledged.length).toBeGreaterThanOrEqual(60);
  console.log(`crash: ${acknowledged.length} writes acknowledged before kill -9`);
  const second = await startServerProcess({ ...env, TRUST_PROXY: 'true' });
  let kept = false;
  try {
    await assertAllPresent(second.base, acknowledged);
    kept = keepRunning;
    return second;
  } finally {
    if (!kept) {
      second.proc.kill('SIGTERM');
      await exited(second.proc);
    }
  }
}

describe('crash safety', () => {
  it('keeps every acknowledged write on PGlite after kill -9', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'yuexue-crash-'));
    dirs.push(dataDir);
    restartedOnPglite = await crashAndRecover({ DATA_DIR: dataDir, DATABASE_URL: '' }, true);
  }, 240_000);

  it('lets an in-flight request finish on SIGTERM, then exits cleanly', async () => {
    // The server that came back from the crash above; a fresh one when that test did not leave it.
    let server = restartedOnPglite;
    restartedOnPglite = undefined;
    if (!server) {
      const dataDir = mkdtempSync(join(tmpdir(), 'yuexue-term-'));
      dirs.push(dataDir);
      server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    }
    const { proc, port } = server;
    const body = JSON.stringify({ text: '银行行长' });
    const half = Math.floor(body.length / 2);
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/phonetics',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, half));
      // The request is in flight (headers and half the body sent) when the signal arrives.
      setTimeout(() => {
        proc.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(half)), 300);
      }, 300);
    });
    const done = await response;
    expect(done.status).toBe(200);
    expect(JSON.parse(done.text).phonetic_results.pinyin_hongkong.text).toBe(
      'ngan4 hong4 hong4 zoeng2',
    );
    expect(await exited(proc)).toBe(0);
  }, 120_000);

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'keeps every acknowledged write on PostgreSQL after kill -9',
    async () => {
      const base = process.env.TEST_DATABASE_URL!;
      const name = `yuexue_crash_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'yuexue-crash-pg-'));
      dirs.push(dataDir);
      try {
        await crashAndRecover({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    240_000,
  );
});
