// The native voice's measures: speaking rate at normal and slow speed, tone fidelity, synthesis
// time cold and cached, and the voice's memory at first use.
// Run: node --import tsx --conditions=source bench/speech-voice.ts [../shared/data/cantonese-syllables]
//
// Tone fidelity: every syllable of the sentences (normal speed, WAV so the marks are sample
// exact) is cut out at its marks; its F0 (YIN, 10 ms frames, apps/server/.../voice/pitch.ts) over
// the voiced frames, in semitones, resampled to 5 points, is compared with the mean 5-point
// contour of each tone over an eighth of the speaker's own citation recordings (every 8th file);
// the nearest mean (Euclidean) is the tone heard. Another sixteenth of the recordings, held out
// and classified the same way, shows what the method itself reaches.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { annotate } from '@yuexue/cantonese';
import { AudioCache } from '../apps/server/src/providers/speech/audio-cache.js';
import { createEspeakEngine } from '../apps/server/src/providers/speech/espeak-provider.js';
import { decodeOggOpus } from '../apps/server/src/providers/speech/ogg-opus.js';
import { parseWav } from '../apps/server/src/providers/speech/pcm.js';
import { SpeechService } from '../apps/server/src/providers/speech/speech-service.js';
import type { SpeechSpeed } from '../apps/server/src/providers/speech/types.js';
import { NativeVoiceProvider } from '../apps/server/src/providers/speech/voice/native-voice.js';
import { BUNDLED_VOICE_DIR } from '../apps/server/src/providers/speech/voice/pack-format.js';
import { semitones, trackPitch } from '../apps/server/src/providers/speech/voice/pitch.js';

const SOURCE = process.argv[2] ?? '../shared/data/cantonese-syllables';
const SENTENCES = [
  '今日天气好好，我哋一齐去公园行下啦。',
  '我想买两张去香港嘅火车飞，唔该你帮我睇下。',
  '呢间茶餐厅嘅奶茶同菠萝包都好出名。',
  '佢话听日要返工，所以今晚唔可以同我哋食饭。',
  '银行行长讲今年嘅经济情况比旧年好咗少少。',
  '你识唔识讲广东话？我想学多啲日常用语。',
  '落雨天最啱喺屋企饮杯热茶，睇下书听下音乐。',
  '地铁站出口右转，行五分钟就见到嗰间大商场。',
  '阿妈煲咗一煲老火汤，叫我哋早啲返屋企。',
  '呢部电影好好睇，我已经睇咗三次。',
  '老师话学语言最紧要多讲多听，唔好怕讲错嘢。',
  '星期六我哋去海边烧烤，记得带多啲饮品同零食。',
  '请问去机场应该坐边一架巴士？',
  '我屋企有三个人，爸爸、妈妈同我。',
  '佢每朝七点起身，跑步半个钟先至去返工。',
  '呢件衫几多钱？有冇细码呀？',
  '我哋下个礼拜一开会，你记得准备资料。',
  '医生叫我多啲休息，饮多啲水。',
  '图书馆入面唔可以大声倾偈。',
  '今年夏天特别热，冷气开足成日都唔够凉。',
  '我细个嗰阵时好钟意食雪糕同朱古力。',
  '你今晚得唔得闲？一齐去睇戏好唔好？',
  '香港嘅夜景真系好靓，尤其是维多利亚港。',
  '佢啱啱搬咗新屋，下个月请我哋去食饭。',
];
const TONES = [1, 2, 3, 4, 5, 6];
const POINTS = 5;

/** Mean semitone contour at POINTS evenly spaced points of the voiced frames, or null if too few. */
function contourOf(samples: Float32Array, rate: number): number[] | null {
  const voiced = [...trackPitch(samples, rate)].filter((hz) => hz > 0).map(semitones);
  if (voiced.length < 3) return null;
  const inner = voiced.length >= 7 ? voiced.slice(1, -1) : voiced;
  return Array.from({ length: POINTS }, (_, k) => {
    const from = Math.floor((k * inner.length) / POINTS);
    const to = Math.max(from + 1, Math.floor(((k + 1) * inner.length) / POINTS));
    const part = inner.slice(from, to);
    return part.reduce((a, b) => a + b, 0) / part.length;
  });
}

const toneOf = (syllable: string) => Number(syllable.at(-1));
const distance = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - b[i]!));
function classify(templates: Map<number, number[]>, contour: number[]): number {
  let best = 0;
  let bestD = Infinity;
  for (const [tone, t] of templates) {
    const d = distance(t, contour);
    if (d < bestD) [best, bestD] = [tone, d];
  }
  return best;
}

