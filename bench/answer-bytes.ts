// What a 50-character /api/phonetics or /api/translate answer costs to turn into the bytes sent:
// the server's writers (apps/server lib/reading-json.ts, UTF-8 pieces cached per shared engine
// object) against JSON.stringify plus what Fastify and Node then do to a string (measure it for
// content-length, encode it on write). The engine call is in both loops, as in a request.
// Run: npm run bench:answer -w @yuexue/bench
import { annotate, createTranslationTables, translate } from '@yuexue/cantonese';
import { phoneticsJson, translateJson } from '../apps/server/src/lib/reading-json.js';
import { TEXTS } from './support/texts.js';

const ROUNDS = 9;
const PER_ROUND = 20_000;
const tables = createTranslationTables({ input: [], output: [] });

const readings = (text: string) => {
  const r = annotate(text);
  return {
    pinyin_num: r.pinyin_num,
    pinyin_upper: r.pinyin_upper,
    pinyin_hongkong: r.pinyin_hongkong,
  };
};
// What a guest's answer carries besides the readings (today's usage of the tool).
const usage = {
  role: 'guest',
  used: 1,
  limit: 20,
  chars_limit: 300,
  chars_used: 50,
  daily_chars_limit: -1,
};
const phoneticsBody = (text: string) => ({
  status: true as const,
  phonetic_results: readings(text),
  usage,
});
const translateBody = (text: string) => {
  const t = translate(text, { tables });
  return {
    status: true as const,
    optimized_output: t.output,
    phonetic_results: readings(t.output),
    changes: t.changes,
    provider: 'rules' as const,
    usage,
  };
};
const viaString = (value: unknown) => {
  const json = JSON.stringify(value);
  return Buffer.byteLength(json) + Buffer.from(json).length;
};

/** CPU µs per answer (this process, GC included). */
function cpuPerAnswer(make: (text: string) => number): number {
  const t0 = process.cpuUsage();
  let sink = 0;
  for (let i = 0; i < PER_ROUND; i++) sink += make(TEXTS[i % TEXTS.length]!);
  const t = process.cpuUsage(t0);
  if (sink === 0) throw new Error('no bytes');
  return (t.user + t.system) / PER_ROUND;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

function race(
  name: string,
  ours: (text: string) => number,
  plain: (text: string) => number,
  engineOnly: (text: string) => number,
) {
  const rows = {
    ours: [] as number[],
    plain: [] as number[],
    engine: [] as number[],
    ratio: [] as number[],
  };
  for (let r = 0; r < ROUNDS; r++) {
    // Alternate who goes first, so the machine's noise falls on both alike.
    let o: number, b: number;
    if (r % 2 === 0) {
      o = cpuPerAnswer(ours);
      b = cpuPerAnswer(plain);
    } else {
      b = cpuPerAnswer(plain);
      o = cpuPerAnswer(ours);
    }
    rows.ours.push(o);
    rows.plain.push(b);
    rows.engine.push(cpuPerAnswer(engineOnly));
    rows.ratio.push(b / o);
  }
  const f = (n: number) => `${n.toFixed(1)} µs`;
  console.log(
    `${name.padEnd(10)} engine alone ${f(median(rows.engine))}; engine + answer bytes: JSON.stringify path ${f(median(rows.plain))}, ` +
      `reading-json ${f(median(rows.ours))} (answer bytes ${f(median(rows.plain) - median(rows.engine))} → ${f(median(rows.ours) - median(rows.engine))}; ` +
      `median ratio ${median(rows.ratio).toFixed(2)}×)`,
  );
}

console.log(
  `${TEXTS.length} different 50-character texts, ${ROUNDS} rounds of ${PER_ROUND} answers, CPU time per answer (median)`,
);
race(
  'phonetics',
  (t) => phoneticsJson(phoneticsBody(t)).length,
  (t) => viaString(phoneticsBody(t)),
  (t) => phoneticsBody(t).phonetic_results.pinyin_num.segments.length,
);
race(
  'translate',
  (t) => translateJson(translateBody(t)).length,
  (t) => viaString(translateBody(t)),
  (t) => translateBody(t).phonetic_results.pinyin_num.segments.length,
);
