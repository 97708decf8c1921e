import { describe, expect, it } from 'vitest';
import { RULE_FAMILIES, RULE_NAMES, familyOf } from '@yuexue/cantonese';
import { RULE_FAMILY_NAMES } from '@yuexue/contract';

// The teaching notes name each change by its rule's family, which the engine declares
// (translate/rule-family.ts). A family without a name would show only the general 「粤语说法」;
// a name for no family is a stale entry.
describe('teaching-note names', () => {
  it.each(RULE_FAMILIES)('names the engine family %s', (family) => {
    expect(RULE_FAMILY_NAMES[family]).toBeTruthy();
  });

  it('names no family the engine does not declare', () => {
    expect(Object.keys(RULE_FAMILY_NAMES).sort()).toEqual([...RULE_FAMILIES].sort());
  });

  it.each(RULE_NAMES)('the rule %s belongs to a declared family', (rule) => {
    expect(RULE_FAMILIES).toContain(familyOf(rule));
  });
});
