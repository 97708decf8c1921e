import { createHash } from 'node:crypto';
import { MSG } from '@yuexue/contract';
import type { AudioCache } from './audio-cache.js';
import {
  SpeechNotApplicable,
  SpeechUnavailable,
  type SpeechMark,
  type SpeechProvider,
  type SpeechRequest,
} from './types.js';

export interface ProviderSlot {
  provider: SpeechProvider;
  timeoutMs: number;
}

export interface SpokenAudio {
  audio: Buffer;
  mime: string;
  provider: string;
  credit?: string;
  /** Where each syllable is in the audio, when the provider can tell (kept with the audio in the cache). */
  marks?: SpeechMark[];
  durationMs?: number;
  /** Hash of provider, voice, speed, text, readings and format: the cache key and the ETag. */
  key: string;
}

export interface SpeechLog {
  warn(obj: object, msg: string): void;
}

/** After a failure, a provider that is not the last resort is skipped for this long. */
const COOLDOWN_MS = 30_000;
const KEY_VERSION = 'speech-v2';

class Timeout extends Error {
  override name = 'Timeout';
}

/**
 * Tries the providers in order. For each one that can serve the request, a cached answer is
 * used first; otherwise it synthesises within its timeout, and a failure or timeout falls
 * through to the next. When none succeeds: SpeechUnavailable with 获取音频失败.
 */
export class SpeechService {
  private coolingUntil = new Map<string, number>();
  private inFlight = new Map<string, Promise<SpokenAudio>>();

  constructor(
    private readonly slots: readonly ProviderSlot[],
    private readonly cache?: AudioCache,
    private readonly log?: SpeechLog,
  ) {}

  get providerIds(): string[] {
    return this.slots.map((s) => s.provider.id);
  }

  async speak(req: SpeechRequest): Promise<SpokenAudio> {
    const failures: { provider: string; error: string }[] = [];
    for (const [i, { provider, timeoutMs }] of this.slots.entries()) {
      let identity: string;
      try {
        identity = provider.identity(req);
      } catch (e) {
        if (e instanceof SpeechNotApplicable) continue;
        throw e;
      }
      const isLast = i === this.slots.length - 1;
      if (!isLast && (this.coolingUntil.get(provider.id) ?? 0) > Date.now()) continue;
      const key = speechKey(provider.id, identity, req);
      const cached = await this.cache?.get(key);
      if (cached) return { ...cached, key };
      try {
        return await this.once(key, () => this.synthesize(provider, timeoutMs, req, key));
      } catch (e) {
        if (e instanceof SpeechNotApplicable) continue;
        const error = e instanceof Error ? e.message : String(e);
        failures.push({ provider: provider.id, error });
        this.coolingUntil.set(provider.id, Date.now() + COOLDOWN_MS);
        this.log?.warn({ provider: provider.id, err: error }, 'speech provider failed');
      }
    }
    if (failures.length === 0) throw new SpeechNotApplicable(MSG.speech.nothingToRead);
    throw new SpeechUnavailable(MSG.speech.fetchFailed, failures);
  }

  /** Identical requests arriving together share one synthesis. */
  private once(key: string, run: () => Promise<SpokenAudio>): Promise<SpokenAudio> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const p = run().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, p);
    return p;
  }

  private async synthesize(
    provider: SpeechProvider,
    timeoutMs: number,
    req: SpeechRequest,
    key: string,
  ): Promise<SpokenAudio> {
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Timeout(`${provider.id} timed out after ${timeoutMs} ms`));
        abort.abort();
      }, timeoutMs);
    });
    try {
      // The race guarantees an answer in time even from a provider that ignores the signal.
      const result = await Promise.race([provider.synthesize(req, abort.signal), timeout]);
      const spoken = { ...result, provider: provider.id, key };
      const { audio, mime, credit, marks, durationMs } = result;
      void this.cache
        ?.set(key, { audio, mime, provider: provider.id, credit, marks, durationMs })
        .catch((e: unknown) => {
          this.log?.warn({ err: String(e) }, 'audio cache write failed');
        });
      return spoken;
    } finally {
      clearTimeout(timer);
    }
  }
}

export function speechKey(providerId: string, identity: string, req: SpeechRequest): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        KEY_VERSION,
        providerId,
        identity,
        req.format,
        req.speed ?? 'normal',
        req.segments.map((s) => [s.character, s.phonetic]),
      ]),
    )
    .digest('hex');
}
