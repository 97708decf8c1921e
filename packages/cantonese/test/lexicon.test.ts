import { describe, expect, it } from 'vitest';
import { buildLexicon } from '../src/translate/lexicon/index.js';

// Words all of whose lines carry conditions are left as written when none holds. That is right
// only where the Mandarin is Cantonese as well (行, 点, 把, 台); a word like 想他 or 好吗 left that way
// put Mandarin in the output (我想他有很多话 → 「我想他…」). A new word of this kind must be looked
// at and either given a last line without conditions or added here.
const CANTONESE_AS_WRITTEN = [
  ...['一下', '一下儿', '行', '请你', '尽管', '著', '点', '里', '把', '一块', '烫', '整'],
  ...['双', '台', '元', '毛', '毛钱', '角', '所', '口', '左右', '时间到', '提', '道'],
];

describe('translation lexicon', () => {
  it('leaves a word as written, when no line of it applies, only where that is Cantonese too', () => {
    const conditionalOnly = [...buildLexicon().words]
      .filter(([, word]) => word.entries.every((entry) => entry.conditions.length > 0))
      .map(([source]) => source);
    expect(conditionalOnly.sort()).toEqual([...CANTONESE_AS_WRITTEN].sort());
  });

  it('has no line that an earlier line without conditions hides', () => {
    // The first line whose conditions hold wins, in table order (lexicon/index.ts): a line after
    // one without conditions never applies (那只鸟 gave 「嗰淨係雀」 so: 只 → 隻 came after 只 → 淨係).
    // Shared lines only add a word class and are not meant to apply.
    const hidden = [...buildLexicon().words].flatMap(([source, word]) => {
      const open = word.entries.findIndex((entry) => entry.conditions.length === 0);
      return word.entries
        .slice(open + 1)
        .filter((entry) => open >= 0 && entry.category !== 'shared')
        .map((entry) => `${source} → ${entry.target ?? '='} (${entry.category})`);
    });
    expect(hidden).toEqual([]);
  });
});
