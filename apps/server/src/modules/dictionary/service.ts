import {
  annotate,
  jyutpingToGuangzhou,
  lookupLexicon,
  readingRegister,
  wordsByReading,
  type CompiledTables,
  type LexiconEquivalent,
  type OverrideSet,
} from '@yuexue/cantonese';
import type { DictionaryCharacter, DictionaryEntry, Equivalent } from '@yuexue/contract';

/** The admin's records as the language service holds them. */
export interface LanguageRecords {
  overrides: OverrideSet;
  tables: CompiledTables;
}

const EXAMPLES_PER_READING = 3;
/** Lexicon pairs scanned per character for example words. */
const EXAMPLE_POOL = 60;
const RELATED_LIMIT = 12;

const toEquivalent = (p: LexiconEquivalent): Equivalent => ({
  mandarin: p.mandarin,
  cantonese: p.cantonese,
  cantonese_simplified: p.cantoneseSimplified,
  source: p.source,
  category: p.category,
  conditions: p.conditions,
});

/**
 * Example words per reading: the translation lexicon's words first (common words a learner meets),
 * then the reading dictionary's, up to EXAMPLES_PER_READING.
 */
function exampleReadings(
  character: string,
  query: string,
  traditional: boolean,
  records: LanguageRecords,
): Map<string, string[]> {
  const byReading = translationExamples(character, query, traditional, records);
  const known = [...byReading.values()].flat();
  const more = wordsByReading(character, {
    simplified: !traditional,
    limit: EXAMPLES_PER_READING,
    exclude: [query, ...known],
  });
  for (const [reading, words] of more) {
    const list = byReading.get(reading) ?? [];
    byReading.set(reading, [...list, ...words].slice(0, EXAMPLES_PER_READING));
  }
  return byReading;
}

/** Words of the translation lexicon containing `character`, each with the reading it takes there. */
function translationExamples(
  character: string,
  query: string,
  traditional: boolean,
  records: LanguageRecords,
): Map<string, string[]> {
  const { equivalents, related } = lookupLexicon(character, {
    tables: records.tables,
    relatedLimit: EXAMPLE_POOL,
  });
  const words = new Set<string>();
  for (const p of [...equivalents, ...related]) {
    // Cantonese examples in the script the visitor typed; Mandarin ones exist in Simplified only.
    for (const w of [p.mandarin, traditional ? p.cantonese : p.cantoneseSimplified]) {
      if (w.length > 1 && w !== query && w.includes(character)) words.add(w);
    }
  }
  const byReading = new Map<string, string[]>();
  for (const word of words) {
    const result = annotate(word, { overrides: records.overrides });
    for (const c of result.candidates) {
      if (c.character !== character) continue;
      const reading = result.pinyin_hongkong.segments[c.index]!.phonetic;
      const list = byReading.get(reading) ?? [];
      if (list.length < EXAMPLES_PER_READING && !list.includes(word)) list.push(word);
      byReading.set(reading, list);
    }
  }
  return byReading;
}

/**
 * The dictionary entry of a Han word (Simplified or Traditional): its reading in context, every
 * reading of each character in the three systems with example words, the Mandarin ↔ Cantonese
 * pairs of the translation engine, and whether an admin record decides the reading.
 */
export function lookupWord(query: string, records: LanguageRecords): DictionaryEntry {
  const word = annotate(query, { overrides: records.overrides });
  const lexicon = lookupLexicon(query, { tables: records.tables, relatedLimit: RELATED_LIMIT });
  const traditional = query !== lexicon.simplified;
  const characters: DictionaryCharacter[] = word.candidates.map((c) => {
    const inWord = {
      pinyin_hongkong: word.pinyin_hongkong.segments[c.index]!.phonetic,
      pinyin_num: word.pinyin_num.segments[c.index]!.phonetic,
      pinyin_upper: word.pinyin_upper.segments[c.index]!.phonetic,
    };
    const examples = exampleReadings(c.character, query, traditional, records);
    const forms = lookupLexicon(c.character);
    // A reading no word uses, other than the first one and the one read here, is odd or archaic
    // (银 an2, ngang4): listed apart, not as a reading to learn.
    const inUse = c.readings.filter(
      (r, i) => i === 0 || r === inWord.pinyin_hongkong || (examples.get(r)?.length ?? 0) > 0,
    );
    return {
      character: c.character,
      simplified: forms.simplified,
      traditional: forms.traditional,
      overridden: records.overrides.trie.get(c.character) !== null,
      rare_readings: c.readings.filter((r) => !inUse.includes(r)),
      readings: inUse.map((jyutping) => ({
        ...(jyutping === inWord.pinyin_hongkong
          ? inWord
          : {
              pinyin_hongkong: jyutping,
              pinyin_num: jyutpingToGuangzhou(jyutping),
              pinyin_upper: jyutpingToGuangzhou(jyutping, true),
            }),
        in_word: jyutping === inWord.pinyin_hongkong,
        examples: examples.get(jyutping) ?? [],
        register: readingRegister(jyutping, inUse),
      })),
    };
  });
  return {
    query,
    simplified: lexicon.simplified,
    traditional: lexicon.traditional,
    reading: {
      pinyin_hongkong: word.pinyin_hongkong.text,
      pinyin_num: word.pinyin_num.text,
      pinyin_upper: word.pinyin_upper.text,
    },
    overridden: records.overrides.trie.get(query) !== null,
    characters,
    equivalents: lexicon.equivalents.map(toEquivalent),
    related: lexicon.related.map(toEquivalent),
  };
}
