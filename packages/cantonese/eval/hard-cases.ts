import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hanReadings } from '../src/index.js';

// The hand-written hard set (eval/hard-cases.tsv): text, expected Jyutping, note.

export interface HardCase {
  text: string;
  expected: string;
  note: string;
}

export function loadHardCases(): HardCase[] {
  const file = join(dirname(fileURLToPath(import.meta.url)), 'hard-cases.tsv');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [text = '', expected = '', note = ''] = line.split('\t');
      return { text, expected, note };
    });
}

export function scoreHardCases(cases: HardCase[]): {
  passed: number;
  failures: Array<HardCase & { got: string }>;
} {
  const failures: Array<HardCase & { got: string }> = [];
  for (const c of cases) {
    const got = hanReadings(c.text).join(' ');
    if (got !== c.expected) failures.push({ ...c, got });
  }
  return { passed: cases.length - failures.length, failures };
}
