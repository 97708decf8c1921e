import { describe, expect, it } from 'vitest';
import { encodeAudio } from './audio-encode.js';
import { parseWav, trimSilence, joinClips, type Pcm } from './pcm.js';
import { mp3Duration } from './mp3-frames.js';

const tone = (sampleRate: number, seconds: number, hz = 220): Pcm => ({
  sampleRate,
  samples: Float32Array.from(
    { length: Math.round(sampleRate * seconds) },
    (_, i) => 0.5 * Math.sin((2 * Math.PI * hz * i) / sampleRate),
  ),
});

describe('encodeAudio', () => {
  it('makes MP3 frames that carry the whole clip', async () => {
    for (const rate of [22050, 24000]) {
      const { audio, mime } = await encodeAudio(tone(rate, 1.5), 'mp3');
      expect(mime).toBe('audio/mpeg');
      const { sampleRate, seconds } = mp3Duration(audio);
      expect(sampleRate).toBe(rate);
      expect(seconds).toBeGreaterThanOrEqual(1.5);
      expect(seconds).toBeLessThan(1.7);
    }
  });

  it('writes WAV that reads back to the same samples', async () => {
    const pcm = tone(24000, 0.2);
    const { audio, mime } = await encodeAudio(pcm, 'wav');
    expect(mime).toBe('audio/wav');
    const back = parseWav(audio);
    expect(back.sampleRate).toBe(24000);
    expect(back.samples.length).toBe(pcm.samples.length);
    expect(Math.max(...back.samples.map((v, i) => Math.abs(v - pcm.samples[i]!)))).toBeLessThan(
      1e-3,
    );
  });

  it('refuses a rate MP3 cannot carry', async () => {
    await expect(encodeAudio(tone(44000, 0.1), 'mp3')).rejects.toThrow(/44000/);
  });
});

describe('PCM helpers', () => {
  it('trims leading and trailing silence, keeping a margin', () => {
    const rate = 24000;
    const silence = new Float32Array(rate / 2);
    const samples = new Float32Array([...silence, ...tone(rate, 0.3).samples, ...silence]);
    const trimmed = trimSilence({ sampleRate: rate, samples }, { marginMs: 20 });
    expect(trimmed.samples.length / rate).toBeGreaterThan(0.3);
    expect(trimmed.samples.length / rate).toBeLessThan(0.37);
  });

  it('joins clips with gaps between them', () => {
    const joined = joinClips([tone(24000, 0.1), tone(24000, 0.2)], 50);
    expect(joined.samples.length).toBe(2400 + 4800 + 1200);
    expect(() => joinClips([tone(24000, 0.1), tone(22050, 0.1)], 0)).toThrow(/sample rate/);
  });
});
