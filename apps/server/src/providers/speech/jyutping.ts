/** LSHK Jyutping syllable structure: initial + nucleus + coda + tone, or a syllabic nasal. */
export interface JyutpingSyllable {
  initial: string;
  /** Vowel nucleus (aa, a, e, i, o, u, oe, eo, yu) or the syllabic nasal m / ng. */
  nucleus: string;
  coda: string;
  tone: number;
}

const INITIALS = 'gw|kw|ng|b|p|m|f|d|t|n|l|g|k|h|w|z|c|s|j';
const NUCLEI = 'aa|a|eo|oe|e|i|o|u|yu';
const CODAS = 'ng|i|u|m|n|p|t|k';
const SYLLABLE = new RegExp(`^(?:(${INITIALS})?(${NUCLEI})(${CODAS})?|(?:(h)?(m|ng)))([1-6])$`);

export function parseJyutping(syllable: string): JyutpingSyllable | null {
  const m = SYLLABLE.exec(syllable.trim().toLowerCase());
  if (!m) return null;
  const tone = Number(m[6]);
  if (m[5]) return { initial: m[4] ?? '', nucleus: m[5], coda: '', tone };
  return { initial: m[1] ?? '', nucleus: m[2] ?? '', coda: m[3] ?? '', tone };
}

export const isJyutping = (syllable: string): boolean => parseJyutping(syllable) !== null;
