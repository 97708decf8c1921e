import { hasTag, isClauseEnd, isVerb, isVerbLike, lastHanIndex } from '../clause.js';
import type { Piece, Token } from '../tokens.js';
import { litPiece, piecesOf } from '../tokens.js';
import { markedAtLastChar } from './pieces.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

// Results that say "all used up": 晒 takes their place (卖完 → 賣晒, 走光 → 走晒).
const USED_UP = new Set(['完', '光']);
// Results 晒 follows (听见 → 聽到晒, 打开 → 打開晒, 弄错 → 整錯晒, 去过 → 去過晒).
const RESULTS = new Set([
  ...['见', '开', '走', '掉', '好', '齐', '清楚', '错', '死', '皱', '遍', '过', '中'],
  ...['坏', '破', '烂', '湿', '满'],
]);
// 全 before these is not "all of it done": 全是 → 全部都係, 全靠你 → 全靠你, 全拿得了 (can).
const NOT_DONE = new Set(['是', '有', '在', '要', '不', '没', '没有', '靠', '的', '地', '得']);
// A verb of going here or there: 晒 goes inside it (全下来 → 落晒嚟).
const DIRECTION = /^[上下进出回过起][来去]$/u;

/**
 * 全 + a verb: Cantonese says the verb and then 晒, "all of it" (货全卖完了 → 貨賣晒喇, 你说的我全听见了
 * → 你講嘅我聽到晒喇, 把窗户全打开 → 將窗打開晒, 你全拿回去 → 你攞晒返去, 全给你了 → 畀晒你喇), as the
 * dev references write it; 了 closing the clause after it is 喇.
 */
export const allDone: Rule = {
  name: 'word-order:all',
  apply({ tokens }) {
    for (let i = 0; i + 1 < tokens.length; i++) {
      const [all, verb, next] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]];
      if (all.src !== '全' || all.parts || verb.parts || NOT_DONE.has(verb.src)) continue;
      if (next?.src === '得' || next?.src === '不' || hasTag(verb, 'vo')) continue;
      // 到 is the result only where nothing follows it (全听到了); before a place 晒 is the verb's.
      const result =
        next &&
        !next.parts &&
        (USED_UP.has(next.src) ||
          RESULTS.has(next.src) ||
          (next.src === '到' && isClauseEnd(tokens, i + 2)));
      // A word the lexicon does not know is taken as the verb before 了 or a result (全落了, 全磨平了).
      const known = isVerb(verb) || (isVerbLike(verb) && (result || next?.src === '了'));
      // 给 gives all of it to someone (全给你了); 全给他搞坏了 tells who did it.
      const gives = verb.src === '给' && hasTag(next, 'p') && !isVerbLike(tokens[i + 3]);
      if (!known && !gives) continue;
      if (result && USED_UP.has(next.src)) literal(next, [litPiece('晒')], this.name);
      else if (result) literal(next, [...piecesOf(next), litPiece('晒')], this.name);
      else literal(verb, withSaai(verb), this.name);
      literal(all, [], this.name);
      const at = result ? i + 3 : i + 2;
      const le = tokens[at];
      // A 了 another rule said (差不多全输光了 → 輸晒咁滯喇) is kept.
      if (le?.src !== '了' || le.parts || (le.rule && le.rule !== 'aspect')) continue;
      // 了 closing the clause is 喇; before another particle that one closes it (全扔了吧 → 掟晒啦).
      const last = lastHanIndex(tokens) === at;
      literal(le, last ? [litPiece('喇')] : [], this.name);
    }
  },
};

/** The verb with 晒 after it, in place of its used-up result, or inside a verb of direction. */
function withSaai(verb: Token): Piece[] {
  const usedUp = [...verb.src].length > 1 && USED_UP.has(verb.src.at(-1)!);
  const inside = usedUp || DIRECTION.test(verb.src);
  return (inside && markedAtLastChar(verb, '晒', usedUp)) || [...piecesOf(verb), litPiece('晒')];
}
