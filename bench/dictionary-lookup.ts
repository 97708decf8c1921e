// Dictionary lookup cost (GET /api/dictionary/lookup without HTTP): the first lookup after start
// (builds the lexicon index and script converters), each word's first lookup, and repeats.
// Run: node --import tsx --conditions=source bench/dictionary-lookup.ts   (from the repo root)
import { createOverrideSet, createTranslationTables } from '@yuexue/cantonese';
import { lookupWord } from '../apps/server/src/modules/dictionary/service.js';

const records = {
  overrides: createOverrideSet([]),
  tables: createTranslationTables({ input: [], output: [] }),
};
const WORDS = [
  '银行',
  '吃饭',
  '係',
  '佢',
  '冇',
  '乜嘢',
  '睇',
  '长',
  '为了',
  '行长',
  '觉得',
  '時間',
  '唔該',
  '东西',
  '钱',
];
const ROUNDS = 5;

const ms = (t0: number) => performance.now() - t0;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

let t0 = performance.now();
const first = lookupWord('行', records);
console.log(
  `first lookup after start (行, ${first.characters[0]!.readings.length} readings): ${ms(t0).toFixed(0)} ms`,
);

const fresh: number[] = [];
for (const w of WORDS) {
  t0 = performance.now();
  lookupWord(w, records);
  fresh.push(ms(t0));
}
const repeat: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  for (const w of WORDS) {
    t0 = performance.now();
    lookupWord(w, records);
    repeat.push(ms(t0));
  }
}
console.log(
  `a word's first lookup: n=${fresh.length} p50 ${pct(fresh, 0.5).toFixed(1)} ms, max ${Math.max(...fresh).toFixed(1)} ms`,
);
console.log(
  `repeated lookups:      n=${repeat.length} p50 ${pct(repeat, 0.5).toFixed(1)} ms, p95 ${pct(repeat, 0.95).toFixed(1)} ms`,
);
