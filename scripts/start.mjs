// `npm start`: build whatever is out of date, then serve the product (API + web) on PORT (3000).
// The server migrates and seeds its database on start and prints the admin login the first time.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'packages/contract/src',
  'packages/cantonese/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'package-lock.json',
];
const OUTPUTS = [
  'apps/server/dist/server.js',
  'apps/web/dist/index.html',
  'packages/contract/dist/index.js',
];
const STAMP = 'node_modules/.cache/yuexue-build.stamp';

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path, { recursive: true })) {
    const p = join(path, String(entry));
    const s = statSync(p);
    if (s.isFile() && s.mtimeMs > max) max = s.mtimeMs;
  }
  return max;
}

const stale =
  process.env.FORCE_BUILD === '1' ||
  !existsSync(STAMP) ||
  OUTPUTS.some((o) => !existsSync(o)) ||
  Math.max(...SOURCES.map(newest)) > statSync(STAMP).mtimeMs;

if (stale) {
  console.log('构建中（首次约需一两分钟）…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync('node_modules/.cache', { recursive: true });
  writeFileSync(STAMP, new Date().toISOString());
}

const server = spawn(process.execPath, ['apps/server/dist/server.js'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
