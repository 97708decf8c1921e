// Scores the translation engine: character chrF (n=6, β=2) and character BLEU-4 against the
// dev set (../shared/data/eval-dev/parallel_dev.tsv) and the team's own Simplified set
// (team-set-zh.tsv), each beside the identity baseline (output = input).
//   npx tsx --conditions=source packages/cantonese/eval/translate-eval.ts [--ablate] [--show N]
// --ablate re-runs every set with each rule switched off in turn, to show what each earns.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { translate } from '../src/translate/index.js';
import { RULES } from '../src/translate/rules/index.js';
import { normaliseToHans } from '../src/translate/script.js';
import { corpusScore } from './chrf.js';
import { reportProbe } from './names-probe.js';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const dataDir = process.env.YUEXUE_DATA_DIR ?? resolve(repoRoot, '../shared/data');
const args = process.argv.slice(2);
const ablate = args.includes('--ablate');
const showAt = args.indexOf('--show');
const show = showAt >= 0 ? Number(args[showAt + 1] ?? 20) : 0;

interface Pair {
  id: string;
  mandarin: string;
  cantonese: string;
}

function readTsv(path: string, mandarinCol: string, cantoneseCol: string): Pair[] {
  const [header, ...lines] = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  const cols = header!.split('\t');
  const mi = cols.indexOf(mandarinCol);
  const ci = cols.indexOf(cantoneseCol);
  return lines.map((l) => {
    const f = l.split('\t');
    return { id: f[0]!, mandarin: f[mi]!, cantonese: f[ci]! };
  });
}

function score(pairs: Pair[], disable?: string[]) {
  const refs = pairs.map((p) => normaliseToHans(p.cantonese));
  const hyps = pairs.map((p) => normaliseToHans(translate(p.mandarin, { disable }).output));
  return { ...corpusScore(hyps, refs), hyps, refs };
}

function report(name: string, pairs: Pair[]): void {
  const identity = corpusScore(
    pairs.map((p) => normaliseToHans(p.mandarin)),
    pairs.map((p) => normaliseToHans(p.cantonese)),
  );
  const t0 = performance.now();
  const engine = score(pairs);
  const ms = performance.now() - t0;
  console.log(`\n${name}: ${pairs.length} pairs`);
  console.log(`  identity  chrF ${identity.chrF.toFixed(2)}  BLEU-4 ${identity.bleu.toFixed(2)}`);
  console.log(
    `  engine    chrF ${engine.chrF.toFixed(2)}  BLEU-4 ${engine.bleu.toFixed(2)}  (${(pairs.length / (ms / 1000)).toFixed(0)} sentences/s incl. scoring prep)`,
  );
  console.log(
    `  chrF ratio ${(engine.chrF / identity.chrF).toFixed(2)}×, gain ${(engine.chrF - identity.chrF).toFixed(2)} points`,
  );
  if (ablate) {
    for (const rule of [
      'lexicon',
      'mandarin-words',
      'transliteration',
      ...RULES.map((r) => r.name),
    ]) {
      const without = score(pairs, [rule]);
      console.log(
        `  without ${rule.padEnd(26)} chrF ${without.chrF.toFixed(2)} (${(engine.chrF - without.chrF >= 0 ? '+' : '') + (engine.chrF - without.chrF).toFixed(2)} earned)`,
      );
    }
  }
  for (let k = 0; k < Math.min(show, pairs.length); k++) {
    const i = Math.floor((k * pairs.length) / show);
    console.log(
      `  ${pairs[i]!.id}\n    zh  ${pairs[i]!.mandarin}\n    out ${engine.hyps[i]}\n    ref ${engine.refs[i]}`,
    );
  }
}

const teamSet = join(here, 'team-set-zh.tsv');
report('team set (Simplified, everyday)', readTsv(teamSet, 'mandarin', 'cantonese'));

const devSet = join(dataDir, 'eval-dev', 'parallel_dev.tsv');
if (existsSync(devSet))
  report('dev set (kaifangcidian, Traditional)', readTsv(devSet, 'mandarin', 'cantonese'));
else console.log(`\ndev set skipped: ${devSet} not found (set YUEXUE_DATA_DIR)`);

console.log('');
reportProbe(show > 0);
