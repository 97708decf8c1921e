import { isClauseEnd, isVerb, isVerbLike } from '../clause.js';
import type { Token } from '../tokens.js';
import { litPiece } from '../tokens.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

// What has to be done first (a 了 anywhere before counts too): 再 after it only orders the steps.
// After a time (以后再玩, 十分钟后再打来, 稍后再拨) it is "again, later", and stays.
const firstStep = (t: Token) => /完$/u.test(t.src) || (isVerb(t) && /好$/u.test(t.src));

/**
 * 再 that only puts one step after another is 先 in Cantonese, said after what must come first:
 * 等凉了再喝 → 等凍咗先飲, 你看准了再买 → 你睇準咗先買, 吃完再说 → 食完先講 (in the dev set's
 * references 先/至 24 times to 再's 8). 再 meaning "again" stays: 我再约你, 一会儿再说.
 */
export const thenXian: Rule = {
  name: 'sequence:xian',
  apply({ tokens }) {
    for (let i = 1; i < tokens.length; i++) {
      const t = tokens[i]!;
      if ((t.src !== '再' && t.src !== '再说') || t.parts || t.type !== 'han') continue;
      const before = tokens.slice(0, i);
      // 先…再… already orders the steps: 先吃饭再说 → 先食飯再講.
      if (before.some((w) => w.src === '先')) return;
      const prev = tokens[i - 1]!;
      const waits = firstStep(prev) || before.some((w) => w.src === '等' || w.src === '了');
      if (!waits) continue;
      // A closing 再说 puts the talk off till then: 吃完再说 → 食完先講 (a time alone, 明天再说, or
      // someone asked to say it again, 请你再说, keep 再).
      if (t.src === '再说') {
        if (isClauseEnd(tokens, i)) literal(t, [litPiece('先講')], this.name);
      } else if (isVerbLike(tokens[i + 1])) literal(t, [litPiece('先')], this.name);
    }
  },
};
