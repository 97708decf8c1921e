import { describe, expect, it } from 'vitest';
import type { LexiconWord } from '../src/translate/lexicon/format.js';
import { segment } from '../src/translate/segment.js';

const word = (target: string | null, ...tags: string[]): LexiconWord => ({
  entries: [{ target, conditions: [], category: 'test' }],
  tags: new Set(tags),
});
const WORDS = new Map<string, LexiconWord>([
  ['马上', word('即刻')],
  ['上来', word(null)],
  ['一点', word(null)],
  ['𠮶个', word('嗰個')],
  ['个人', word(null)],
  ['研究生', word(null)],
  ['研究', word(null)],
  ['生命', word(null)],
]);
const pieces = (text: string) =>
  segment(text, WORDS, 3).map((t) => `${t.src}:${t.type}${t.tags.has('num') ? '#' : ''}`);

describe('segment (the translation lexicon walked backwards from each position)', () => {
  it('takes the fewest words, ties to the longer final word and to words with a Cantonese mapping', () => {
    expect(pieces('研究生命')).toEqual(['研究:han', '生命:han']);
    expect(pieces('马上来')).toEqual(['马上:han', '来:han']);
  });

  it('keeps a run of numerals whole and prefers it to a word across its edge', () => {
    expect(pieces('十一点')).toEqual(['十一:han#', '点:han']);
    expect(pieces('二十三')).toEqual(['二十三:han#']);
  });

  it('keeps characters outside the BMP whole, alone and inside words', () => {
    expect(pieces('𠮶个人')).toEqual(['𠮶个:han', '人:han']);
    expect(pieces('睇𠮶')).toEqual(['睇:han', '𠮶:han']);
  });

  it('splits other scripts into runs, and punctuation into single characters', () => {
    expect(pieces('我有3个iPhone，好！')).toEqual([
      '我:han',
      '有:han',
      '3:num#',
      '个:han',
      'iPhone:latin',
      '，:punct',
      '好:han',
      '！:punct',
    ]);
  });
});
