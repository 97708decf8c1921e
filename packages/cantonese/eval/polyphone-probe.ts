import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hanReadings } from '../src/index.js';

// The polyphone probe (eval/polyphone-probe.tsv, from rime-cantonese's word list; see
// scripts/generate-polyphone-probe.ts for the selection): each word must be read exactly as listed,
// in Traditional and in Simplified.

export interface ProbeItem {
  traditional: string;
  simplified: string;
  expected: string;
  polyphone: string;
  kind: string;
}

export function loadProbe(): ProbeItem[] {
  const file = join(dirname(fileURLToPath(import.meta.url)), 'polyphone-probe.tsv');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [traditional = '', simplified = '', expected = '', polyphone = '', kind = ''] =
        line.split('\t');
      return { traditional, simplified, expected, polyphone, kind };
    });
}

export interface ProbeScore {
  kind: string;
  items: number;
  traditional: number;
  simplified: number;
  misses: string[];
}

/** Whole-word exact scores per class and overall ('all'). */
export function scoreProbe(items: ProbeItem[]): ProbeScore[] {
  const scores = new Map<string, ProbeScore>();
  const score = (kind: string) => {
    let s = scores.get(kind);
    if (!s) scores.set(kind, (s = { kind, items: 0, traditional: 0, simplified: 0, misses: [] }));
    return s;
  };
  for (const item of items) {
    for (const s of [score(item.kind), score('all')]) {
      s.items += 1;
      const t = hanReadings(item.traditional).join(' ');
      if (t === item.expected) s.traditional += 1;
      else if (s.kind === 'all') s.misses.push(`${item.traditional}\t${t}\t→ ${item.expected}`);
      if (hanReadings(item.simplified).join(' ') === item.expected) s.simplified += 1;
    }
  }
  return [...scores.values()];
}
