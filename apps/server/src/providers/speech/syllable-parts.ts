import { parseJyutping } from '@yuexue/cantonese';

/** A Jyutping syllable with its final cut into vowel nucleus (or syllabic m / ng) and coda. */
export interface SyllableParts {
  initial: string;
  nucleus: string;
  coda: string;
  tone: number;
}

/** The reading engine's Jyutping parser (packages/cantonese), with the final split for speech. */
export function syllableParts(syllable: string): SyllableParts | null {
  const p = parseJyutping(syllable);
  const m = p && /^(aa|a|eo|oe|e|i|o|u|yu|m|ng)(.*)$/.exec(p.final);
  return p && m ? { initial: p.initial, nucleus: m[1]!, coda: m[2]!, tone: p.tone } : null;
}
