import {
  FAVORITE_LIMITS,
  favoriteProblem,
  MSG,
  type AdminFavorite,
  type AdminFavoriteBody,
  type Favorite,
  type FavoriteAddBody,
  type FavoriteType,
  type FavoriteUpdateBody,
  type PhoneticType,
} from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import type { FavoriteStudyHooks } from '../study/favorite-hooks.js';
import {
  createFavoriteRepo,
  type FavoriteCursor,
  type FavoriteRow,
  type FavoriteValues,
} from './repo.js';

const F = MSG.favorites;

export function toFavorite(r: FavoriteRow): Favorite {
  return {
    id: r.id,
    source_text: r.sourceText,
    translated_text: r.translatedText,
    favorite_type: r.favoriteType as FavoriteType,
    phonetic_type: r.phoneticType as PhoneticType,
    phonetic_text: r.phoneticText,
    pinyin_num: r.pinyinNum,
    pinyin_upper: r.pinyinUpper,
    pinyin_hongkong: r.pinyinHongkong,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
const toAdminFavorite = (r: { favorite: FavoriteRow; username: string | null }): AdminFavorite => ({
  ...toFavorite(r.favorite),
  user_id: r.favorite.userId,
  username: r.username,
});

/** The columns a body sets; undefined fields stay as they are. */
function columns(b: Partial<FavoriteAddBody>): FavoriteValues {
  const v: FavoriteValues = {
    sourceText: b.source_text,
    translatedText: b.translated_text,
    favoriteType: b.favorite_type,
    phoneticType: b.phonetic_type,
    phoneticText: b.phonetic_text,
    pinyinNum: b.pinyin_num,
    pinyinUpper: b.pinyin_upper,
    pinyinHongkong: b.pinyin_hongkong,
  };
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined));
}

/** `study` keeps each favourite's study card in step (issue 25); absent, favourites stand alone. */
export function createFavoriteService(db: Db, study?: FavoriteStudyHooks) {
  const repo = createFavoriteRepo(db);
  const mine = async (userId: number, id: number) => {
    const row = await repo.find(userId, id);
    if (!row) throw notFound(F.notFound);
    return row;
  };

  return {
    page: async (userId: number, page: number, size: number) => {
      const { rows, total } = await repo.page(userId, page, size);
      return { data: rows.map(toFavorite), total };
    },
    /**
     * The unpaged lists (all, by-type) as the envelope's JSON, written a batch at a time: neither
     * memory nor one JSON.stringify grows with the list, and the event loop runs between batches.
     */
    async *allJson(userId: number, type?: FavoriteType): AsyncGenerator<string> {
      yield '{"status":true,"data":[';
      let before: FavoriteCursor | undefined;
      let first = true;
      for (;;) {
        const batch = await repo.batchAfter(userId, FAVORITE_LIMITS.streamBatch, type, before);
        if (batch.length === 0) break;
        const json = JSON.stringify(batch.map(toFavorite)).slice(1, -1);
        yield first ? json : `,${json}`;
        first = false;
        before = batch.at(-1)!.cursor;
        if (batch.length < FAVORITE_LIMITS.streamBatch) break;
      }
      yield ']}';
    },
    load: async (userId: number, id: number) => toFavorite(await mine(userId, id)),
    /** `created` is false when the user had saved the same thing already (that favourite is returned). */
    async add(
      userId: number,
      body: FavoriteAddBody,
    ): Promise<{ favorite: Favorite; created: boolean }> {
      const { row, created } = await repo.insertUnlessSaved(
        userId,
        { ...columns(body), sourceText: body.source_text },
        FAVORITE_LIMITS.perUser,
      );
      if (!row) throw badRequest(F.limitReached(FAVORITE_LIMITS.perUser));
      const favorite = toFavorite(row);
      if (created) await study?.saved(userId, favorite);
      return { favorite, created };
    },
    async update(userId: number, id: number, body: FavoriteUpdateBody): Promise<Favorite> {
      const current = toFavorite(await mine(userId, id));
      const problem = favoriteProblem({
        ...current,
        ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)),
      });
      if (problem) throw badRequest(problem);
      const row = await repo.update(userId, id, columns(body));
      if (!row) throw notFound(F.notFound);
      await study?.edited(toFavorite(row));
      return toFavorite(row);
    },
    async remove(userId: number, id: number) {
      await study?.removed(userId, id);
      if (!(await repo.remove(userId, id))) throw notFound(F.notFound);
    },

    async adminPage(page: number, size: number, search?: string) {
      const { rows, total } = await repo.adminPage(page, size, search);
      return { data: rows.map(toAdminFavorite), total };
    },
    /** Staff-added favourites belong to no user (shown as 'system'). */
    async adminAdd(body: AdminFavoriteBody): Promise<AdminFavorite> {
      const row = await repo.insert(null, {
        ...columns(body),
        sourceText: body.source_text,
        favoriteType: 'translation',
      });
      return toAdminFavorite({ favorite: row, username: null });
    },
    async adminUpdate(id: number, body: AdminFavoriteBody): Promise<AdminFavorite> {
      if (!(await repo.adminUpdate(id, columns(body)))) throw notFound(F.notFound);
      const updated = toAdminFavorite((await repo.adminFind(id))!);
      await study?.edited(updated);
      return updated;
    },
    async adminRemove(id: number) {
      await study?.removed(null, id);
      if (!(await repo.adminRemove(id))) throw notFound(F.notFound);
    },
  };
}
