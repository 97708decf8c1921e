import type { Syllable } from './lexicon/syllable.js';
import type { SharedSegment, WordEntry, WordOutput } from './lexicon/trie.js';
import type { Reading } from './segment.js';

// The output a chosen word contributes to an annotation, computed once per trie node and shared by
// every later result: a flat array (one allocation, read in order) holding, per character,
// CELLS_PER_CHARACTER cells — its jyutping, guangzhou and superscript segments, the character, and
// its candidate readings — followed by the word's texts in the three systems, then the same each
// after a space (for a word that is not the first).

export const CELLS_PER_CHARACTER = 5;
export const SEGMENT_JYUTPING = 0;
export const SEGMENT_GUANGZHOU = 1;
export const SEGMENT_SUPERSCRIPT = 2;
export const CHARACTER = 3;
export const CANDIDATES = 4;
/** Cells after the characters: the texts in jyutping, guangzhou, superscript, then each after a space. */
export const textsAt = (length: number) => length * CELLS_PER_CHARACTER;

const NO_READINGS: string[] = Object.freeze([]) as unknown as string[];

/** The chosen reading first, then the character's other known readings (shared per character and reading). */
export function candidatesFor(chosen: Syllable | null, entry: WordEntry | null): string[] {
  const ranked = entry === null ? null : entry.ranked;
  if (ranked === null) return chosen ? [chosen.jyutping] : NO_READINGS;
  if (!chosen || ranked[0] === chosen.jyutping) return ranked as string[];
  entry!.reranked ??= new Map();
  let list = entry!.reranked.get(chosen.jyutping);
  if (!list) {
    list = Object.freeze([chosen.jyutping, ...ranked.filter((r) => r !== chosen.jyutping)]);
    entry!.reranked.set(chosen.jyutping, list);
  }
  return list as string[];
}

/** The syllables of a reading space separated, in one system. */
export function wordText(reading: Reading, system: (s: Syllable) => string): string {
  return reading.syllables.map(system).join(' ');
}

export const jyutpingOf = (s: Syllable) => s.jyutping;
export const guangzhouOf = (s: Syllable) => s.guangzhou;
export const superscriptOf = (s: Syllable) => s.guangzhouSuperscript;

const sharedTexts = new Map<string, string>();
function shared(text: string): string {
  let known = sharedTexts.get(text);
  if (known === undefined) sharedTexts.set(text, (known = text));
  return known;
}

/** The output cells of `reading`, whose characters are `characters(k)` and whose characters' own dictionary entries are `charEntries(k)`. */
export function buildOutput(
  reading: Reading,
  characters: (k: number) => string,
  charEntries: (k: number) => WordEntry | null,
): WordOutput {
  const cells: (SharedSegment | string | readonly string[])[] = [];
  reading.syllables.forEach((s, k) => {
    const character = characters(k);
    cells.push(
      Object.freeze({ character, phonetic: s.jyutping }),
      Object.freeze({ character, phonetic: s.guangzhou }),
      Object.freeze({ character, phonetic: s.guangzhouSuperscript }),
      character,
      candidatesFor(s, charEntries(k)),
    );
  });
  const texts = [
    wordText(reading, jyutpingOf),
    wordText(reading, guangzhouOf),
    wordText(reading, superscriptOf),
  ];
  const spaced = texts.map((t) => ' ' + t);
  // A one-syllable word's texts are shared by every word read that way, so most strings the
  // annotation loop appends are a few thousand that stay in cache.
  if (reading.length === 1) cells.push(...texts.map(shared), ...spaced.map(shared));
  else cells.push(...texts, ...spaced);
  // Not frozen: the cells never leave the engine (the segments and candidate lists in them are
  // frozen), and V8 reads the elements of a frozen array markedly slower in the annotation loop.
  return cells;
}
