import type { Syllable } from './lexicon/syllable.js';
import { NO_NODE, type WordEntry, type WordTrie } from './lexicon/trie.js';

// Chooses a reading for every character of a run of Han characters: the cheapest cover of the run by
// dictionary words (dynamic programming, linear in the run length times the longest word). An admin
// override costs less than any cover without it, so it always wins.

/** A reading: a dictionary entry or an admin override, always covering its whole word. */
export type Reading = WordEntry;

/**
 * The words chosen for a text, by the unit where each word starts: which trie holds it (a SOURCE_*),
 * its node there and its length in units. At the other units of a word: SOURCE_NONE and length 0;
 * a character with no reading: SOURCE_NONE and length 1.
 */
export interface ChosenWords {
  source: Uint8Array;
  node: Int32Array;
  length: Int32Array;
}
export const SOURCE_NONE = 0;
export const SOURCE_LEXICON = 1;
export const SOURCE_OVERRIDES = 2;
/** Readings decided after the search from the neighbouring words: SOURCE_RULES + n (see context-rules.ts). */
export const SOURCE_RULES = 3;

export const allocateChosen = (size: number): ChosenWords => ({
  source: new Uint8Array(size),
  node: new Int32Array(size),
  length: new Int32Array(size),
});

const overrideCost = (length: number) => 1 - 2 * length;

// Scratch buffers reused across calls (the engine is synchronous).
let best = new Float64Array(1024);
let stepLength = new Int32Array(1024);
let stepNode = new Int32Array(1024);
let stepOverridden = new Uint8Array(1024);

function ensureCapacity(n: number): void {
  if (best.length > n) return;
  const size = Math.max(n + 1, best.length * 2);
  best = new Float64Array(size);
  stepLength = new Int32Array(size);
  stepNode = new Int32Array(size);
  stepOverridden = new Uint8Array(size);
}

function walkOverrides(
  trie: WordTrie,
  codes: ArrayLike<number>,
  i: number,
  start: number,
  end: number,
): void {
  const r = i - start;
  let node = trie.first(codes[i]!);
  for (let j = i; node !== NO_NODE;) {
    if (trie.entryAt(node)) {
      const cost = overrideCost(j - i + 1) + best[j + 1 - start]!;
      if (cost <= best[r]!) {
        best[r] = cost;
        stepLength[r] = j - i + 1;
        stepNode[r] = node;
        stepOverridden[r] = 1;
      }
    }
    j += 1;
    if (j >= end) break;
    node = trie.child(node, codes[j]!);
  }
}

/**
 * Covers codes[start..end) with words, written to `chosen` (see ChosenWords).
 * `codes` are the code points of the characters as typed; `overrides` (if any) is the admin override trie.
 */
export function chooseReadings(
  lexicon: WordTrie,
  codes: ArrayLike<number>,
  start: number,
  end: number,
  overrides: WordTrie | null,
  chosen: ChosenWords,
): void {
  const n = end - start;
  ensureCapacity(n);
  best[n] = 0;
  for (let i = end - 1; i >= start; i -= 1) {
    const r = i - start;
    best[r] = lexicon.bestWordAt(codes, i, end, best, start);
    stepLength[r] = lexicon.coverLength;
    stepNode[r] = lexicon.coverNode;
    stepOverridden[r] = 0;
    if (overrides) walkOverrides(overrides, codes, i, start, end);
  }
  const sources = chosen.source;
  const nodes = chosen.node;
  const lengths = chosen.length;
  for (let r = 0; r < n;) {
    const length = stepLength[r]!;
    const node = stepNode[r]!;
    sources[start + r] =
      stepOverridden[r] === 1 ? SOURCE_OVERRIDES : node === NO_NODE ? SOURCE_NONE : SOURCE_LEXICON;
    nodes[start + r] = node;
    lengths[start + r] = length;
    for (let k = 1; k < length; k += 1) {
      sources[start + r + k] = SOURCE_NONE;
      lengths[start + r + k] = 0;
    }
    r += length;
  }
}

/** The reading of a whole word, or null if a character is unknown (used at load time). */
export function readWord(lexicon: WordTrie, word: string): Syllable[] | null {
  const codes = Array.from(word, (c) => c.codePointAt(0)!);
  const chosen = allocateChosen(codes.length);
  chooseReadings(lexicon, codes, 0, codes.length, null, chosen);
  const syllables: Syllable[] = [];
  for (let i = 0; i < codes.length;) {
    const reading = chosen.source[i] === SOURCE_LEXICON ? lexicon.entryAt(chosen.node[i]!) : null;
    if (!reading) return null;
    syllables.push(...reading.syllables);
    i += reading.length;
  }
  return syllables;
}
