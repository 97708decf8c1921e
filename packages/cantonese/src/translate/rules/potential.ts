import { hasTag, isClauseEnd, isVerb, lastWordIndex } from '../clause.js';
import type { Piece, Token } from '../tokens.js';
import { insertAspect, litPiece } from '../tokens.js';
import { markedAtLastChar } from './pieces.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

// Results a verb reaches (看懂, 买到, 做完): "can" puts 得 between the two, 睇得明, 買得到.
const RESULT = /^(到|出|完|好|懂|动|见|清楚)$/u;

/**
 * 不能 + a one-character verb is 唔 V得 in Cantonese, 得 before the verb's object: 不能写字 → 唔寫得字,
 * 你不能吃辣的吗 → 你唔食得辣嘅咩, 不能说 → 唔講得 (the dev set's references write 唔V得 24 times to
 * 唔可以's 11). A longer verb or a verb with more after it (不能接受, 不能锁死, 不能告诉他) keeps 唔可以.
 * 能 alike is V得: 就能喝 → 就飲得, 很能吃 → 好食得, 能吃能睡 → 食得瞓得, 哪里能买到 → 邊度買得到, 能看出他的
 * 品性 → 睇得出佢嘅品性; a question with 吗 keeps 可唔可以.
 */
export const potentialDe: Rule = {
  name: 'potential-de',
  apply(clause) {
    const { tokens } = clause;
    const asksWithMa = tokens[lastWordIndex(tokens)]?.src === '吗';
    for (let i = 0; i + 1 < tokens.length; i++) {
      const [neng, verb] = [tokens[i]!, tokens[i + 1]!];
      if ((neng.src !== '不能' && neng.src !== '能') || neng.parts) continue;
      // After 千万 it is a warning: 千万不能穿高跟鞋 → 千祈唔好着高踭鞋.
      if (neng.src === '不能' && tokens[i - 1]?.src === '千万') {
        literal(neng, [litPiece('唔好')], this.name);
        continue;
      }
      if (!isVerb(verb) || verb.parts || (neng.src === '能' && asksWithMa)) continue;
      const pieces = withDe(tokens, i + 1, neng.src === '能');
      if (!pieces) continue;
      literal(neng, neng.src === '能' ? [] : [litPiece('唔')], this.name);
      literal(verb, pieces, this.name);
    }
  },
};

/** The verb at `v` with 得 in it, where "can" may be said so; undefined where it keeps 可以. */
function withDe(tokens: Token[], v: number, positive: boolean): Piece[] | undefined {
  const verb = tokens[v]!;
  const chars = [...verb.src];
  // A verb with its result in one word: 看懂 → 睇得明.
  if (positive && chars.length === 2 && RESULT.test(chars[1]!) && !hasTag(verb, 'vo'))
    return markedAtLastChar(verb, '得');
  // One character, or a verb-object word whose verb is one (写字 → 寫|字).
  if (chars.length > (hasTag(verb, 'vo') ? 2 : 1)) return undefined;
  const next = tokens[v + 1];
  // A plain object closes the clause, alone or made a thing by 的 (吃辣的 → 食得辣嘅).
  const objectEnd = tokens[v + 2]?.src === '的' ? v + 2 : v + 1;
  const plainObject =
    next && (hasTag(next, 'n') || hasTag(next, 'a')) && isClauseEnd(tokens, objectEnd);
  const goesOn = positive && (RESULT.test(next?.src ?? '') || next?.src === '能');
  return isClauseEnd(tokens, v) || plainObject || goesOn ? insertAspect(verb, '得') : undefined;
}
