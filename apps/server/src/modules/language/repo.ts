import { asc, eq, gt, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/client.js';
import { dataVersions, phoneticRecords, translationRecords } from '../../db/schema/index.js';

export const LANGUAGE_DATA_KEY = 'language';

type Tx = Pick<Db, 'insert'>;

/**
 * Call inside the same transaction as any write to translation or phonetic records:
 * every API instance sees the new version on its next request and reloads.
 */
export async function bumpLanguageVersion(tx: Tx): Promise<void> {
  await tx
    .insert(dataVersions)
    .values({ key: LANGUAGE_DATA_KEY, version: 1 })
    .onConflictDoUpdate({
      target: dataVersions.key,
      set: { version: sql`${dataVersions.version} + 1` },
    });
}

const RECORD_PAGE = 2000;

/**
 * Reads a whole table in pages by id: embedded PGlite runs a query inside the Node thread, and
 * one query for 100,000 records stalled every other request for about half a second. A page read
 * while an admin edit commits may mix versions; the edit's version bump makes the next request
 * reload anyway.
 */
async function readPaged<Q extends PgSelect>(select: () => Q, id: PgColumn): Promise<Awaited<Q>> {
  const all = [] as unknown as Awaited<Q>;
  for (let after = 0; ;) {
    const rows = (await select()
      .where(gt(id, after))
      .orderBy(asc(id))
      .limit(RECORD_PAGE)) as Awaited<Q>;
    for (const row of rows) all.push(row);
    if (rows.length < RECORD_PAGE) return all;
    after = (rows.at(-1) as { id: number }).id;
    // PGlite's answers resolve as microtasks: without this turn the pages would run back to back.
    await nextTurn();
  }
}

export function createLanguageRepo(db: Db) {
  return {
    async version(): Promise<number> {
      const rows = await db
        .select({ v: dataVersions.version })
        .from(dataVersions)
        .where(eq(dataVersions.key, LANGUAGE_DATA_KEY));
      return rows[0]?.v ?? 0;
    },
    /** Every record in id order, read a page at a time (see readPaged). */
    async allTranslationRecords() {
      return readPaged(
        () =>
          db
            .select({
              id: translationRecords.id,
              from: translationRecords.originText,
              to: translationRecords.optimizeText,
              type: translationRecords.translateType,
            })
            .from(translationRecords)
            .$dynamic(),
        translationRecords.id,
      );
    },
    async allPhoneticRecords() {
      return readPaged(
        () =>
          db
            .select({
              id: phoneticRecords.id,
              chinese_char: phoneticRecords.chineseChar,
              pinyin_hongkong: phoneticRecords.pinyinHongkong,
              pinyin_num: phoneticRecords.pinyinNum,
              pinyin_upper: phoneticRecords.pinyinUpper,
            })
            .from(phoneticRecords)
            .$dynamic(),
        phoneticRecords.id,
      );
    },
  };
}
