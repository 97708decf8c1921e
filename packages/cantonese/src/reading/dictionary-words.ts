// What a dictionary page says about one reading of a character: words of the reading dictionary that
// read it that way (read through the engine's dictionary, so the example agrees with what is heard), and
// whether it is the colloquial (白讀) or literary (文讀) member of a pair.
import { parseJyutping } from '../romanize/index.js';
import { BASE_LEXICON } from './lexicon/base-lexicon.js';
import { HAND_LEXICON } from './lexicon/hand-lexicon.js';
import { RIME_LEXICON } from './lexicon/rime-lexicon.js';
import { builtInLexicon } from './lexicon/index.js';
import { simplifiedToTraditionalChar, toSimplified } from './lexicon/script-maps.js';
import { readWord } from './segment.js';

export type ReadingRegister = 'colloquial' | 'literary';

/** Colloquial final → its literary partner (生 saang1/sang1, 命 meng6/ming6, 石 sek6/sik6, 客 haak3/hak3). */
const LITERARY_OF: Readonly<Record<string, string>> = {
  eng: 'ing',
  ek: 'ik',
  aang: 'ang',
  aak: 'ak',
};

/**
 * Whether `jyutping` is the colloquial or the literary reading of a pair among `readings` (the same
 * initial, finals -eng/-ing, -ek/-ik, -aang/-ang, -aak/-ak): 行 haang4 walk / hang4 in 行為.
 */
export function readingRegister(
  jyutping: string,
  readings: readonly string[],
): ReadingRegister | null {
  const own = parseJyutping(jyutping);
  if (!own) return null;
  for (const other of readings) {
    const o = parseJyutping(other);
    if (!o || o.initial !== own.initial) continue;
    if (o.tone !== own.tone) continue; // 行 hang6 "conduct" is no partner of haang4 "walk"
    if (LITERARY_OF[own.final] === o.final) return 'colloquial';
    if (LITERARY_OF[o.final] === own.final) return 'literary';
  }
  return null;
}

const SEPARATORS = '\t \n';

/** Dictionary words (2–4 characters) containing `character`, most curated source first. */
function* wordsContaining(character: string): Generator<string> {
  const forms = new Set([character, simplifiedToTraditionalChar(character)]);
  for (const source of [HAND_LEXICON, BASE_LEXICON, RIME_LEXICON]) {
    for (const form of forms) {
      for (let at = source.indexOf(form); at >= 0; at = source.indexOf(form, at + 1)) {
        const start = source.lastIndexOf('\n', at) + 1;
        let stop = start;
        while (stop < source.length && !SEPARATORS.includes(source[stop]!)) stop += 1;
        if (stop <= at || source[stop] === '\n') continue; // inside a reading or a comment
        const word = source.slice(start, stop);
        const length = Array.from(word).length;
        if (length >= 2 && length <= 4) yield word;
      }
    }
  }
}

/** Candidate words read per character at most: enough for common readings, bounded per lookup. */
const WORDS_CHECKED = 600;

/**
 * For each reading of `character`, up to `limit` words where the engine reads it so, two-character
 * words first, in Simplified when `simplified` (the character was typed in Simplified).
 */
export function wordsByReading(
  character: string,
  {
    simplified,
    limit = 3,
    exclude = [],
  }: { simplified: boolean; limit?: number; exclude?: string[] },
): Map<string, string[]> {
  const byReading = new Map<string, string[][]>();
  const seen = new Set(exclude);
  let checked = 0;
  for (const listed of wordsContaining(character)) {
    const word = simplified ? toSimplified(listed) : listed;
    if (seen.has(word)) continue;
    seen.add(word);
    if (++checked > WORDS_CHECKED) break;
    const chars = Array.from(word);
    const at = chars.indexOf(character);
    // Not a sound word that repeats the character (銀銀聲): it says nothing of the reading's use.
    if (at < 0 || chars.lastIndexOf(character) !== at) continue;
    // The word's own reading (no output is built or cached for it, as annotate() would).
    const reading = readWord(builtInLexicon(), word)?.[at]?.jyutping;
    if (!reading) continue;
    let buckets = byReading.get(reading);
    if (!buckets) byReading.set(reading, (buckets = [[], [], []]));
    if (buckets[chars.length - 2]!.length < limit) buckets[chars.length - 2]!.push(word);
  }
  return new Map([...byReading].map(([r, b]) => [r, b.flat().slice(0, limit)]));
}
