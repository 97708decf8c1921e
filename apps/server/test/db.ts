import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../src/db/client.js';

/** PGlite as a server opens it (on disk, on its own thread) in a temporary directory, removed on close. */
export async function openDiskTestDatabase(): Promise<Database> {
  const dir = mkdtempSync(join(tmpdir(), 'yuexue-test-db-'));
  const database = await openDatabase({ pgliteDir: join(dir, 'db') });
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres)
 * a new database on the server named by TEST_DATABASE_URL, dropped on close. TEST_PGLITE=disk
 * opens PGlite as a server does instead (openDiskTestDatabase).
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres' && process.env.TEST_PGLITE === 'disk')
    return openDiskTestDatabase();
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ memory: true });
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `yuexue_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
