import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG } from '@yuexue/contract';
import { loadConfig } from '../../config.js';
import { NativeRecordingsProvider } from './native-recordings.js';
import { parseWav } from './pcm.js';
import { pitchTrack, toneShape } from './test/pitch-track.js';
import { SpeechNotApplicable, type ReadingSegment } from './types.js';

const dataDir = loadConfig().languageDataDir;
const hasRecordings = existsSync(join(dataDir, 'cantonese-syllables', 'sound', 'kt'));
const signal = new AbortController().signal;
const seg = (character: string, phonetic: string): ReadingSegment => ({ character, phonetic });

describe('native recordings without the data folder', () => {
  it('leave every request to the next provider', async () => {
    const provider = new NativeRecordingsProvider('/nonexistent/yuexue-data');
    expect(await provider.recordings()).toEqual(new Map());
    await expect(provider.synthesize({ segments: [seg('你', 'nei5')], format: 'mp3' }, signal)).rejects.toBeInstanceOf(SpeechNotApplicable);
  });
});

describe.runIf(hasRecordings)('native recordings from ../shared/data', () => {
  const provider = new NativeRecordingsProvider(dataDir, 4);

  it('index every syllable', async () => {
    const index = await provider.recordings();
    expect(index.size).toBeGreaterThan(5000);
    expect(index.get('gaa1')).toMatch(/sound\/kt\/aa\/1\/gaa1\.opus$/);
  });

  it('join a word’s syllables, trimmed, with the credit', async () => {
    const one = parseWav((await provider.synthesize({ segments: [seg('好', 'hou2')], format: 'wav' }, signal)).audio);
    const result = await provider.synthesize({ segments: [seg('你', 'nei5'), seg('好', 'hou2'), seg('！', '')], format: 'wav' }, signal);
    expect(result.credit).toBe(MSG.speech.credit);
    const two = parseWav(result.audio);
    expect(two.sampleRate).toBe(24000);
    // Each recording is ~1.3 s with its silences; trimmed, a syllable is well under that.
    expect(one.samples.length / 24000).toBeLessThan(1.15);
    expect(two.samples.length / 24000).toBeLessThan(2.3);
    expect(two.samples.length).toBeGreaterThan(one.samples.length * 1.5);
  });

  it('say the tones the readings ask for', async () => {
    const shape = async (s: string) => toneShape(pitchTrack(parseWav((await provider.synthesize({ segments: [seg('詩', s)], format: 'wav' }, signal)).audio)));
    const [s1, s2, s4] = [await shape('si1'), await shape('si2'), await shape('si4')];
    expect(s1.mean).toBeGreaterThan(s4.mean * 1.2);
    expect(s2.end).toBeGreaterThan(s2.start * 1.15);
    expect(s4.start).toBeGreaterThan(s4.end);
  });

  it('return MP3', async () => {
    const { audio, mime } = await provider.synthesize({ segments: [seg('粤', 'jyut6')], format: 'mp3' }, signal);
    expect(mime).toBe('audio/mpeg');
    expect(audio.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xf3]));
  });

  it('leave sentences and unrecorded syllables to the synthesiser', async () => {
    const long = '今日天气好'.split('').map((c) => seg(c, 'gam1'));
    expect(() => provider.identity({ segments: long, format: 'mp3' })).toThrow(SpeechNotApplicable);
    await expect(provider.synthesize({ segments: [seg('村', 'cun1')], format: 'mp3' }, signal)).rejects.toBeInstanceOf(SpeechNotApplicable);
  });
});
