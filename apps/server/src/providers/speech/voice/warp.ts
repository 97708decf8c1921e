import { FRAME_MS } from './pitch.js';

/**
 * How much of each 10 ms analysis frame a syllable keeps when it is shortened: frames where the
 * pitch moves (a tone 2 or 5 rise, a fall) and the consonant-to-vowel transition keep most of
 * their time; the steady part of the contour gives up most of its time. A uniform squeeze would
 * press a rise into a few tens of milliseconds, and a listener would hear tone 3 for tone 5.
 */
export function frameWeights(contour: Float32Array, steady: number): Float32Array {
  const n = contour.length;
  const w = new Float32Array(n);
  let first = -1;
  let last = -1;
  for (let i = 0; i < n; i++) {
    if (Number.isNaN(contour[i]!)) continue;
    if (first < 0) first = i;
    last = i;
  }
  const voicedNear = (i: number, dir: number): number => {
    for (let j = i; j >= first && j <= last; j += dir)
      if (!Number.isNaN(contour[j]!)) return contour[j]!;
    return NaN;
  };
  for (let i = 0; i < n; i++) {
    if (first < 0) w[i] = 1;
    // The initial consonant is the last 50 ms before voicing; anything earlier is breath or a long h.
    else if (i < first) w[i] = first - i <= 5 ? 1 : 0.15;
    else if (i > last)
      w[i] = 0.3; // release or fricative tail
    else {
      const a = voicedNear(Math.max(first, i - 2), 1);
      const b = voicedNear(Math.min(last, i + 2), -1);
      const slope = Number.isNaN(a) || Number.isNaN(b) ? 0 : Math.abs(b - a) / 4;
      w[i] = steady + (1 - steady) * Math.min(1, slope / 0.25);
      if (i < first + 4) w[i] = Math.max(w[i]!, 0.75);
    }
  }
  const smooth = new Float32Array(n);
  for (let i = 0; i < n; i++)
    smooth[i] = (w[Math.max(0, i - 1)]! + w[i]! + w[Math.min(n - 1, i + 1)]!) / 3;
  return smooth;
}

/** The share of each frame kept (0–1] so that the frames add up to `frames` (never longer than now). */
export function keepShares(weights: Float32Array, frames: number): Float32Array {
  const n = weights.length;
  const keep = new Float32Array(n).fill(1);
  if (frames >= n) return keep;
  const total = (c: number) => weights.reduce((sum, w) => sum + Math.min(1, c * w), 0);
  let lo = 0;
  let hi = 1 / Math.max(1e-3, Math.min(...weights));
  for (let k = 0; k < 40; k++) {
    const mid = (lo + hi) / 2;
    if (total(mid) < frames) lo = mid;
    else hi = mid;
  }
  for (let i = 0; i < n; i++) keep[i] = Math.max(1e-3, Math.min(1, hi * weights[i]!));
  return keep;
}

/**
 * Waveform-similarity overlap-add (WSOLA) along a time warp: each Hann-windowed grain is
 * taken near where the warp says, at the offset (within ±5 ms) that best continues the previous
 * grain's waveform, so periods line up and the pitch is kept while time is removed. The
 * similarity is summed over every third sample: enough to line up periods of a voice under 400 Hz.
 */
export function stretch(
  x: Float32Array,
  sampleRate: number,
  keep: Float32Array,
  grainMs = 16,
): Float32Array {
  const hop = (sampleRate * FRAME_MS) / 1000;
  const starts = new Float64Array(keep.length + 1);
  for (let i = 0; i < keep.length; i++) starts[i + 1] = starts[i]! + keep[i]! * hop;
  const total = Math.round(starts[keep.length]!);
  const half = Math.round((sampleRate * grainMs) / 2000);
  const len = 2 * half;
  const tol = Math.round(sampleRate * 0.005);
  const window = new Float32Array(len);
  for (let j = 0; j < len; j++) window[j] = 0.5 - 0.5 * Math.cos((2 * Math.PI * j) / len);
  // x with silence on both sides, so grains near its ends need no bounds checks.
  const pad = len + tol + 2;
  const xp = new Float32Array(x.length + 2 * pad);
  xp.set(x, pad);
  const out = new Float32Array(total + len);
  let frame = 0;
  const inputAt = (y: number) => {
    while (frame < keep.length - 1 && starts[frame + 1]! <= y) frame++;
    return frame * hop + (y - starts[frame]!) / keep[frame]!;
  };
  const limit = x.length;
  const score = (c: number, natural: number) => {
    let xy = 0;
    let yy = 1e-9;
    const a = pad + c - half;
    const b = pad + natural - half;
    for (let j = 0; j < len; j += 3) {
      const v = xp[a + j]!;
      xy += v * xp[b + j]!;
      yy += v * v;
    }
    return xy / Math.sqrt(yy);
  };
  let prev = -1;
  for (let y = 0; y < total + half; y += half) {
    const target = Math.max(
      -tol,
      Math.min(limit, Math.round(inputAt(Math.min(y, Math.max(0, total - 1))))),
    );
    let center = target;
    if (prev >= 0) {
      const natural = Math.min(limit, prev + half);
      let best = -Infinity;
      for (let c = target - tol; c <= target + tol; c += 2) {
        const s = score(c, natural);
        if (s > best) {
          best = s;
          center = c;
        }
      }
      const coarse = center;
      for (let c = coarse - 1; c <= coarse + 1; c += 2) {
        const s = score(c, natural);
        if (s > best) {
          best = s;
          center = c;
        }
      }
    }
    const from = pad + center - half;
    for (let j = 0; j < len; j++) out[y + j] = out[y + j]! + xp[from + j]! * window[j]!;
    prev = center;
  }
  return out.slice(half, half + total);
}

