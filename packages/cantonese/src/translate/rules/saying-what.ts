import type { Rule } from './rule.js';
import { literal } from './rule.js';

const WHAT = new Set(['什么', '啥']);
const SAYING = new Set(['说', '讲']);

/**
 * 在 + 说 + 什么 asks what someone means, not what they are in the middle of: Cantonese says it
 * with neither 喺度 nor 緊 (我听不懂你在说什么 → 我聽唔明你講乜嘢, not 「你喺度講緊乜嘢」). Other
 * verbs keep the progressive (你们在聊什么 → 你哋喺度傾緊乜嘢). Runs before progressive, which
 * leaves a 在 this rule has taken.
 */
export const progressiveWhat: Rule = {
  name: 'progressive:what',
  apply({ tokens }) {
    for (let i = 0; i + 2 < tokens.length; i++) {
      const [zai, verb, what] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
      if ((zai.src !== '在' && zai.src !== '正在') || !WHAT.has(what.src)) continue;
      if (!SAYING.has(verb.src) || verb.parts) continue;
      literal(zai, [], this.name);
    }
  },
};
