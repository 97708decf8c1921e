import type { Pcm } from '../pcm.js';

/**
 * F0 track by normalised autocorrelation: 40 ms frames every 10 ms; frames quieter than a
 * tenth of the loudest, or without a clear period, count as unvoiced and are left out.
 */
export function pitchTrack(
  { sampleRate, samples }: Pcm,
  { minHz = 60, maxHz = 450 } = {},
): number[] {
  const frame = Math.round(sampleRate * 0.04);
  const hop = Math.round(sampleRate * 0.01);
  const minLag = Math.floor(sampleRate / maxHz);
  const maxLag = Math.ceil(sampleRate / minHz);
  const energies: number[] = [];
  for (let at = 0; at + frame + maxLag <= samples.length; at += hop) {
    let e = 0;
    for (let i = 0; i < frame; i++) e += (samples[at + i] ?? 0) ** 2;
    energies.push(e);
  }
  const loudest = Math.max(0, ...energies);
  const track: number[] = [];
  energies.forEach((energy, k) => {
    if (energy < loudest * 0.1) return;
    const at = k * hop;
    const r: number[] = [];
    for (let lag = minLag; lag <= maxLag; lag++) {
      let xy = 0;
      let yy = 0;
      for (let i = 0; i < frame; i++) {
        const y = samples[at + i + lag] ?? 0;
        xy += (samples[at + i] ?? 0) * y;
        yy += y * y;
      }
      r.push(xy / Math.sqrt(energy * yy || 1));
    }
    const best = Math.max(...r);
    if (best < 0.6) return;
    // The shortest lag nearly as periodic as the best avoids octave-down errors.
    const lag =
      r.findIndex((v, i) => v >= best * 0.9 && v >= (r[i - 1] ?? -1) && v >= (r[i + 1] ?? -1)) +
      minLag;
    track.push(sampleRate / lag);
  });
  return track;
}

export interface ToneShape {
  start: number;
  end: number;
  mean: number;
}

/** Mean F0 of the first and last quarter and of the whole voiced part. */
export function toneShape(track: readonly number[]): ToneShape {
  const q = Math.max(1, Math.floor(track.length / 4));
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return { start: mean(track.slice(0, q)), end: mean(track.slice(-q)), mean: mean(track) };
}
