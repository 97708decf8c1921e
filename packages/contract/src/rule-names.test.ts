import { describe, expect, it } from 'vitest';
import { ruleName } from './rule-names.js';

describe('ruleName', () => {
  it.each([
    ['lexicon:function', '粤语用词'],
    ['word-order:disposal', '语序'],
    ['sequence:xian', '语序'],
    ['measure-classifier', '量词'],
    ['particle-fusion', '句末语气词'],
    ['relative-demonstrative', '指示词'],
    ['question:wh', '问句'],
    ['potential-de', '补语'],
    ['filler:gei', '虚词'],
    ['admin:exact', '词库修订'],
  ])('names %s as %s', (rule, name) => expect(ruleName(rule)).toBe(name));

  it('falls back to a general name for a rule it does not know', () => {
    expect(ruleName('llm')).toBe('粤语说法');
  });
});
