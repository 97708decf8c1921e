import { sql } from 'drizzle-orm';
import { UPLOAD_NAME_PATTERN, UPLOAD_URL_PREFIX } from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { jobClaims, uploadOrphans } from '../../db/schema/index.js';

type Rows<T> = { rows: T[] };

// "/uploads/<name>" as a PostgreSQL regular expression capturing the name (the contract's pattern without its anchors).
const REFERENCE = `${UPLOAD_URL_PREFIX}(${UPLOAD_NAME_PATTERN.source.replace(/^\^|\$$/g, '')})`;

export function createUploadsRepo(db: Db) {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as Rows<T>).rows;

  return {
    /**
     * Every upload name some row refers to, found in every text and JSON column of every table
     * (article bodies, covers, comment images, avatars, settings, and any column added later),
     * so no feature has to remember to declare its references. The sweep's own table is left out.
     */
    async referencedNames(): Promise<Set<string>> {
      const columns = await rows<{ table_name: string; column_name: string }>(sql`
        SELECT c.table_name, c.column_name FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
          AND c.data_type IN ('text', 'character varying', 'json', 'jsonb')
          AND c.table_name NOT IN ('upload_orphans', '__drizzle_migrations')
        ORDER BY 1, 2`);
      const names = new Set<string>();
      for (const { table_name, column_name } of columns) {
        const column = sql`${sql.identifier(column_name)}::text`;
        const found = await rows<{ name: string }>(sql`
          SELECT DISTINCT (regexp_matches(${column}, ${REFERENCE}, 'g'))[1] AS name
          FROM ${sql.identifier(table_name)} WHERE strpos(${column}, ${UPLOAD_URL_PREFIX}) > 0`);
        for (const r of found) names.add(r.name);
      }
      return names;
    },

    /**
     * Records this sweep's unreferenced files: new ones from `now`, earlier ones keep their date;
     * files that are referenced again or gone are forgotten. Returns those unreferenced since
     * `dueBefore` or earlier.
     */
    async recordOrphans(names: string[], now: Date, dueBefore: Date): Promise<string[]> {
      const list = sql`${`{${names.join(',')}}`}::text[]`;
      await db.execute(sql`DELETE FROM ${uploadOrphans} WHERE name <> ALL(${list})`);
      if (names.length > 0)
        await db.execute(sql`
          INSERT INTO ${uploadOrphans} (name, since) SELECT unnest(${list}), ${now.toISOString()}::timestamptz
          ON CONFLICT (name) DO NOTHING`);
      const due = await rows<{ name: string }>(
        sql`SELECT name FROM ${uploadOrphans} WHERE since <= ${dueBefore.toISOString()}::timestamptz ORDER BY name`,
      );
      return due.map((r) => r.name);
    },

    async forgetOrphan(name: string): Promise<void> {
      await db.execute(sql`DELETE FROM ${uploadOrphans} WHERE name = ${name}`);
    },

    /**
     * Claims the run of a periodic job for this instance: true for one caller among all instances
     * sharing the database, and only if nobody claimed it within `minIntervalMs`.
     */
    async claimJob(name: string, now: Date, minIntervalMs: number): Promise<boolean> {
      const claimed = await rows<{ name: string }>(sql`
        INSERT INTO ${jobClaims} (name, claimed_at) VALUES (${name}, ${now.toISOString()}::timestamptz)
        ON CONFLICT (name) DO UPDATE SET claimed_at = excluded.claimed_at
          WHERE ${jobClaims.claimedAt} <= ${new Date(now.getTime() - minIntervalMs).toISOString()}::timestamptz
        RETURNING name`);
      return claimed.length > 0;
    },
  };
}
export type UploadsRepo = ReturnType<typeof createUploadsRepo>;