async function citationTemplates(): Promise<{ templates: Map<number, number[]>; heldOut: number }> {
  const root = join(SOURCE, 'sound', 'kt');
  const files = readdirSync(root, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.opus'))
    .sort();
  const sums = new Map<number, { sum: number[]; n: number }>();
  const test: { tone: number; contour: number[] }[] = [];
  for (const [i, f] of files.entries()) {
    if (i % 8 !== 0 && i % 16 !== 3) continue; // an eighth for the means, a sixteenth held out: a quick bench
    const pcm = await decodeOggOpus(readFileSync(join(root, f)), 16000);
    const contour = contourOf(pcm.samples, 16000);
    if (!contour) continue;
    const tone = toneOf(basename(f, '.opus'));
    if (i % 16 === 3) {
      test.push({ tone, contour });
      continue;
    }
    const s = sums.get(tone) ?? { sum: new Array<number>(POINTS).fill(0), n: 0 };
    contour.forEach((v, k) => (s.sum[k]! += v));
    s.n += 1;
    sums.set(tone, s);
  }
  const templates = new Map(TONES.map((t) => [t, sums.get(t)!.sum.map((v) => v / sums.get(t)!.n)]));
  const right = test.filter((x) => classify(templates, x.contour) === x.tone).length;
  return { templates, heldOut: right / test.length };
}

const segmentsOf = (text: string) => annotate(text).pinyin_hongkong.segments;
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const engine = await createEspeakEngine();
const provider = new NativeVoiceProvider(BUNDLED_VOICE_DIR, engine);
const signal = new AbortController().signal;
try {
  // Memory of the voice at first use: the pack loaded, then a first sentence (MP3 encoder included).
  const mb = (b: number) => `${(b / 1e6).toFixed(1)} MB`;
  const usage = () => {
    global.gc?.();
    return process.memoryUsage();
  };
  const before = usage();
  let t = performance.now();
  await provider.voice();
  const loadMs = performance.now() - t;
  const loaded = usage();
  t = performance.now();
  await provider.synthesize({ segments: segmentsOf('你好'), format: 'mp3' }, signal);
  const firstUse = performance.now() - t;
  const after = usage();
  console.log(
    `voice pack load: ${loadMs.toFixed(0)} ms, +${mb(loaded.rss - before.rss)} RSS (+${mb(loaded.arrayBuffers - before.arrayBuffers)} buffers, ` +
      `+${mb(loaded.heapUsed - before.heapUsed)} heap); first sentence after it: ${firstUse.toFixed(0)} ms, +${mb(after.rss - loaded.rss)} RSS more`,
  );

  // Speaking rate, from the served MP3 (syllables / duration_ms, pauses and all).
  for (const speed of ['normal', 'slow', 'syllable'] as SpeechSpeed[]) {
    let syllables = 0;
    let ms = 0;
    const rates: number[] = [];
    for (const text of SENTENCES) {
      const r = await provider.synthesize(
        { segments: segmentsOf(text), speed, format: 'mp3' },
        signal,
      );
      syllables += r.marks!.length;
      ms += r.durationMs!;
      rates.push(r.marks!.length / (r.durationMs! / 1000));
    }
    console.log(
      `rate ${speed}: ${(syllables / (ms / 1000)).toFixed(2)} syllables/s over ${SENTENCES.length} sentences ` +
        `(${syllables} syllables, ${(ms / 1000).toFixed(1)} s; per sentence ${Math.min(...rates).toFixed(2)}–${Math.max(...rates).toFixed(2)})`,
    );
  }

  // Tone fidelity.
  const { templates, heldOut } = await citationTemplates();
  console.log(`tone classifier on held-out citation recordings: ${pct(heldOut)}`);
  for (const speed of ['normal', 'slow'] as SpeechSpeed[]) {
    let right = 0;
    let total = 0;
    const confusions = new Map<string, number>();
    for (const text of SENTENCES) {
      const r = await provider.synthesize(
        { segments: segmentsOf(text), speed, format: 'wav' },
        signal,
      );
      const pcm = parseWav(r.audio);
      for (const m of r.marks!) {
        const part = pcm.samples.subarray(
          Math.round((m.start_ms * pcm.sampleRate) / 1000),
          Math.round((m.end_ms * pcm.sampleRate) / 1000),
        );
        const contour = contourOf(part, pcm.sampleRate);
        total += 1;
        const heard = contour ? classify(templates, contour) : 0;
        if (heard === toneOf(m.jyutping)) right += 1;
        else
          confusions.set(
            `${toneOf(m.jyutping)}→${heard}`,
            (confusions.get(`${toneOf(m.jyutping)}→${heard}`) ?? 0) + 1,
          );
      }
    }
    const top = [...confusions]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, n]) => `${k}×${n}`)
      .join(' ');
    console.log(
      `tone fidelity ${speed}: ${pct(right / total)} of ${total} syllables heard with their tone (misses: ${top})`,
    );
  }

  // Synthesis time through the server's cached chain: cold (never synthesised) and cached.
  const dir = await mkdtemp(join(tmpdir(), 'yuexue-voice-bench-'));
  try {
    const service = new SpeechService(
      [{ provider, timeoutMs: 10_000 }],
      new AudioCache({ dir, memoryBytes: 32 << 20, diskBytes: 64 << 20 }),
    );
    // Twenty-syllable sentences, each new to the cache: the sentences' syllables, twenty at a time.
    const all = SENTENCES.flatMap((s) =>
      segmentsOf(s).filter((x) => x.phonetic.split(' ').length === 1 && x.phonetic),
    );
    const twenty = Array.from({ length: Math.floor(all.length / 20) }, (_, k) =>
      all.slice(20 * k, 20 * k + 20),
    );
    const cold: number[] = [];
    const cached: number[] = [];
    for (const segments of twenty) {
      t = performance.now();
      await service.speak({ segments, format: 'mp3' });
      cold.push(performance.now() - t);
      t = performance.now();
      await service.speak({ segments, format: 'mp3' });
      cached.push(performance.now() - t);
    }
    t = performance.now();
    readFileSync(join(SOURCE, 'sound', 'kt', 'aa', '1', 'aa1.opus'));
    await decodeOggOpus(readFileSync(join(SOURCE, 'sound', 'kt', 'aa', '1', 'gaa1.opus')));
    const oneRecording = performance.now() - t;
    console.log(
      `20-syllable sentence (${twenty.length} of them): cold median ${median(cold).toFixed(1)} ms (max ${Math.max(...cold).toFixed(1)}), ` +
        `cached median ${median(cached).toFixed(2)} ms (max ${Math.max(...cached).toFixed(2)}); ` +
        `reading and decoding one source recording in this run: ${oneRecording.toFixed(1)} ms`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
} finally {
  await engine.close();
}
