import type { CompiledRecord, CompiledTables } from './admin.js';
import { buildLexicon, type Lexicon } from './lexicon/index.js';
import type { LexiconCondition } from './lexicon/format.js';
import { hansToHantText, hantToHansText, normaliseToHans } from './script.js';

/** When a lexicon line applies (see lexicon/format.ts); empty means always. */
export interface EquivalentCondition {
  kind: LexiconCondition['kind'];
  negate: boolean;
  values: string[];
}

/** One Mandarin ↔ Cantonese pair the translation engine knows. */
export interface LexiconEquivalent {
  /** Simplified Mandarin, as the engine matches it. */
  mandarin: string;
  /** Colloquial Cantonese in Hong Kong Traditional characters. */
  cantonese: string;
  /** The same Cantonese in Simplified characters (what a Simplified input is answered with). */
  cantoneseSimplified: string;
  /** lexicon: the built-in word list (category names the table); admin_input / admin_output: the admin's records. */
  source: 'lexicon' | 'admin_input' | 'admin_output';
  category: string;
  conditions: EquivalentCondition[];
}

export interface LexiconLookup {
  simplified: string;
  traditional: string;
  /** Pairs whose Mandarin or Cantonese side is exactly the word. */
  equivalents: LexiconEquivalent[];
  /** Pairs whose Mandarin or Cantonese side contains the word (shortest first). */
  related: LexiconEquivalent[];
}

export interface LookupOptions {
  /** The admin's records, compiled by createTranslationTables. */
  tables?: CompiledTables;
  /** Most related pairs to return (default 12). */
  relatedLimit?: number;
}

interface IndexedPair {
  pair: LexiconEquivalent;
  /** The Cantonese side normalised the way a query is. */
  cantoneseHans: string;
}

let lexicon: Lexicon | undefined;
let pairs: IndexedPair[] | undefined;

const indexed = (pair: LexiconEquivalent): IndexedPair => ({
  pair,
  cantoneseHans: normaliseToHans(pair.cantonese),
});

/** Every line of the lexicon as a pair; built on first use (the translator keeps its own copy for matching). */
function lexiconPairs(): IndexedPair[] {
  if (pairs) return pairs;
  lexicon ??= buildLexicon();
  pairs = [];
  for (const [mandarin, word] of lexicon.words) {
    for (const entry of word.entries) {
      const cantonese =
        entry.target === null ? hansToHantText(mandarin) : entry.target.replaceAll('|', '');
      pairs.push(
        indexed({
          mandarin,
          cantonese,
          cantoneseSimplified: hantToHansText(cantonese),
          source: 'lexicon',
          category: entry.category,
          conditions: entry.conditions.map((c) => ({
            kind: c.kind,
            negate: c.negate,
            values: c.values ? [...c.values] : [],
          })),
        }),
      );
    }
  }
  return pairs;
}

function adminPairs(tables: CompiledTables | undefined): IndexedPair[] {
  if (!tables) return [];
  const out: IndexedPair[] = [];
  const add = (
    records: ReadonlyMap<string, readonly CompiledRecord[]>,
    source: 'admin_input' | 'admin_output',
  ) => {
    for (const list of records.values()) {
      for (const r of list) {
        out.push(
          indexed({
            mandarin: r.from,
            cantonese: r.to.hant,
            cantoneseSimplified: r.to.hans,
            source,
            category: 'admin',
            conditions: [],
          }),
        );
      }
    }
  };
  add(tables.input, 'admin_input');
  add(tables.output, 'admin_output');
  return out;
}

/**
 * What the translation engine knows about a word, for the dictionary: the Mandarin → Cantonese
 * pairs whose Mandarin is the word, the pairs whose Cantonese is the word (Cantonese → Mandarin),
 * and pairs that contain it. The word may be Simplified or Traditional.
 */
export function lookupLexicon(word: string, options: LookupOptions = {}): LexiconLookup {
  const trimmed = typeof word === 'string' ? word.trim() : '';
  const simplified = normaliseToHans(trimmed);
  // A Traditional query keeps its own form (系 has several Traditional forms: 係, 繫, 系).
  const traditional = trimmed !== simplified ? trimmed : hansToHantText(simplified);
  const result: LexiconLookup = { simplified, traditional, equivalents: [], related: [] };
  if (!simplified) return result;

  const limit = options.relatedLimit ?? 12;
  const related: LexiconEquivalent[] = [];
  // Admin records first: they win over the lexicon when the engine translates.
  for (const { pair, cantoneseHans } of [...adminPairs(options.tables), ...lexiconPairs()]) {
    if (pair.mandarin === simplified || cantoneseHans === simplified) result.equivalents.push(pair);
    else if (pair.mandarin.includes(simplified) || cantoneseHans.includes(simplified))
      related.push(pair);
  }
  related.sort(
    (a, b) => a.mandarin.length - b.mandarin.length || a.mandarin.localeCompare(b.mandarin, 'zh'),
  );
  const seen = new Set<string>();
  for (const pair of related) {
    const key = `${pair.mandarin}→${pair.cantonese}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.related.push(pair);
    if (result.related.length >= limit) break;
  }
  return result;
}
