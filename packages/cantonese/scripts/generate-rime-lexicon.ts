// Regenerates src/reading/lexicon/rime-lexicon.ts from rime-cantonese's word list
// (jyut6ping3.words.dict.yaml, CC BY 4.0, © CanCLID and contributors; Debian package
// rime-data-jyut6ping3). Only words the rest of the dictionary would read otherwise are kept, so the
// layer stays small. Where rime-cantonese and the current reading differ, the evidence decides
// (docs/decisions.md, Issue 23): heard readings of the word in the dev set when it occurs there (read
// only to count, nothing of it is written out); otherwise rime's word is taken where the current
// reading is pieced together from characters, and the current word kept where to-jyutping (a later
// build of the same upstream) has the whole word.
// Run: npm run generate:rime -w @yuexue/cantonese   (RIME_DIR, YUEXUE_DATA_DIR to override paths)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_WORD_COST, buildLexicon } from '../src/reading/lexicon/index.js';
import { readWord } from '../src/reading/segment.js';
import { isHan, rimeWords } from './rime-words.js';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.YUEXUE_DATA_DIR ?? resolve(here, '../../../../shared/data');
const devFile = join(dataDir, 'eval-dev/jyutping_dev.tsv');

/** For each candidate word, how often the dev set's heard reading was each reading. */
function devVotes(candidates: Set<string>): Map<string, Map<string, number>> {
  const votes = new Map<string, Map<string, number>>();
  if (!existsSync(devFile)) return votes;
  const longest = Math.max(...[...candidates].map((w) => Array.from(w).length));
  for (const line of readFileSync(devFile, 'utf8').split('\n').slice(1)) {
    const [, text = '', jyutping = ''] = line.split('\t');
    const chars = Array.from(text).filter(isHan);
    const gold = jyutping.split(' ');
    if (chars.length !== gold.length) continue;
    for (let i = 0; i < chars.length; i += 1) {
      for (let n = 2; n <= longest && i + n <= chars.length; n += 1) {
        const word = chars.slice(i, i + n).join('');
        if (!candidates.has(word)) continue;
        const heard = gold.slice(i, i + n).join(' ');
        const counts = votes.get(word) ?? new Map<string, number>();
        counts.set(heard, (counts.get(heard) ?? 0) + 1);
        votes.set(word, counts);
      }
    }
  }
  return votes;
}

/**
 * Two readings that differ only by the last syllable's tone changed to 2 (櫃臺 toi2/toi4, 限額
 * ngaak2/ngaak6): the changed tone first. It is the spoken form of a colloquial noun; where the dev
 * set has such words it heard the changed last tone 131 times and the other 27 (not counting 30
 * after a particle, which this layer leaves out). On a first syllable the evidence is even (12/9),
 * so there the order is left alone.
 */
function changedToneFirst(readings: string[]): string[] {
  if (readings.length !== 2) return readings;
  const [a, b] = readings.map((r) => r.split(' ')) as [string[], string[]];
  const differ = a.flatMap((s, i) => (s === b[i] ? [] : [i]));
  if (differ.length !== 1 || differ[0] !== a.length - 1) return readings;
  const [x, y] = [a[differ[0]!]!, b[differ[0]!]!];
  if (x.slice(0, -1) !== y.slice(0, -1)) return readings;
  if (y.endsWith('2')) return [readings[1]!, readings[0]!];
  return readings;
}
const isTonePair = (readings: string[]) => {
  if (readings.length !== 2) return false;
  const [a, b] = readings.map((r) => r.split(' ').at(-1)!) as [string, string];
  return a !== b && a.slice(0, -1) === b.slice(0, -1) && (a.endsWith('2') || b.endsWith('2'));
};

function main(): void {
  const { version, words } = rimeWords();
  const trie = buildLexicon({ rime: false });
  const current = new Map<string, string>();
  for (const [word, listed] of words) {
    const entry = trie.get(word);
    if (entry && entry.cost < BASE_WORD_COST) continue; // a hand-checked word wins
    const readings = changedToneFirst(listed);
    words.set(word, readings);
    const now = readWord(trie, word)
      ?.map((s) => s.jyutping)
      .join(' ');
    if (
      now === undefined ||
      now === readings[0] ||
      (!isTonePair(readings) && readings.includes(now))
    )
      continue;
    current.set(word, now);
  }
  const votes = devVotes(new Set(current.keys()));
  const stats = { byDev: 0, keptByDev: 0, piecedTaken: 0, wholeKept: 0, tonePairs: 0 };
  const kept: string[] = [];
  for (const [word, now] of current) {
    const readings = words.get(word)!;
    const heard = votes.get(word);
    if (heard) {
      const score = (r: string) => heard.get(r) ?? 0;
      const best = readings.reduce((a, b) => (score(b) > score(a) ? b : a));
      if (score(best) > score(now)) {
        kept.push(`${word}\t${best}`);
        stats.byDev += 1;
        continue;
      }
      if (score(now) > 0) {
        stats.keptByDev += 1;
        continue;
      }
    }
    const whole = trie.get(word) !== null;
    if (whole && !isTonePair(readings)) {
      stats.wholeKept += 1;
      continue;
    }
    kept.push(`${word}\t${readings.join('|')}`);
    if (isTonePair(readings)) stats.tonePairs += 1;
    else stats.piecedTaken += 1;
  }
  kept.sort();
  const body = kept.join('\n');
  const out = `// Generated by scripts/generate-rime-lexicon.ts from rime-cantonese ${version} (jyut6ping3.words.dict.yaml, CC BY 4.0, © CanCLID and contributors). Do not edit.
export const RIME_LEXICON_SOURCE = 'rime-cantonese ${version}';
export const RIME_LEXICON = ${JSON.stringify(body)};
`;
  writeFileSync(join(here, '../src/reading/lexicon/rime-lexicon.ts'), out);
  console.log(
    `${words.size} rime words; ${current.size} read otherwise today; kept ${kept.length} ` +
      `(${stats.byDev} by dev evidence, ${stats.tonePairs} changed-tone pairs, ` +
      `${stats.piecedTaken} over a reading pieced from characters); ` +
      `current kept: ${stats.keptByDev} by dev evidence, ${stats.wholeKept} whole to-jyutping words; ` +
      `${(out.length / 1024).toFixed(0)} KB`,
  );
}

main();
