import type { Clause } from '../clause.js';
import { hasTag, isVerb, lastHanIndex, QUESTION_MARKS } from '../clause.js';
import type { Token } from '../tokens.js';
import { insertAspect, litText, piecesOf } from '../tokens.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

// 呢 after these asks (你干什么呢, 他去哪儿呢, 何必坐车呢, 是该生气还是该大笑呢) or says "not yet"
// (还没吃饭呢): no action under way.
const NOT_ONGOING = new Set([
  '何必',
  '干嘛',
  '干吗',
  '怎',
  '怎能',
  '难道',
  '还是',
  '得',
  '什么',
  '谁',
  '哪',
  '哪儿',
  '哪里',
  '怎么',
  '为什么',
  '几',
  '多少',
  '还',
  '还没',
  '还没有',
  '才',
]);
// Being, having, knowing and wanting are states, not actions under way (我是学生呢).
const STATES = new Set([
  '是',
  '有',
  '在',
  '知道',
  '觉得',
  '认为',
  '喜欢',
  '爱',
  '想',
  '要',
  '会',
  '能',
  '像',
  '叫',
  '姓',
]);

const isUnderWay = (t: Token) => litText(piecesOf(t)).includes('緊');

/**
 * A statement closed by 呢 tells what is going on right now (我在家里看电视呢, 他睡觉呢): Cantonese
 * puts 緊 on the verb and has no 呢 (我喺屋企睇緊電視). Where 在 already made the verb V緊 (他在看书呢),
 * the 呢 just goes. A question (rhetorical too), a negation, "not yet", a modal and a state keep
 * it as it is.
 */
export const ongoingNe: Rule = {
  name: 'progressive:ne',
  apply(clause: Clause) {
    const { tokens } = clause;
    if (QUESTION_MARKS.has(clause.terminator)) return;
    const at = lastHanIndex(tokens);
    const ne = tokens[at];
    if (!ne || ne.src !== '呢' || ne.parts) return;
    const before = tokens.slice(0, at);
    const asks = (t: Token) =>
      NOT_ONGOING.has(t.src) || /^[还要]|怎/u.test(t.src) || hasTag(t, 'neg') || hasTag(t, 'modal');
    if (before.some(asks)) return;
    if (!before.some(isUnderWay)) {
      // The verb closes the statement, alone or with its object: 我看电视呢, 他睡觉呢.
      const verb = isVerb(tokens[at - 1])
        ? at - 1
        : isVerb(tokens[at - 2]) && hasTag(tokens[at - 1], 'n')
          ? at - 2
          : -1;
      // A found result (找着) or a direction (回来) has no simple V緊 form.
      if (verb < 0 || STATES.has(tokens[verb]!.src) || /[着著来去]$/u.test(tokens[verb]!.src))
        return;
      literal(tokens[verb]!, insertAspect(tokens[verb]!, '緊'), this.name);
    }
    literal(ne, [], this.name);
  },
};
