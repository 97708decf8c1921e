import { KIND_HAN, KIND_NUMBER, KIND_OTHER, scanUnits, type Units } from './characters.js';
import { builtInLexicon } from './lexicon/index.js';
import { syllable } from './lexicon/syllable.js';
import type { WordTrie } from './lexicon/trie.js';
import { readNumber } from './numbers.js';
import {
  CANDIDATES,
  CELLS_PER_CHARACTER,
  CHARACTER,
  SEGMENT_GUANGZHOU,
  SEGMENT_JYUTPING,
  SEGMENT_SUPERSCRIPT,
  buildOutput,
  candidatesFor,
  guangzhouOf,
  jyutpingOf,
  superscriptOf,
  textsAt,
  wordText,
} from './output.js';
import { applyContextRules, ruleTrie } from './context-rules.js';
import {
  allocateChosen,
  chooseReadings,
  SOURCE_LEXICON,
  SOURCE_NONE,
  SOURCE_OVERRIDES,
} from './segment.js';
import type { OverrideSet } from './overrides.js';

export type PhoneticSystem = 'pinyin_num' | 'pinyin_upper' | 'pinyin_hongkong';

/** One user-visible character (a number read aloud is one segment: "2024", "3.5"). */
export interface Segment {
  character: string;
  /** Syllables, space separated; '' for punctuation, Latin letters, emoji and unknown characters. */
  phonetic: string;
}

export interface PhoneticResult {
  /** The readings of all segments that have one, joined by single spaces. */
  text: string;
  segments: Segment[];
}

export interface ReadingCandidates {
  /** Index of the character's segment in `segments`. */
  index: number;
  character: string;
  /** Jyutping, the chosen reading first, then the other known readings (may be a shared frozen array). */
  readings: string[];
}

export interface AnnotateResult {
  pinyin_num: PhoneticResult;
  pinyin_upper: PhoneticResult;
  pinyin_hongkong: PhoneticResult;
  candidates: ReadingCandidates[];
}

export interface AnnotateOptions {
  overrides?: OverrideSet;
}

// Per-unit scratch (the engine is synchronous); very long inputs get their own.
const REUSED_UNITS = 1 << 16;
let scratchChosen = allocateChosen(1024);

// Segments of text that has no reading (punctuation, Latin, emoji), shared per one-code-unit character.
// Looked up by code unit (an array, not a Map: this runs for every punctuation mark); at most
// PLAIN_SEGMENTS_KEPT are kept, so arbitrary input cannot grow it much.
const plainSegments: (Segment | undefined)[] = new Array<Segment | undefined>(0x10000);
const PLAIN_SEGMENTS_KEPT = 4096;
let plainSegmentsKept = 0;

function segmentWithoutReading(input: string, start: number, end: number): Segment {
  if (end - start !== 1) return Object.freeze({ character: input.slice(start, end), phonetic: '' });
  const code = input.charCodeAt(start);
  let segment = plainSegments[code];
  if (segment === undefined) {
    segment = Object.freeze({ character: input.slice(start, end), phonetic: '' });
    if (plainSegmentsKept < PLAIN_SEGMENTS_KEPT) {
      plainSegments[code] = segment;
      plainSegmentsKept += 1;
    }
  }
  return segment;
}

