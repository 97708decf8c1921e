import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yuexue/contract';
import { createEspeakEngine } from '../espeak-provider.js';
import type { EspeakEngine } from '../espeak-engine.js';
import { parseWav } from '../pcm.js';
import { SpeechNotApplicable, type ReadingSegment } from '../types.js';
import { NativeVoiceProvider } from './native-voice.js';
import { BUNDLED_VOICE_DIR, PACK_AUDIO, PACK_INDEX, type PackIndex } from './pack-format.js';

const signal = new AbortController().signal;
const seg = (character: string, phonetic: string): ReadingSegment => ({ character, phonetic });
let engine: EspeakEngine;
let small: string;

beforeAll(async () => {
  engine = await createEspeakEngine();
  // A pack of three syllables, cut from the shipped one: the rest of the chart is "missing".
  small = mkdtempSync(join(tmpdir(), 'yuexue-voice-'));
  const index = JSON.parse(readFileSync(join(BUNDLED_VOICE_DIR, PACK_INDEX), 'utf8')) as PackIndex;
  const audio = readFileSync(join(BUNDLED_VOICE_DIR, PACK_AUDIO));
  const keep = ['nei5', 'hou2', 'ngo5'];
  const parts: Buffer[] = [];
  let offset = 0;
  const syllables: PackIndex['syllables'] = {};
  for (const s of keep) {
    const [from, count, contour] = index.syllables[s]!;
    const bytes = audio.subarray(from, from + Math.ceil(count / 2));
    syllables[s] = [offset, count, contour];
    parts.push(bytes);
    offset += bytes.length;
  }
  writeFileSync(join(small, PACK_INDEX), JSON.stringify({ ...index, syllables }));
  writeFileSync(join(small, PACK_AUDIO), Buffer.concat(parts));
});
afterAll(async () => {
  await engine?.close();
  rmSync(small, { recursive: true, force: true });
});

describe('the native voice', () => {
  it('marks each syllable where the audio has it, and the marks fit the audio', async () => {
    const voice = new NativeVoiceProvider(BUNDLED_VOICE_DIR, engine);
    const r = await voice.synthesize(
      {
        segments: [
          seg('你', 'nei5'),
          seg('好', 'hou2'),
          seg('，', ''),
          seg('食', 'sik6'),
          seg('饭', 'faan6'),
        ],
        format: 'wav',
      },
      signal,
    );
    expect(r.credit).toBe(MSG.speech.credit);
    const pcm = parseWav(r.audio);
    expect(r.durationMs).toBe(Math.round((pcm.samples.length * 1000) / pcm.sampleRate));
    expect(r.marks!.map((m) => [m.text, m.jyutping, m.source])).toEqual([
      ['你', 'nei5', 'recording'],
      ['好', 'hou2', 'recording'],
      ['食', 'sik6', 'recording'],
      ['饭', 'faan6', 'recording'],
    ]);
    // Sound inside a mark, silence in the comma's pause.
    const rms = (from: number, to: number) => {
      const part = pcm.samples.subarray(
        Math.round((from * pcm.sampleRate) / 1000),
        Math.round((to * pcm.sampleRate) / 1000),
      );
      return Math.sqrt(part.reduce((s, v) => s + v * v, 0) / part.length);
    };
    const [, hou, sik] = r.marks!;
    expect(rms(hou!.start_ms, hou!.end_ms)).toBeGreaterThan(0.03);
    expect(sik!.start_ms - hou!.end_ms).toBeGreaterThan(100);
    expect(rms(hou!.end_ms + 10, sik!.start_ms - 10)).toBeLessThan(0.001);
    expect(r.marks!.at(-1)!.end_ms).toBeLessThanOrEqual(r.durationMs!);
  });

  it('says a syllable it has no recording of, or no close one, with espeak-ng alone', async () => {
    const voice = new NativeVoiceProvider(small, engine);
    const r = await voice.synthesize(
      { segments: [seg('你', 'nei5'), seg('食', 'sik6'), seg('好', 'hou2')], format: 'wav' },
      signal,
    );
    expect(r.marks!.map((m) => m.source)).toEqual(['recording', 'espeak', 'recording']);
    const sik = r.marks![1]!;
    expect(sik.end_ms - sik.start_ms).toBeGreaterThan(80);
  });

  it('keys its audio by speed, so a slow clip is never served for a normal one', () => {
    const voice = new NativeVoiceProvider(BUNDLED_VOICE_DIR, engine);
    const segments = [seg('你', 'nei5'), seg('好', 'hou2')];
    const keys = (['normal', 'slow', 'syllable'] as const).map((speed) =>
      voice.identity({ segments, speed, format: 'mp3' }),
    );
    expect(new Set(keys).size).toBe(3);
    expect(voice.identity({ segments, format: 'mp3' })).toBe(keys[0]);
  });

  it('leaves every request to the next provider when there is no pack', () => {
    const voice = new NativeVoiceProvider('/nonexistent/voice');
    expect(() => voice.identity({ segments: [seg('你', 'nei5')], format: 'mp3' })).toThrow(
      SpeechNotApplicable,
    );
  });
});
