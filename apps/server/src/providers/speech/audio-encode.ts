import { createMp3Encoder } from 'wasm-media-encoders';
import { writeWav, type Pcm } from './pcm.js';
import { AUDIO_MIME, type AudioFormat } from './types.js';

type Mp3Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;
let mp3: Promise<Mp3Encoder> | undefined;

/** LAME accepts these input rates for mono speech without resampling. */
const MP3_RATES = new Set([8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000]);

/**
 * PCM → the requested container. MP3 comes from LAME compiled to WebAssembly (the npm package
 * wasm-media-encoders), so it needs nothing installed besides npm packages. The encoder is
 * synchronous once created, so one shared instance is safe.
 */
export async function encodeAudio(
  pcm: Pcm,
  format: AudioFormat,
): Promise<{ audio: Buffer; mime: string }> {
  if (format === 'wav') return { audio: writeWav(pcm), mime: AUDIO_MIME.wav };
  if (!MP3_RATES.has(pcm.sampleRate)) throw new Error(`MP3 cannot encode ${pcm.sampleRate} Hz`);
  const encoder = await (mp3 ??= createMp3Encoder());
  encoder.configure({ sampleRate: pcm.sampleRate, channels: 1, bitrate: 48 });
  const body = Buffer.from(encoder.encode([pcm.samples]));
  const tail = Buffer.from(encoder.finalize());
  return { audio: Buffer.concat([body, tail]), mime: AUDIO_MIME.mp3 };
}
