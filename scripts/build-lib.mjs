// Builds the workspace package in the current directory into dist/.
// Default: transpile every src/**/*.ts file one to one (keeps the folder layout that
// @fastify/autoload reads). With --bundle a.ts b.ts: bundle those entry points, inlining
// relative imports and data files but keeping npm packages external.
import { build } from 'esbuild';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const bundleAt = args.indexOf('--bundle');
const isTest = (f) =>
  /\.(test|spec)\.ts$/.test(f) || f.includes('/__tests__/') || f.includes('/test/');

function listTs(dir) {
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !isTest(f) && statSync(f).isFile());
}

rmSync('dist', { recursive: true, force: true });
const common = {
  outdir: 'dist',
  outbase: 'src',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
};
if (bundleAt >= 0) {
  await build({
    ...common,
    entryPoints: args.slice(bundleAt + 1),
    bundle: true,
    packages: 'external',
    loader: { '.txt': 'text' },
  });
} else {
  await build({ ...common, entryPoints: listTs('src') });
}
