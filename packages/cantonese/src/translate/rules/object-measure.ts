import { FINAL_PARTICLES, hasTag, isVerbLike } from '../clause.js';
import type { Token } from '../tokens.js';
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

// Words that go on with the clause rather than name a thing (去过一次就不想去了).
const GOES_ON = new Set([
  '就',
  '才',
  '都',
  '也',
  '还',
  '又',
  '再',
  '便',
  '而',
  '但',
  '却',
  '已',
  '了',
  '过',
]);

/**
 * What a measure word counts: a noun, or a word the lexicon does not know (mostly a noun). Not a
 * verb, adverb or particle: then the measure counts the action (去过一次就…, 看了一遍就…) and keeps 一.
 */
function isCounted(token: Token | undefined): boolean {
  if (!token || token.type !== 'han' || FINAL_PARTICLES.has(token.src) || GOES_ON.has(token.src))
    return false;
  if (hasTag(token, 'n')) return true;
  return !isVerbLike(token) || token.tags.size === 0;
}

/** V + 一 + measure word + noun: Cantonese drops the 一 of the object (买了一件衣服 → 買咗件衫). */
export const objectMeasure: Rule = {
  name: 'object-measure',
  apply({ tokens }) {
    for (let i = 1; i + 1 < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.src !== '一' || t.out || !hasTag(tokens[i + 1], 'm') || !isCounted(tokens[i + 2]))
        continue;
      const prev = tokens[i - 1]!;
      if (KEEPS_ONE.has(prev.src)) continue;
      if (prev.src === '了' || isVerbLike(prev)) literal(t, [], this.name);
    }
  },
};
