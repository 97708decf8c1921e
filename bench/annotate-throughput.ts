// Reading-engine throughput: characters per second of @yuexue/cantonese annotate() against
// to-jyutping's getJyutpingList() on the same lines in the same run, plus memory after load.
// Run: npm run bench:annotate -w @yuexue/bench   (input: the dev set under $YUEXUE_DATA_DIR, in
// Traditional and Simplified; without it, the hand-written hard cases of packages/cantonese).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.YUEXUE_DATA_DIR ?? resolve(repoRoot, '../shared/data');
const devFile = join(dataDir, 'eval-dev/jyutping_dev.tsv');
const hardCases = join(repoRoot, 'packages/cantonese/eval/hard-cases.tsv');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const gc = (globalThis as { gc?: () => void }).gc;

function memory(): NodeJS.MemoryUsage {
  gc?.();
  return process.memoryUsage();
}

function loadLines(): { source: string; traditional: string[] } {
  if (existsSync(devFile)) {
    const lines = readFileSync(devFile, 'utf8').split('\n').slice(1).filter(Boolean);
    return { source: devFile, traditional: lines.map((l) => l.split('\t')[1] ?? '') };
  }
  const lines = readFileSync(hardCases, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
  return { source: hardCases, traditional: lines.map((l) => l.split('\t')[0] ?? '') };
}

interface Timing {
  wallMs: number;
  cpuMs: number;
}

/** Wall time and CPU time (this process, all threads: GC included) of one pass over the lines. */
function timeOnce(lines: string[], fn: (line: string) => unknown): Timing {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const line of lines) fn(line);
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Both engines on the same lines, rounds interleaved (alternating who goes first) so machine noise
 * hits both alike: median rates (chars/s) and the median of the per-round ratios, by wall and CPU time.
 */
function race(
  lines: string[],
  chars: number,
  ours: (line: string) => unknown,
  baseline: (line: string) => unknown,
) {
  const rounds: { ours: Timing; base: Timing }[] = [];
  for (let r = 0; r < ROUNDS; r += 1) {
    if (r % 2 === 0) {
      const o = timeOnce(lines, ours);
      rounds.push({ ours: o, base: timeOnce(lines, baseline) });
    } else {
      const b = timeOnce(lines, baseline);
      rounds.push({ base: b, ours: timeOnce(lines, ours) });
    }
  }
  const rate = (ms: number) => (chars / ms) * 1000;
  return {
    ours: median(rounds.map((r) => rate(r.ours.wallMs))),
    baseline: median(rounds.map((r) => rate(r.base.wallMs))),
    wallRatio: median(rounds.map((r) => r.base.wallMs / r.ours.wallMs)),
    cpuRatio: median(rounds.map((r) => r.base.cpuMs / r.ours.cpuMs)),
  };
}

async function main(): Promise<void> {
  const before = memory();
  const ours = await import('@yuexue/cantonese');
  const afterImport = memory();
  ours.annotate('預熱 warm up'); // builds the reading lexicon
  const afterOurs = memory();
  const { default: ToJyutping } = await import('to-jyutping');
  ToJyutping.getJyutpingList('預熱');
  const afterBaseline = memory();
  const { Converter } = await import('opencc-js');

  const { source, traditional } = loadLines();
  const simplified = traditional.map(Converter({ from: 'hk', to: 'cn' }));
  console.log(
    `input: ${source} (${traditional.length} lines), one call per line, medians of ${ROUNDS} interleaved rounds (ratio = yuexue speed / to-jyutping speed)\n`,
  );
  console.log(
    'script       chars    yuexue chars/s   to-jyutping chars/s   ratio (wall)   ratio (CPU)',
  );
  for (const [script, lines] of [
    ['Traditional', traditional],
    ['Simplified', simplified],
  ] as const) {
    const chars = lines.reduce((n, l) => n + Array.from(l).length, 0);
    // Warm both up first.
    for (let r = 0; r < 3; r += 1) {
      timeOnce(lines, ours.annotate);
      timeOnce(lines, ToJyutping.getJyutpingList);
    }
    const m = race(lines, chars, ours.annotate, ToJyutping.getJyutpingList);
    console.log(
      `${script.padEnd(12)} ${String(chars).padEnd(8)} ${Math.round(m.ours).toLocaleString('en').padEnd(16)} ${Math.round(m.baseline).toLocaleString('en').padEnd(21)} ${`${m.wallRatio.toFixed(2)}×`.padEnd(14)} ${m.cpuRatio.toFixed(2)}×`,
    );
  }
  console.log(
    `\nmemory, package import (reading and translation engines' code and data): heap +${mb(afterImport.heapUsed - before.heapUsed)}, rss +${mb(afterImport.rss - before.rss)}`,
  );
  console.log(
    `memory, reading lexicon built by the first annotate(): heap +${mb(afterOurs.heapUsed - afterImport.heapUsed)}, rss +${mb(afterOurs.rss - afterImport.rss)}`,
  );
  console.log(
    `memory, to-jyutping loaded: heap +${mb(afterBaseline.heapUsed - afterOurs.heapUsed)}, rss +${mb(afterBaseline.rss - afterOurs.rss)}`,
  );
  if (!gc) console.log('(run with node --expose-gc for steadier memory figures)');
}

await main();
