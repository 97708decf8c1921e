import { guangzhouToJyutping, isValidJyutping, jyutpingToGuangzhou } from '../romanize/index.js';
import { isHanCodePoint } from './characters.js';
import { toDefaultTraditional, toSimplified } from './lexicon/script-maps.js';
import type { Syllable } from './lexicon/syllable.js';
import { WordEntry, WordTrie } from './lexicon/trie.js';
import type { Reading } from './segment.js';
import { runToEnd, STEP_RECORDS } from '../steps.js';

/** An admin phonetic record: a character or a whole word and its reading, one syllable per Han character. */
export interface ReadingOverride {
  text: string;
  /** Jyutping, one syllable per Han character of `text`. May be empty if `pinyin_num` or `pinyin_upper` is given. */
  jyutping: string[];
  /** Optional Guangzhou readings as the admin typed them; derived from the Jyutping when absent. */
  pinyin_num?: string[];
  pinyin_upper?: string[];
}

export interface RejectedOverride {
  text: string;
  reason: string;
}

/** A compiled, immutable set of overrides; build a new one and swap it to change overrides at run time. */
export class OverrideSet {
  readonly trie = new WordTrie();
  readonly rejected: RejectedOverride[] = [];

  get size(): number {
    return this.trie.size;
  }

  add(key: string, entry: Reading): void {
    this.trie.set(key, entry);
  }
}

export const EMPTY_OVERRIDES = new OverrideSet();

const hanOf = (text: string) => Array.from(text).filter((c) => isHanCodePoint(c.codePointAt(0)!));

function compile(record: ReadingOverride): Reading | string {
  const han = hanOf(record.text ?? '');
  if (han.length === 0) return '读音记录必须包含至少一个汉字';
  if (han.length !== Array.from(record.text.trim()).length) return '读音记录只能包含汉字';
  const jyutping = (record.jyutping ?? []).map((s) => s.trim().toLowerCase()).filter(Boolean);
  const num = record.pinyin_num?.map((s) => s.trim()).filter(Boolean);
  const upper = record.pinyin_upper?.map((s) => s.trim()).filter(Boolean);
  let syllables = jyutping;
  if (syllables.length === 0) {
    const from = num?.length ? num : (upper ?? []);
    const derived = from.map(guangzhouToJyutping);
    if (derived.some((s) => s === null)) return '无法从广州话拼音推导粤拼';
    syllables = derived as string[];
  }
  if (syllables.length !== han.length)
    return `读音音节数（${syllables.length}）与汉字数（${han.length}）不一致`;
  const invalid = syllables.find((s) => !isValidJyutping(s));
  if (invalid) return `无效的粤拼：${invalid}`;
  const column = (xs: string[] | undefined, k: number) =>
    xs && xs.length === han.length ? xs[k] : undefined;
  return new WordEntry(
    syllables.map((jyutping, k): Syllable => ({
      jyutping,
      guangzhou: column(num, k) ?? jyutpingToGuangzhou(jyutping),
      guangzhouSuperscript: column(upper, k) ?? jyutpingToGuangzhou(jyutping, true),
    })),
    0,
  );
}

/**
 * Compiles admin phonetic records. Each record matches the text as written and its other-script
 * forms, so a record typed in Simplified also applies to Traditional input and vice versa.
 * Invalid records are skipped and listed in `rejected` with a zh-CN reason.
 */
export function createOverrideSet(records: Iterable<ReadingOverride>): OverrideSet {
  return runToEnd(buildOverrideSet(records));
}

/**
 * createOverrideSet in steps: it pauses after every `STEP_RECORDS` records, so a server compiling
 * 100,000 records can answer other requests between steps instead of stalling for seconds.
 */
export function* buildOverrideSet(
  records: Iterable<ReadingOverride>,
): Generator<void, OverrideSet, void> {
  const set = new OverrideSet();
  let done = 0;
  for (const record of records) {
    if (++done % STEP_RECORDS === 0) yield;
    const compiled = compile(record);
    if (typeof compiled === 'string') {
      set.rejected.push({ text: String(record.text ?? ''), reason: compiled });
      continue;
    }
    const text = record.text.trim();
    for (const key of new Set([text, toDefaultTraditional(text), toSimplified(text)]))
      set.add(key, compiled);
  }
  return set;
}

const splitColumn = (value: string | null | undefined) =>
  (value ?? '').trim().split(/\s+/).filter(Boolean);

/** Maps a back-office Phonetic record (space-separated columns) to a ReadingOverride. */
export function phoneticRecordToOverride(record: {
  chinese_char: string;
  pinyin_hongkong?: string | null;
  pinyin_num?: string | null;
  pinyin_upper?: string | null;
}): ReadingOverride {
  return {
    text: record.chinese_char,
    jyutping: splitColumn(record.pinyin_hongkong),
    pinyin_num: splitColumn(record.pinyin_num),
    pinyin_upper: splitColumn(record.pinyin_upper),
  };
}
