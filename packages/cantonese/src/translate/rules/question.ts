import { FINAL_PARTICLES, hasTag, isQuestion, isVerb, lastWordIndex } from '../clause.js';
import type { Token } from '../tokens.js';
import { litPiece, litText, piecesOf } from '../tokens.js';
import { firstCharPieces } from './pieces.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

// A question that already asks in its Cantonese ends in 呀: with a question word (乜, 邊, 點, 幾, 咩),
// or A-not-A as the lexicon gives it (好吗 → 好唔好, 係咪, 有冇) or as the Mandarin asks it
// (去不去, 是不是, 有没有): 你去不去 → 你去唔去呀.
const ASKS = /乜|邊|點|幾|几|咩|(\p{Script=Han})唔\1|係咪|有冇/u;
const A_NOT_A = /(\p{Script=Han})[不没]\1/u;
const NEGATED = /^(不|没|别|难道|未|还没|还不)/u;
const CLOSING_QUOTES = new Set(['"', '”', '’', "'", '」', '』']);
const DEGREE = new Set([
  '很',
  '太',
  '也',
  '都',
  '还',
  '真',
  '非常',
  '比较',
  '最',
  '更',
  '已经',
  '挺',
  '好像',
  '一定',
  '真的',
  '就',
  '才',
  '只',
  '又',
  '再',
]);

// Requests are not what a yes/no question asks about: 请帮我…好吗 is not 请唔请.
const REQUEST = new Set(['请', '请问', '麻烦', '让', '叫', '帮', '帮忙']);

function isPredicate(t: Token): boolean {
  if (REQUEST.has(t.src)) return false;
  return t.src === '是' || t.src === '有' || isVerb(t) || hasTag(t, 'a') || hasTag(t, 'modal');
}

/**
 * Yes/no questions with 吗. Cantonese asks with A-not-A and 呀 (你喜欢吃辣吗 → 你鍾唔鍾意食辣呀,
 * 你是学生吗 → 你係咪學生呀, 你去过北京吗 → 你有冇去過北京呀); a negated question expects the
 * answer yes and ends in 咩 (你不知道吗 → 你唔知咩).
 */
export const question: Rule = {
  name: 'question',
  apply(clause) {
    const { tokens } = clause;
    const last = lastWordIndex(tokens);
    const ma = tokens[last];
    if (!ma) return;
    if (ma.src !== '吗') {
      // A closing 了 said as nothing or 咗 leaves the question to 呀: 你们怎么又吵架了 → 點又嗌咗交呀.
      const doneLe = ma.src === '了' && /^$|咗$/u.test(litText(piecesOf(ma)));
      if (
        !isQuestion(clause) ||
        (FINAL_PARTICLES.has(ma.src) && !doneLe) ||
        /[咩呀啦喇嘅㗎呢吖嘛啫未]$/u.test(litText(piecesOf(ma)))
      )
        return;
      // A word kept as written asks too (星期几？ → 禮拜幾呀？).
      const cantonese = tokens.map((t) => (t.out ? litText(t.out) : t.src)).join('');
      if (ASKS.test(cantonese) || A_NOT_A.test(tokens.map((t) => t.src).join(''))) {
        // After a quotation that closes the clause, not inside it: 点讲"多谢"呀？
        const quote = tokens.findLast((t, k) => k > last && CLOSING_QUOTES.has(t.src));
        const at = quote ?? ma;
        literal(at, [...piecesOf(at), litPiece('呀')], 'question:wh');
      }
      return;
    }
    if (ma.rule === 'aspect') return;
    if (tokens.some((t, k) => k < last && NEGATED.test(t.src))) {
      literal(ma, [litPiece('咩')], this.name);
      return;
    }
    literal(ma, [litPiece('呀')], this.name);
    // 有什么…吗 asks whether there is anything: 有什么吃的吗 → 有冇乜嘢食嘅呀 (it gave 「有乜嘢食唔食」).
    const anything = tokens.find((t) => t.src === '有什么' || t.src === '有什么东西');
    if (anything) return literal(anything, [litPiece('有冇乜嘢')], this.name);
    const p = tokens.findIndex((t, k) => k < last && t.type === 'han' && isPredicate(t));
    if (p < 0) return;
    const pred = tokens[p]!;
    const before = tokens[p - 1];
    // An adverb before the predicate cannot be split A-not-A; 係咪 asks about the rest:
    // 广东话很难学吗 → 廣東話係咪好難學呀.
    if (before && (DEGREE.has(before.src) || hasTag(before, 'adv'))) {
      literal(before, [litPiece('係咪'), ...piecesOf(before)], this.name);
      return;
    }
    if (pred.src === '是') literal(pred, [litPiece('係咪')], this.name);
    else if (pred.src === '有') literal(pred, [litPiece('有冇')], this.name);
    else if (tokens[p + 1]?.src === '过' && isVerb(pred))
      literal(pred, [litPiece('有冇'), ...piecesOf(pred)], this.name);
    else literal(pred, [...firstCharPieces(pred), litPiece('唔'), ...piecesOf(pred)], this.name);
  },
};
