import { describe, expect, it } from 'vitest';
import {
  annotate,
  buildOverrideSet,
  buildTranslationTables,
  createOverrideSet,
  createTranslationTables,
  translate,
  type ReadingOverride,
} from '../src/index.js';

const HAN =
  '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说';
const SYLLABLES = ['dik1', 'jat1', 'si6', 'zoi6'];

/** `n` distinct two-character records (and one invalid record every 100). */
function records(n: number): ReadingOverride[] {
  return Array.from({ length: n }, (_, i) => ({
    text: `${HAN[i % HAN.length]}${HAN[Math.floor(i / HAN.length) % HAN.length]}`,
    jyutping: i % 100 === 99 ? ['bad'] : [SYLLABLES[i % 4]!, SYLLABLES[(i + 1) % 4]!],
  }));
}

function drive<T>(steps: Generator<void, T, void>): { pauses: number; value: T } {
  let pauses = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { pauses, value: step.value };
    pauses += 1;
  }
}

describe('stepwise builds of the admin records', () => {
  it('pause along a large override set and give what the one-go build gives', () => {
    const list = records(2000);
    const { pauses, value } = drive(buildOverrideSet(list));
    expect(pauses).toBeGreaterThanOrEqual(5);
    const direct = createOverrideSet(list);
    expect(value.size).toBe(direct.size);
    expect(value.rejected).toEqual(direct.rejected);
    expect(value.rejected.length).toBe(20);
    const text = `${HAN[5]}${HAN[0]}，${HAN[7]}${HAN[1]}`;
    expect(annotate(text, { overrides: value })).toEqual(annotate(text, { overrides: direct }));
  });

  it('pause along large translation tables and give what the one-go build gives', () => {
    const input = Array.from({ length: 3000 }, (_, i) => ({ from: `输入${i}号`, to: `入${i}` }));
    const output = Array.from({ length: 1000 }, (_, i) => ({ from: `输出${i}号`, to: `出${i}` }));
    const { pauses, value } = drive(buildTranslationTables({ input, output }));
    expect(pauses).toBeGreaterThanOrEqual(10);
    const direct = createTranslationTables({ input, output });
    expect(value).toEqual(direct);
    expect(translate('输入42号', { tables: value }).output).toBe('入42');
  });
});
