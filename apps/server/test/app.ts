import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { seedDatabase } from '../src/seed.js';
import { openTestDatabase } from './db.js';
import { startSmtpCapture, type SmtpCapture } from './smtp.js';
import type { Database } from '../src/db/client.js';

export const ADMIN = { username: 'admin', password: 'Admin-pass-123' };

export interface TestApp {
  app: App;
  database: Database;
  smtp: SmtpCapture;
  dataDir: string;
  close(): Promise<void>;
  /** Logs in and returns the bearer header. */
  login(username: string, password: string): Promise<{ authorization: string }>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logStream?: NodeJS.WritableStream; database?: Database } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await openTestDatabase());
  const smtp = await startSmtpCapture();
  const dataDir = mkdtempSync(join(tmpdir(), 'yuexue-test-'));
  await seedDatabase(database.db, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  // Lists answered from memory only where a test asks (modules/articles/list-cache.test.ts): most tests
  // write rows straight to the database and read them back at once.
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    WEB_DIST: join(dataDir, 'no-web'),
    LIST_CACHE_MS: '0',
    ...env,
  });
  const app = await buildApp({
    database,
    config,
    ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    database,
    smtp,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async login(username, password) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      return { authorization: `Bearer ${res.json().token}` };
    },
  };
}

let ipCounter = 1;
/** A distinct client address, so per-IP throttles of one test do not leak into another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