/** Cantonese readings of `text` in the three romanisations, decided per word in context. */
export function annotate(text: string, options?: AnnotateOptions): AnnotateResult {
  const overrides =
    options?.overrides && options.overrides.size > 0 ? options.overrides.trie : null;
  const input = typeof text === 'string' ? text : '';
  const units = scanUnits(input);
  const n = units.count;
  const { start: starts, end: ends, kind: kinds, code: codes, plain, hanAllPlain } = units;
  let chosen = scratchChosen;
  if (n > chosen.node.length) {
    const size = Math.max(n, chosen.node.length * 2);
    chosen = allocateChosen(size);
    if (size <= REUSED_UNITS) scratchChosen = chosen;
  }
  const lexicon = builtInLexicon();
  for (let i = 0; i < n;) {
    if (kinds[i] !== KIND_HAN) {
      i += 1;
      continue;
    }
    let end = i + 1;
    while (end < n && kinds[end] === KIND_HAN) end += 1;
    chooseReadings(lexicon, codes, i, end, overrides, chosen);
    applyContextRules(lexicon, codes, i, end, chosen, closingMark(input, units, end));
    i = end;
  }

  const hk = new Array<Segment>(n);
  const num = new Array<Segment>(n);
  const upper = new Array<Segment>(n);
  let hkText = '';
  let numText = '';
  let upperText = '';
  let spoken = false;
  const candidates = new Array<ReadingCandidates>(units.han);
  let c = 0;
  const sources = chosen.source;
  const nodes = chosen.node;
  const lengths = chosen.length;
  for (let i = 0; i < n;) {
    const kind = kinds[i];
    if (kind === KIND_HAN) {
      const source = sources[i]!;
      const trie =
        source === SOURCE_LEXICON
          ? lexicon
          : source === SOURCE_NONE
            ? null
            : source === SOURCE_OVERRIDES
              ? overrides
              : ruleTrie(source);
      const node = nodes[i]!;
      let at = trie === null ? -1 : trie.outputAt(node);
      if (at < 0) {
        const reading = trie === null ? null : trie.entryAt(node);
        if (reading === null) {
          const segment = segmentWithoutReading(input, starts[i]!, ends[i]!);
          candidates[c++] = {
            index: i,
            character: segment.character,
            readings: candidatesFor(null, charEntry(lexicon, codes, i)),
          };
          hk[i] = num[i] = upper[i] = segment;
          i += 1;
          continue;
        }
        // Cached once per node, unless a character was typed in another form (e.g. a compatibility
        // ideograph): then its output is made afresh below.
        if (hanAllPlain || allPlain(plain, i, reading.length)) {
          const from = i;
          at = trie!.addOutput(
            node,
            buildOutput(
              reading,
              (k) => typed(input, starts, ends, from + k),
              (k) => charEntry(lexicon, codes, from + k),
            ),
          );
        }
      }
      const out = at < 0 ? null : trie!.outputCells;
      // The word starts here and covers `length` characters.
      const length = lengths[i]!;
      for (let m = 0, cell = at; m < length; m += 1, cell += CELLS_PER_CHARACTER) {
        const u = i + m;
        if (out !== null && (hanAllPlain || plain[u] === 1)) {
          hk[u] = out[cell + SEGMENT_JYUTPING] as Segment;
          num[u] = out[cell + SEGMENT_GUANGZHOU] as Segment;
          upper[u] = out[cell + SEGMENT_SUPERSCRIPT] as Segment;
          candidates[c++] = {
            index: u,
            character: out[cell + CHARACTER] as string,
            readings: out[cell + CANDIDATES] as string[],
          };
        } else {
          const s = trie!.entryAt(node)!.syllables[m]!;
          const character = typed(input, starts, ends, u);
          hk[u] = { character, phonetic: s.jyutping };
          num[u] = { character, phonetic: s.guangzhou };
          upper[u] = { character, phonetic: s.guangzhouSuperscript };
          candidates[c++] = {
            index: u,
            character,
            readings: candidatesFor(s, charEntry(lexicon, codes, u)),
          };
        }
      }
      if (out !== null) {
        const texts = at + textsAt(length) + (spoken ? 3 : 0);
        hkText += out[texts] as string;
        numText += out[texts + 1] as string;
        upperText += out[texts + 2] as string;
      } else {
        const reading = trie!.entryAt(node)!;
        const sep = spoken ? ' ' : '';
        hkText += sep + wordText(reading, jyutpingOf);
        numText += sep + wordText(reading, guangzhouOf);
        upperText += sep + wordText(reading, superscriptOf);
      }
      spoken = true;
      i += length;
      continue;
    }
    if (kind === KIND_NUMBER) {
      const character = typed(input, starts, ends, i);
      const next =
        i + 1 < n && kinds[i + 1] === KIND_HAN ? typed(input, starts, ends, i + 1) : undefined;
      const spokenNumber = readNumber(character, next).map(syllable);
      const jp = spokenNumber.map(jyutpingOf).join(' ');
      const gz = spokenNumber.map(guangzhouOf).join(' ');
      const gzSup = spokenNumber.map(superscriptOf).join(' ');
      hk[i] = { character, phonetic: jp };
      num[i] = { character, phonetic: gz };
      upper[i] = { character, phonetic: gzSup };
      const sep = spoken ? ' ' : '';
      hkText += sep + jp;
      numText += sep + gz;
      upperText += sep + gzSup;
      spoken = true;
    } else {
      hk[i] = num[i] = upper[i] = segmentWithoutReading(input, starts[i]!, ends[i]!);
    }
    i += 1;
  }
  return {
    pinyin_num: { text: numText, segments: num },
    pinyin_upper: { text: upperText, segments: upper },
    pinyin_hongkong: { text: hkText, segments: hk },
    candidates,
  };
}

/** The dictionary entry of the single character at unit u. */
const charEntry = (lexicon: WordTrie, codes: Int32Array, u: number) =>
  lexicon.entryAt(lexicon.first(codes[u]!));

/** The first mark after unit `end` other than spaces (？ 。 ！ …), or 0 at the end of the text. */
function closingMark(input: string, units: Units, end: number): number {
  for (let k = end; k < units.count; k += 1) {
    if (units.kind[k] !== KIND_OTHER) return 0;
    const cp = input.codePointAt(units.start[k]!)!;
    if (!/\s/u.test(String.fromCodePoint(cp))) return cp;
  }
  return 0;
}

const typed = (input: string, starts: Int32Array, ends: Int32Array, u: number) =>
  input.slice(starts[u]!, ends[u]!);

function allPlain(plain: Uint8Array, at: number, length: number): boolean {
  for (let k = at; k < at + length; k += 1) if (plain[k] !== 1) return false;
  return true;
}
