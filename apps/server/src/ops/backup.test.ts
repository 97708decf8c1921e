import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { seedDatabase } from '../seed.js';
import { users } from '../db/schema/index.js';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup.js';

const tmp = mkdtempSync(join(tmpdir(), 'yuexue-backup-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('backup and restore', () => {
  it.runIf(process.env.TEST_DB !== 'postgres')(
    'restores a PGlite backup with its data',
    async () => {
      const dir = join(tmp, 'db');
      const first = await openDatabase({ pgliteDir: dir });
      await seedDatabase(first.db, { adminUsername: 'admin', adminPassword: 'Backup-admin-1' });
      await first.close();
      await backupPglite(dir, join(tmp, 'backup.tgz'));
      const restoredDir = join(tmp, 'restored');
      await restorePglite(join(tmp, 'backup.tgz'), restoredDir);
      const restored = await openDatabase({ pgliteDir: restoredDir });
      try {
        const rows = await restored.db
          .select({ username: users.username })
          .from(users)
          .where(eq(users.username, 'admin'));
        expect(rows).toHaveLength(1);
      } finally {
        await restored.close();
      }
      await expect(restorePglite(join(tmp, 'backup.tgz'), restoredDir)).rejects.toThrow(
        /不是空目录/,
      );
    },
    120_000,
  );

  it.runIf(process.env.TEST_DB === 'postgres')(
    'restores a PostgreSQL backup into a fresh database',
    async () => {
      const base = process.env.TEST_DATABASE_URL!;
      const names = [
        `yuexue_bk_${randomBytes(4).toString('hex')}`,
        `yuexue_rs_${randomBytes(4).toString('hex')}`,
      ];
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      const urlOf = (name: string) =>
        Object.assign(new URL(base), { pathname: `/${name}` }).toString();
      try {
        for (const n of names) await admin.query(`CREATE DATABASE ${n}`);
        const source = await openDatabase({ url: urlOf(names[0]!) });
        await seedDatabase(source.db, {
          adminUsername: 'backup-admin',
          adminPassword: 'Backup-admin-1',
        });
        await source.close();
        await backupPostgres(urlOf(names[0]!), join(tmp, 'pg.dump'));
        await restorePostgres(join(tmp, 'pg.dump'), urlOf(names[1]!));
        const restored = await openDatabase({ url: urlOf(names[1]!) });
        try {
          const rows = await restored.db
            .select({ username: users.username })
            .from(users)
            .where(eq(users.username, 'backup-admin'));
          expect(rows).toHaveLength(1);
        } finally {
          await restored.close();
        }
      } finally {
        for (const n of names) await admin.query(`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`);
        await admin.end();
      }
    },
    120_000,
  );
});
