import { describe, expect, it } from 'vitest';
import { MSG } from '@yuexue/contract';
import { AudioCache } from './audio-cache.js';
import { SpeechService } from './speech-service.js';
import {
  SpeechNotApplicable,
  SpeechUnavailable,
  type SpeechProvider,
  type SpeechRequest,
  type SpeechResult,
} from './types.js';

const req: SpeechRequest = {
  segments: [
    { character: '你', phonetic: 'nei5' },
    { character: '好', phonetic: 'hou2' },
  ],
  format: 'mp3',
};

/** A provider whose behaviour each test scripts; it counts its calls. */
function scripted(
  id: string,
  behave: (signal: AbortSignal) => Promise<SpeechResult>,
  applicable = true,
): SpeechProvider & { calls: number } {
  return {
    id,
    calls: 0,
    identity() {
      if (!applicable) throw new SpeechNotApplicable('no');
      return 'v';
    },
    synthesize(_r, signal) {
      this.calls += 1;
      return behave(signal);
    },
  };
}
const ok = (tag: string) => async (): Promise<SpeechResult> => ({
  audio: Buffer.from(tag),
  mime: 'audio/mpeg',
});
const fail = async (): Promise<SpeechResult> => {
  throw new Error('boom');
};
const hang = (signal: AbortSignal) =>
  new Promise<SpeechResult>((_, reject) =>
    signal.addEventListener('abort', () => reject(new Error('aborted'))),
  );
const ignoreAbort = () => new Promise<SpeechResult>(() => undefined);

describe('SpeechService', () => {
  it('answers from the first provider that works', async () => {
    const a = scripted('a', fail);
    const b = scripted('b', ok('B'));
    const spoken = await new SpeechService([
      { provider: a, timeoutMs: 1000 },
      { provider: b, timeoutMs: 1000 },
    ]).speak(req);
    expect(spoken.audio.toString()).toBe('B');
    expect(spoken.provider).toBe('b');
    expect(a.calls).toBe(1);
  });

  it('skips providers that cannot serve the request', async () => {
    const a = scripted('a', ok('A'), false);
    const spoken = await new SpeechService([
      { provider: a, timeoutMs: 1000 },
      { provider: scripted('b', ok('B')), timeoutMs: 1000 },
    ]).speak(req);
    expect(spoken.provider).toBe('b');
    expect(a.calls).toBe(0);
  });

  it('falls through on a timeout, even from a provider that ignores its signal', async () => {
    for (const slow of [hang, ignoreAbort]) {
      const started = Date.now();
      const spoken = await new SpeechService([
        { provider: scripted('slow', slow), timeoutMs: 50 },
        { provider: scripted('b', ok('B')), timeoutMs: 1000 },
      ]).speak(req);
      expect(spoken.provider).toBe('b');
      expect(Date.now() - started).toBeLessThan(1000);
    }
  });

  it('gives 获取音频失败 when every provider fails, never hangs', async () => {
    const service = new SpeechService([
      { provider: scripted('a', fail), timeoutMs: 1000 },
      { provider: scripted('b', ignoreAbort), timeoutMs: 50 },
    ]);
    const error = await service.speak(req).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechUnavailable);
    expect((error as SpeechUnavailable).message).toBe(MSG.speech.fetchFailed);
    expect((error as SpeechUnavailable).failures.map((f) => f.provider)).toEqual(['a', 'b']);
  });

  it('says there is nothing to read when no provider applies', async () => {
    const service = new SpeechService([
      { provider: scripted('a', ok('A'), false), timeoutMs: 1000 },
    ]);
    await expect(service.speak(req)).rejects.toThrow(MSG.speech.nothingToRead);
  });

  it('rests a failed provider, but never the last resort', async () => {
    const a = scripted('a', fail);
    const b = scripted('b', fail);
    const service = new SpeechService([
      { provider: a, timeoutMs: 1000 },
      { provider: b, timeoutMs: 1000 },
    ]);
    await expect(service.speak(req)).rejects.toBeInstanceOf(SpeechUnavailable);
    await expect(service.speak(req)).rejects.toBeInstanceOf(SpeechUnavailable);
    expect([a.calls, b.calls]).toEqual([1, 2]);
  });

  it('serves repeats from the cache, keyed by provider, readings and format', async () => {
    const a = scripted('a', ok('A'));
    const service = new SpeechService(
      [{ provider: a, timeoutMs: 1000 }],
      new AudioCache({ memoryBytes: 1 << 20, diskBytes: 0 }),
    );
    const first = await service.speak(req);
    const again = await service.speak(req);
    expect(again.audio.toString()).toBe('A');
    expect(again.key).toBe(first.key);
    expect(a.calls).toBe(1);
    // Another reading of the same text, or another format, is another entry.
    const other = await service.speak({
      ...req,
      segments: [
        { character: '你', phonetic: 'nei5' },
        { character: '好', phonetic: 'hou3' },
      ],
    });
    const wav = await service.speak({ ...req, format: 'wav' });
    expect(new Set([first.key, other.key, wav.key]).size).toBe(3);
    expect(a.calls).toBe(3);
  });

  it('shares one synthesis between identical concurrent requests', async () => {
    const a = scripted('a', async () => {
      await new Promise((r) => setTimeout(r, 20));
      return { audio: Buffer.from('A'), mime: 'audio/mpeg' };
    });
    const service = new SpeechService([{ provider: a, timeoutMs: 1000 }]);
    const results = await Promise.all([service.speak(req), service.speak(req), service.speak(req)]);
    expect(results.map((r) => r.audio.toString())).toEqual(['A', 'A', 'A']);
    expect(a.calls).toBe(1);
  });
});
