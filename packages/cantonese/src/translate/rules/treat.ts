import { hasTag } from '../clause.js';
import { litPiece } from '../tokens.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

// What one treats someone to: 请大家吃饭 is paying for everyone's meal, not "please, everyone, eat".
const TREATS = /^(吃|喝|看电影|看戏|唱歌)/u;

/**
 * 请 + someone + eating or drinking is treating them (請): 他升职了，请大家吃饭 → 佢升咗職，請大家食飯,
 * 我请你喝咖啡 → 我請你飲咖啡. 请 + someone + any other verb asks them (唔該你幫我), as the lexicon says.
 */
export const treat: Rule = {
  name: 'treat',
  apply({ tokens }) {
    for (let i = 0; i + 1 < tokens.length; i++) {
      const t = tokens[i]!;
      // The lexicon keeps 请你 as one word (请你 → 唔該你).
      const withYou = t.src === '请你';
      if (t.src !== '请' && !withYou) continue;
      if (!withYou && !hasTag(tokens[i + 1], 'p')) continue;
      const verb = tokens[withYou ? i + 1 : i + 2];
      if (verb?.type !== 'han' || !TREATS.test(verb.src)) continue;
      literal(t, [litPiece(withYou ? '請你' : '請')], this.name);
    }
  },
};
