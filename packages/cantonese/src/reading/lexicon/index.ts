import { BASE_LEXICON } from './base-lexicon.js';
import { RIME_LEXICON } from './rime-lexicon.js';
import { RIME_SIMPLIFIED } from './rime-simplified.js';
import { HAND_LEXICON, SENG4_BEFORE, SURNAMES, TITLES, VERBS_BEFORE_HAA5 } from './hand-lexicon.js';
import { simplifiedToTraditionalChar, toDefaultTraditional, toSimplified } from './script-maps.js';
import { SIMPLIFIED_PHRASES } from './simplified-index.js';
import { syllable } from './syllable.js';
import { WordEntry, WordTrie } from './trie.js';
import { readWord } from '../segment.js';

// The built-in dictionary: one trie holding Traditional and Simplified keys, so no script
// conversion happens at call time. Layers, later ones winning:
//   1. to-jyutping's dictionary (words whose reading is not the characters' default, and every
//      character's readings, ranked);
//   2. Simplified aliases of every word and character (via OpenCC's character tables);
//   3. OpenCC's Simplified phrases whose Traditional form is not the default one and reads
//      otherwise than the characters (一只 → 一隻 zek3);
//   3b. the Simplified forms of rime-cantonese's words that would read unlike their Traditional
//      word (树干 as 樹幹 gon3), chosen by scripts/generate-rime-simplified.ts;
//   1b. rime-cantonese's words (CC BY 4.0) where they read a word otherwise than layer 1 would
//      (changed tones in colloquial nouns: 碟頭 tau2, 筆架 gaa2, 網袋 doi2), chosen by
//      scripts/generate-rime-lexicon.ts;
//   4. our hand-written lexicon (colloquial words, changed tones, polyphones by word).

// Segmentation costs: every word costs about 1, so the cheapest cover is the one with the fewest
// words; hand-checked words are slightly cheaper, so they win ties, and a longer hand word a little
// more so (呢 + 打電話 rather than the dictionary's 呢打 "this dozen" + 電話).
export const BASE_WORD_COST = 1;
export const HAND_WORD_COST = 0.9;
const handWordCost = (length: number) => HAND_WORD_COST - 0.01 * (length - 2);
const isHandWord = (entry: WordEntry | null) => entry !== null && entry.cost < BASE_WORD_COST;

export interface HandEntry {
  word: string;
  syllables: string[];
}

/** Parses the hand lexicon format: `word syllable syllable …` per line, `#` comments. */
export function parseHandLexicon(source: string): HandEntry[] {
  const out: HandEntry[] = [];
  for (const raw of source.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const [word, ...syllables] = line.split(/\s+/);
    out.push({ word: word!, syllables });
  }
  return out;
}

const wordEntry = (readings: string, cost: number) =>
  new WordEntry(readings.split(' ').map(syllable), cost);

const charEntry = (ranked: string[]) =>
  new WordEntry([syllable(ranked[0]!)], BASE_WORD_COST, Object.freeze(ranked));

const union = (...lists: (readonly string[] | null | undefined)[]) => [
  ...new Set(lists.flatMap((l) => l ?? [])),
];

/** Adds generated entries (`word TAB reading|reading…` per line); returns the words added. */
function addBase(trie: WordTrie, source: string): string[] {
  const words: string[] = [];
  for (const line of source.split('\n')) {
    if (!line) continue;
    const tab = line.indexOf('\t');
    const word = line.slice(0, tab);
    const length = Array.from(word).length;
    const readings = line
      .slice(tab + 1)
      .split('|')
      .filter((r) => r.split(' ').length === length);
    if (readings.length === 0) continue;
    trie.set(word, length === 1 ? charEntry(readings) : wordEntry(readings[0]!, BASE_WORD_COST));
    words.push(word);
  }
  return words;
}

