import { describe, expect, it } from 'vitest';
import type { Equivalent } from '@yuexue/contract';
import {
  DEPENDS_ON_CONTEXT,
  describeCondition,
  describeConditions,
  shownPairs,
} from './conditions';

describe('lexicon conditions in words', () => {
  it.each([
    [{ kind: 'next', negate: false, values: ['饭', '菜'] }, '后面是「饭」或「菜」'],
    [{ kind: 'prev', negate: true, values: ['很'] }, '前面不是「很」'],
    [{ kind: 'nextTag', negate: false, values: ['v', 'a'] }, '后面是动词或形容词'],
    [{ kind: 'end', negate: true, values: [] }, '不在句末'],
    [{ kind: 'q', negate: false, values: [] }, '在问句中'],
  ] as const)('%o → %s', (c, text) =>
    expect(describeCondition({ ...c, values: [...c.values] })).toBe(text),
  );

  it('joins several and says nothing for an unconditional pair', () => {
    expect(describeConditions([])).toBe('');
    expect(
      describeConditions([
        { kind: 'start', negate: false, values: [] },
        { kind: 'end', negate: false, values: [] },
      ]),
    ).toBe('在句首、在句末时');
  });

  it('never shows a long list of words, only that the context decides', () => {
    const many = ['路', '过去', '街', '山', '远路'];
    const text = describeConditions([{ kind: 'next', negate: false, values: many }]);
    expect(text).toBe(DEPENDS_ON_CONTEXT);
    expect(text).not.toContain('「');
  });

  it('shows each line once: pairs that read the same are one line, different ones stay', () => {
    const pair = (cantonese: string, values: string[]): Equivalent => ({
      mandarin: '走',
      cantonese,
      cantonese_simplified: cantonese,
      source: 'lexicon',
      category: 'verbs',
      conditions: values.length ? [{ kind: 'next', negate: false, values }] : [],
    });
    const many = (w: string) => [w, '路', '过去', '街', '山'];
    const shown = shownPairs(
      [
        pair('行', many('远')),
        pair('行', many('近')),
        pair('行', ['路']),
        pair('行', many('快')),
        pair('走', []),
      ],
      false,
    );
    expect(shown.map((s) => `${s.pair.cantonese}|${s.when}`)).toEqual([
      `行|${DEPENDS_ON_CONTEXT}`,
      '行|后面是「路」时',
      '走|',
    ]);
  });
});
