import { hasTag, isVerb } from '../clause.js';
import type { Piece } from '../tokens.js';
import { insertAspect, litPiece, piecesOf } from '../tokens.js';
import type { Rule } from './rule.js';
import { appended, regroup, withPieces } from './rule.js';

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

const TIMES = new Set(['次', '遍', '回']);
// How it is done, said after the verb with 啲: 慢一点说 → 講慢啲, 大声点说 → 講大聲啲.
const MANNER = new Map([
  ['慢', '慢啲'],
  ['大声', '大聲啲'],
  ['小声', '細聲啲'],
]);

/**
 * Once more and a little more go after the verb: 请你再说一遍 → 唔該你講多次, 再来一次 → 嚟多次 (再 V
 * 一次 in the dev set's references is V多次 4 times to 再's 2); 慢一点说 → 講慢啲.
 */
export const onceMore: Rule = {
  name: 'word-order:once-more',
  apply(clause) {
    const { tokens } = clause;
    for (let i = 0; i + 2 < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.parts) continue;
      const manner = MANNER.get(t.src);
      if (manner && A_LITTLE.has(tokens[i + 1]!.src) && isVerb(tokens[i + 2])) {
        regroup(clause, i, i + 3, [appended(tokens[i + 2]!, manner)], this.name);
        continue;
      }
      // 再说 is one word; 再 + a verb is two.
      let said: Piece[];
      let end: number;
      if (t.src === '再说') [said, end] = [[litPiece('講')], i + 1];
      else if (t.src === '再' && isVerb(tokens[i + 1]))
        [said, end] = [piecesOf(tokens[i + 1]!), i + 2];
      else continue;
      if (tokens[end]?.src !== '一' || !TIMES.has(tokens[end + 1]?.src ?? '')) continue;
      regroup(clause, i, end + 2, [withPieces(t, [...said, litPiece('多次')])], this.name);
    }
  },
};
