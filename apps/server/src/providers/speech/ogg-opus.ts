import { OpusDecoder } from 'opus-decoder';
import type { Pcm } from './pcm.js';

/** Splits an Ogg bitstream (one logical stream) into its packets. */
export function oggPackets(data: Uint8Array): Uint8Array[] {
  const packets: Uint8Array[] = [];
  let pending: Uint8Array[] = [];
  let at = 0;
  while (at + 27 <= data.length) {
    if (
      data[at] !== 0x4f ||
      data[at + 1] !== 0x67 ||
      data[at + 2] !== 0x67 ||
      data[at + 3] !== 0x53
    )
      throw new Error('not an Ogg page');
    const segments = data[at + 26]!;
    const table = data.subarray(at + 27, at + 27 + segments);
    let body = at + 27 + segments;
    for (const lacing of table) {
      pending.push(data.subarray(body, body + lacing));
      body += lacing;
      // A lacing value below 255 ends a packet; 255 continues it on the next segment or page.
      if (lacing < 255) {
        packets.push(pending.length === 1 ? pending[0]! : Buffer.concat(pending));
        pending = [];
      }
    }
    at = body;
  }
  return packets;
}

type OutputRate = 16000 | 24000;
const decoders = new Map<OutputRate, OpusDecoder<OutputRate>>();
let queue: Promise<unknown> = Promise.resolve();

/** Decodes a mono Ogg Opus file to PCM at `rate` (pre-skip removed). Calls are serialised. */
export function decodeOggOpus(data: Uint8Array, rate: OutputRate = 24000): Promise<Pcm> {
  const job = queue.then(async () => {
    const [head, , ...audio] = oggPackets(data);
    if (!head || Buffer.from(head.subarray(0, 8)).toString('latin1') !== 'OpusHead')
      throw new Error('not an Ogg Opus file');
    const channels = head[9]!;
    const preSkip = head[10]! | (head[11]! << 8);
    if (channels !== 1) throw new Error(`expected mono Opus, got ${channels} channels`);
    let decoder = decoders.get(rate);
    if (!decoder)
      decoders.set(
        rate,
        (decoder = new OpusDecoder({ channels: 1, sampleRate: rate, preSkip: 0 })),
      );
    await decoder.ready;
    await decoder.reset();
    const { channelData, samplesDecoded } = decoder.decodeFrames(audio);
    // preSkip counts 48 kHz samples.
    const skip = Math.round((preSkip * rate) / 48000);
    return {
      sampleRate: rate,
      samples: (channelData[0] ?? new Float32Array(0)).slice(skip, samplesDecoded),
    };
  });
  queue = job.catch(() => undefined);
  return job;
}
