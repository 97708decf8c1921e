import { describe, expect, it } from 'vitest';
import { jyutpingTone, toneOf } from './tones.js';

describe('the tone of a written syllable', () => {
  it.each([
    ['nei5', 5],
    ['néi5', 5],
    ['néi⁵', 5],
    ['si¹', 1],
    ['ngo⁰', null],
    ['nei7', null],
    ['nei', null],
    ['', null],
  ])('toneOf(%s) is %s', (syllable, tone) => {
    expect(toneOf(syllable)).toBe(tone);
  });

  it('jyutpingTone takes only Jyutping (letters, then a digit)', () => {
    expect(jyutpingTone('si1')).toBe(1);
    expect(jyutpingTone('néi5')).toBeNull();
    expect(jyutpingTone('nei⁵')).toBeNull();
    expect(jyutpingTone('Nei5')).toBeNull();
  });
});
