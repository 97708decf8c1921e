import type { Token } from '../tokens.js';
import { litText, piecesOf } from '../tokens.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

/**
 * What describes or owns a thing pointed at with 嗰/呢 + measure needs no 嘅 before it: 刚才进来的那个人
 * → 頭先入嚟嗰個人, 他的那台机器 → 佢嗰台機器, 橱窗里的那种 → 櫥窗入面嗰種. 的那么/的那样 (咁, 噉) keep it.
 */
export const relativeDemonstrative: Rule = {
  name: 'relative-demonstrative',
  apply({ tokens }) {
    for (let i = 1; i + 1 < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.src !== '的' || t.parts || litText(piecesOf(t)) !== '嘅') continue;
      if (points(tokens[i + 1]!)) literal(t, [], this.name);
    }
  },
};

const points = (next: Token) =>
  next.type === 'han' && /^[这那]/u.test(next.src) && /^[嗰呢]/u.test(litText(piecesOf(next)));
