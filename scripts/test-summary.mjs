// Adds up the vitest and Playwright JSON reports into the one closing line CI reads.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;

const vitestFile = join(dir, 'vitest.json');
if (existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  // A file that failed to load has no tests to count: count it as a failure.
  failed += (v.testResults ?? []).filter(
    (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
  ).length;
} else {
  failed += 1;
  console.log('vitest produced no report');
}
const pwFile = join(dir, 'playwright.json');
if (existsSync(pwFile)) {
  const s = JSON.parse(readFileSync(pwFile, 'utf8')).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
  if ((JSON.parse(readFileSync(pwFile, 'utf8')).errors ?? []).length) failed += 1;
} else {
  failed += 1;
  console.log('playwright produced no report');
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
