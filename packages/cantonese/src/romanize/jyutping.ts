// LSHK Jyutping syllable structure: initial + final + tone (1–6).

export const JYUTPING_INITIALS = [
  'b',
  'p',
  'm',
  'f',
  'd',
  't',
  'n',
  'l',
  'g',
  'k',
  'ng',
  'h',
  'gw',
  'kw',
  'w',
  'z',
  'c',
  's',
  'j',
] as const;

// The LSHK chart, plus the colloquial finals that appear in dictionaries (eu, em, ep, en, et, oen, oet).
export const JYUTPING_FINALS = [
  'aa',
  'aai',
  'aau',
  'aam',
  'aan',
  'aang',
  'aap',
  'aat',
  'aak',
  'ai',
  'au',
  'am',
  'an',
  'ang',
  'ap',
  'at',
  'ak',
  'e',
  'ei',
  'eu',
  'em',
  'en',
  'eng',
  'ep',
  'et',
  'ek',
  'i',
  'iu',
  'im',
  'in',
  'ing',
  'ip',
  'it',
  'ik',
  'o',
  'oi',
  'ou',
  'on',
  'ong',
  'ot',
  'ok',
  'u',
  'ui',
  'un',
  'ung',
  'ut',
  'uk',
  'oe',
  'oen',
  'oeng',
  'oet',
  'oek',
  'eoi',
  'eon',
  'eot',
  'yu',
  'yun',
  'yut',
  'm',
  'ng',
] as const;

export interface JyutpingSyllable {
  initial: string;
  final: string;
  tone: number;
}

const initials = new Set<string>(JYUTPING_INITIALS);
const finals = new Set<string>(JYUTPING_FINALS);
const shape = /^([a-z]+?)([1-6])$/;

export function parseJyutping(syllable: string): JyutpingSyllable | null {
  const m = shape.exec(syllable);
  if (!m) return null;
  const body = m[1]!;
  const tone = Number(m[2]);
  // Syllabic nasals: m, ng, and hm / hng (interjections).
  if (body === 'm' || body === 'ng') return { initial: '', final: body, tone };
  if (body === 'hm' || body === 'hng') return { initial: 'h', final: body.slice(1), tone };
  for (const len of [2, 1, 0]) {
    const initial = body.slice(0, len);
    const final = body.slice(len);
    if (
      (len === 0 || initials.has(initial)) &&
      finals.has(final) &&
      final !== 'm' &&
      final !== 'ng'
    ) {
      return { initial, final, tone };
    }
  }
  return null;
}

export function isValidJyutping(syllable: string): boolean {
  return parseJyutping(syllable) !== null;
}
