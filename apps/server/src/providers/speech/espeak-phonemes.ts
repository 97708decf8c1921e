import { syllableParts } from './syllable-parts.js';
import type { ReadingSegment } from './types.js';

/*
 * espeak-ng's Cantonese phoneme table (phsource "yue", read from the compiled phontab of
 * espeak-ng 1.51) names its phonemes almost like Jyutping: consonants b p m f d t n l g k h w
 * z c s j gw kw and N (= initial ng); the vowels below, which include the diphthongs and the
 * -ng rhymes as single phonemes; tones 1–6 as tone phonemes written right after the vowel.
 * Its own dictionary writes 人 jan4 as "ja4n" and 香 hoeng1 as "hoeng1", and so do we.
 */
const ESPEAK_VOWELS = new Set([
  'a',
  'e',
  'i',
  'o',
  'u',
  'aa',
  'oe',
  'eo',
  'yu',
  'aai',
  'aau',
  'ai',
  'au',
  'ei',
  'eu',
  'iu',
  'oi',
  'ou',
  'ui',
  'eoi',
  'aang',
  'ang',
  'eng',
  'ing',
  'oeng',
  'ong',
  'ung',
  'ng',
]);
const CONSONANT_FOR_CODA: Record<string, string> = {
  m: 'm',
  n: 'n',
  p: 'p',
  t: 't',
  k: 'k',
  ng: 'N',
  i: 'j',
  u: 'w',
};

/**
 * espeak splits input longer than a few hundred characters into clauses by itself, and a split
 * inside "[[...]]" makes it read the rest as text. We cut clauses ourselves, at the text's
 * punctuation and after at most this many syllables.
 */
export const ESPEAK_MAX_CLAUSE = 40;

/** One Jyutping syllable in espeak-ng's yue phoneme notation; throws on a malformed syllable. */
export function jyutpingToEspeak(syllable: string): string {
  const s = syllableParts(syllable);
  if (!s) throw new Error(`not a Jyutping syllable: ${JSON.stringify(syllable)}`);
  const initial = s.initial === 'ng' ? 'N' : s.initial;
  // Syllabic m (唔 m4) has no toned phoneme in espeak's table; espeak's own dictionary reads it
  // with the syllabic nasal "ng", and so do we.
  if (s.nucleus === 'm' || s.nucleus === 'ng') return `${initial}ng${s.tone}`;
  const whole = s.nucleus + s.coda;
  if (ESPEAK_VOWELS.has(whole)) return `${initial}${whole}${s.tone}`;
  return `${initial}${s.nucleus}${s.tone}${CONSONANT_FOR_CODA[s.coda] ?? ''}`;
}

/** Back from espeak's notation to Jyutping (syllabic nasals come back as ng). */
export function espeakToJyutping(phonemes: string): string {
  const m = /^(gw|kw|[bpmfdtnlgkhwzcsjN])?([a-z]+?)([1-6])([mnptkNjw]?)$/.exec(phonemes);
  if (!m) throw new Error(`not an espeak yue syllable: ${JSON.stringify(phonemes)}`);
  const [, initial = '', vowel = '', tone = '', coda = ''] = m;
  const codaBack: Record<string, string> = { N: 'ng', j: 'i', w: 'u' };
  return `${initial === 'N' ? 'ng' : initial}${vowel}${codaBack[coda] ?? coda}${tone}`;
}

const PUNCTUATION = /[\p{P}\p{S}\s]/u;

/**
 * The phoneme words espeak is given for a request, one per syllable, in clauses: a clause ends
 * at punctuation in the text, or after ESPEAK_MAX_CLAUSE syllables.
 */
export function espeakClauses(segments: readonly ReadingSegment[]): string[][] {
  const clauses: string[][] = [[]];
  for (const { character, phonetic } of segments) {
    const syllables = phonetic.split(/\s+/).filter(Boolean);
    for (const syllable of syllables) {
      if (clauses.at(-1)!.length >= ESPEAK_MAX_CLAUSE) clauses.push([]);
      clauses.at(-1)!.push(jyutpingToEspeak(syllable));
    }
    if (syllables.length === 0 && PUNCTUATION.test(character) && clauses.at(-1)!.length > 0)
      clauses.push([]);
  }
  return clauses.filter((c) => c.length > 0);
}

/** "[[nei5 hou2]], [[ngo5 hai6]]": phoneme clauses joined by commas, which espeak reads as pauses. */
export const espeakPhonemeInput = (clauses: readonly (readonly string[])[]): string =>
  clauses.map((words) => `[[${words.join(' ')}]]`).join(', ');

/**
 * The syllables espeak reports (`-x`) it actually spoke, in our notation: stress marks and
 * pauses dropped. espeak prints the syllabic nasal "ng" as "N" in some tones.
 */
export function parseEspeakTrace(trace: string): string[] {
  return trace
    .replace(/[',]/g, '')
    .split(/\s+/)
    .map((w) => w.replace(/_\|?$/, ''))
    .filter((w) => w !== '' && !w.startsWith('_'))
    .map((w) => w.replace(/^(h?)N([1-6])$/, '$1ng$2'));
}
