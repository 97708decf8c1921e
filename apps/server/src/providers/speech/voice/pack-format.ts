import { fileURLToPath } from 'node:url';

/** The voice pack shipped in apps/server/assets/voice (made by scripts/pack-voice.ts). */
export const BUNDLED_VOICE_DIR = fileURLToPath(
  new URL('../../../../assets/voice/', import.meta.url),
);
export const PACK_INDEX = 'kt.json';
export const PACK_AUDIO = 'kt.adpcm';

/** Syllable → [byte offset in the audio file, sample count, pitch contour (see encodeContour)]. */
export type PackEntry = [offset: number, samples: number, contour: string];

export interface PackIndex {
  format: 'yuexue-voice/1';
  codec: 'ima-adpcm';
  sampleRate: number;
  /** Longest syllable in the pack (ms): each was trimmed to its sound and shortened to this at most. */
  maxMs: number;
  speaker: string;
  source: string;
  license: string;
  credit: string;
  syllables: Record<string, PackEntry>;
}
