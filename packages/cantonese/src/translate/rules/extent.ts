import { hasTag, isVerbLike } from '../clause.js';
import type { Token } from '../tokens.js';
import { litPiece } from '../tokens.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

// What can follow 得 as the result it is possible to reach (做得到, 看得见, 搬得动, 吃得完): 得 stays.
const RESULT_OF_POTENTIAL = /^[到见完了动下上起出进来去开住掉懂会清好过走成转齐]/u;

// How well or how much, said of the doing itself (跑得比我快, 说得太多): 得 stays.
const MANNER = new Set([
  '比',
  '比较',
  '更',
  '最',
  '越来越',
  '这么',
  '那么',
  '太',
  '挺',
  '蛮',
  '还',
  '又',
  '有点',
  '有点儿',
]);

const isHan = (t: Token | undefined) => t?.type === 'han';

/**
 * 得 that leads to how far something went, told as a clause of its own, is 到: 风吹得树干都动了 →
 * 風吹到樹幹都郁喇, 写得手都硬了 → 寫到手都硬喇, 脚麻得动不了 → 腳麻到郁唔到, 冻得缩成一团 →
 * 凍到縮成一團. 得 before how well something is done (跑得很快, 写得好) or before the result it is
 * possible to reach (做得到) stays 得.
 */
export const extentComplement: Rule = {
  name: 'extent-complement',
  apply({ tokens }) {
    for (let i = 1; i + 2 < tokens.length; i++) {
      const de = tokens[i]!;
      if (de.src !== '得' || de.parts || de.rule) continue;
      const before = tokens[i - 1]!;
      if (!isVerbLike(before) && !hasTag(before, 'a')) continue;
      const next = tokens[i + 1]!;
      const after = tokens[i + 2]!;
      if (!isHan(next) || !isHan(after) || MANNER.has(next.src)) continue;
      // Someone or something, and then what became of it: a clause.
      const subject = hasTag(next, 'n') || hasTag(next, 'p');
      // An action that goes on past a result word (动不了, 缩成一团), not a potential complement.
      const potential = RESULT_OF_POTENTIAL.test(next.src) && !after.src.startsWith('不');
      const action =
        (hasTag(next, 'v') || (next.tags.size === 0 && !next.rule)) &&
        !hasTag(next, 'a') &&
        !hasTag(next, 'adv') &&
        !potential;
      if (subject || action) literal(de, [litPiece('到')], this.name);
    }
  },
};
