const SUPERSCRIPT_DIGITS: Record<string, number> = {
  '¹': 1,
  '²': 2,
  '³': 3,
  '⁴': 4,
  '⁵': 5,
  '⁶': 6,
};

/** The tone (1–6) of one syllable in any of the three systems (nei5, néi⁵), or null. */
export function toneOf(syllable: string): number | null {
  const last = syllable.at(-1);
  if (!last) return null;
  if (last >= '1' && last <= '6') return Number(last);
  return SUPERSCRIPT_DIGITS[last] ?? null;
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
