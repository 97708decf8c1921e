// The built server (apps/server/dist) started as its own process for a benchmark, and a scratch
// PostgreSQL database for it: shared by the load, soak and web benchmarks.
import pg from 'pg';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

export const REPO = resolve(import.meta.dirname, '../..');
export const PG_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const randomPort = (from: number, span: number) => from + Math.floor(Math.random() * span);

/** Waits until `url` answers 2xx; fails at once if `proc` exits first, or after a minute. */
export async function waitFor(url: string, proc: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (proc.exitCode !== null)
      throw new Error(`process exited with ${proc.exitCode} before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

export interface BuiltServer {
  proc: ChildProcess;
  base: string;
}

/** Starts `apps/server/dist/server.js` on 127.0.0.1:`port` with `env` and waits for /api/health. */
export async function startBuiltServer(
  port: number,
  env: Record<string, string>,
): Promise<BuiltServer> {
  if (!existsSync(join(REPO, 'apps/server/dist/server.js')))
    throw new Error('run `npm run build` first');
  const proc = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, proc);
  } catch (err) {
    await stopProcess(proc);
    throw err;
  }
  return { proc, base };
}

/** SIGTERM, then waits for the exit (at once if it has exited already). */
export async function stopProcess(proc: ChildProcess) {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  proc.kill('SIGTERM');
  await new Promise((r) => proc.once('exit', r));
}

/** A fresh database on the PostgreSQL of TEST_DATABASE_URL; `drop()` removes it. */
export async function scratchPostgres(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
