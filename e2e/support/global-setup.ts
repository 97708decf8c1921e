import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startSmtpCapture } from '../../apps/server/test/smtp.js';
import { E2E_PORT } from '../playwright.config.js';
import { ADMIN, E2E_DIR, MAIL_DIR } from './env.js';

const REPO = resolve(import.meta.dirname, '../..');

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

/**
 * Every journey runs as a guest from 127.0.0.1, so the whole suite shares one guest's daily counts:
 * raise them (per-request character limits stay as seeded) so journeys do not use each other's quota.
 * Journeys that test a daily limit set their own and restore it.
 */
async function raiseGuestDailyCounts(base: string) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
    'content-type': 'application/json',
  };
  const roles = (
    (await (await fetch(`${base}/api/admin/role/list`, { headers })).json()) as {
      data: Array<Record<string, unknown>>;
    }
  ).data;
  const guest = roles.find((r) => r.role_code === 'guest')!;
  const res = await fetch(`${base}/api/admin/role/update/${String(guest.id)}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      ...guest,
      daily_translate_limit: 100_000,
      daily_phonetic_limit: 100_000,
    }),
  });
  if (!res.ok)
    throw new Error(`could not raise the guest limits: ${res.status} ${await res.text()}`);
}

/** Starts the built product on a fresh embedded database, with mail delivered to a local SMTP capture. */
export default async function globalSetup() {
  if (
    !existsSync(join(REPO, 'apps/server/dist/server.js')) ||
    !existsSync(join(REPO, 'apps/web/dist/index.html'))
  ) {
    throw new Error('e2e needs the built app: run `npm run build` first');
  }
  // A server left running on the port would answer the health check in place of ours (and serve an older build).
  if (
    await fetch(`http://127.0.0.1:${E2E_PORT}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${E2E_PORT} is already in use: stop that server or set E2E_PORT`);
  }
  rmSync(E2E_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  const smtp = await startSmtpCapture({
    // Written under a temporary name and renamed, so a reader never sees half a file.
    onMessage: (m, index) => {
      const name = join(MAIL_DIR, `${String(index).padStart(5, '0')}.json`);
      writeFileSync(`${name}.tmp`, JSON.stringify(m));
      renameSync(`${name}.tmp`, name);
    },
  });
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(E2E_DIR, 'data'),
      DATABASE_URL: '',
      SMTP_URL: smtp.url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every journey registers from 127.0.0.1; the per-address code cap (20/h) is tested in the API suite.
      VERIFY_CODES_PER_IP_PER_HOUR: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${E2E_PORT}/api/health`, server, 120_000);
  await raiseGuestDailyCounts(`http://127.0.0.1:${E2E_PORT}`);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await smtp.close();
  };
}
