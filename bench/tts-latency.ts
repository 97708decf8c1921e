// Time to the full MP3 of a 20-character sentence through the speech stack the server uses
// (reading engine → fallback chain → espeak-ng → MP3 → cache), cold (never synthesised) and
// cached. Run: node --import tsx --conditions=source bench/tts-latency.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { annotate } from '@yuexue/cantonese';
import { AudioCache } from '../apps/server/src/providers/speech/audio-cache.js';
import {
  EspeakBinaryEngine,
  findEspeakBinary,
} from '../apps/server/src/providers/speech/espeak-binary.js';
import type { EspeakEngine } from '../apps/server/src/providers/speech/espeak-engine.js';
import { EspeakSpeechProvider } from '../apps/server/src/providers/speech/espeak-provider.js';
import { EspeakWasmEngine } from '../apps/server/src/providers/speech/espeak-wasm.js';
import { SpeechService } from '../apps/server/src/providers/speech/speech-service.js';

/** Twenty Han characters each, all different, so that every cold run really synthesises. */
const SENTENCES = [
  '今日天气好好我哋一齐去公园行下啦好唔好呀',
  '我想买两张去香港嘅火车飞唔该你帮我睇下先',
  '呢间茶餐厅嘅奶茶同菠萝包都好出名好多人排',
  '佢话听日要返工所以今晚唔可以同我哋食饭喇',
  '银行行长讲今年嘅经济情况比旧年好咗少少啦',
  '你识唔识讲广东话我想学多啲日常用语同俗语',
  '落雨天最啱喺屋企饮杯热茶睇下书听下音乐咯',
  '地铁站出口右转行五分钟就见到嗰间大商场喇',
  '阿妈煲咗一煲老火汤叫我哋早啲返屋企饮汤呀',
  '呢部电影好好睇我已经睇咗三次仲想再睇多次',
  '老师话学语言最紧要多讲多听唔好怕讲错嘢呀',
  '星期六我哋去海边烧烤记得带多啲饮品同零食',
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;
const ms = (x: number) => `${x.toFixed(2)} ms`;

async function bench(engine: EspeakEngine): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'yuexue-tts-bench-'));
  const provider = new EspeakSpeechProvider(engine);
  const cache = new AudioCache({ dir, memoryBytes: 32 << 20, diskBytes: 64 << 20 });
  let service = new SpeechService([{ provider, timeoutMs: 10_000 }], cache);
  const speak = async (text: string) => {
    const started = performance.now();
    const spoken = await service.speak({
      segments: annotate(text).pinyin_hongkong.segments,
      format: 'mp3',
    });
    return { ms: performance.now() - started, bytes: spoken.audio.length };
  };
  try {
    let t = performance.now();
    await engine.warmUp();
    const startup = performance.now() - t;
    t = performance.now();
    await speak('第一次合成热身用嘅句子');
    const firstCall = performance.now() - t;
    const cold: number[] = [];
    let bytes = 0;
    for (const s of SENTENCES) {
      const r = await speak(s);
      cold.push(r.ms);
      bytes += r.bytes;
    }
    const cached: number[] = [];
    for (let round = 0; round < 10; round++)
      for (const s of SENTENCES) cached.push((await speak(s)).ms);
    // A restarted server: empty memory, the files of the disk tier.
    await new Promise((r) => setTimeout(r, 200)); // let the background cache writes land
    service = new SpeechService(
      [{ provider, timeoutMs: 10_000 }],
      new AudioCache({ dir, memoryBytes: 0, diskBytes: 64 << 20 }),
    );
    const fromDisk: number[] = [];
    for (const s of SENTENCES) fromDisk.push((await speak(s)).ms);
    console.log(
      `espeak-ng ${engine.kind}: engine start ${ms(startup)}, first synthesis ${ms(firstCall)}`,
    );
    console.log(
      `  cold   (${cold.length} sentences of 20 chars):    median ${ms(median(cold))}, p95 ${ms(p95(cold))}, mean MP3 ${Math.round(bytes / cold.length)} bytes`,
    );
    console.log(
      `  cached in memory (${cached.length} requests):    median ${ms(median(cached))}, p95 ${ms(p95(cached))}`,
    );
    console.log(
      `  cached on disk (after a restart):   median ${ms(median(fromDisk))}, p95 ${ms(p95(fromDisk))}`,
    );
    console.log(
      `  cold / cached = ${(median(cold) / median(cached)).toFixed(0)}×   targets: cold ≤ 150 ms, cached ≤ 5 ms`,
    );
  } finally {
    await engine.close();
    await rm(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}

for (const s of SENTENCES) if ([...s].length !== 20) throw new Error(`not 20 characters: ${s}`);
const systemData = await findEspeakBinary();
if (systemData) await bench(new EspeakBinaryEngine(systemData));
else console.log('espeak-ng binary: not installed (apt-get install espeak-ng), skipped');
await bench(new EspeakWasmEngine());
