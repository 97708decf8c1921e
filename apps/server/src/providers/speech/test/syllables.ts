import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../../config.js';

/** Every final of LSHK Jyutping with a few initials, and the syllabic nasals. */
export const SAMPLE_SYLLABLES = (
  'baa1 paai3 maau4 faan1 taam1 naang4 laap6 gaat3 haak3 ' +
  'gwai3 kwan4 mau6 dam2 tan4 lang4 sap6 bat1 ak1 ' +
  'se4 gei1 deu6 lem2 teng1 gep6 sek3 ' +
  'si1 siu2 dim2 sin1 sing4 sip3 sit3 sik1 ' +
  'go1 hoi2 dou1 gon1 hong4 hot3 gok3 ' +
  'hoe1 hoeng1 goek3 ceoi4 ceon1 ceot1 ' +
  'fu1 bui1 fun1 fung1 fut3 fuk6 ' +
  'jyu4 jyun4 jyut6 ' +
  'ngo5 ngau4 wu4 zi2 ci1 ' +
  'm4 ng5 hm6 hng6'
).split(' ');

/** The syllable names of the native recordings, when the data folder is present. */
export function recordedSyllables(): string[] {
  const root = join(loadConfig().languageDataDir, 'cantonese-syllables', 'sound', 'kt');
  try {
    return readdirSync(root, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.opus'))
      .map((f) => f.replace(/^.*\//, '').replace(/\.opus$/, ''));
  } catch {
    return [];
  }
}