function addSimplifiedAliases(trie: WordTrie, words: string[]): void {
  const traditionalOf = new Map<string, string[]>(); // simplified char → its Traditional chars
  const wordAliases = new Map<string, { entry: WordEntry; isDefault: boolean }>();
  for (const word of words) {
    const simplified = toSimplified(word);
    if (simplified === word) continue;
    if (Array.from(word).length === 1) {
      const list = traditionalOf.get(simplified) ?? [];
      list.push(word);
      traditionalOf.set(simplified, list);
      continue;
    }
    const isDefault = toDefaultTraditional(simplified) === word;
    const known = wordAliases.get(simplified);
    if (!known || (isDefault && !known.isDefault))
      wordAliases.set(simplified, { entry: trie.get(word)!, isDefault });
  }
  for (const [simplified, sources] of traditionalOf) {
    const preferred = simplifiedToTraditionalChar(simplified);
    sources.sort((a, b) => Number(b === preferred) - Number(a === preferred));
    const fromTraditional = union(...sources.map((t) => trie.get(t)?.ranked));
    const native = trie.get(simplified)?.ranked;
    // A character that is also its own Traditional form (只, 松, 面) keeps its own readings first.
    const ranked =
      preferred === simplified ? union(native, fromTraditional) : union(fromTraditional, native);
    trie.set(simplified, charEntry(ranked));
  }
  for (const [simplified, { entry }] of wordAliases)
    if (!trie.get(simplified)) trie.set(simplified, entry);
}

/** Each character's first reading, joined (what a text reads with no word to decide it). */
function characterReadings(trie: WordTrie, word: string): string {
  return Array.from(word, (c) => trie.get(c)?.syllables[0]?.jyutping ?? '?').join(' ');
}

/**
 * A phrase is added only where its Traditional form reads otherwise than the Simplified characters
 * one by one (一只 → 一隻 zek3). One that reads the same (系上 → 繫上 hai6 soeng6, 个中 → 箇中)
 * tells the reading nothing and would only steal characters from the words around it: 真系|上庭.
 */
function addPhrases(trie: WordTrie): void {
  for (const line of SIMPLIFIED_PHRASES.split('\n')) {
    const [simplified, traditional] = line.split(' ');
    const syllables = readWord(trie, traditional!);
    if (!syllables) continue;
    const reading = syllables.map((s) => s.jyutping).join(' ');
    if (trie.get(simplified!) || reading !== characterReadings(trie, simplified!))
      trie.set(simplified!, new WordEntry(syllables, BASE_WORD_COST));
  }
}

/**
 * The keys a hand entry is stored under. A word: as written, in Simplified and in default Traditional.
 * A character: as written and in Simplified, unless that form has a hand entry of its own (吓 is
 * both the Simplified 嚇 and a Cantonese character), but never a Traditional form derived from a
 * Simplified one (the ranking written for 干 "dry, do" says nothing about 幹).
 */
function handKeys(word: string, handCharacters: Set<string>): Set<string> {
  if (Array.from(word).length > 1)
    return new Set([word, toSimplified(word), toDefaultTraditional(word)]);
  const simplified = toSimplified(word);
  return new Set(
    simplified === word || handCharacters.has(simplified) ? [word] : [word, simplified],
  );
}

function addHand(trie: WordTrie, entries: HandEntry[]): void {
  const handCharacters = new Set(
    entries.filter((e) => Array.from(e.word).length === 1).map((e) => e.word),
  );
  for (const { word, syllables } of entries) {
    for (const key of handKeys(word, handCharacters)) {
      const length = Array.from(key).length;
      if (length === 1) trie.set(key, charEntry(union(syllables, trie.get(key)?.ranked)));
      else if (syllables.length === length)
        trie.set(key, new WordEntry(syllables.map(syllable), handWordCost(length)));
    }
  }
}

