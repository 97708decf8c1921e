/** Walks the MPEG audio frames of an MP3 and returns how many samples they carry, and at what rate. */
export function mp3Duration(mp3: Uint8Array): {
  frames: number;
  sampleRate: number;
  seconds: number;
} {
  const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
  const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
  const RATES: Record<number, number[]> = {
    3: [44100, 48000, 32000],
    2: [22050, 24000, 16000],
    0: [11025, 12000, 8000],
  };
  let at = 0;
  let frames = 0;
  let sampleRate = 0;
  let samples = 0;
  while (at + 4 <= mp3.length) {
    const b1 = mp3[at + 1]!;
    const b2 = mp3[at + 2]!;
    if (mp3[at] !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no frame sync at byte ${at}`);
    const version = (b1 >> 3) & 3;
    if (((b1 >> 1) & 3) !== 1) throw new Error('not Layer III');
    const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[b2 >> 4]! * 1000;
    sampleRate = RATES[version]![(b2 >> 2) & 3]!;
    const padding = (b2 >> 1) & 1;
    const perFrame = version === 3 ? 1152 : 576;
    at += Math.floor(((perFrame / 8) * bitrate) / sampleRate) + padding;
    frames += 1;
    samples += perFrame;
  }
  if (at !== mp3.length) throw new Error('trailing bytes after the last frame');
  return { frames, sampleRate, seconds: samples / sampleRate };
}
