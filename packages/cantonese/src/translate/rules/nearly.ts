import { hasTag, isClauseEnd, isQuestion, lastHanIndex } from '../clause.js';
import { litPiece } from '../tokens.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

// After 差不多 these make it "about the same" or an amount, not "nearly done" (差不多每天, 和广州差不多).
const NOT_NEARLY_DONE = new Set([
  '每',
  '的',
  '和',
  '跟',
  '同',
  '与',
  '一样',
  '是',
  '就',
  '都',
  '也',
]);

/**
 * 差不多 + what is nearly done, closed by 了: Cantonese says it done and puts 咁滯 after it
 * (人差不多来齐了 → 人嚟齊咁滯喇, 他差不多有三十岁了 → 佢有三十歲咁滯喇, 那些人差不多走光了 → 嗰啲人走光咁滯喇,
 * as the dev references write it). An amount, a comparison, a negation or a question keeps 差唔多.
 */
export const nearlyDone: Rule = {
  name: 'word-order:nearly',
  apply(clause) {
    const { tokens } = clause;
    const at = tokens.findIndex((t) => t.src === '差不多' && !t.parts);
    if (at < 0 || isQuestion(clause)) return;
    const next = tokens[at + 1];
    if (!next || next.type !== 'han' || NOT_NEARLY_DONE.has(next.src)) return;
    if (hasTag(next, 'num') || hasTag(next, 'm') || hasTag(next, 't')) return;
    const le = tokens.findIndex((t, k) => k > at + 1 && t.src === '了' && isClauseEnd(tokens, k));
    if (le < 0 || le !== tokens.findIndex((t, k) => k > at && t.src === '了')) return;
    if (tokens.slice(at + 1, le).some((t) => hasTag(t, 'neg') || t.parts)) return;
    literal(tokens[at]!, [], this.name);
    // 了 closing the clause becomes 喇; before another particle (来齐了吧) that one closes it.
    const closes = lastHanIndex(tokens) === le;
    literal(tokens[le]!, [litPiece(closes ? '咁滯喇' : '咁滯')], this.name);
  },
};
