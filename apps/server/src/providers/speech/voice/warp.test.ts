import { describe, expect, it } from 'vitest';
import { VoicePack } from './voice-pack.js';
import { BUNDLED_VOICE_DIR } from './pack-format.js';
import { FRAME_MS, semitones, trackPitch } from './pitch.js';
import { riseKeep, riseOf, shorten, SENTENCE_WARP, TONE_LAYOUT } from './warp.js';

const RATE = 16000;
/** 3 unvoiced frames, then `levels` one per frame, then 2 unvoiced. */
const contour = (levels: number[]) => Float32Array.from([NaN, NaN, NaN, ...levels, NaN, NaN]);

describe('the rise of a tone', () => {
  it('is found from leaving the start level to reaching the end level', () => {
    // Low start 12 for 5 frames, up 1 semitone a frame to 22, then held.
    const rise = [12, 12, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 22, 22, 22, 22];
    expect(riseOf(contour(rise))).toEqual({ first: 3, last: 21, rise: 9, held: 16 });
  });

  it('bridges a creaky gap in the rise and ignores level and falling contours', () => {
    const gap = [12, 12, 12, NaN, NaN, NaN, 20, 21, 22, 22, 22];
    const r = riseOf(contour(gap))!;
    expect(r.rise).toBeLessThanOrEqual(6);
    expect(r.held).toBeGreaterThan(8);
    expect(riseOf(contour([19, 19, 19.5, 19, 19, 19, 18.5, 19]))).toBeNull();
    expect(riseOf(contour([16, 15, 14, 13, 12, 11, 11]))).toBeNull();
    expect(riseOf(Float32Array.from([NaN, NaN]))).toBeNull();
  });

  it('lays a rising syllable out as start level, rise and end level, adding up to the length asked', () => {
    const rise = [12, 12, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 22, 22, 22, 22];
    const c = contour(rise);
    const r = riseOf(c)!;
    const keep = riseKeep(r, c.length, 15, TONE_LAYOUT[2]!);
    const sum = (from: number, to: number) => keep.slice(from, to).reduce((a, b) => a + b, 0);
    expect(sum(0, c.length)).toBeCloseTo(15, 5);
    const voiced = 15 - sum(0, r.first);
    expect(sum(r.first, r.rise) / voiced).toBeCloseTo(TONE_LAYOUT[2]!.start, 5);
    expect(sum(r.held, c.length) / voiced).toBeCloseTo(TONE_LAYOUT[2]!.end, 5);
  });
});

describe('shortening a recorded syllable', () => {
  it('keeps the length asked, and a rising tone reaches its end level with time to spare', async () => {
    const pack = await VoicePack.load(BUNDLED_VOICE_DIR);
    const clip = pack.clip('hou2')!;
    const end = clip.contour.findLast((v) => !Number.isNaN(v))!;
    const laidOut = shorten(clip.samples, RATE, clip.contour, 300, SENTENCE_WARP, 2);
    expect(Math.abs(laidOut.length - 0.3 * RATE)).toBeLessThan(RATE * 0.01);
    const framesAtEnd = (x: Float32Array) =>
      [...trackPitch(x, RATE)].filter((hz) => hz > 0 && Math.abs(semitones(hz) - end) <= 1.5)
        .length;
    // The tracker cannot hear the last ~50 ms; before that, at least 50 ms already at the end
    // level, where an even shortening (no tone given) leaves the rise still climbing.
    const atEnd = framesAtEnd(laidOut);
    expect(atEnd * FRAME_MS).toBeGreaterThanOrEqual(50);
    expect(atEnd).toBeGreaterThan(framesAtEnd(shorten(clip.samples, RATE, clip.contour, 300)));
    // A level tone, or no tone given, is shortened evenly: the same length either way.
    const level = pack.clip('si1')!;
    expect(shorten(level.samples, RATE, level.contour, 200, SENTENCE_WARP, 1).length).toBe(
      shorten(level.samples, RATE, level.contour, 200).length,
    );
  });
});
