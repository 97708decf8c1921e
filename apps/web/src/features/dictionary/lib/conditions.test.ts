import { describe, expect, it } from 'vitest';
import { DEPENDS_ON_CONTEXT, describeCondition, describeConditions } from './conditions';

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
});
