import { type PhoneticFields, type TranslateType, MSG } from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { isUniqueViolation } from '../auth/repo.js';
import { checkPhoneticRecord } from './phonetic-rules.js';
import {
  createDatabaseRepo,
  toPhoneticRecord,
  toTranslationRecord,
  type Page,
  type TranslationValues,
} from './repo.js';

const M = MSG.database;

/**
 * Duplicate rule (docs/decisions.md): one translation record per (translate_type, origin_text) and
 * one phonetic record per chinese_char. Adding or renaming onto an existing key is refused with the
 * id of the record to edit instead; the unique indexes settle races between two admins.
 */
export function createDatabaseService(db: Db) {
  const repo = createDatabaseRepo(db);

  async function uniquely<T>(
    write: () => Promise<T>,
    existing: () => Promise<{ id: number } | undefined>,
    message: (id: number) => string,
  ) {
    try {
      return await write();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      throw conflict(message((await existing())?.id ?? 0));
    }
  }

  async function refuseTranslationDuplicate(v: TranslationValues, selfId?: number) {
    const other = await repo.translationByKey(v.translate_type, v.origin_text);
    if (other && other.id !== selfId) throw conflict(M.translationExists(other.id));
  }

  function phonetic(fields: PhoneticFields) {
    const checked = checkPhoneticRecord(fields);
    if ('error' in checked) throw badRequest(checked.error);
    return checked;
  }

  async function refusePhoneticDuplicate(text: string, selfId?: number) {
    const other = await repo.phoneticByChar(text);
    if (other && other.id !== selfId) throw conflict(M.phoneticExists(other.id));
  }

  return {
    repo,
    async listTranslations(q: Page & { type?: TranslateType }) {
      const { data, total } = await repo.listTranslations(q);
      return { data: data.map(toTranslationRecord), total };
    },
    async addTranslation(v: TranslationValues, username: string) {
      await refuseTranslationDuplicate(v);
      const row = await uniquely(
        () => repo.insertTranslation(v, username),
        () => repo.translationByKey(v.translate_type, v.origin_text),
        M.translationExists,
      );
      return toTranslationRecord(row);
    },
    async updateTranslation(id: number, v: TranslationValues) {
      if (!(await repo.translationById(id))) throw notFound(M.recordNotFound);
      await refuseTranslationDuplicate(v, id);
      const row = await uniquely(
        () => repo.updateTranslation(id, v),
        () => repo.translationByKey(v.translate_type, v.origin_text),
        M.translationExists,
      );
      if (!row) throw notFound(M.recordNotFound);
      return toTranslationRecord(row);
    },
    async deleteTranslation(id: number, type: TranslateType) {
      if (!(await repo.deleteTranslation(id, type))) throw notFound(M.recordNotFound);
    },

    async listPhonetics(q: Page) {
      const { data, total } = await repo.listPhonetics(q);
      return { data: data.map(toPhoneticRecord), total };
    },
    async addPhonetic(fields: PhoneticFields, username: string) {
      const v = phonetic(fields);
      await refusePhoneticDuplicate(v.chinese_char);
      const row = await uniquely(
        () => repo.insertPhonetic(v, username),
        () => repo.phoneticByChar(v.chinese_char),
        M.phoneticExists,
      );
      return toPhoneticRecord(row);
    },
    async updatePhonetic(id: number, fields: PhoneticFields) {
      const v = phonetic(fields);
      if (!(await repo.phoneticById(id))) throw notFound(M.recordNotFound);
      await refusePhoneticDuplicate(v.chinese_char, id);
      const row = await uniquely(
        () => repo.updatePhonetic(id, v),
        () => repo.phoneticByChar(v.chinese_char),
        M.phoneticExists,
      );
      if (!row) throw notFound(M.recordNotFound);
      return toPhoneticRecord(row);
    },
    async deletePhonetic(id: number) {
      if (!(await repo.deletePhonetic(id))) throw notFound(M.recordNotFound);
    },
  };
}
export type DatabaseService = ReturnType<typeof createDatabaseService>;
