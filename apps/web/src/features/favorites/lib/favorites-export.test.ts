import type { Favorite } from '@yuexue/contract';
import { describe, expect, it } from 'vitest';
import { favoritesAnki, favoritesCsv, filterFavorites } from './favorites-export';

const fav = (over: Partial<Favorite>): Favorite => ({
  id: 1,
  source_text: '你好',
  translated_text: '你好',
  favorite_type: 'translation',
  phonetic_type: 'pinyin_num',
  phonetic_text: 'nei5 hou2',
  pinyin_num: 'nei5 hou2',
  pinyin_upper: 'nei⁵ hou²',
  pinyin_hongkong: 'nei5 hou2',
  created_at: '2026-03-01T04:05:00.000Z',
  updated_at: '2026-03-01T04:05:00.000Z',
  ...over,
});

describe('filterFavorites', () => {
  const rows = [
    fav({
      id: 1,
      source_text: '我们去吃饭',
      translated_text: '我哋去食飯',
      phonetic_text: 'ngo5 dei6 heoi3 sik6 faan6',
    }),
    fav({
      id: 2,
      source_text: '谢谢',
      translated_text: '唔該',
      phonetic_text: 'm4 goi1',
      pinyin_hongkong: 'm4 goi1',
    }),
  ];

  it('matches source, translation and any reading, ignoring case and outer space', () => {
    expect(filterFavorites(rows, '吃饭').map((f) => f.id)).toEqual([1]);
    expect(filterFavorites(rows, '唔該').map((f) => f.id)).toEqual([2]);
    expect(filterFavorites(rows, ' GOI1 ').map((f) => f.id)).toEqual([2]);
    expect(filterFavorites(rows, '   ')).toBe(rows);
    expect(filterFavorites(rows, '不存在')).toEqual([]);
  });
});

describe('favoritesCsv', () => {
  it('starts with a BOM, has a header and one CRLF line per favourite', () => {
    const csv = favoritesCsv([fav({})]);
    expect(csv.startsWith('\uFEFF收藏类型,原文,翻译结果,注音类型,注音结果,')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^翻译,你好,你好,广州话拼音（数字声调）,nei5 hou2,nei5 hou2,nei5 hou2,nei⁵ hou²,2026-03-01 \d\d:05$/,
    );
    expect(lines[2]).toBe('');
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    const line = favoritesCsv([
      fav({ source_text: '他说:"好,\n走"', translated_text: '=HYPERLINK("x")' }),
    ]).split('\r\n')[1]!;
    expect(line.startsWith('翻译,"他说:""好,\n走""","\'=HYPERLINK(""x"")",')).toBe(true);
  });
});

describe('favoritesAnki', () => {
  it('writes Anki file headers and one tab-separated card per favourite', () => {
    const text = favoritesAnki([
      fav({
        source_text: '吃饭',
        translated_text: '食飯',
        phonetic_text: 'sik6 faan6',
        pinyin_hongkong: 'sik6 faan6',
      }),
      fav({
        favorite_type: 'phonetic',
        source_text: '行',
        translated_text: '',
        phonetic_type: 'pinyin_hongkong',
        phonetic_text: 'hang4',
      }),
    ]);
    expect(text.split('\n')).toEqual([
      '#separator:tab',
      '#html:true',
      '吃饭<br>食飯\tsik6 faan6<br>粤拼：sik6 faan6',
      '行\thang4',
      '',
    ]);
  });

  it('escapes HTML, turns line breaks into <br> and keeps tabs out of fields', () => {
    const card = favoritesAnki([
      fav({
        favorite_type: 'phonetic',
        translated_text: '',
        source_text: '<b>a\tb</b>\nc & d',
        phonetic_type: 'pinyin_hongkong',
        phonetic_text: 'x',
      }),
    ]).split('\n')[2];
    expect(card).toBe('&lt;b&gt;a b&lt;/b&gt;<br>c &amp; d\tx');
  });
});
