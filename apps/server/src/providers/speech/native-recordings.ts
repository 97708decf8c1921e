import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MSG } from '@yuexue/contract';
import { encodeAudio } from './audio-encode.js';
import { decodeOggOpus } from './ogg-opus.js';
import { joinClips, trimSilence, type Pcm } from './pcm.js';
import { SpeechNotApplicable, syllablesOf, type SpeechProvider, type SpeechRequest, type SpeechResult } from './types.js';

/** The recordings live in <dataDir>/cantonese-syllables/sound/kt/<final>/<tone>/<jyutping>.opus. */
const RECORDINGS = join('cantonese-syllables', 'sound', 'kt');

/**
 * A native speaker's syllable recordings (粵音資料集叢, CC BY-SA 4.0), joined for characters,
 * words and tone drills. Requests longer than `maxSyllables`, or with a syllable that has no
 * recording, or without the data folder, are left to the next provider.
 */
export class NativeRecordingsProvider implements SpeechProvider {
  readonly id = 'native';
  private index: Promise<Map<string, string>> | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly maxSyllables = 4,
  ) {}

  /** Syllable → file, read once from the folder (empty when the folder is absent). */
  recordings(): Promise<Map<string, string>> {
    return (this.index ??= (async () => {
      const root = join(this.dataDir, RECORDINGS);
      const files = await readdir(root, { recursive: true }).catch(() => [] as string[]);
      const map = new Map<string, string>();
      for (const f of files) {
        const m = /([a-z]+[1-6])\.opus$/.exec(f);
        if (m) map.set(m[1]!, join(root, f));
      }
      return map;
    })());
  }

  identity(req: SpeechRequest): string {
    const n = syllablesOf(req.segments).length;
    if (n === 0 || n > this.maxSyllables) throw new SpeechNotApplicable(`native recordings serve 1–${this.maxSyllables} syllables`);
    return 'kt';
  }

  async synthesize(req: SpeechRequest, signal: AbortSignal): Promise<SpeechResult> {
    this.identity(req);
    const index = await this.recordings();
    const files = syllablesOf(req.segments).map((s) => {
      const file = index.get(s);
      if (!file) throw new SpeechNotApplicable(`no recording of ${s}`);
      return file;
    });
    const clips: Pcm[] = [];
    for (const file of files) {
      signal.throwIfAborted();
      clips.push(trimSilence(await decodeOggOpus(await readFile(file, { signal })), { threshold: 0.03, marginMs: 20 }));
    }
    const audio = await encodeAudio(joinClips(clips, 60), req.format);
    return { ...audio, credit: MSG.speech.credit };
  }
}
