import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { syllableParts } from '../syllable-parts.js';
import { decodeAdpcm } from './adpcm.js';
import { PACK_AUDIO, PACK_INDEX, type PackIndex } from './pack-format.js';
import { decodeContour } from './pitch.js';

export interface SyllableClip {
  samples: Float32Array;
  /** Semitones per 10 ms frame, NaN where unvoiced. */
  contour: Float32Array;
}

/** The loaded pack: the index, and the compressed audio kept in memory (decoded per request). */
export class VoicePack {
  private constructor(
    readonly index: PackIndex,
    private readonly audio: Buffer,
  ) {}

  static exists(dir: string): boolean {
    return existsSync(join(dir, PACK_INDEX)) && existsSync(join(dir, PACK_AUDIO));
  }

  static async load(dir: string): Promise<VoicePack> {
    const [index, audio] = await Promise.all([
      readFile(join(dir, PACK_INDEX), 'utf8'),
      readFile(join(dir, PACK_AUDIO)),
    ]);
    return new VoicePack(JSON.parse(index) as PackIndex, audio);
  }

  get sampleRate(): number {
    return this.index.sampleRate;
  }

  has(syllable: string): boolean {
    return Object.hasOwn(this.index.syllables, syllable);
  }

  clip(syllable: string): SyllableClip | undefined {
    const entry = this.index.syllables[syllable];
    if (!entry) return undefined;
    const [offset, count, contour] = entry;
    return {
      samples: decodeAdpcm(this.audio.subarray(offset, offset + Math.ceil(count / 2)), count),
      contour: decodeContour(contour),
    };
  }

  /**
   * The recorded syllable of the same tone that sounds closest to one the speaker did not record
   * (cun1 → cyun1): the fewest and smallest changes of initial, vowel and ending.
   */
  nearest(syllable: string): string | undefined {
    const want = syllableParts(syllable);
    if (!want) return undefined;
    let best: string | undefined;
    let bestCost = NEAREST_MAX_COST;
    for (const candidate of Object.keys(this.index.syllables)) {
      const have = syllableParts(candidate);
      if (!have || have.tone !== want.tone) continue;
      const cost =
        initialCost(want.initial, have.initial) +
        vowelCost(want.nucleus, have.nucleus) +
        endingCost(want.coda, have.coda);
      if (cost < bestCost || (cost === bestCost && best !== undefined && candidate < best))
        [best, bestCost] = [candidate, cost];
    }
    return best;
  }
}

/** Beyond this, a stand-in would be heard as another word: the synthesiser speaks the syllable instead. */
const NEAREST_MAX_COST = 2.01;
const INITIAL_GROUPS = [
  ['b', 'p', 'm', 'f'],
  ['d', 't', 'n', 'l'],
  ['g', 'k', 'h', 'ng', ''],
  ['z', 'c', 's', 'j'],
  ['gw', 'kw', 'w'],
];
const VOWEL_KIN = [
  ['yu', 'u', 'i'],
  ['eo', 'oe', 'o'],
  ['a', 'aa'],
  ['e', 'i'],
];
const ENDING_KIN = [
  ['n', 'ng', 'm'],
  ['t', 'k', 'p'],
  ['i', 'u', ''],
];

const kin = (groups: string[][], a: string, b: string) =>
  groups.some((g) => g.includes(a) && g.includes(b));
const initialCost = (a: string, b: string) => (a === b ? 0 : kin(INITIAL_GROUPS, a, b) ? 1 : 2);
const vowelCost = (a: string, b: string) => (a === b ? 0 : kin(VOWEL_KIN, a, b) ? 1 : 3);
const endingCost = (a: string, b: string) => (a === b ? 0 : kin(ENDING_KIN, a, b) ? 1 : 3);
