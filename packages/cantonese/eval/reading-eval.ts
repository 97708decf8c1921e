// Scores the reading engine and the to-jyutping baseline on the dev set (Traditional, and the same
// text converted to Simplified): tone-exact syllable accuracy, accuracy without particles /
// interjections / onomatopoeia (HKCanCor POS y*, e*, o*) and whole-sentence accuracy.
// Run: npm run eval:reading -w @yuexue/cantonese   (data: $YUEXUE_DATA_DIR, default ../shared/data)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Converter } from 'opencc-js';
import ToJyutping from 'to-jyutping';
import { hanReadings } from '../src/index.js';
import { isHanCodePoint } from '../src/reading/characters.js';
import { loadHardCases, scoreHardCases } from './hard-cases.js';
import { loadProbe, scoreProbe } from './polyphone-probe.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = process.env.YUEXUE_DATA_DIR ?? resolve(repoRoot, '../shared/data');
const devFile = join(dataDir, 'eval-dev/jyutping_dev.tsv');

interface Row {
  text: string;
  gold: string[];
  pos: string[];
}

export interface Score {
  syllables: number;
  correct: number;
  contentSyllables: number;
  contentCorrect: number;
  sentences: number;
  sentencesCorrect: number;
}

const isParticle = (pos: string) => /^[yeo]/.test(pos);

export function score(rows: Row[], texts: string[], read: (text: string) => string[]): Score {
  const s: Score = {
    syllables: 0,
    correct: 0,
    contentSyllables: 0,
    contentCorrect: 0,
    sentences: 0,
    sentencesCorrect: 0,
  };
  rows.forEach((row, i) => {
    const got = read(texts[i]!);
    let all = true;
    row.gold.forEach((g, k) => {
      const ok = got[k] === g;
      s.syllables += 1;
      if (ok) s.correct += 1;
      else all = false;
      if (!isParticle(row.pos[k] ?? '')) {
        s.contentSyllables += 1;
        if (ok) s.contentCorrect += 1;
      }
    });
    s.sentences += 1;
    if (all) s.sentencesCorrect += 1;
  });
  return s;
}

function baselineReadings(text: string): string[] {
  return ToJyutping.getJyutpingList(text)
    .filter(([c]) => isHanCodePoint(c.codePointAt(0)!))
    .map(([, r]) => (r ?? '?').split(' ')[0]!);
}

function loadRows(): Row[] {
  return readFileSync(devFile, 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => {
      const [, text = '', jyutping = '', , pos = ''] = line.split('\t');
      return { text, gold: jyutping.split(' '), pos: pos.split(' ') };
    })
    .filter(
      (r) =>
        Array.from(r.text).filter((c) => isHanCodePoint(c.codePointAt(0)!)).length ===
        r.gold.length,
    );
}

const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(2)} %`;

function printHardCases(): void {
  const cases = loadHardCases();
  const { passed } = scoreHardCases(cases);
  console.log(
    `Hand-written hard cases (eval/hard-cases.tsv): ${passed}/${cases.length} whole cases exact (${pct(passed, cases.length)})\n`,
  );
}

function printProbe(): void {
  const scores = scoreProbe(loadProbe());
  console.log('Polyphone probe (eval/polyphone-probe.tsv, whole words exact):');
  for (const s of scores)
    console.log(
      `  ${s.kind.padEnd(20)} ${String(s.items).padStart(4)} items  Traditional ${pct(s.traditional, s.items)}  Simplified ${pct(s.simplified, s.items)}`,
    );
  if (process.env.EVAL_PROBE_MISSES)
    console.log(scores.find((s) => s.kind === 'all')!.misses.join('\n'));
  console.log('');
}

function main(): void {
  printHardCases();
  printProbe();
  if (!existsSync(devFile)) {
    console.log(
      `Dev set not found at ${devFile}; set YUEXUE_DATA_DIR to the shared data folder. Skipping.`,
    );
    return;
  }
  const rows = loadRows();
  const toSimplified = Converter({ from: 'hk', to: 'cn' });
  const traditional = rows.map((r) => r.text);
  const simplified = traditional.map((t) => toSimplified(t));
  const table: string[][] = [['engine', 'script', 'syllables', 'without y/e/o', 'sentences']];
  for (const [engine, read] of [
    ['yuexue', (t: string) => hanReadings(t)],
    ['to-jyutping 3.1.1', baselineReadings],
  ] as const) {
    for (const [script, texts] of [
      ['Traditional', traditional],
      ['Simplified', simplified],
    ] as const) {
      const s = score(rows, texts, read);
      table.push([
        engine,
        script,
        pct(s.correct, s.syllables),
        pct(s.contentCorrect, s.contentSyllables),
        pct(s.sentencesCorrect, s.sentences),
      ]);
    }
  }
  console.log(
    `Dev set: ${devFile} (${rows.length} sentences, ${rows.reduce((a, r) => a + r.gold.length, 0)} syllables)\n`,
  );
  const widths = table[0]!.map((_, c) => Math.max(...table.map((r) => r[c]!.length)));
  for (const r of table) console.log(r.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
  if (process.env.EVAL_ERRORS) {
    const texts = process.env.EVAL_ERRORS === 'simplified' ? simplified : traditional;
    const counts = new Map<string, number>();
    rows.forEach((row, i) => {
      const got = hanReadings(texts[i]!);
      const chars = Array.from(texts[i]!).filter((c) => isHanCodePoint(c.codePointAt(0)!));
      row.gold.forEach((g, k) => {
        if (got[k] !== g && (process.env.EVAL_ALL || !isParticle(row.pos[k] ?? ''))) {
          // EVAL_CONTEXT=1 lists every error with the words around it instead of counting kinds.
          const key = process.env.EVAL_CONTEXT
            ? `${chars[k]} ${got[k]}→${g}\t${chars.slice(Math.max(0, k - 4), k).join('')}[${chars[k]}]${chars.slice(k + 1, k + 5).join('')}\t${row.pos[k]}`
            : `${chars[k]} ${got[k]}→${g}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      });
    });
    console.log(
      [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(process.env.EVAL_TOP ?? 80))
        .map(([k, v]) => `${v}\t${k}`)
        .join('\n'),
    );
  }
}

main();
