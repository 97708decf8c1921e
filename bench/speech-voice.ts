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
/**
 * Sentences never used while choosing the durations and the rise layout (SENTENCES were): the
 * tone fidelity on them shows what the choices do for text they were not fitted to.
 */
const HELD_OUT = [
  '我哋听朝早啲出发，唔好迟到。',
  '呢个问题好难，我要谂多阵先可以答你。',
  '你饮咗早餐未呀？我买咗两个菠萝油。',
  '佢嘅广东话讲得好流利，好似本地人咁。',
  '琴日落咗成日雨，我哋冇出街。',
  '呢度嘅海鲜好新鲜，价钱又唔贵。',
  '我想问下洗手间喺边度？',
  '佢哋两个系好朋友，成日一齐打波。',
  '今个星期我好忙，要写好多报告。',
  '你可唔可以讲慢啲？我听唔明。',
  '我妹妹好钟意画画，佢想做设计师。',
  '呢架车太多人，我哋等下一架啦。',
  '新年嘅时候，我哋会去探亲戚，派利是。',
  '你个电话几号？我迟啲打俾你。',
  '我哋公司喺中环，每日搭船返工。',
  '食完饭之后，我哋去公园散下步。',
  '呢本书我睇咗一半，好有趣。',
  '佢话今晚会煮咖喱鸡俾我哋食。',
  '我哋几时去旅行好呢？五月定六月？',
  '学校门口有间文具铺，啲嘢好平。',
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

  // Tone fidelity, with each tone's row of the confusion matrix (heard as 0: too few voiced frames).
  const { templates, heldOut } = await citationTemplates();
  console.log(`tone classifier on held-out citation recordings: ${pct(heldOut)}`);
  const runs: [SpeechSpeed, string, string[]][] = [
    ['normal', 'normal', SENTENCES],
    ['slow', 'slow', SENTENCES],
    ['normal', 'normal, held-out sentences', HELD_OUT],
  ];
  for (const [speed, name, sentences] of runs) {
    const heardAs = new Map(TONES.map((tone) => [tone, new Array<number>(7).fill(0)]));
    let ms = 0;
    for (const text of sentences) {
      const r = await provider.synthesize(
        { segments: segmentsOf(text), speed, format: 'wav' },
        signal,
      );
      const pcm = parseWav(r.audio);
      ms += r.durationMs!;
      for (const m of r.marks!) {
        const part = pcm.samples.subarray(
          Math.round((m.start_ms * pcm.sampleRate) / 1000),
          Math.round((m.end_ms * pcm.sampleRate) / 1000),
        );
        const contour = contourOf(part, pcm.sampleRate);
        heardAs.get(toneOf(m.jyutping))![contour ? classify(templates, contour) : 0]! += 1;
      }
    }
    const rows = [...heardAs.values()];
    const total = rows.flat().reduce((a, b) => a + b, 0);
    const right = TONES.reduce((sum, tone) => sum + heardAs.get(tone)![tone]!, 0);
    console.log(
      `tone fidelity ${name}: ${pct(right / total)} of ${total} syllables heard with their tone ` +
        `(${(total / (ms / 1000)).toFixed(2)} syllables/s in these WAVs)`,
    );
    console.log('  tone  n    right   heard as 0 1 2 3 4 5 6');
    for (const [tone, row] of heardAs) {
      const n = row.reduce((a, b) => a + b, 0);
      console.log(
        `  ${tone}  ${String(n).padStart(4)}  ${pct(row[tone]! / n).padStart(7)}   ${row.map((k) => String(k).padStart(3)).join('')}`,
      );
    }
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
    const coldCpu: number[] = [];
    const cached: number[] = [];
    for (const segments of twenty) {
      t = performance.now();
      const cpu = process.cpuUsage();
      await service.speak({ segments, format: 'mp3' });
      cold.push(performance.now() - t);
      const used = process.cpuUsage(cpu);
      coldCpu.push((used.user + used.system) / 1000);
      t = performance.now();
      await service.speak({ segments, format: 'mp3' });
      cached.push(performance.now() - t);
    }
    t = performance.now();
    readFileSync(join(SOURCE, 'sound', 'kt', 'aa', '1', 'aa1.opus'));
    await decodeOggOpus(readFileSync(join(SOURCE, 'sound', 'kt', 'aa', '1', 'gaa1.opus')));
    const oneRecording = performance.now() - t;
    console.log(
      `20-syllable sentence (${twenty.length} of them): cold median ${median(cold).toFixed(1)} ms (max ${Math.max(...cold).toFixed(1)}; ` +
        `CPU median ${median(coldCpu).toFixed(1)} ms), cached median ${median(cached).toFixed(2)} ms (max ${Math.max(...cached).toFixed(2)}); ` +
        `reading and decoding one source recording in this run: ${oneRecording.toFixed(1)} ms ` +
        `(cold sentence / one recording: ${(median(cold) / oneRecording).toFixed(2)}×)`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
} finally {
  await engine.close();
}
