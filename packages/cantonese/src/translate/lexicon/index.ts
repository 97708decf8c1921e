import type { LexiconWord } from './format.js';
import { addLexiconTable } from './format.js';
import { ADJECTIVES } from './adjectives.js';
import { ADVERBS } from './adverbs.js';
import { FIXED_WORDS } from './fixed-words.js';
import { FUNCTION_WORDS } from './function-words.js';
import { EVERYDAY } from './everyday.js';
import { NOUNS } from './nouns.js';
import { PHRASES } from './phrases.js';
import { SHARED_ADJECTIVES, SHARED_NOUNS, SHARED_VERBS } from './shared.js';
import { MEASURE_WORDS, TIME_WORDS } from './time-measure.js';
import { VERBS } from './verbs.js';

export type { LexiconWord } from './format.js';

/** Every lexicon table with the category its changes are reported under. */
export const LEXICON_TABLES: ReadonlyArray<readonly [category: string, table: string]> = [
  // fixed words first: their lines win over a later table's line for the same word
  ['fixed', FIXED_WORDS],
  ['phrase', PHRASES],
  ['function', FUNCTION_WORDS],
  ['verb', VERBS],
  ['adjective', ADJECTIVES],
  ['adverb', ADVERBS],
  ['noun', NOUNS],
  ['time', TIME_WORDS],
  ['measure', MEASURE_WORDS],
  ['everyday', EVERYDAY],
  // last: a shared word only adds its word class to a mapping listed above
  ['shared', SHARED_VERBS],
  ['shared', SHARED_ADJECTIVES],
  ['shared', SHARED_NOUNS],
];

export interface Lexicon {
  words: Map<string, LexiconWord>;
  maxLen: number;
}

export function buildLexicon(): Lexicon {
  const words = new Map<string, LexiconWord>();
  for (const [category, table] of LEXICON_TABLES) addLexiconTable(words, category, table);
  let maxLen = 1;
  for (const w of words.keys()) maxLen = Math.max(maxLen, w.length);
  return { words, maxLen };
}
