// Packs the native speaker's syllable recordings (粵音資料集叢, CC BY-SA 4.0) into the voice pack
// the server ships with: apps/server/assets/voice/kt.adpcm (IMA ADPCM, 16 kHz) + kt.json (index).
// Each syllable is cut to the part with sound, shortened to at most MAX_MS with its pitch kept
// (the steady part of the tone gives up time first), brought to one loudness, and its pitch
// contour stored for the run-time shortening.
// Run: node --import tsx scripts/pack-voice.ts [../shared/data/cantonese-syllables]
// (or in parallel: PACK_SHARD=0/2 … & PACK_SHARD=1/2 … ; then PACK_MERGE=2 …)
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { decodeOggOpus } from '../apps/server/src/providers/speech/ogg-opus.js';
import { encodeAdpcm } from '../apps/server/src/providers/speech/voice/adpcm.js';
import {
  BUNDLED_VOICE_DIR,
  PACK_AUDIO,
  PACK_INDEX,
  type PackEntry,
  type PackIndex,
} from '../apps/server/src/providers/speech/voice/pack-format.js';
import {
  encodeContour,
  semitones,
  trackPitch,
} from '../apps/server/src/providers/speech/voice/pitch.js';
import { PACK_WARP, shorten } from '../apps/server/src/providers/speech/voice/warp.js';

const SOURCE = process.argv[2] ?? '../shared/data/cantonese-syllables';
const RATE = 16000;
const MAX_MS = 450;
/** Loudness every syllable is brought to: RMS of its loud frames. */
const TARGET_RMS = 0.1;

function frameRms(x: Float32Array, size: number): number[] {
  const out: number[] = [];
  for (let at = 0; at < x.length; at += size) {
    let e = 0;
    const end = Math.min(x.length, at + size);
    for (let i = at; i < end; i++) e += x[i]! * x[i]!;
    out.push(Math.sqrt(e / (end - at)));
  }
  return out;
}

/**
 * From the first 10 ms with 10 % of the peak's level (an initial h, s or aspiration reaches
 * 20–50 %; breath before it stays under 10 %) to the last with 10 %.
 */
function soundingPart(x: Float32Array): Float32Array {
  const win = RATE / 100;
  const rms = frameRms(x, win);
  const peak = Math.max(...rms);
  const first = rms.findIndex((r) => r >= peak * 0.1);
  const last = rms.findLastIndex((r) => r >= peak * 0.1);
  return x.slice(Math.max(0, (first - 1) * win), Math.min(x.length, (last + 3) * win));
}

function evenLoudness(x: Float32Array): Float32Array {
  const rms = frameRms(x, RATE / 100);
  const peak = Math.max(...rms);
  const loud = rms.filter((r) => r >= peak * 0.3);
  const level = Math.sqrt(loud.reduce((s, r) => s + r * r, 0) / loud.length);
  const gain = Math.min(8, TARGET_RMS / level);
  return x.map((v) => Math.tanh(v * gain * 1.1) / 1.1);
}

const root = join(SOURCE, 'sound', 'kt');
// PACK_SHARD=k/n packs every n-th file from the k-th into <out>.k (run n at once, then PACK_MERGE=n).
const [shard, shards] = (process.env.PACK_SHARD ?? '0/1').split('/').map(Number) as [
  number,
  number,
];
const merge = Number(process.env.PACK_MERGE ?? 0);
const files = readdirSync(root, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.opus'))
  .sort()
  .filter((_, i) => merge > 0 || i % shards === shard);
const chunks: Uint8Array[] = [];
const syllables: Record<string, PackEntry> = {};
let offset = 0;
let sourceSeconds = 0;
let soundSeconds = 0;
const started = Date.now();
for (const [k, file] of files.entries()) {
  if (merge > 0) break;
  const syllable = basename(file, '.opus');
  const pcm = await decodeOggOpus(readFileSync(join(root, file)), RATE);
  sourceSeconds += pcm.samples.length / RATE;
  const sound = soundingPart(pcm.samples);
  soundSeconds += sound.length / RATE;
  const f0 = trackPitch(sound, RATE);
  const contour = Float32Array.from(f0, (hz) => (hz > 0 ? semitones(hz) : NaN));
  const short = evenLoudness(shorten(sound, RATE, contour, MAX_MS, PACK_WARP));
  const audio = encodeAdpcm(short);
  chunks.push(audio);
  syllables[syllable] = [offset, short.length, encodeContour(trackPitch(short, RATE))];
  offset += audio.length;
  if (k % 500 === 0)
    console.log(`${k}/${files.length} ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
const index: PackIndex = {
  format: 'yuexue-voice/1',
  codec: 'ima-adpcm',
  sampleRate: RATE,
  maxMs: MAX_MS,
  speaker: 'kt (Hong Kong, male)',
  source: '粵音資料集叢 syllable recordings, https://jyut.net/',
  license: 'CC BY-SA 4.0, https://creativecommons.org/licenses/by-sa/4.0/',
  credit: '粵音資料集叢',
  syllables,
};
if (merge > 0) {
  for (let k = 0; k < merge; k++) {
    const part = JSON.parse(
      readFileSync(join(BUNDLED_VOICE_DIR, `${PACK_INDEX}.${k}`), 'utf8'),
    ) as Record<string, PackEntry>;
    const audio = readFileSync(join(BUNDLED_VOICE_DIR, `${PACK_AUDIO}.${k}`));
    for (const [s, [from, count, contour]] of Object.entries(part))
      syllables[s] = [offset + from, count, contour];
    chunks.push(audio);
    offset += audio.length;
  }
}
mkdirSync(BUNDLED_VOICE_DIR, { recursive: true });
if (shards > 1) {
  writeFileSync(join(BUNDLED_VOICE_DIR, `${PACK_AUDIO}.${shard}`), Buffer.concat(chunks));
  writeFileSync(join(BUNDLED_VOICE_DIR, `${PACK_INDEX}.${shard}`), JSON.stringify(syllables));
  process.exit(0);
}
index.syllables = Object.fromEntries(
  Object.entries(syllables).sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(join(BUNDLED_VOICE_DIR, PACK_AUDIO), Buffer.concat(chunks));
writeFileSync(join(BUNDLED_VOICE_DIR, PACK_INDEX), JSON.stringify(index));
console.log(
  `${files.length} syllables; source ${(sourceSeconds / files.length).toFixed(2)} s each, with sound ${(soundSeconds / files.length).toFixed(2)} s; ` +
    `pack ${(offset / 1e6).toFixed(1)} MB audio + ${(JSON.stringify(index).length / 1e6).toFixed(2)} MB index`,
);
