/** Analysis frames are 10 ms apart everywhere in the voice (pack contours, warps, the bench). */
export const FRAME_MS = 10;

/**
 * F0 per 10 ms frame by YIN (cumulative mean normalised difference) on a 2:1 decimated signal,
 * 30 ms windows, 60–400 Hz; 0 marks an unvoiced or quiet frame (under 3 % of the loudest frame's RMS).
 */
export function trackPitch(samples: Float32Array, sampleRate: number): Float32Array {
  const rate = sampleRate / 2;
  const x = new Float32Array(samples.length >> 1);
  for (let i = 0; i < x.length; i++) x[i] = (samples[2 * i]! + samples[2 * i + 1]!) / 2;
  const hop = Math.round((rate * FRAME_MS) / 1000);
  const win = Math.round(rate * 0.03);
  const minLag = Math.floor(rate / 400);
  const maxLag = Math.ceil(rate / 60);
  const frames = Math.ceil(samples.length / ((sampleRate * FRAME_MS) / 1000));
  const rms = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let e = 0;
    const from = f * hop;
    const to = Math.min(x.length, from + win);
    for (let i = from; i < to; i++) e += x[i]! * x[i]!;
    rms[f] = Math.sqrt(e / Math.max(1, to - from));
  }
  const loudest = rms.reduce((a, b) => Math.max(a, b), 0);
  const f0 = new Float32Array(frames);
  const d = new Float32Array(maxLag + 2);
  for (let f = 0; f < frames; f++) {
    const from = f * hop;
    if (rms[f]! < loudest * 0.03 || from + win + maxLag + 1 > x.length) continue;
    let running = 0;
    d[0] = 1;
    let chosen = -1;
    for (let lag = 1; lag <= maxLag + 1; lag++) {
      let sum = 0;
      for (let i = 0; i < win; i++) {
        const diff = x[from + i]! - x[from + i + lag]!;
        sum += diff * diff;
      }
      running += sum;
      d[lag] = running > 0 ? (sum * lag) / running : 1;
      // The first dip under the threshold, once it has bottomed out, is the period.
      if (chosen < 0 && lag - 1 >= minLag && d[lag - 1]! < 0.2 && d[lag]! >= d[lag - 1]!)
        chosen = lag - 1;
    }
    if (chosen < 0 || chosen >= maxLag) continue;
    const a = d[chosen - 1]!;
    const b = d[chosen]!;
    const c = d[chosen + 1]!;
    const shift = a + c - 2 * b !== 0 ? (a - c) / (2 * (a + c - 2 * b)) : 0;
    f0[f] = rate / (chosen + Math.max(-0.5, Math.min(0.5, shift)));
  }
  return f0;
}

/** Semitones above 50 Hz; the contours in the pack and the bench's classifier use this scale. */
export const semitones = (hz: number): number => 12 * Math.log2(hz / 50);

const UNVOICED = '.';
/** A contour as text, one character per frame: '.' unvoiced, else half-semitones above 50 Hz from '0'. */
export function encodeContour(f0: Float32Array): string {
  let s = '';
  for (const hz of f0)
    s +=
      hz > 0
        ? String.fromCharCode(48 + Math.max(0, Math.min(74, Math.round(2 * semitones(hz)))))
        : UNVOICED;
  return s;
}

/** Back to semitones per frame; NaN where unvoiced. */
export function decodeContour(text: string): Float32Array {
  const out = new Float32Array(text.length);
  for (let i = 0; i < text.length; i++)
    out[i] = text[i] === UNVOICED ? NaN : (text.charCodeAt(i) - 48) / 2;
  return out;
}