/**
 * Weight of a steady voiced frame. The pack shortens citation syllables (0.8–1.4 s) to 450 ms
 * cutting the level holds hardest (PACK_WARP); the second shortening, to a sentence's 140–300
 * ms, keeps the proportions of what is left for level and falling tones (SENTENCE_WARP) and lays
 * out rising ones by TONE_LAYOUT.
 */
export const PACK_WARP = { steady: 0.1, grainMs: 24 };
/** 16 ms grains at run time (24 and 16 ms measured alike; shorter grains cost less). */
export const SENTENCE_WARP = { steady: 1, grainMs: 16 };

/**
 * How a rising syllable's voiced time is shared at run time: the start level, the rise, the level
 * it ends on. The citation syllable holds its low start and its end for long, and the rise is
 * heard only against them: pressed into a uniform 200 ms (or with the hold cut away) the rise
 * fills the syllable and is heard as tone 3 or 6. Tone 2 holds its low start longer than tone 5,
 * whose rise starts earlier and is slower (the speaker's citation contours; measured shares in
 * docs/decisions.md). The hold is stretched back when the pack shortened it away.
 */
export const TONE_LAYOUT: Readonly<Record<number, { start: number; end: number }>> = {
  2: { start: 0.45, end: 0.4 },
  5: { start: 0.3, end: 0.4 },
};
/** A rise is at least 2 semitones from start to end; its movement runs from 15 % to 85 % of the way. */
const MIN_RISE = 2;
const NEAR = 0.15;
/** The consonant before voicing keeps at most 40 ms, and at most 30 % of the syllable. */
const CONSONANT_FRAMES = 4;
const CONSONANT_SHARE = 0.3;

export interface ContourRegions {
  /** First and last voiced frames. */
  first: number;
  last: number;
  /** The frames where the pitch rises, [rise, held): from leaving the start level to reaching the end level. */
  rise: number;
  held: number;
}

/** Where a syllable's pitch rises, or null when it is unvoiced or does not rise. */
export function riseOf(contour: Float32Array): ContourRegions | null {
  let first = -1;
  let last = -1;
  for (let i = 0; i < contour.length; i++) {
    if (Number.isNaN(contour[i]!)) continue;
    if (first < 0) first = i;
    last = i;
  }
  if (first < 0 || last - first < 2) return null;
  // Unvoiced gaps inside the vowel (creak where the pitch moves fast) are bridged by a straight line.
  const c = Float32Array.from(contour);
  for (let i = first + 1; i < last; i++) {
    if (!Number.isNaN(c[i]!)) continue;
    let j = i;
    while (Number.isNaN(c[j]!)) j++;
    for (let k = i; k < j; k++)
      c[k] = c[i - 1]! + ((c[j]! - c[i - 1]!) * (k - i + 1)) / (j - i + 1);
    i = j;
  }
  const median = (from: number, to: number) => {
    const xs = Array.from(c.subarray(from, to)).sort((a, b) => a - b);
    return xs[xs.length >> 1]!;
  };
  const start = median(first, first + 3);
  const end = median(last - 2, last + 1);
  const travel = end - start;
  if (travel < MIN_RISE) return null;
  let reached = first;
  while (reached < last && (c[reached]! - start) / travel < 1 - NEAR) reached++;
  let rise = reached;
  while (rise > first && (c[rise - 1]! - start) / travel > NEAR) rise--;
  return { first, last, rise, held: reached };
}

/**
 * The share of each frame a rising syllable keeps to last `frames` frames: the consonant up to
 * 40 ms, then its voiced part (and the vowel's tail the tracker leaves unvoiced) laid out by
 * `layout`: start level, rise, end level, each region evenly.
 */
export function riseKeep(
  regions: ContourRegions,
  n: number,
  frames: number,
  layout: { start: number; end: number },
): Float32Array {
  const keep = new Float32Array(n);
  const fill = (from: number, to: number, target: number) => {
    for (let i = from; i < to; i++) keep[i] = Math.max(1e-3, target / (to - from));
  };
  const consonant = Math.min(regions.first, CONSONANT_FRAMES, frames * CONSONANT_SHARE);
  const voiced = frames - consonant;
  const start = regions.rise > regions.first ? voiced * layout.start : 0;
  const end = voiced * layout.end;
  fill(0, regions.first, consonant);
  fill(regions.first, regions.rise, start);
  fill(regions.rise, regions.held, voiced - start - end);
  fill(regions.held, n, end);
  return keep;
}

/**
 * A syllable shortened to about `ms` (returned as is when already shorter). `tone` is the
 * reading's tone: a rising one (2, 5) is laid out by TONE_LAYOUT when its recording rises.
 */
export function shorten(
  x: Float32Array,
  sampleRate: number,
  contour: Float32Array,
  ms: number,
  warp = SENTENCE_WARP,
  tone?: number,
): Float32Array {
  const frames = ms / FRAME_MS;
  if (frames >= contour.length) return x;
  const layout = tone === undefined ? undefined : TONE_LAYOUT[tone];
  const rise = layout && riseOf(contour);
  const keep =
    layout && rise
      ? riseKeep(rise, contour.length, frames, layout)
      : keepShares(frameWeights(contour, warp.steady), frames);
  return stretch(x, sampleRate, keep, warp.grainMs);
}
