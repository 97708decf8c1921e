import {
  createOverrideSet,
  guangzhouToJyutping,
  isValidJyutping,
  jyutpingToGuangzhou,
  phoneticRecordToOverride,
} from '@yuexue/cantonese';
import { PHONETIC_COLUMNS, type PhoneticFields, MSG } from '@yuexue/contract';

const M = MSG.database;

export interface PhoneticReadings {
  chinese_char: string;
  pinyin_hongkong: string;
  pinyin_num: string;
  pinyin_upper: string;
}

const LABEL = Object.fromEntries(PHONETIC_COLUMNS.map((c) => [c.key, c.header])) as Record<
  (typeof PHONETIC_COLUMNS)[number]['key'],
  string
>;
const HAN = /^\p{Script=Han}$/u;
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶';

/** The basic CJK block (all Han) answers without the Unicode-property regex; imports check millions of characters. */
const isHan = (c: string) => {
  const code = c.charCodeAt(0);
  return (c.length === 1 && code >= 0x4e00 && code <= 0x9fff) || HAN.test(c);
};

/** Remembers the answers for up to `limit` distinct syllables (there are a few thousand real ones). */
function memoised<T>(f: (s: string) => T, limit = 20_000): (s: string) => T {
  const seen = new Map<string, T>();
  return (s) => {
    if (seen.has(s)) return seen.get(s)!;
    const answer = f(s);
    if (seen.size < limit) seen.set(s, answer);
    return answer;
  };
}
const validJyutping = memoised(isValidJyutping);
const jyutpingOfGuangzhou = memoised(guangzhouToJyutping);

const syllables = (column: string) => column.split(' ').filter(Boolean);
/** Guangzhou spellings compare with tone digits, whatever the admin typed. */
const plainTones = memoised((s: string) =>
  s.toLowerCase().replace(/[⁰¹²³⁴⁵⁶]/g, (d) => String(SUPERSCRIPT.indexOf(d))),
);

/**
 * Checks a phonetic record and fills the columns left empty: one reading per Han character,
 * Jyutping (pinyin_hongkong) from the chart, Guangzhou columns convertible and agreeing with it.
 * Returns the record to store, or a zh-CN reason.
 */
export function checkPhoneticRecord(
  fields: PhoneticFields,
  { engineCheck = true } = {},
): PhoneticReadings | { error: string } {
  const text = fields.chinese_char.trim();
  const chars = Array.from(text);
  if (!chars.every(isHan)) return { error: M.charOnlyHan };
  const given = {
    pinyin_hongkong: syllables(fields.pinyin_hongkong.toLowerCase()),
    pinyin_num: syllables(fields.pinyin_num),
    pinyin_upper: syllables(fields.pinyin_upper),
  };
  for (const key of ['pinyin_hongkong', 'pinyin_num', 'pinyin_upper'] as const) {
    if (given[key].length > 0 && given[key].length !== chars.length)
      return { error: M.syllableCount(LABEL[key], given[key].length, chars.length) };
  }
  const badJyutping = given.pinyin_hongkong.find((s) => !validJyutping(s));
  if (badJyutping) return { error: M.invalidJyutping(badJyutping) };
  for (const key of ['pinyin_num', 'pinyin_upper'] as const) {
    const bad = given[key].find((s) => jyutpingOfGuangzhou(s) === null);
    if (bad) return { error: M.invalidGuangzhou(LABEL[key], bad) };
  }

  const jyutping = given.pinyin_hongkong.length
    ? given.pinyin_hongkong
    : (given.pinyin_num.length ? given.pinyin_num : given.pinyin_upper).map((s) =>
        jyutpingOfGuangzhou(s)!,
      );
  if (jyutping.length === 0) return { error: M.readingRequired };

  // Several Jyutping finals share one Guangzhou spelling, so agreement is checked in Guangzhou.
  for (const key of ['pinyin_num', 'pinyin_upper'] as const) {
    for (let k = 0; k < given[key].length; k += 1) {
      const expected = jyutpingToGuangzhou(jyutping[k]!, key === 'pinyin_upper');
      if (plainTones(given[key][k]!) !== plainTones(expected))
        return { error: M.inconsistent(LABEL[key], k + 1, given[key][k]!, expected) };
    }
  }
  const record: PhoneticReadings = {
    chinese_char: text,
    pinyin_hongkong: jyutping.join(' '),
    pinyin_num: jyutping.map((s) => jyutpingToGuangzhou(s)).join(' '),
    pinyin_upper: jyutping.map((s) => jyutpingToGuangzhou(s, true)).join(' '),
  };
  if (!engineCheck) return record;
  const rejected = engineRejections([record]).get(record.chinese_char);
  return rejected ? { error: rejected } : record;
}

/**
 * The engine is the final judge: a record it would refuse when it loads is refused on save.
 * Compiling many records at once costs far less than one by one (imports use this directly).
 */
export function engineRejections(records: readonly PhoneticReadings[]): Map<string, string> {
  const set = createOverrideSet(records.map(phoneticRecordToOverride));
  return new Map(set.rejected.map((r) => [r.text, r.reason]));
}
