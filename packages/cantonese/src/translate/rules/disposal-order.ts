import { FORBIDDING, hasTag, isClauseEnd, isVerbLike } from '../clause.js';
import type { Token } from '../tokens.js';
import { insertAspect, litPiece, litText, piecesOf } from '../tokens.js';
import { geiFiller } from './filler-gei.js';
import type { Rule } from './rule.js';
import { added, appended, dropped, regroup, withPieces } from './rule.js';

const PRONOUNS = new Set([
  '它',
  '他',
  '她',
  '它们',
  '他们',
  '她们',
  '我',
  '你',
  '我们',
  '你们',
  '咱们',
]);
// A result or manner the verb keeps before the thing: 把它打破了 → 打爛咗佢, 先把它冰着 → 先冰住佢.
const COMPLEMENT = new Set([
  '完',
  '好',
  '掉',
  '走',
  '破',
  '烂',
  '死',
  '着',
  '住',
  '紧',
  '开',
  '透',
  '坏',
  '醒',
  '干净',
  '清楚',
  '光',
  '皱',
  '断',
  '碎',
  '翻',
  '倒',
  '满',
  '齐',
  '湿',
  '脏',
  '乱',
]);
// Words that look like verbs to the tagger but tie the thing to something else (把他的书…, 把它给…).
const NOT_THE_VERB = new Set([
  '怎么样',
  '怎样',
  '如何',
  '的',
  '地',
  '得',
  '给',
  '在',
  '到',
  '成',
  '当',
  '作',
  '和',
  '跟',
  '与',
  '也',
  '都',
  '就',
  '又',
  '还',
  '再',
  '先',
]);

const WARNING = new Set([...FORBIDDING, '小心', '当心']);
const NOT_YET = new Set(['要', '得', '应该', '必须', '会', '想', '记得', '请', '一定要']);
// Results that only say the verb is through or held take no 咗 of their own (掉 is itself 咗: 卖掉了 → 賣咗).
const HELD = new Set(['完', '好', '着', '住', '紧', '掉']);
const RESULT_ENDS = /[完好掉走破烂死住紧开透坏醒到见光皱断碎翻倒满齐湿脏乱]$/u;

/**
 * 把 + a pronoun or one noun + a verb that closes the clause: Cantonese says the verb first and the
 * thing after it, with its result and 咗: 把它扔了 → 掟咗佢, 怎么也要把它做好 → 點都要做好佢, 把门关上 →
 * 閂埋度門, 把衣服洗干净 → 洗乾淨件衫. Where the thing goes, what it becomes or how far it is done (把它放在…, 把它寄给…,
 * 把他打得…), more follows the verb and 將 stays.
 */
export const disposalOrder: Rule = {
  name: 'word-order:disposal',
  apply(clause) {
    const { tokens } = clause;
    for (let i = 0; i + 2 < tokens.length; i++) {
      const [ba, thing] = [tokens[i]!, tokens[i + 1]!];
      if (ba.src !== '把' || ba.parts || !litText(piecesOf(ba)).startsWith('將')) continue;
      // The thing handled: a pronoun, or one noun (with the classifier the disposal rule gave 把).
      const classifier = litText(piecesOf(ba)).slice(1);
      if (!PRONOUNS.has(thing.src) && !hasTag(thing, 'n') && !classifier) continue;
      // A 给 the filler rule dropped says nothing, so the verb follows it: 把垃圾给倒了 → 倒咗垃圾.
      const filler = tokens[i + 2]!.rule === geiFiller.name ? tokens[i + 2] : undefined;
      const verb = tokens[i + (filler ? 3 : 2)];
      if (!verb) continue;
      if (NOT_THE_VERB.has(verb.src)) continue;
      // A direction comes after the thing, so the verb cannot go first whole: 硬把我拽来 → 夾硬拽我嚟.
      if (/[来去]$/u.test(verb.src)) continue;
      let end = i + (filler ? 4 : 3);
      // The lexicon may have taken 了 with the result (破了 → 爛咗): 把眼镜打破了 → 打爛咗副眼鏡.
      const next = tokens[end]?.src ?? '';
      const withLe = next.endsWith('了') && COMPLEMENT.has(next.slice(0, -1));
      const complement = COMPLEMENT.has(next) || withLe ? tokens[end++] : undefined;
      // With a result after it an adjective acts as the verb: 把你吵醒了 → 嘈醒咗你.
      if (!isVerbLike(verb) && !(complement && hasTag(verb, 'a'))) continue;
      const le = !withLe && tokens[end]?.src === '了' ? tokens[end++] : undefined;
      if (!isClauseEnd(tokens, end - 1)) continue;
      // 咗 belongs to the verb, before the thing (掟咗佢), and a bare verb says it even where 了 was
      // dropped or said 喇 (把它扔了吧 → 掟咗佢啦, 早就把它扔了 → 早就掟咗佢喇); a verb with its
      // result needs none (把它吃完吧 → 食完佢啦). 喇 closes the clause after the thing.
      const said = le ? litText(piecesOf(le)) : '';
      const bare = !complement && !RESULT_ENDS.test(verb.src);
      // A warning, or what must or will be done, is not about what was done: 别把牛奶撒了 → 唔好撒牛奶喇,
      // 你要把他盯紧了 → 你要盯緊佢喇, never 「撒咗」「盯緊咗」.
      // 不小心 is what happened by accident, not a warning.
      const warns = tokens.some(
        (w, k) =>
          (WARNING.has(w.src) && !tokens[k - 1]?.src.endsWith('不')) ||
          (k < i && NOT_YET.has(w.src)),
      );
      // A result word after the verb takes it there: 把衣服弄湿了 → 整濕咗件衫 (not 「整濕件衫喇」);
      // one that only says the verb is through or held (吃完, 盯紧) needs none.
      const changed = complement !== undefined && !HELD.has(complement.src);
      const saidDone = said === '咗' && !warns;
      const doneHere = !saidDone && le !== undefined && (bare || changed) && !warns;
      const parts = [
        doneHere && !complement ? withPieces(verb, insertAspect(verb, '咗')) : verb,
        ...(complement ? [resultPiece(complement, doneHere, withLe && warns)] : []),
        ...(le && saidDone ? [le] : []),
        ...(classifier ? [added(thing, thing.a, classifier)] : []),
        thing,
        // 了 said as 咗 in a warning goes (你不要把小孩教坏了 → 你唔好教壞細路).
        ...(le && !saidDone ? [said === '咗' ? dropped(le) : le] : []),
      ];
      regroup(
        clause,
        i,
        end,
        [dropped(ba), ...(filler ? [dropped(filler)] : []), ...parts],
        this.name,
      );
      return;
    }
  },
};

/** The result word, with 咗 added, or with the 咗 the lexicon gave it (坏了 → 壞咗) taken off. */
function resultPiece(complement: Token, addDone: boolean, undo: boolean): Token {
  if (addDone) return appended(complement, '咗');
  if (!undo) return complement;
  return withPieces(complement, [litPiece(litText(piecesOf(complement)).replace(/咗$/u, ''))]);
}
