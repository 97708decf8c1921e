import type { LexiconWord } from './lexicon/format.js';
import type { Token, TokenType } from './tokens.js';
import { NO_TAGS } from './tokens.js';

const HAN = /\p{Script=Han}/u;
const NUMERAL = new Set('零〇一二两三四五六七八九十百千万亿几半');
const NUM_TAGS: ReadonlySet<string> = new Set(['num']);

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

const DIGIT = /[0-9０-９]/u;
const LETTER = /\p{L}/u;
const SPACE = /\s/u;

function charType(c: string): TokenType {
  if (HAN.test(c)) return 'han';
  if (DIGIT.test(c)) return 'num';
  if (LETTER.test(c)) return 'latin';
  if (c === '\n' || c === '\r') return 'break';
  if (SPACE.test(c)) return 'space';
  return 'punct';
}

/**
 * For each character, the length of the longest lexicon word that ends with it: the segmenter
 * looks up only lengths that can match, instead of every length up to the longest word.
 */
const longestEndingCache = new WeakMap<ReadonlyMap<string, LexiconWord>, Map<string, number>>();
function longestEnding(words: ReadonlyMap<string, LexiconWord>): Map<string, number> {
  let index = longestEndingCache.get(words);
  if (!index) {
    index = new Map();
    for (const w of words.keys()) {
      // A word ending in a surrogate pair is indexed by the pair.
      const end =
        isLowSurrogate(w.charCodeAt(w.length - 1)) && w.length >= 2 ? w.slice(-2) : w.at(-1)!;
      if ((index.get(end) ?? 0) < w.length) index.set(end, w.length);
    }
    longestEndingCache.set(words, index);
  }
  return index;
}

/**
 * Splits text into tokens. Runs of Han characters are segmented over the lexicon by dynamic
 * programming: fewest words, ties going to the longer final word (right-to-left maximum
 * matching, which resolves Chinese overlap ambiguities better than forward matching);
 * a run of numerals is one word and slightly preferred; a character the lexicon does not know
 * costs a little more, so known words win ties.
 */
export function segment(
  text: string,
  words: ReadonlyMap<string, LexiconWord>,
  maxLen: number,
): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const cp = text.codePointAt(i)!;
    const c = String.fromCodePoint(cp);
    const type = charType(c);
    let j = i + c.length;
    if (type === 'han') {
      while (j < text.length) {
        const next = String.fromCodePoint(text.codePointAt(j)!);
        if (!HAN.test(next)) break;
        j += next.length;
      }
      segmentHan(text, i, j, words, maxLen, tokens);
    } else {
      // Punctuation stays one token per character so each can close a clause.
      if (type !== 'punct' && type !== 'break') {
        while (j < text.length) {
          const next = String.fromCodePoint(text.codePointAt(j)!);
          if (charType(next) !== type) break;
          j += next.length;
        }
      }
      tokens.push({
        src: text.slice(i, j),
        a: i,
        b: j,
        type,
        tags: type === 'num' ? NUM_TAGS : NO_TAGS,
        out: null,
        rule: null,
      });
    }
    i = j;
  }
  return tokens;
}

function segmentHan(
  text: string,
  from: number,
  to: number,
  words: ReadonlyMap<string, LexiconWord>,
  maxLen: number,
  tokens: Token[],
): void {
  const n = to - from;
  const ending = longestEnding(words);
  // cost[k]: fewest words covering text[from, from+k); back[k]: length of the last word.
  const cost = new Array<number>(n + 1).fill(Infinity);
  const back = new Array<number>(n + 1).fill(0);
  cost[0] = 0;
  // Numerals (all one code unit) in a row ending at k: a run of that length or less is a number.
  let numerals = 0;
  for (let k = 1; k <= n; k++) {
    const end = from + k;
    // a single character (surrogate pairs kept whole)
    const single = isLowSurrogate(text.charCodeAt(end - 1)) && k >= 2 ? 2 : 1;
    let bestLen = single;
    const char = text.slice(end - single, end);
    numerals = NUMERAL.has(char) ? numerals + 1 : 0;
    const charWord = words.get(char);
    let best = cost[k - single]! + (charWord ? wordCost(charWord) : numerals ? 1 : 1.05);
    const longest = Math.min(maxLen, k, Math.max(ending.get(char) ?? 0, numerals));
    for (let len = 2; len <= longest; len++) {
      const start = end - len;
      const w = text.slice(start, end);
      // A longer numeral run is slightly cheaper, so 十一点 is 十一|点, not 十|一点.
      const word = words.get(w);
      const weight = word ? wordCost(word) : len <= numerals ? 1 - 0.1 * (len - 1) : 0;
      if (!weight) continue;
      const c = cost[k - len]! + weight;
      if (c < best || (c === best && len > bestLen)) {
        best = c;
        bestLen = len;
      }
    }
    cost[k] = best;
    back[k] = bestLen;
  }
  const found: Token[] = [];
  for (let k = n; k > 0; k -= back[k]!) {
    const a = from + k - back[k]!;
    const b = from + k;
    const src = text.slice(a, b);
    const word = words.get(src);
    const tags = word ? word.tags : isNumeralRun(src) ? NUM_TAGS : NO_TAGS;
    found.push({ src, a, b, type: 'han', tags, out: null, rule: null });
  }
  for (let t = found.length - 1; t >= 0; t--) tokens.push(found[t]!);
}

/** A word with a Cantonese mapping is a hair cheaper than a shared one, so on a tie the
 * segmentation the lexicon was written for wins (马上|来 over 马|上来). */
function wordCost(word: LexiconWord): number {
  return word.entries.some((e) => e.target !== null) ? 0.99 : 1;
}

function isNumeralRun(w: string): boolean {
  for (const c of w) if (!NUMERAL.has(c)) return false;
  return true;
}
