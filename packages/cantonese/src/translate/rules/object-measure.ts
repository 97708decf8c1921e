import { hasTag, isVerbLike } from '../clause.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

// After these a numeral 一 is a real count and stays (有一个, 是一个, 第一个, 只有一个).
const KEEPS_ONE = new Set([
  '有',
  '是',
  '第',
  '只有',
  '只',
  '就',
  '才',
  '都',
  '每',
  '这',
  '那',
  '哪',
  // and: 我有一个哥哥和一个妹妹 keeps both counts.
  '和',
  '跟',
  '与',
  '同',
]);

/** V + 一 + measure word + noun: Cantonese drops the 一 of the object (买了一件衣服 → 買咗件衫). */
export const objectMeasure: Rule = {
  name: 'object-measure',
  apply({ tokens }) {
    for (let i = 1; i + 1 < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.src !== '一' || t.out || !hasTag(tokens[i + 1], 'm') || !tokens[i + 2]) continue;
      const prev = tokens[i - 1]!;
      if (KEEPS_ONE.has(prev.src)) continue;
      if (prev.src === '了' || isVerbLike(prev)) literal(t, [], this.name);
    }
  },
};
