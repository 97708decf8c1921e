import { and, count, desc, eq, ilike, max, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PhoneticRecord, TranslateType, TranslationRecord } from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { phoneticRecords, translationRecords } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/search.js';
import { bumpLanguageVersion } from '../language/repo.js';
import type { PhoneticReadings } from './phonetic-rules.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type TranslationRow = typeof translationRecords.$inferSelect;
type PhoneticRow = typeof phoneticRecords.$inferSelect;

export const toTranslationRecord = (r: TranslationRow): TranslationRecord => ({
  id: r.id,
  origin_text: r.originText,
  optimize_text: r.optimizeText,
  translate_type: r.translateType as TranslateType,
  username: r.username,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export const toPhoneticRecord = (r: PhoneticRow): PhoneticRecord => ({
  id: r.id,
  chinese_char: r.chineseChar,
  pinyin_num: r.pinyinNum,
  pinyin_upper: r.pinyinUpper,
  pinyin_hongkong: r.pinyinHongkong,
  username: r.username,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export interface Page {
  page: number;
  size: number;
  search: string;
}

export interface TranslationValues {
  origin_text: string;
  optimize_text: string;
  translate_type: TranslateType;
}

export interface BulkOutcome {
  inserted: number;
  updated: number;
}

async function paged<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>) {
  const [data, [counted]] = await Promise.all([rows, total]);
  return { data, total: counted?.n ?? 0 };
}

/** Consecutive ranges of `span` ids, up to the largest id there is now, as conditions on `id`. */
async function* idWindows(
  db: Db,
  table: PgTable,
  id: AnyPgColumn,
  span: number,
): AsyncGenerator<SQL> {
  const [top] = await db.select({ last: max(id) }).from(table);
  const last = Number(top?.last ?? 0);
  for (let after = 0; after < last; after += span)
    yield sql`${id} > ${after} AND ${id} <= ${after + span}`;
}

/**
 * The only code that writes translation and phonetic records. Every write bumps the language
 * data version in the same transaction, so every API instance reloads the engine on its next request.
 */
export function createDatabaseRepo(db: Db) {
  return {
    async listTranslations(q: Page & { type?: TranslateType }) {
      const where: SQL[] = [];
      if (q.type) where.push(eq(translationRecords.translateType, q.type));
      if (q.search) {
        const p = containsPattern(q.search);
        where.push(
          or(ilike(translationRecords.originText, p), ilike(translationRecords.optimizeText, p))!,
        );
      }
      const cond = and(...where);
      return paged(
        db
          .select()
          .from(translationRecords)
          .where(cond)
          .orderBy(desc(translationRecords.id))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db.select({ n: count() }).from(translationRecords).where(cond),
      );
    },
    async translationById(id: number) {
      return (await db.select().from(translationRecords).where(eq(translationRecords.id, id)))[0];
    },
    async translationByKey(type: TranslateType, origin: string) {
      const rows = await db
        .select({ id: translationRecords.id })
        .from(translationRecords)
        .where(
          and(
            eq(translationRecords.translateType, type),
            eq(translationRecords.originText, origin),
          ),
        );
      return rows[0];
    },
    async insertTranslation(v: TranslationValues, username: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(translationRecords)
          .values({
            originText: v.origin_text,
            optimizeText: v.optimize_text,
            translateType: v.translate_type,
            username,
          })
          .returning();
        await bumpLanguageVersion(tx);
        return row!;
      });
    },
    async updateTranslation(id: number, v: TranslationValues) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(translationRecords)
          .set({
            originText: v.origin_text,
            optimizeText: v.optimize_text,
            translateType: v.translate_type,
            updatedAt: sql`now()`,
          })
          .where(eq(translationRecords.id, id))
          .returning();
        if (row) await bumpLanguageVersion(tx);
        return row;
      });
    },
    async deleteTranslation(id: number, type: TranslateType) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(translationRecords)
          .where(and(eq(translationRecords.id, id), eq(translationRecords.translateType, type)))
          .returning({ id: translationRecords.id });
        if (rows.length) await bumpLanguageVersion(tx);
        return rows.length > 0;
      });
    },

    async listPhonetics(q: Page) {
      let cond: SQL | undefined;
      if (q.search) {
        const p = containsPattern(q.search);
        cond = or(
          ilike(phoneticRecords.chineseChar, p),
          ilike(phoneticRecords.pinyinHongkong, p),
          ilike(phoneticRecords.pinyinNum, p),
          ilike(phoneticRecords.pinyinUpper, p),
        );
      }
      return paged(
        db
          .select()
          .from(phoneticRecords)
          .where(cond)
          .orderBy(desc(phoneticRecords.id))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db.select({ n: count() }).from(phoneticRecords).where(cond),
      );
    },
    async phoneticById(id: number) {
      return (await db.select().from(phoneticRecords).where(eq(phoneticRecords.id, id)))[0];
    },
    async phoneticByChar(text: string) {
      return (
        await db
          .select({ id: phoneticRecords.id })
          .from(phoneticRecords)
          .where(eq(phoneticRecords.chineseChar, text))
      )[0];
    },
    async insertPhonetic(v: PhoneticReadings, username: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(phoneticRecords)
          .values({
            chineseChar: v.chinese_char,
            pinyinHongkong: v.pinyin_hongkong,
            pinyinNum: v.pinyin_num,
            pinyinUpper: v.pinyin_upper,
            username,
          })
          .returning();
        await bumpLanguageVersion(tx);
        return row!;
      });
    },
    async updatePhonetic(id: number, v: PhoneticReadings) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(phoneticRecords)
          .set({
            chineseChar: v.chinese_char,
            pinyinHongkong: v.pinyin_hongkong,
            pinyinNum: v.pinyin_num,
            pinyinUpper: v.pinyin_upper,
            updatedAt: sql`now()`,
          })
          .where(eq(phoneticRecords.id, id))
          .returning();
        if (row) await bumpLanguageVersion(tx);
        return row;
      });
    },
    async deletePhonetic(id: number) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(phoneticRecords)
          .where(eq(phoneticRecords.id, id))
          .returning({ id: phoneticRecords.id });
        if (rows.length) await bumpLanguageVersion(tx);
        return rows.length > 0;
      });
    },

    /**
     * Every record of a kind, oldest first, in pages (export): each page is the records among the
     * next `span` ids, so one read touches at most `span` rows of the primary key whatever the
     * planner believes. (`id > last ORDER BY id LIMIT n` let it, on statistics PGlite never
     * refreshes, read and sort every remaining record of the kind for each page.) Records added
     * after the walk starts are left out.
     */
    async *allTranslations(type: TranslateType, span = 5000) {
      for await (const ids of idWindows(db, translationRecords, translationRecords.id, span)) {
        const rows = await db
          .select()
          .from(translationRecords)
          .where(and(eq(translationRecords.translateType, type), ids))
          .orderBy(translationRecords.id);
        if (rows.length) yield rows.map(toTranslationRecord);
      }
    },
    async *allPhonetics(span = 5000) {
      for await (const ids of idWindows(db, phoneticRecords, phoneticRecords.id, span)) {
        const rows = await db.select().from(phoneticRecords).where(ids).orderBy(phoneticRecords.id);
        if (rows.length) yield rows.map(toPhoneticRecord);
      }
    },
  };
}
export type DatabaseRepo = ReturnType<typeof createDatabaseRepo>;

