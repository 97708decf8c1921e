import type { LexiconWord } from './lexicon/format.js';
import type { MandarinTrie } from './mandarin/index.js';
import { MANDARIN_TAGS } from './mandarin/index.js';
import type { Token, TokenType } from './tokens.js';
import { NO_TAGS } from './tokens.js';

const HAN = /\p{Script=Han}/u;
/** The numerals, flagged by UTF-16 code (each is one code unit). */
const NUMERAL = new Uint8Array(0x10000);
for (const c of '零〇一二两三四五六七八九十百千万亿几半') NUMERAL[c.charCodeAt(0)] = 1;
const NUM_TAGS: ReadonlySet<string> = new Set(['num']);

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

const DIGIT = /[0-9０-９]/u;
const LETTER = /\p{L}/u;
const SPACE = /\s/u;

function charTypeOf(c: string): TokenType {
  if (HAN.test(c)) return 'han';
  if (DIGIT.test(c)) return 'num';
  if (LETTER.test(c)) return 'latin';
  if (c === '\n' || c === '\r') return 'break';
  if (SPACE.test(c)) return 'space';
  return 'punct';
}

/**
 * Each BMP character's type as it is first met (1 + its index in TYPES, 0 while unknown), so the
 * Unicode property tests run once per character; the rarer astral characters are tested every time.
 */
const TYPES: readonly TokenType[] = ['han', 'num', 'latin', 'break', 'space', 'punct'];
const bmpTypes = new Uint8Array(0x10000);
function charType(cp: number): TokenType {
  if (cp > 0xffff) return charTypeOf(String.fromCodePoint(cp));
  let known = bmpTypes[cp]!;
  if (known === 0) bmpTypes[cp] = known = TYPES.indexOf(charTypeOf(String.fromCharCode(cp))) + 1;
  return TYPES[known - 1]!;
}

/** UTF-16 length of a code point. */
const width = (cp: number) => (cp > 0xffff ? 2 : 1);

/**
 * The lexicon's words read backwards, one UTF-16 code unit per step: walking it from a position
 * towards the start of the text meets every word that ends there, without cutting out and hashing
 * a substring for each length tried (most of the segmenter's time when it did). `cost` is the
 * word's cost (see wordCost), 0 where no word ends; `word` is that word. The first step, taken for
 * every character of every text, is an array read by code unit rather than a lookup in a map of
 * thousands of characters.
 */
interface EndingNode {
  cost: number;
  word: LexiconWord | undefined;
  next: Map<number, EndingNode> | null;
}
interface EndingTrie {
  first: Array<EndingNode | undefined>;
}
const endingTrieCache = new WeakMap<ReadonlyMap<string, LexiconWord>, EndingTrie>();
function endingTrie(words: ReadonlyMap<string, LexiconWord>): EndingTrie {
  let trie = endingTrieCache.get(words);
  if (!trie) {
    trie = { first: new Array<EndingNode | undefined>(0x10000).fill(undefined) };
    for (const [w, word] of words) {
      if (w.length === 0) continue;
      const last = w.charCodeAt(w.length - 1);
      let node = (trie.first[last] ??= { cost: 0, word: undefined, next: null });
      for (let i = w.length - 2; i >= 0; i--) {
        node.next ??= new Map();
        const code = w.charCodeAt(i);
        let child = node.next.get(code);
        if (!child) node.next.set(code, (child = { cost: 0, word: undefined, next: null }));
        node = child;
      }
      node.cost = wordCost(word);
      node.word = word;
    }
    endingTrieCache.set(words, trie);
  }
  return trie;
}

// The dynamic programme's arrays, reused (the engine is synchronous); longer runs get their own.
const REUSED_LENGTH = 4096;
let scratchCost = new Float64Array(256);
let scratchBack = new Int32Array(256);
let scratchWord: Array<LexiconWord | undefined> = [];
let scratchClass = new Uint8Array(256);

/**
 * Splits text into tokens. Runs of Han characters are segmented over the lexicon by dynamic
 * programming: fewest words, ties going to the longer final word (right-to-left maximum
 * matching, which resolves Chinese overlap ambiguities better than forward matching);
 * a run of numerals is one word and slightly preferred; a character the lexicon does not know
 * costs a little more, so known words win ties. `mandarin`, when given, adds the words of a
 * Mandarin dictionary that have no Cantonese mapping, at the cost of a shared word: a word the
 * lexicon does not know is then one word, not characters each translated on its own.
 */
