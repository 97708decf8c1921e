import { annotate, type AnnotateOptions } from './annotate.js';

/**
 * One Jyutping syllable per Han character of `text`, in order ('?' for a character with no known
 * reading). This is the command line's output format; digits and other characters are skipped.
 */
export function hanReadings(text: string, options: AnnotateOptions = {}): string[] {
  const result = annotate(text, options);
  return result.candidates.map((c) => result.pinyin_hongkong.segments[c.index]!.phonetic || '?');
}
