import { JYUTPING_FINALS, JYUTPING_INITIALS, parseJyutping } from './jyutping.js';

// Guangzhou romanisation (广州话拼音方案) as ARCHITECTURE.md defines it, derived from Jyutping.

const SUPERSCRIPT_DIGITS = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶'];

const finalMap: Record<string, string> = {
  aa: 'a',
  aai: 'ai',
  aau: 'ao',
  aam: 'am',
  aan: 'an',
  aang: 'ang',
  aap: 'ab',
  aat: 'ad',
  aak: 'ag',
  ai: 'ei',
  au: 'eo',
  am: 'em',
  an: 'en',
  ang: 'eng',
  ap: 'eb',
  at: 'ed',
  ak: 'eg',
  e: 'é',
  ei: 'éi',
  eu: 'éu',
  em: 'ém',
  en: 'én',
  eng: 'éng',
  ep: 'éb',
  et: 'éd',
  ek: 'ég',
  i: 'i',
  iu: 'iu',
  im: 'im',
  in: 'in',
  ing: 'ing',
  ip: 'ib',
  it: 'id',
  ik: 'ig',
  o: 'o',
  oi: 'oi',
  ou: 'ou',
  on: 'on',
  ong: 'ong',
  ot: 'od',
  ok: 'og',
  u: 'u',
  ui: 'ui',
  un: 'un',
  ung: 'ung',
  ut: 'ud',
  uk: 'ug',
  oe: 'ê',
  oen: 'ên',
  oeng: 'êng',
  oet: 'êd',
  oek: 'êg',
  eoi: 'êu',
  eon: 'ên',
  eot: 'êd',
  yu: 'ü',
  yun: 'ün',
  yut: 'üd',
  m: 'm',
  ng: 'ng',
};

const initialMap: Record<string, string> = { j: 'y', gw: 'gu', kw: 'ku' };
const palatal: Record<string, string> = { z: 'j', c: 'q', s: 'x' };

function guangzhouParts(initial: string, final: string): string {
  const highFront = final.startsWith('i') || final.startsWith('yu');
  const gzInitial =
    highFront && palatal[initial] ? palatal[initial]! : (initialMap[initial] ?? initial);
  let gzFinal = finalMap[final]!;
  // ü is written u after y, j, q, x.
  if (
    gzFinal.startsWith('ü') &&
    (gzInitial === 'y' || gzInitial === 'j' || gzInitial === 'q' || gzInitial === 'x')
  ) {
    gzFinal = 'u' + gzFinal.slice(1);
  }
  return gzInitial + gzFinal;
}

const cache = new Map<string, string>();

/** Jyutping syllable (e.g. "nei5") → Guangzhou romanisation ("néi5", or "néi⁵" with superscript). Invalid input is returned unchanged. */
export function jyutpingToGuangzhou(syllable: string, superscript = false): string {
  const key = superscript ? syllable + '^' : syllable;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const parsed = parseJyutping(syllable);
  let out = syllable;
  if (parsed) {
    out =
      guangzhouParts(parsed.initial, parsed.final) +
      (superscript ? SUPERSCRIPT_DIGITS[parsed.tone] : String(parsed.tone));
  }
  if (cache.size < 10_000) cache.set(key, out);
  return out;
}

let reverse: Map<string, string> | null = null;

function reverseTable(): Map<string, string> {
  if (reverse) return reverse;
  reverse = new Map();
  const bases = ['', ...JYUTPING_INITIALS].flatMap((i) =>
    JYUTPING_FINALS.map((f) => [i, f] as const),
  );
  for (const [initial, final] of [...bases, ['h', 'm'] as const, ['h', 'ng'] as const]) {
    if (!parseJyutping(`${initial}${final}1`)) continue;
    const gz = guangzhouParts(initial, final);
    // First writer wins (the chart order puts eon before oen), except that y+u is jyu, not the non-syllable ju.
    if (!reverse.has(gz) || final.startsWith('yu')) reverse.set(gz, initial + final);
  }
  return reverse;
}

/** Guangzhou romanisation syllable (digits or superscript digits) → Jyutping, or null if it is not one. */
export function guangzhouToJyutping(syllable: string): string | null {
  const normalised = syllable
    .trim()
    .toLowerCase()
    .replace(/[⁰¹²³⁴⁵⁶]/g, (d) => String(SUPERSCRIPT_DIGITS.indexOf(d)));
  const m = /^(.+?)([1-6])$/u.exec(normalised);
  if (!m) return null;
  const base = reverseTable().get(m[1]!);
  return base === undefined ? null : base + m[2];
}
