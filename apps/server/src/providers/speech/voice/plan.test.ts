import { describe, expect, it } from 'vitest';
import { annotate } from '@yuexue/cantonese';
import { planUtterance, type Unit } from './plan.js';

const plan = (text: string, speed: 'normal' | 'slow' | 'syllable' = 'normal') =>
  planUtterance(annotate(text).pinyin_hongkong.segments, speed);
const said = (units: Unit[]) =>
  units.map((u) => (u.kind === 'pause' ? `|${u.ms}` : `${u.syllable}:${u.ms}`));

describe('planning an utterance', () => {
  it('shortens particles, lengthens rises and the end of a phrase, pauses at punctuation', () => {
    expect(said(plan('我食咗饭，好开心啊。'))).toEqual([
      'ngo5:302',
      'sik6:150',
      'zo2:273',
      'faan6:202',
      '|150',
      'hou2:302',
      'hoi1:155',
      'sam1:155',
      'aa3:182',
    ]);
  });

  it('reads numbers as the reading engine does and spells short Latin abbreviations', () => {
    const units = plan('3个DVD，好OK').filter((u) => u.kind === 'syllable');
    expect(units.map((u) => u.kind === 'syllable' && u.syllable)).toEqual([
      'saam1',
      'go3',
      'di1',
      'wi1',
      'di1',
      'hou2',
      'ou1',
      'kei1',
    ]);
    expect(plan('hello!')).toEqual([]);
  });

  it('takes twice the time slowly, and gaps between syllables one by one', () => {
    expect(said(plan('你好', 'slow'))).toEqual(['nei5:420', 'hou2:525']);
    expect(said(plan('你好', 'syllable'))).toEqual(['nei5:483', '|300', 'hou2:483']);
  });
});
