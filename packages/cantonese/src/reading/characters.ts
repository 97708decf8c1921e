// Splits text into user-visible characters ("units"). Han characters and other characters are one
// unit per code point (plus any combining marks / emoji modifiers that belong to them); a run of
// digits (with a decimal point, thousands commas or a trailing percent sign) is one "number" unit
// so it can be read aloud as a whole.

export const KIND_OTHER = 0;
export const KIND_HAN = 1;
export const KIND_NUMBER = 2;

/** The units of a scanned text (scratch buffers, overwritten by the next scan). */
export interface Units {
  /** Number of units. */
  count: number;
  /** Number of Han units. */
  han: number;
  /** UTF-16 offsets of each unit in the text: [start[u], end[u]). */
  start: Int32Array;
  end: Int32Array;
  kind: Uint8Array;
  /** For Han units, the code point to look up (CJK compatibility ideographs unified); 0 otherwise. */
  code: Int32Array;
  /** 1 if the unit is exactly the one code point `code` (so a dictionary key spells it as typed). */
  plain: Uint8Array;
  /** True if every Han unit is plain (the common case, which skips the per-unit checks). */
  hanAllPlain: boolean;
}

export function isHanCodePoint(cp: number): boolean {
  return (
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x20000 && cp <= 0x323af) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x2f800 && cp <= 0x2fa1f) ||
    cp === 0x3007
  );
}

const isDigit = (cp: number) => (cp >= 0x30 && cp <= 0x39) || (cp >= 0xff10 && cp <= 0xff19);
const isDot = (cp: number) => cp === 0x2e || cp === 0xff0e;
const isComma = (cp: number) => cp === 0x2c || cp === 0xff0c;
const isPercent = (cp: number) => cp === 0x25 || cp === 0xff05;
const isRegionalIndicator = (cp: number) => cp >= 0x1f1e6 && cp <= 0x1f1ff;

// Code points that never stand alone: they attach to the character before them.
function isExtender(cp: number): boolean {
  return (
    (cp >= 0x0300 && cp <= 0x036f) || // combining diacritics
    (cp >= 0x1ab0 && cp <= 0x1aff) ||
    (cp >= 0x1dc0 && cp <= 0x1dff) ||
    (cp >= 0x20d0 && cp <= 0x20ff) || // combining marks for symbols (keycap 20E3)
    (cp >= 0xfe00 && cp <= 0xfe0f) || // variation selectors
    (cp >= 0xfe20 && cp <= 0xfe2f) ||
    (cp >= 0x1f3fb && cp <= 0x1f3ff) || // skin tones
    (cp >= 0xe0020 && cp <= 0xe007f) || // emoji tag sequences
    (cp >= 0xe0100 && cp <= 0xe01ef) // ideographic variation selectors
  );
}

// CJK compatibility ideographs are looked up by their unified form.
function lookupCode(cp: number): number {
  if ((cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0x2f800 && cp <= 0x2fa1f))
    return String.fromCodePoint(cp).normalize('NFKC').codePointAt(0)!;
  return cp;
}

const cpAt = (s: string, i: number) => s.codePointAt(i)!;
const width = (cp: number) => (cp > 0xffff ? 2 : 1);

function digitsEnd(text: string, i: number): number {
  while (i < text.length && isDigit(cpAt(text, i))) i += 1;
  return i;
}

function numberEnd(text: string, start: number): number {
  let i = digitsEnd(text, start);
  for (;;) {
    // Thousands separator: a comma followed by exactly three digits.
    if (i < text.length && isComma(cpAt(text, i))) {
      const after = digitsEnd(text, i + 1);
      if (after - (i + 1) === 3) {
        i = after;
        continue;
      }
    }
    break;
  }
  if (i + 1 < text.length && isDot(cpAt(text, i)) && isDigit(cpAt(text, i + 1)))
    i = digitsEnd(text, i + 1);
  if (i < text.length && isPercent(cpAt(text, i))) i += 1;
  return i;
}

function allocate(capacity: number): Units {
  return {
    count: 0,
    han: 0,
    start: new Int32Array(capacity),
    end: new Int32Array(capacity),
    kind: new Uint8Array(capacity),
    code: new Int32Array(capacity),
    plain: new Uint8Array(capacity),
    hanAllPlain: true,
  };
}

const REUSED_CAPACITY = 1 << 16;
let scratch = allocate(1024);

/** Splits `text` into units, written to the returned buffers (valid until the next call). Allocates nothing per character. */
export function scanUnits(text: string): Units {
  if (scratch.start.length <= text.length) {
    // Very long inputs get their own buffers, so one huge request does not pin memory for good.
    const size = Math.max(text.length + 1, scratch.start.length * 2);
    if (size > REUSED_CAPACITY) return scanInto(text, allocate(text.length + 1));
    scratch = allocate(size);
  }
  return scanInto(text, scratch);
}

function scanInto(text: string, units: Units): Units {
  const { start, end: ends, kind, code, plain } = units;
  const length = text.length;
  let n = 0;
  let han = 0;
  let hanAllPlain = true;
  let i = 0;
  while (i < length) {
    const unit = text.charCodeAt(i);
    // Fast path: a BMP Han character (the common case).
    if (unit >= 0x4e00 && unit <= 0x9fff) {
      start[n] = i;
      ends[n] = i + 1;
      kind[n] = KIND_HAN;
      code[n] = unit;
      plain[n] = 1;
      n += 1;
      han += 1;
      i += 1;
      continue;
    }
    const cp = cpAt(text, i);
    if (isDigit(cp)) {
      const end = numberEnd(text, i);
      start[n] = i;
      ends[n] = end;
      kind[n] = KIND_NUMBER;
      code[n] = 0;
      plain[n] = 0;
      n += 1;
      i = end;
      continue;
    }
    let end = i + width(cp);
    const last = n - 1;
    if (isExtender(cp) && last >= 0 && kind[last] !== KIND_NUMBER) {
      ends[last] = end;
      plain[last] = 0;
      if (kind[last] === KIND_HAN) hanAllPlain = false;
      i = end;
      continue;
    }
    if (cp === 0x200d && last >= 0 && kind[last] === KIND_OTHER) {
      // Zero-width joiner: glue the next code point onto the emoji sequence.
      if (end < length) end += width(cpAt(text, end));
      ends[last] = end;
      i = end;
      continue;
    }
    if (isRegionalIndicator(cp) && end < length && isRegionalIndicator(cpAt(text, end))) end += 2;
    const isHan = isHanCodePoint(cp);
    start[n] = i;
    ends[n] = end;
    kind[n] = isHan ? KIND_HAN : KIND_OTHER;
    code[n] = isHan ? lookupCode(cp) : 0;
    plain[n] = isHan && code[n] === cp ? 1 : 0;
    if (isHan) {
      han += 1;
      if (plain[n] === 0) hanAllPlain = false;
    }
    n += 1;
    i = end;
  }
  units.count = n;
  units.han = han;
  units.hanAllPlain = hanAllPlain;
  return units;
}
