import { describe, expect, it } from 'vitest';
import { RULE_NAMES } from '@yuexue/cantonese';
import { RULE_FAMILY_NAMES } from '@yuexue/contract';

// The teaching notes name each change by its rule family; a rule added to the engine without a
// name would show only the general 「粤语说法」.
describe('teaching-note names', () => {
  it.each(RULE_NAMES)('names the engine rule %s', (rule) => {
    expect(RULE_FAMILY_NAMES[rule.split(':')[0]!]).toBeTruthy();
  });
});