export interface BulkWriter {
  translations(rows: readonly TranslationValues[], username: string): Promise<BulkOutcome>;
  phonetics(rows: readonly PhoneticReadings[], username: string): Promise<BulkOutcome>;
}

/** Counts from a raw statement: both drivers answer with `rows`. */
async function counted(tx: Db | Tx, query: SQL): Promise<BulkOutcome> {
  const result = (await tx.execute(query)) as unknown as {
    rows: { inserted: number; changed: number }[];
  };
  const row = result.rows[0];
  return {
    inserted: Number(row?.inserted ?? 0),
    updated: Number(row?.changed ?? 0) - Number(row?.inserted ?? 0),
  };
}

/** A JS array as ONE array parameter (drizzle would otherwise expand it into one parameter per item). */
const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/**
 * Multi-row upserts: each column travels as one text[] parameter read back with unnest() (no
 * parameter-count ceiling, same SQL on PGlite and PostgreSQL, cheaper than a JSON document). An
 * existing record is updated only when a value differs, keeping its creator; the statement counts
 * the rows it changed, `xmax = 0` marking the new ones, instead of returning one row per record.
 * `alongside` (`name AS (…), …`) puts the caller's own data-modifying CTEs in the same statement:
 * they see the records as they were before it, and commit or fail with it.
 */
export function bulkWriter(tx: Db | Tx, alongside?: SQL): BulkWriter {
  const withClause = alongside ? sql`WITH ${alongside}, ` : sql`WITH `;
  return {
    async translations(rows, username) {
      if (rows.length === 0) return { inserted: 0, updated: 0 };
      return counted(
        tx,
        sql`${withClause}written AS (
          INSERT INTO translation_records (origin_text, optimize_text, translate_type, username)
          SELECT x.o, x.p, x.t, ${username}
            FROM unnest(${textArray(rows.map((r) => r.origin_text))}, ${textArray(rows.map((r) => r.optimize_text))}, ${textArray(rows.map((r) => r.translate_type))}) AS x(o, p, t)
          ON CONFLICT (translate_type, origin_text) DO UPDATE
            SET optimize_text = excluded.optimize_text, updated_at = now()
            WHERE translation_records.optimize_text IS DISTINCT FROM excluded.optimize_text
          RETURNING (xmax = 0) AS inserted)
        SELECT (count(*) FILTER (WHERE inserted))::int AS inserted, count(*)::int AS changed FROM written`,
      );
    },
    async phonetics(rows, username) {
      if (rows.length === 0) return { inserted: 0, updated: 0 };
      return counted(
        tx,
        sql`${withClause}written AS (
          INSERT INTO phonetic_records (chinese_char, pinyin_hongkong, pinyin_num, pinyin_upper, username)
          SELECT x.c, x.h, x.n, x.u, ${username}
            FROM unnest(${textArray(rows.map((r) => r.chinese_char))}, ${textArray(rows.map((r) => r.pinyin_hongkong))},
                        ${textArray(rows.map((r) => r.pinyin_num))}, ${textArray(rows.map((r) => r.pinyin_upper))}) AS x(c, h, n, u)
          ON CONFLICT (chinese_char) DO UPDATE
            SET pinyin_hongkong = excluded.pinyin_hongkong, pinyin_num = excluded.pinyin_num, pinyin_upper = excluded.pinyin_upper, updated_at = now()
            WHERE (phonetic_records.pinyin_hongkong, phonetic_records.pinyin_num, phonetic_records.pinyin_upper)
              IS DISTINCT FROM (excluded.pinyin_hongkong, excluded.pinyin_num, excluded.pinyin_upper)
          RETURNING (xmax = 0) AS inserted)
        SELECT (count(*) FILTER (WHERE inserted))::int AS inserted, count(*)::int AS changed FROM written`,
      );
    },
  };
}
