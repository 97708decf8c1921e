import { MSG } from '@yuexue/contract';
import { isHanCodePoint, isValidJyutping } from '@yuexue/cantonese';
import { badRequest } from '../../lib/http-error.js';
import type { ReadingSegment } from '../../providers/speech/index.js';

/** A segment the engine read as one Han character (by the engine's own definition of Han: Unicode's also takes in radicals and marks it leaves unread). */
function isHanSegment(s: ReadingSegment): boolean {
  const chars = Array.from(s.character);
  return chars.length === 1 && isHanCodePoint(chars[0]!.codePointAt(0)!);
}

/**
 * The engine's segments with the caller's readings put on the Han characters, in order: one
 * syllable per character, each a real Jyutping syllable. Digits and Latin keep the engine's reading.
 */
export function withReadings(
  segments: readonly ReadingSegment[],
  jyutping: string,
): ReadingSegment[] {
  const syllables = jyutping.split(/ +/);
  const bad = syllables.find((s) => !isValidJyutping(s));
  if (bad) throw badRequest(MSG.speech.readingSyllable(bad));
  const han = segments.map(isHanSegment);
  const hanCount = han.filter(Boolean).length;
  if (hanCount !== syllables.length)
    throw badRequest(MSG.speech.readingCount(hanCount, syllables.length));
  let next = 0;
  return segments.map((s, i) => (han[i] ? { ...s, phonetic: syllables[next++]! } : s));
}
