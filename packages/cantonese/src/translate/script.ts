import * as OpenCC from 'opencc-js';

// Converters are built once: opencc-js compiles its dictionaries on construction.
const hantToHans = OpenCC.Converter({ from: 'hk', to: 'cn' });
const hansToHant = OpenCC.Converter({ from: 'cn', to: 'hk' });

export type Script = 'hans' | 'hant';

// The reading index keys Simplified words with OpenCC's standard tables instead
// (reading/lexicon/script-maps.ts); docs/decisions.md says why the two differ.

// Simplified Cantonese writing keeps these characters (opencc would turn 嗰, 餸 and 𨋢 into the rare
// 𠮶, 𩠌 and 䢂, and leaves 著 where Simplified Cantonese writes 着).
const HANS_FIXES: Record<string, string> = { '𠮶': '嗰', 著: '着', '𩠌': '餸', 䢂: '𨋢' };

function fixHans(text: string): string {
  return text.replace(/𠮶|著|𩠌|䢂/gu, (c) => HANS_FIXES[c] ?? c);
}

const toHansCache = new Map<string, string>();
const toHantCache = new Map<string, string>();
const textHansCache = new Map<string, string>();
const textHantCache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

function cached(cache: Map<string, string>, key: string, convert: (s: string) => string): string {
  let value = cache.get(key);
  if (value === undefined) {
    value = convert(key);
    if (cache.size < CACHE_LIMIT) cache.set(key, value);
  }
  return value;
}

/** One character (code point) to Simplified, keeping its UTF-16 length so offsets stay valid. */
function charToHans(c: string): string {
  return cached(toHansCache, c, (k) => {
    const v = fixHans(hantToHans(k));
    return v.length === k.length ? v : k;
  });
}

function charToHant(c: string): string {
  return cached(toHantCache, c, (k) => {
    const v = hansToHant(k);
    return v.length === k.length ? v : k;
  });
}

// Per BMP code unit, filled as characters are first met (0: not yet): its Simplified code unit,
// and its script class. Translation asks both for every character of every input, and a typed
// array read is far cheaper than hashing a one-character string into the caches above.
const hansCodes = new Uint16Array(0x10000);
const NEUTRAL = 1;
const HANT_ONLY = 2;
const HANS_ONLY = 3;
const scriptClasses = new Uint8Array(0x10000);

const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;

function hansCodeOf(code: number): number {
  let hans = hansCodes[code]!;
  if (hans === 0) {
    const v = charToHans(String.fromCharCode(code));
    hansCodes[code] = hans = v.length === 1 ? v.charCodeAt(0) : code;
  }
  return hans;
}

function scriptClassOf(c: string): number {
  if (charToHans(c) !== c) return HANT_ONLY;
  return charToHant(c) !== c ? HANS_ONLY : NEUTRAL;
}

/** Text to Simplified, code point by code point: the result has exactly the input's UTF-16 length. */
export function normaliseToHans(text: string): string {
  let out = '';
  let copied = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x2e80) continue;
    let hans: string;
    if (isSurrogate(code)) {
      const c = String.fromCodePoint(text.codePointAt(i)!);
      if (c.length === 2) i += 1;
      hans = c.length === 2 ? charToHans(c) : c;
      if (hans === c) continue;
      out += text.slice(copied, i - 1) + hans;
    } else {
      const to = hansCodeOf(code);
      if (to === code) continue;
      out += text.slice(copied, i) + String.fromCharCode(to);
    }
    copied = i + 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** Which script the text is written in: Traditional only when it has more Traditional-only
 * characters than Simplified-only ones (script-neutral text counts as Simplified). */
export function detectScript(text: string): Script {
  let hant = 0;
  let hans = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x2e80) continue;
    let kind: number;
    if (isSurrogate(code)) {
      const c = String.fromCodePoint(text.codePointAt(i)!);
      if (c.length === 2) i += 1;
      kind = scriptClassOf(c);
    } else {
      kind = scriptClasses[code]!;
      if (kind === 0) scriptClasses[code] = kind = scriptClassOf(String.fromCharCode(code));
    }
    if (kind === HANT_ONLY) hant++;
    else if (kind === HANS_ONLY) hans++;
  }
  return hant > hans ? 'hant' : 'hans';
}

/** Canonical (Hong Kong Traditional) Cantonese to Simplified Cantonese. */
export function hantToHansText(text: string): string {
  return cached(textHansCache, text, (k) => fixHans(hantToHans(k)));
}

/** Simplified text to Hong Kong Traditional (used for admin records typed in Simplified). */
export function hansToHantText(text: string): string {
  return cached(textHantCache, text, (k) => hansToHant(k));
}
