// Translation-engine throughput: short sentences per second of @yuexue/cantonese translate() on
// one core (the engine is synchronous, so this process uses one). Input: the team's Simplified
// set and, when $YUEXUE_DATA_DIR has it, the Mandarin side of the dev set (Traditional) as well.
// Run: npm run bench:translate -w @yuexue/bench
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.YUEXUE_DATA_DIR ?? resolve(repoRoot, '../shared/data');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

function column(path: string, name: string): string[] {
  const [header, ...lines] = readFileSync(path, 'utf8').split('\n').filter(Boolean);
  const at = header!.split('\t').indexOf(name);
  return lines.map((l) => l.split('\t')[at] ?? '');
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const { translate, mandarinDictionaryStats } = await import('@yuexue/cantonese');
  const memory = process.memoryUsage();
  translate('预热'); // builds the lexicon, the Mandarin dictionary and the script converters
  console.log(`load: ${(performance.now() - t0).toFixed(0)} ms`);
  const after = process.memoryUsage();
  const dict = mandarinDictionaryStats();
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `Mandarin dictionary at first use: ${dict.words} words, ${dict.nodes} trie nodes, ` +
      `${mb(dict.bytes)} of typed arrays, built in ${dict.buildMs.toFixed(0)} ms ` +
      `(first translation: heap +${mb(after.heapUsed - memory.heapUsed)}, ` +
      `array buffers +${mb(after.arrayBuffers - memory.arrayBuffers)})`,
  );

  const sets: Array<[string, string[]]> = [
    [
      'team set (Simplified)',
      column(join(repoRoot, 'packages/cantonese/eval/team-set-zh.tsv'), 'mandarin'),
    ],
  ];
  const dev = join(dataDir, 'eval-dev/parallel_dev.tsv');
  if (existsSync(dev)) sets.push(['dev set (Traditional)', column(dev, 'mandarin')]);
  else console.log(`dev set skipped: ${dev} not found`);

  // Warm up the JIT on every set before timing.
  for (const [, lines] of sets) for (const line of lines) translate(line);

  for (const [name, lines] of sets) {
    const chars = lines.reduce((n, l) => n + l.length, 0);
    let best = Infinity;
    let bestCpu = Infinity;
    for (let r = 0; r < ROUNDS; r++) {
      const cpu = process.cpuUsage();
      const start = performance.now();
      for (const line of lines) translate(line);
      best = Math.min(best, performance.now() - start);
      const used = process.cpuUsage(cpu);
      bestCpu = Math.min(bestCpu, (used.user + used.system) / 1000);
    }
    // CPU time is reported too: on a shared machine wall time also counts other processes.
    console.log(
      `${name}: ${lines.length} sentences, ${(chars / lines.length).toFixed(1)} chars avg — ` +
        `${(lines.length / (best / 1000)).toFixed(0)} sentences/s wall, ` +
        `${(lines.length / (bestCpu / 1000)).toFixed(0)} sentences/s per CPU-second, ` +
        `${((chars / best) * 1000).toFixed(0)} chars/s (best of ${ROUNDS})`,
    );
  }
}

await main();
