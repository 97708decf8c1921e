import { hasTag, isClauseEnd, isVerb } from '../clause.js';
import { insertAspect, litPiece } from '../tokens.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

/**
 * 不能 + a one-character verb is 唔 V得 in Cantonese, 得 before the verb's object: 不能写字 → 唔寫得字,
 * 你不能吃辣的吗 → 你唔食得辣嘅咩, 不能说 → 唔講得 (the dev set's references write 唔V得 24 times to
 * 唔可以's 11). A longer verb or a verb with more after it (不能接受, 不能锁死, 不能告诉他) keeps 唔可以.
 */
export const potentialDe: Rule = {
  name: 'potential-de',
  apply({ tokens }) {
    for (let i = 0; i + 1 < tokens.length; i++) {
      const [neng, verb] = [tokens[i]!, tokens[i + 1]!];
      if (neng.src !== '不能' || neng.parts) continue;
      // After 千万 it is a warning: 千万不能穿高跟鞋 → 千祈唔好着高踭鞋.
      if (tokens[i - 1]?.src === '千万') {
        literal(neng, [litPiece('唔好')], this.name);
        continue;
      }
      if (!isVerb(verb) || verb.parts) continue;
      // One character, or a verb-object word whose verb is one (写字 → 寫|字).
      if ([...verb.src].length > (hasTag(verb, 'vo') ? 2 : 1)) continue;
      const object = tokens[i + 2];
      const plainObject =
        object && (hasTag(object, 'n') || hasTag(object, 'a')) && isClauseEnd(tokens, i + 2);
      if (!isClauseEnd(tokens, i + 1) && !plainObject) continue;
      literal(neng, [litPiece('唔')], this.name);
      literal(verb, insertAspect(verb, '得'), this.name);
    }
  },
};
