import { useMutation } from '@tanstack/react-query';
import {
  favoriteAddResponse,
  type FavoriteAddBody,
  type PhoneticSystemName,
} from '@yuexue/contract';
import { apiPost } from '../../../lib/api-client';
import type { PhoneticResults, ToolResult } from './run-tool';

/** POST /favorites/add (public-site §7 Favourites); `message` when it was saved already (nothing added). */
export const addFavorite = async (body: FavoriteAddBody) =>
  favoriteAddResponse.parse(await apiPost<unknown>('/favorites/add', body));

/** What makes two favourites the same thing (the server keeps one of each). */
export const favoriteIdentity = (b: FavoriteAddBody) =>
  JSON.stringify([b.favorite_type, b.source_text, b.translated_text ?? '', b.phonetic_type]);

export function useAddFavorite() {
  return useMutation({ mutationFn: addFavorite });
}

/** A favourite of the whole result: a translation favourite after Translate, a phonetic one after Annotate. */
export function resultFavorite(result: ToolResult, system: PhoneticSystemName): FavoriteAddBody {
  const p = result.phonetics;
  return {
    source_text: result.source,
    translated_text: result.kind === 'translate' ? result.output : '',
    favorite_type: result.kind === 'translate' ? 'translation' : 'phonetic',
    phonetic_type: system,
    phonetic_text: p[system].text,
    pinyin_num: p.pinyin_num.text,
    pinyin_upper: p.pinyin_upper.text,
    pinyin_hongkong: p.pinyin_hongkong.text,
  };
}

const readingsOf = (p: PhoneticResults, system: PhoneticSystemName, indexes: number[]) =>
  indexes
    .map((i) => p[system].segments[i]?.phonetic ?? '')
    .filter(Boolean)
    .join(' ');

/** A favourite of the characters selected in the annotated output (partial-selection favourite): a phonetic favourite. */
export function selectionFavorite(
  result: ToolResult,
  system: PhoneticSystemName,
  indexes: number[],
): FavoriteAddBody {
  const p = result.phonetics;
  return {
    source_text: indexes.map((i) => p[system].segments[i]?.character ?? '').join(''),
    translated_text: '',
    favorite_type: 'phonetic',
    phonetic_type: system,
    phonetic_text: readingsOf(p, system, indexes),
    pinyin_num: readingsOf(p, 'pinyin_num', indexes),
    pinyin_upper: readingsOf(p, 'pinyin_upper', indexes),
    pinyin_hongkong: readingsOf(p, 'pinyin_hongkong', indexes),
  };
}
