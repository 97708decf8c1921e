import { describe, expect, it } from 'vitest';
import { correctText, createTranslationTables } from '../src/index.js';

// A language model's answer gets the admin's output corrections the engine's own output gets.
describe('correctText', () => {
  const tables = createTranslationTables({
    input: [],
    output: [
      { from: '食饭', to: '食晏' },
      { from: '食', to: '吃' },
      { from: '晏', to: '午' },
    ],
  });

  it('replaces leftmost-longest matches once, never a correction of a correction', () => {
    expect(correctText('佢哋喺度食饭呀，食粥', tables)).toBe('佢哋喺度食晏呀，吃粥');
  });

  it('matches Traditional text through its Simplified form and answers in its script', () => {
    expect(correctText('佢哋喺度食飯呀', tables)).toBe('佢哋喺度食晏呀');
  });

  it('leaves text alone without output records', () => {
    const none = createTranslationTables({ input: [], output: [] });
    expect(correctText('食饭', none)).toBe('食饭');
  });
});
