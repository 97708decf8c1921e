import type { Favorite } from '@yuexue/contract';

const HAN = /\p{Script=Han}/gu;
const SYLLABLE = /\b[a-z]+[1-6]\b/g;

/** What 播放 reads aloud: the Cantonese translation, or the annotated text itself. */
export const spokenText = (f: Favorite) =>
  f.favorite_type === 'translation' && f.translated_text ? f.translated_text : f.source_text;

/**
 * The saved Jyutping of the spoken text, so the voice reads what the favourite shows (one syllable
 * per Han character); undefined when they do not pair up and the server reads the text itself.
 */
export function favoriteJyutping(f: Favorite): string | undefined {
  const syllables = f.pinyin_hongkong.match(SYLLABLE) ?? [];
  const han = spokenText(f).match(HAN)?.length ?? 0;
  return han > 0 && syllables.length === han ? syllables.join(' ') : undefined;
}
