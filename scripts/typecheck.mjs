// Type-checks every workspace with its own tsconfig (no emit); exits non-zero on any error.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/contract',
  'packages/cantonese',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
];
let failed = false;
for (const p of projects) {
  if (!existsSync(`${p}/tsconfig.json`)) continue;
  try {
    execFileSync('npx', ['tsc', '-p', p, '--noEmit'], { stdio: 'inherit' });
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