/** Surname + title words (曾先生), read through the dictionary built so far. */
function surnameEntries(trie: WordTrie): HandEntry[] {
  const out: HandEntry[] = [];
  for (const pair of SURNAMES.split('|')) {
    const [surname, reading] = pair.split(' ') as [string, string];
    for (const title of TITLES.split(' ')) {
      const titleReading = readWord(trie, title);
      if (titleReading)
        out.push({
          word: surname + title,
          syllables: [reading, ...titleReading.map((s) => s.jyutping)],
        });
    }
  }
  return out;
}

/**
 * Words made by a pattern: `head` read `reading` joined to each of `others` read its own default
 * way — after it (成 seng4 + 兩個 …) or, with `headLast`, before it (睇 + 下 haa5).
 */
function patternEntries(
  trie: WordTrie,
  head: string,
  reading: string,
  others: Iterable<string>,
  headLast: boolean,
): HandEntry[] {
  const out: HandEntry[] = [];
  for (const other of new Set(others)) {
    const word = headLast ? other + head : head + other;
    if (isHandWord(trie.get(word))) continue; // a hand entry already says how to read it
    const own = readWord(trie, other)?.map((s) => s.jyutping);
    if (own) out.push({ word, syllables: headLast ? [...own, reading] : [reading, ...own] });
  }
  return out;
}

/** Verb + delimitative 下/吓 haa5 (睇下 "have a look"); 成 seng4 "a whole, as much as" before amounts (成兩個鐘). */
function patternWords(trie: WordTrie): HandEntry[] {
  return [
    ...patternEntries(trie, '下', 'haa5', VERBS_BEFORE_HAA5, true),
    ...patternEntries(trie, '吓', 'haa5', VERBS_BEFORE_HAA5, true),
    ...patternEntries(trie, '成', 'seng4', SENG4_BEFORE.split(' '), false),
  ];
}

/**
 * 哩 is written for 呢 ni1 "this" in colloquial text (哩個, 哩排, 哩行): each hand word that opens with
 * the demonstrative 呢 is also a word with 哩, read the same (哩排 ni1 paai2 "lately", 哩行 ni1 hong4
 * "this trade"), unless the dictionary has that spelling already. Only hand words: to-jyutping's
 * 呢-words include readings the hand lexicon corrects (呢粒 nap1 against 粒 lap1). Returns the words
 * added.
 */
function addDemonstrativeSpelling(trie: WordTrie, words: string[]): string[] {
  const added: string[] = [];
  for (const word of words) {
    if (!word.startsWith('呢') || word.length < 2) continue;
    const entry = trie.get(word);
    const spelled = '哩' + word.slice(1);
    if (entry?.syllables[0]?.jyutping !== 'ni1' || trie.get(spelled)) continue;
    trie.set(spelled, entry);
    added.push(spelled);
  }
  return added;
}

let lexicon: WordTrie | null = null;

/** The built-in dictionary (built once, on first use). */
export function builtInLexicon(): WordTrie {
  lexicon ??= buildLexicon();
  return lexicon;
}

/**
 * Builds the dictionary; without `rime` it leaves out the rime-cantonese layer (the generator of
 * that layer compares against the rest).
 */
export function buildLexicon({
  rime = true,
  simplifiedWords = rime,
}: { rime?: boolean; simplifiedWords?: boolean } = {}): WordTrie {
  const trie = new WordTrie(1 << 16);
  const words = addBase(trie, BASE_LEXICON);
  if (rime) words.push(...addBase(trie, RIME_LEXICON));
  const hand = parseHandLexicon(HAND_LEXICON);
  addHand(trie, hand);
  hand.push(...surnameEntries(trie), ...patternWords(trie));
  addHand(trie, hand);
  const handWords = hand.map((h) => h.word);
  handWords.push(...addDemonstrativeSpelling(trie, handWords));
  addSimplifiedAliases(trie, [...words, ...handWords]);
  addPhrases(trie);
  if (simplifiedWords) addBase(trie, RIME_SIMPLIFIED);
  addHand(trie, hand);
  return trie;
}
