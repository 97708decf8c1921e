import type { Rule } from './rule.js';
import { literal } from './rule.js';

/**
 * Northern 儿 after a word (erhua) has no Cantonese counterpart and goes: 一半儿 → 一半, 号儿 → 號,
 * 个儿 → 個. Words where 儿 means a child (儿子, 女儿, 婴儿) are lexicon words, so their 儿 is never
 * a token of its own; the common erhua words have their own Cantonese (这儿 → 呢度, 活儿 → 嘢).
 */
export const erhua: Rule = {
  name: 'erhua',
  apply(clause) {
    const { tokens } = clause;
    for (let i = 1; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.src === '儿' && t.type === 'han' && tokens[i - 1]!.type === 'han' && !t.parts)
        literal(t, [], this.name);
    }
  },
};
