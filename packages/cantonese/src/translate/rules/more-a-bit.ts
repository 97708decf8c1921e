import { hasTag, isVerb } from '../clause.js';
import { insertAspect } from '../tokens.js';
import type { Rule } from './rule.js';
import { regroup, withPieces } from './rule.js';

const A_LITTLE = new Set(['一点', '一点儿', '点', '点儿', '一些', '些']);
const ADVISING = new Set(['要', '请', '应该', '得', '可以', '还是', '最好', '再', '就']);

/** 多/少 + V (一点) → V多啲 / V少啲: 多吃一点 → 食多啲, 少说话 → 講少啲嘢; 多吃一碗 → 食多碗. */
export const moreABit: Rule = {
  name: 'word-order:more-a-bit',
  apply(clause) {
    const { tokens } = clause;
    for (let i = 0; i < tokens.length - 1; i++) {
      const t = tokens[i]!;
      if ((t.src !== '多' && t.src !== '少') || t.parts) continue;
      const verb = tokens[i + 1]!;
      if (!isVerb(verb) || hasTag(verb, 'a')) continue;
      const prev = tokens[i - 1];
      const after = tokens[i + 2];
      if (after && after.tags.has('num') && hasTag(tokens[i + 3], 'm')) {
        // 多吃一碗 → 食多碗, 多买两个 → 買多兩個: the numeral 一 goes, others stay.
        const count = after.src === '一' ? [] : [after];
        const marked = withPieces(verb, insertAspect(verb, t.src));
        regroup(clause, i, i + 3, [marked, ...count], this.name);
        continue;
      }
      const little = after && A_LITTLE.has(after.src);
      const advising = !prev || hasTag(prev, 'p') || ADVISING.has(prev.src);
      if (!little && !advising) continue;
      const marked = withPieces(verb, insertAspect(verb, t.src === '多' ? '多啲' : '少啲'));
      regroup(clause, i, little ? i + 3 : i + 2, [marked], this.name);
    }
  },
};
