import { describe, expect, it } from 'vitest';
import { isValidJyutping } from '../src/index.js';
import { isHanCodePoint } from '../src/reading/characters.js';
import { loadHardCases, scoreHardCases } from '../eval/hard-cases.js';

// Every hand-written hard case must pass (whole case exact), so a regression fails the suite.

describe('hand-written hard cases', () => {
  const cases = loadHardCases();

  it('has at least 300 well-formed cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    for (const c of cases) {
      const han = Array.from(c.text).filter((ch) => isHanCodePoint(ch.codePointAt(0)!));
      const syllables = c.expected.split(' ');
      expect(syllables.length, c.text).toBe(han.length);
      expect(syllables.every(isValidJyutping), c.text).toBe(true);
    }
  });

  it('passes every case', () => {
    const { failures } = scoreHardCases(cases);
    expect(
      failures.map((f) => `${f.text}\texpected ${f.expected}\tgot ${f.got}\t(${f.note})`),
    ).toEqual([]);
  });
});
