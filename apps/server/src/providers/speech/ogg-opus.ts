import { OpusDecoder } from 'opus-decoder';
import type { Pcm } from './pcm.js';

/** Splits an Ogg bitstream (one logical stream) into its packets. */
export function oggPackets(data: Uint8Array): Uint8Array[] {
  const packets: Uint8Array[] = [];
  let pending: Uint8Array[] = [];
  let at = 0;
  while (at + 27 <= data.length) {
    if (data[at] !== 0x4f || data[at + 1] !== 0x67 || data[at + 2] !== 0x67 || data[at + 3] !== 0x53) throw new Error('not an Ogg page');
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

const OUTPUT_RATE = 24000;
let decoder: OpusDecoder<typeof OUTPUT_RATE> | undefined;
let queue: Promise<unknown> = Promise.resolve();

/** Decodes a mono Ogg Opus file to 24 kHz PCM (pre-skip removed). Calls are serialised. */
export function decodeOggOpus(data: Uint8Array): Promise<Pcm> {
  const job = queue.then(async () => {
    const [head, , ...audio] = oggPackets(data);
    if (!head || Buffer.from(head.subarray(0, 8)).toString('latin1') !== 'OpusHead') throw new Error('not an Ogg Opus file');
    const channels = head[9]!;
    const preSkip = head[10]! | (head[11]! << 8);
    if (channels !== 1) throw new Error(`expected mono Opus, got ${channels} channels`);
    decoder ??= new OpusDecoder({ channels: 1, sampleRate: OUTPUT_RATE, preSkip: 0 });
    await decoder.ready;
    await decoder.reset();
    const { channelData, samplesDecoded } = decoder.decodeFrames(audio);
    // preSkip counts 48 kHz samples.
    const skip = Math.round((preSkip * OUTPUT_RATE) / 48000);
    return { sampleRate: OUTPUT_RATE, samples: (channelData[0] ?? new Float32Array(0)).slice(skip, samplesDecoded) };
  });
  queue = job.catch(() => undefined);
  return job;
}
