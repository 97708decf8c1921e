import * as OpenCC from 'opencc-js';

// Converters are built once: opencc-js compiles its dictionaries on construction.
const hantToHans = OpenCC.Converter({ from: 'hk', to: 'cn' });
const hansToHant = OpenCC.Converter({ from: 'cn', to: 'hk' });

export type Script = 'hans' | 'hant';

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

/** Text to Simplified, code point by code point: the result has exactly the input's UTF-16 length. */
export function normaliseToHans(text: string): string {
  let out = '';
  for (const c of text) out += c.charCodeAt(0) < 0x2e80 ? c : charToHans(c);
  return out;
}

/** Which script the text is written in: Traditional only when it has more Traditional-only
 * characters than Simplified-only ones (script-neutral text counts as Simplified). */
export function detectScript(text: string): Script {
  let hant = 0;
  let hans = 0;
  for (const c of text) {
    if (c.charCodeAt(0) < 0x2e80) continue;
    if (charToHans(c) !== c) hant++;
    else if (charToHant(c) !== c) hans++;
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
