import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { join, resolve } from 'node:path';
import * as schema from './schema/index.js';
import { acquireDirLock } from './dir-lock.js';
import { startPgliteThread } from './pglite-thread/client.js';
import { SERVER_ROOT, type Config } from '../config.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = resolve(SERVER_ROOT, 'drizzle');

export type DatabaseTarget = { url: string } | { pgliteDir: string } | { memory: true };

/** The database a configuration names: PostgreSQL at DATABASE_URL, else PGlite in $DATA_DIR/db. */
export const configuredDatabase = (
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): { url: string } | { pgliteDir: string } =>
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: join(config.dataDir, 'db') };

/** Opens the database, applies pending migrations, and returns a drizzle handle. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: Number(process.env.PG_POOL_MAX ?? 10),
    });
    // An idle client that loses its connection (server restart, failover) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on('error', (err) => {
      if ((err as { code?: string }).code !== '57P01')
        process.stderr.write(`postgres idle client error: ${err.message}\n`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Several instances may start together: one migrates while the others wait.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(727274)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS });
    } finally {
      await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
      client.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if ('pgliteDir' in target) return openPgliteThread(target.pgliteDir);
  const client = new PGlite();
  try {
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS });
    return { db, kind: 'pglite', close: () => client.close() };
  } catch (err) {
    await client.close().catch(() => {});
    throw err;
  }
}

/**
 * PGlite on disk, as a server runs it: on a thread of its own, so a long statement stalls that
 * thread instead of every request (docs/decisions.md, "Embedded PGlite runs on its own thread").
 */
async function openPgliteThread(dir: string): Promise<Database> {
  const release = acquireDirLock(dir);
  try {
    const client = await startPgliteThread({ dir, migrationsFolder: MIGRATIONS });
    const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
