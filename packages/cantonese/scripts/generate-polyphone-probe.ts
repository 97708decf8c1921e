// Builds eval/polyphone-probe.tsv: words of rime-cantonese's word list (CC BY 4.0) in which a
// polyphonic character takes a reading other than its first one, so only the word (or its
// neighbours) can tell the engine which. Selection: words of 2–4
// Han characters, no particle at the end, whose character has at least two readings each used by
// five or more listed words; two words per (character, reading) chosen by a fixed hash, sorted by
// class — changed tone (變調: 草莓 mui2), colloquial/literary (-eng/-ing…: 行街 haang4), other
// word-dependent readings (銀行 hong4) — at most 300 per class. See docs/decisions.md (Issue 23). Nothing comes from an evaluation set.
// Run: npx tsx --conditions=source scripts/generate-polyphone-probe.ts   (RIME_DIR to override)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isHanCodePoint } from '../src/reading/characters.js';
import { readingRegister } from '../src/reading/dictionary-words.js';
import { buildLexicon } from '../src/reading/lexicon/index.js';
import { toSimplified } from '../src/reading/lexicon/script-maps.js';
import { isValidJyutping, parseJyutping } from '../src/romanize/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const rimeDir = process.env.RIME_DIR ?? '/usr/share/rime-data';
const PARTICLES = /[呀啊喇啦嘞囉囖㗎咩吖啫喎嘛噃咋啩嗎嘅呢嚹吓噉咗]$/u;
const PER_CLASS = 300;
const WORDS_PER_READING = 2;
const MIN_WORDS_PER_READING = 5;

const fnv = (s: string) => {
  let h = 0x811c9dc5;
  for (const c of s) h = Math.imul(h ^ c.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
};

const text = readFileSync(join(rimeDir, 'jyut6ping3.words.dict.yaml'), 'utf8');
const version = /^version:\s*"?([^"\n]+)"?/m.exec(text)?.[1] ?? 'unknown';
const entries: { word: string; syllables: string[] }[] = [];
const readingsOf = new Map<string, number>(); // word → how many readings rime lists
for (const line of text.slice(text.indexOf('\n...') + 4).split('\n')) {
  const [word = '', reading = ''] = line.split('\t');
  const chars = Array.from(word);
  const syllables = reading.trim().split(' ');
  if (chars.length < 2 || chars.length > 4 || PARTICLES.test(word)) continue;
  if (!chars.every((c) => isHanCodePoint(c.codePointAt(0)!))) continue;
  if (syllables.length !== chars.length || !syllables.every(isValidJyutping)) continue;
  entries.push({ word, syllables });
  readingsOf.set(word, (readingsOf.get(word) ?? 0) + 1);
}
// Words rime reads one way only (a word listed with two readings has no single answer).
const single = entries.filter((e) => readingsOf.get(e.word) === 1);

const uses = new Map<string, number>(); // "char reading" → words
for (const { word, syllables } of single)
  Array.from(word).forEach((c, i) =>
    uses.set(`${c} ${syllables[i]}`, (uses.get(`${c} ${syllables[i]}`) ?? 0) + 1),
  );

const lexicon = buildLexicon({ rime: false });
const classOf = (own: string, first: string, ranked: readonly string[]) => {
  const a = parseJyutping(own)!;
  const b = parseJyutping(first)!;
  if (a.initial === b.initial && a.final === b.final) return 'changed-tone';
  if (readingRegister(own, ranked) !== null && readingRegister(first, ranked) !== null)
    return 'colloquial-literary';
  return 'by-word';
};

interface Pick {
  word: string;
  syllables: string[];
  at: number;
  cls: string;
  h: number;
}
const picked = new Map<string, Pick[]>();
for (const { word, syllables } of single) {
  const chars = Array.from(word);
  for (let i = 0; i < chars.length; i += 1) {
    const ranked = lexicon.get(chars[i]!)?.ranked;
    if (!ranked || ranked.length < 2 || syllables[i] === ranked[0]) continue;
    const used = (r: string) => (uses.get(`${chars[i]} ${r}`) ?? 0) >= MIN_WORDS_PER_READING;
    if (!used(syllables[i]!) || !used(ranked[0]!)) continue;
    const key = `${chars[i]} ${syllables[i]}`;
    const list = picked.get(key) ?? [];
    list.push({
      word,
      syllables,
      at: i,
      cls: classOf(syllables[i]!, ranked[0]!, ranked),
      h: fnv(word),
    });
    picked.set(key, list);
    break;
  }
}
const byClass = new Map<string, Pick[]>();
for (const list of picked.values()) {
  list.sort((a, b) => a.h - b.h);
  for (const p of list.slice(0, WORDS_PER_READING))
    byClass.set(p.cls, [...(byClass.get(p.cls) ?? []), p]);
}
const rows: string[] = [];
for (const [cls, list] of [...byClass].sort()) {
  list.sort((a, b) => a.h - b.h);
  for (const p of list.slice(0, PER_CLASS))
    rows.push(
      [p.word, toSimplified(p.word), p.syllables.join(' '), Array.from(p.word)[p.at], cls].join(
        '\t',
      ),
    );
}
writeFileSync(
  join(here, '../eval/polyphone-probe.tsv'),
  `# Polyphone probe from rime-cantonese ${version} (jyut6ping3.words.dict.yaml, CC BY 4.0, © CanCLID and contributors),\n` +
    `# made by scripts/generate-polyphone-probe.ts. Columns: Traditional, Simplified, expected Jyutping, polyphone, class.\n` +
    rows.join('\n') +
    '\n',
);
console.log(
  `${rows.length} items:`,
  [...byClass].map(([c, l]) => `${c} ${Math.min(l.length, PER_CLASS)}`).join(', '),
);