export function segment(
  text: string,
  words: ReadonlyMap<string, LexiconWord>,
  maxLen: number,
  mandarin?: MandarinTrie,
): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const cp = text.codePointAt(i)!;
    const type = charType(cp);
    let j = i + width(cp);
    if (type === 'han') {
      while (j < text.length) {
        const next = text.codePointAt(j)!;
        if (charType(next) !== 'han') break;
        j += width(next);
      }
      segmentHan(text, i, j, words, maxLen, mandarin, tokens);
    } else {
      // Punctuation stays one token per character so each can close a clause.
      if (type !== 'punct' && type !== 'break') {
        while (j < text.length) {
          const next = text.codePointAt(j)!;
          if (charType(next) !== type) break;
          j += width(next);
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
  mandarin: MandarinTrie | undefined,
  tokens: Token[],
): void {
  const n = to - from;
  const ending = endingTrie(words);
  // cost[k]: fewest words covering text[from, from+k); back[k]: length of the last word, which is
  // word[k] when the lexicon has it.
  let cost = scratchCost;
  let back = scratchBack;
  let word = scratchWord;
  let wordClass = scratchClass;
  if (n + 1 > cost.length) {
    const size = Math.max(n + 1, cost.length * 2);
    cost = new Float64Array(size);
    back = new Int32Array(size);
    word = [];
    wordClass = new Uint8Array(size);
    if (size <= REUSED_LENGTH) {
      scratchCost = cost;
      scratchBack = back;
      scratchWord = word;
      scratchClass = wordClass;
    }
  }
  cost[0] = 0;
  // Numerals (all one code unit) in a row ending at k: a run of that length or less is a number.
  let numerals = 0;
  for (let k = 1; k <= n; k++) {
    const end = from + k;
    const last = text.charCodeAt(end - 1);
    // a single character (surrogate pairs kept whole)
    const single = isLowSurrogate(last) && k >= 2 ? 2 : 1;
    let bestLen = single;
    numerals = NUMERAL[last] === 1 ? numerals + 1 : 0;
    let node = ending.first[last];
    const charNode = single === 1 ? node : node?.next?.get(text.charCodeAt(end - 2));
    let best = cost[k - single]! + (charNode?.cost || (numerals ? 1 : 1.05));
    let bestWord = charNode?.word;
    const longest = Math.min(maxLen, k);
    for (let len = 2; len <= longest; len++) {
      node = node?.next?.get(text.charCodeAt(end - len));
      if (node === undefined && len > numerals) break;
      // A longer numeral run is slightly cheaper, so 十一点 is 十一|点, not 十|一点.
      const weight = node?.cost || (len <= numerals ? 1 - 0.1 * (len - 1) : 0);
      if (!weight) continue;
      const c = cost[k - len]! + weight;
      if (c < best || (c === best && len > bestLen)) {
        best = c;
        bestLen = len;
        bestWord = node?.word;
      }
    }
    let bestClass = 0;
    if (mandarin) {
      // A Mandarin word costs a little more than a lexicon word or a character the lexicon does
      // not know: it is taken where it makes fewer words, and a tie goes to the lexicon.
      const longestMandarin = Math.min(mandarin.maxLen, k);
      let m = 0;
      for (let len = 1; len <= longestMandarin; len++) {
        m = mandarin.next(m, text.charCodeAt(end - len));
        if (m < 0) break;
        const kind = mandarin.kind[m]!;
        if (kind === 0 || len < 2) continue;
        const c = cost[k - len]! + MANDARIN_WORD_COST;
        if (c < best) {
          best = c;
          bestLen = len;
          bestWord = undefined;
          bestClass = kind;
        }
      }
    }
    cost[k] = best;
    back[k] = bestLen;
    word[k] = bestWord;
    wordClass[k] = bestClass;
  }
  const found: Token[] = [];
  for (let k = n; k > 0; k -= back[k]!) {
    const a = from + k - back[k]!;
    const b = from + k;
    const src = text.slice(a, b);
    const known = word[k];
    const tags = known
      ? known.tags
      : wordClass[k]
        ? MANDARIN_TAGS[wordClass[k]!]!
        : isNumeralRun(src)
          ? NUM_TAGS
          : NO_TAGS;
    found.push({ src, a, b, type: 'han', tags, out: null, rule: null });
  }
  for (let t = found.length - 1; t >= 0; t--) tokens.push(found[t]!);
}

const MANDARIN_WORD_COST = 1.06;

/** A word with a Cantonese mapping is a hair cheaper than a shared one, so on a tie the
 * segmentation the lexicon was written for wins (马上|来 over 马|上来). */
function wordCost(word: LexiconWord): number {
  return word.entries.some((e) => e.target !== null) ? 0.99 : 1;
}

function isNumeralRun(w: string): boolean {
  for (let i = 0; i < w.length; i++) if (NUMERAL[w.charCodeAt(i)] !== 1) return false;
  return true;
}
