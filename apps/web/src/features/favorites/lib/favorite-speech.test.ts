import { describe, expect, it } from 'vitest';
import type { Favorite } from '@yuexue/contract';
import { favoriteJyutping, spokenText } from './favorite-speech';

const favorite = (over: Partial<Favorite>): Favorite => ({
  id: 1,
  source_text: '我们去吃饭',
  translated_text: '我哋去食飯',
  favorite_type: 'translation',
  phonetic_type: 'pinyin_hongkong',
  phonetic_text: '',
  pinyin_num: '',
  pinyin_upper: '',
  pinyin_hongkong: 'ngo5 dei6 heoi3 sik6 faan6',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

describe('favourite speech', () => {
  it('speaks the translation of a translation favourite, the text itself otherwise', () => {
    expect(spokenText(favorite({}))).toBe('我哋去食飯');
    expect(spokenText(favorite({ favorite_type: 'phonetic', translated_text: '' }))).toBe(
      '我们去吃饭',
    );
  });

  it('passes the saved Jyutping when it pairs with the Han characters, punctuation aside', () => {
    expect(favoriteJyutping(favorite({}))).toBe('ngo5 dei6 heoi3 sik6 faan6');
    expect(
      favoriteJyutping(
        favorite({ translated_text: '好，走啦', pinyin_hongkong: 'hou2 , zau2 laa1' }),
      ),
    ).toBe('hou2 zau2 laa1');
  });

  it('leaves the reading to the server when the syllables do not pair up', () => {
    expect(favoriteJyutping(favorite({ pinyin_hongkong: 'ngo5 dei6' }))).toBeUndefined();
    expect(favoriteJyutping(favorite({ pinyin_hongkong: '' }))).toBeUndefined();
    expect(
      favoriteJyutping(favorite({ translated_text: 'OK', pinyin_hongkong: '' })),
    ).toBeUndefined();
  });
});
