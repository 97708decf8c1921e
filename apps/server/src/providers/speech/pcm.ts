/** Mono PCM audio as floats in [-1, 1]. */
export interface Pcm {
  sampleRate: number;
  samples: Float32Array;
}

/** Reads a PCM16 WAV file (mono, or the first channel of a multi-channel file). */
export function parseWav(wav: Uint8Array): Pcm {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (at: number) => String.fromCharCode(...wav.subarray(at, at + 4));
  if (wav.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE')
    throw new Error('not a WAV file');
  let sampleRate = 0;
  let channels = 1;
  let bits = 0;
  for (let at = 12; at + 8 <= wav.byteLength;) {
    const id = tag(at);
    // espeak writing to a pipe leaves the sizes at 0x7fffffff: clamp to what is there.
    const size = Math.min(view.getUint32(at + 4, true), wav.byteLength - at - 8);
    if (id === 'fmt ') {
      channels = view.getUint16(at + 10, true);
      sampleRate = view.getUint32(at + 12, true);
      bits = view.getUint16(at + 22, true);
    } else if (id === 'data') {
      if (bits !== 16 || sampleRate === 0) throw new Error(`unsupported WAV: ${bits} bit`);
      const frames = Math.floor(size / (2 * channels));
      const samples = new Float32Array(frames);
      for (let i = 0; i < frames; i++)
        samples[i] = view.getInt16(at + 8 + i * 2 * channels, true) / 32768;
      return { sampleRate, samples };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV file has no data');
}

export function writeWav({ sampleRate, samples }: Pcm): Buffer {
  const out = Buffer.alloc(44 + samples.length * 2);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + samples.length * 2, 4);
  out.write('WAVEfmt ', 8, 'latin1');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(samples.length * 2, 40);
  for (let i = 0; i < samples.length; i++) {
    out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i] ?? 0)) * 32767), 44 + i * 2);
  }
  return out;
}

/**
 * Cuts leading and trailing silence: keeps from the first to the last 10 ms window whose RMS
 * reaches `threshold` of the loudest window, plus `marginMs` either side.
 */
export function trimSilence(pcm: Pcm, { threshold = 0.05, marginMs = 15 } = {}): Pcm {
  const win = Math.max(1, Math.round(pcm.sampleRate / 100));
  const rms: number[] = [];
  for (let at = 0; at < pcm.samples.length; at += win) {
    let sum = 0;
    const end = Math.min(pcm.samples.length, at + win);
    for (let i = at; i < end; i++) sum += (pcm.samples[i] ?? 0) ** 2;
    rms.push(Math.sqrt(sum / (end - at)));
  }
  const peak = Math.max(0, ...rms);
  if (peak === 0) return { sampleRate: pcm.sampleRate, samples: new Float32Array(0) };
  const first = rms.findIndex((r) => r >= peak * threshold);
  const last = rms.findLastIndex((r) => r >= peak * threshold);
  const margin = Math.round((pcm.sampleRate * marginMs) / 1000);
  const start = Math.max(0, first * win - margin);
  const end = Math.min(pcm.samples.length, (last + 1) * win + margin);
  return { sampleRate: pcm.sampleRate, samples: pcm.samples.slice(start, end) };
}

/** Joins clips of one sample rate with `gapMs` of silence between them and short fades at the seams. */
export function joinClips(clips: readonly Pcm[], gapMs: number): Pcm {
  const sampleRate = clips[0]?.sampleRate ?? 24000;
  const gap = Math.round((sampleRate * gapMs) / 1000);
  const fade = Math.round(sampleRate * 0.005);
  const total =
    clips.reduce((n, c) => n + c.samples.length, 0) + gap * Math.max(0, clips.length - 1);
  const out = new Float32Array(total);
  let at = 0;
  for (const clip of clips) {
    if (clip.sampleRate !== sampleRate) throw new Error('clips differ in sample rate');
    const n = clip.samples.length;
    for (let i = 0; i < n; i++) {
      const edge = Math.min(i, n - 1 - i);
      out[at + i] = (clip.samples[i] ?? 0) * (edge < fade ? edge / fade : 1);
    }
    at += n + gap;
  }
  return { sampleRate, samples: out };
}
