import { RULE_OF_CHARACTER, RULES } from './context-rule-list.js';
import { syllable } from './lexicon/syllable.js';
import { NO_NODE, WordEntry, WordTrie } from './lexicon/trie.js';
import { SOURCE_LEXICON, SOURCE_RULES, type ChosenWords } from './segment.js';

// After the search, a few characters are re-read from the words around them (到 dou2 as a result
// complement, 下 haa5 after a verb, sentence-final 呢 ne1…: see context-rule-list.ts). A re-read
// word keeps its segmentation; its new reading lives in a trie of its own — one per (reading,
// position in the word) — so its output is built once and shared like any dictionary word's.

interface Variant {
  trie: WordTrie;
  source: number;
}

/** By reading (and the re-reading it follows, if any), then by position in the word. */
const variants = new Map<string, Variant[]>();
const triesBySource: WordTrie[] = [];

function variantFor(key: string, position: number): Variant {
  let byPosition = variants.get(key);
  if (byPosition === undefined) variants.set(key, (byPosition = []));
  let variant = byPosition[position];
  if (variant === undefined) {
    const source = SOURCE_RULES + triesBySource.length;
    if (source > 255) throw new Error('too many context-rule readings');
    variant = { trie: new WordTrie(), source };
    byPosition[position] = variant;
    triesBySource.push(variant.trie);
  }
  return variant;
}

/** The trie holding the words re-read under `source` (a SOURCE_RULES + n). */
export const ruleTrie = (source: number): WordTrie => triesBySource[source - SOURCE_RULES]!;

function walk(trie: WordTrie, codes: Int32Array, at: number, length: number): number {
  let node = trie.first(codes[at]!);
  for (let k = 1; node !== NO_NODE && k < length; k += 1) node = trie.child(node, codes[at + k]!);
  return node;
}

/** Gives the character at `p`, inside the dictionary word starting at `q`, the reading `jyutping`. */
function reread(
  lexicon: WordTrie,
  codes: Int32Array,
  chosen: ChosenWords,
  q: number,
  p: number,
  jyutping: string,
): void {
  // A word may be re-read at more than one character (會話 before a person: wui5 waa6); a second
  // re-reading starts from the first one's word, and is stored apart from a first re-reading.
  const from = chosen.source[q]!;
  const entry = (from === SOURCE_LEXICON ? lexicon : ruleTrie(from)).entryAt(chosen.node[q]!)!;
  const position = p - q;
  if (entry.syllables[position]!.jyutping === jyutping) return;
  const { trie, source } = variantFor(
    from === SOURCE_LEXICON ? jyutping : `${jyutping} after ${from}`,
    position,
  );
  let node = walk(trie, codes, q, entry.length);
  if (node === NO_NODE || trie.entryAt(node) === null) {
    // First time this word is re-read this way: store it (bounded by the dictionary's words).
    const syllables = entry.syllables.slice();
    syllables[position] = syllable(jyutping);
    trie.set(
      String.fromCodePoint(...codes.subarray(q, q + entry.length)),
      new WordEntry(syllables, entry.cost, entry.ranked),
    );
    node = walk(trie, codes, q, entry.length);
  }
  chosen.source[q] = source;
  chosen.node[q] = node;
}

/**
 * Applies the context rules to the run codes[start..end) of Han characters, whose words are in
 * `chosen`; `closing` is the mark that follows the run (？, 。…), 0 if none.
 */
export function applyContextRules(
  lexicon: WordTrie,
  codes: Int32Array,
  start: number,
  end: number,
  chosen: ChosenWords,
  closing = 0,
): void {
  const lengths = chosen.length;
  for (let p = start; p < end; p += 1) {
    const code = codes[p]!;
    const rule = code < 0x10000 ? RULE_OF_CHARACTER[code]! : 0;
    if (rule === 0) continue;
    let q = p;
    while (lengths[q] === 0) q -= 1;
    // Admin overrides always win; characters with no reading have nothing to re-read.
    if (chosen.source[q] !== SOURCE_LEXICON && chosen.source[q]! < SOURCE_RULES) continue;
    const jyutping = RULES[rule - 1]!(codes, p, start, end, q, lengths[q]!, closing);
    if (jyutping !== null) reread(lexicon, codes, chosen, q, p, jyutping);
  }
}
