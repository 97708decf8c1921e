import type { StudyCard } from '@yuexue/contract';

const HAN = /^\p{Script=Han}$/u;

/**
 * The Jyutping the card shows, for the speech route to read exactly that (one syllable per Han
 * character); undefined when some character carries more or none, and the engine reads it itself.
 */
export function cardJyutping(card: Pick<StudyCard, 'segments'>): string | undefined {
  const han = card.segments.filter((s) => HAN.test(s.character));
  if (han.some((s) => !/^[a-z]+[1-6]$/.test(s.phonetic))) return undefined;
  return han.map((s) => s.phonetic).join(' ') || undefined;
}

/** Long cards go by POST (a URL has a length limit); short ones by GET, which the browser caches. */
export const speechVia = (text: string): 'get' | 'post' =>
  [...text].length <= 120 ? 'get' : 'post';
