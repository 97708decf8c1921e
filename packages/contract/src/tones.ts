/**
 * The tone a written syllable carries, in any of the three systems the site shows (nei5, néi5,
 * néi⁵): its final digit, plain or superscript. The one reading of tones outside the engine: the
 * web colours rubies and the legend by it, and the drill checks its syllables with it.
 */
const SUPERSCRIPT_TONES = '⁰¹²³⁴⁵⁶';

/** The tone (1–6) of one syllable in any of the three systems (nei5, néi⁵), or null. */
export function toneOf(syllable: string): number | null {
  const last = syllable.at(-1);
  if (!last) return null;
  if (last >= '1' && last <= '6') return Number(last);
  const superscript = SUPERSCRIPT_TONES.indexOf(last);
  return superscript >= 1 ? superscript : null;
}

/** The tone a Jyutping syllable carries (lower-case letters, then its tone digit), or null. */
export function jyutpingTone(syllable: string): number | null {
  return /^[a-z]+[1-6]$/.test(syllable) ? toneOf(syllable) : null;
}

/** The six tones of Cantonese with their contour (Chao numbers), for the legend. */
export const TONES = [
  { tone: 1, name: '阴平', contour: '55 高平' },
  { tone: 2, name: '阴上', contour: '35 高升' },
  { tone: 3, name: '阴去', contour: '33 中平' },
  { tone: 4, name: '阳平', contour: '21 低降' },
  { tone: 5, name: '阳上', contour: '23 低升' },
  { tone: 6, name: '阳去', contour: '22 低平' },
] as const;
