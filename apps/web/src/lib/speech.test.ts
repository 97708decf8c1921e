import { describe, expect, it } from 'vitest';
import type { TtsMark } from '@yuexue/contract';
import { markAt, markSpans, spokenSegment } from './speech';

const mark = (text: string, segment: number, start_ms: number, end_ms: number): TtsMark => ({
  text,
  jyutping: '',
  start_ms,
  end_ms,
  segment,
  source: 'recording',
});

const marks = [mark('你', 0, 0, 200), mark('好', 1, 200, 420), mark('呀', 3, 500, 700)];

describe('following the marks', () => {
  it('finds the mark being spoken, none in a pause or after the end', () => {
    expect(markAt(marks, 0)).toBe(marks[0]);
    expect(markAt(marks, 419)).toBe(marks[1]);
    expect(markAt(marks, 450)).toBeNull();
    expect(markAt(marks, 700)).toBeNull();
  });

  it("places each mark in the text, a number's syllables sharing its digits", () => {
    const ten = [mark('10', 0, 0, 100), mark('10', 0, 100, 200), mark('蚊', 1, 200, 300)];
    expect(markSpans('10蚊', ten)).toEqual([
      [0, 2],
      [0, 2],
      [2, 3],
    ]);
    expect(markSpans('你好，呀', marks)).toEqual([
      [0, 1],
      [1, 2],
      [3, 4],
    ]);
  });

  it('maps a mark to the shown segment with its character, even when the segments differ', () => {
    const shown = [
      { character: '你' },
      { character: '好' },
      { character: '，' },
      { character: '呀' },
    ];
    expect(spokenSegment(shown, marks[1]!)).toBe(1);
    expect(spokenSegment(shown, marks[2]!)).toBe(3);
    // The card split the text differently: the character is found further on.
    const split = [{ character: '，' }, { character: '你' }, { character: '好' }];
    expect(spokenSegment(split, marks[0]!)).toBe(1);
    expect(spokenSegment(shown, null)).toBeNull();
    expect(spokenSegment(shown, mark('冇', 0, 0, 1))).toBeNull();
  });
});
