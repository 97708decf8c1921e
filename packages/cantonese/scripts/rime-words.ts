// Reads rime-cantonese's word list (jyut6ping3.words.dict.yaml, CC BY 4.0, © CanCLID and
// contributors; Debian package rime-data-jyut6ping3) for the generators.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidJyutping } from '../src/romanize/index.js';
import { isHanCodePoint } from '../src/reading/characters.js';

export const rimeDir = process.env.RIME_DIR ?? '/usr/share/rime-data';
export const rimeFile = join(rimeDir, 'jyut6ping3.words.dict.yaml');

// Sentence particles are read by context (reading/particles.ts), not by a word that ends in one.
const PARTICLES = /[呀啊喇啦嘞囉囖㗎咩吖啫喎嘛噃咋啩嗎嘅呢嚹吓噉咗]$/u;
export const isHan = (c: string) => isHanCodePoint(c.codePointAt(0)!);

/** Words of 2–8 Han characters (not ending in a particle) and their listed readings, in order. */
export function rimeWords(): { version: string; words: Map<string, string[]> } {
  const text = readFileSync(rimeFile, 'utf8');
  const version = /^version:\s*"?([^"\n]+)"?/m.exec(text)?.[1] ?? 'unknown';
  const words = new Map<string, string[]>();
  for (const line of text.slice(text.indexOf('\n...') + 4).split('\n')) {
    const [word = '', reading = ''] = line.split('\t');
    const chars = Array.from(word);
    const syllables = reading.trim().split(' ');
    if (chars.length < 2 || chars.length > 8 || !chars.every(isHan) || PARTICLES.test(word))
      continue;
    if (syllables.length !== chars.length || !syllables.every(isValidJyutping)) continue;
    const list = words.get(word) ?? [];
    if (!list.includes(syllables.join(' '))) list.push(syllables.join(' '));
    words.set(word, list);
  }
  return { version, words };
}
