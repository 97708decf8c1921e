import { FINAL_PARTICLES, hasTag, isVerb } from '../clause.js';
import type { Token } from '../tokens.js';
import { litPiece } from '../tokens.js';
import { predicateEnd } from './pieces.js';
import type { Rule } from './rule.js';
import { added, literal, regroup } from './rule.js';

// 给 someone + these verbs: the person goes after the verb phrase (给他打电话 → 打電話畀佢).
const TO_PERSON = new Set([
  '打电话',
  '打',
  '写信',
  '写',
  '发',
  '发短信',
  '发信息',
  '发消息',
  '回',
  '回电话',
  '寄',
  '回信',
  '带',
  '买',
  '拿',
  '送',
  '借',
  '做',
  '煮',
  '倒',
  '递',
  '留',
]);
// 给 someone + these verbs means "let someone": 给我看看 → 畀我睇吓.
const LET = new Set([
  '看',
  '看看',
  '听',
  '听听',
  '尝',
  '尝尝',
  '试',
  '试试',
  '用',
  '用用',
  '玩',
  '玩玩',
  '知道',
  '摸',
  '抱',
]);
/** 给 + person + a verb of LET, also with 一下 or its other forms (给我们看一下菜单 → 畀我哋睇吓餐牌). */
const lets = (verb: string) =>
  LET.has(verb) ||
  [...LET].some((v) => verb.startsWith(v) && /^(一下|下|一看)$/u.test(verb.slice(v.length)));

// Words that start what follows the first predicate (or close it: 想给你打电话的 → 想打電話畀你嘅).
const GOES_ON = new Set(['都', '也', '就', '却', '但', '但是', '可是', '然后', '还', '的']);

// Verbs that take a person and a thing: 送他一本书 → 送本書畀佢.
const DITRANSITIVE = new Set(['送', '递', '交', '卖', '寄', '借']);

/** Drops the numeral 一 before a measure word: object position in Cantonese (畀本書我). */
function objectTokens(tokens: Token[]): Token[] {
  if (tokens.length >= 2 && tokens[0]!.src === '一' && hasTag(tokens[1], 'm'))
    return tokens.slice(1);
  return tokens;
}

// After 给 + person these start no thing given: the clause goes on with the verb's aspect or a
// question (你交代给他了没有 → 你交代咗畀佢未呀).
const ASPECT = new Set(['了', '过', '着']);

// After the verb of a passive 给 only its result, aspect or a beating's count follow (打败了, 偷走了, 打了一顿).
const DONE_TO = new Set([
  '了',
  '过',
  '走',
  '掉',
  '败',
  '坏',
  '破',
  '光',
  '倒',
  '伤',
  '死',
  '醒',
  '跑',
  '一顿',
]);

/**
 * 给 + person + a verb with no thing after it tells who did it, as 被 does: 给人家打败了 → 畀人打敗咗,
 * 钱给小偷偷走了 → 錢畀賊偷走咗 (they gave 「打敗畀人咗」「同賊偷走咗」). 给他打电话 gives a call.
 */
function isDoneTo(rest: Token[]): boolean {
  const verb = rest[0]!;
  // A verb-object word has its thing (给我打电话), and a bare verb may be "for" (给我等着).
  const after = (w: Token) =>
    DONE_TO.has(w.src.replace(/(.)了$/u, '$1')) || hasTag(w, 'num') || hasTag(w, 'm');
  if (hasTag(verb, 'vo') || !rest.slice(1).every(after)) return false;
  return rest.length > 1 || DONE_TO.has([...verb.src].at(-1)!);
}

function isThing(tokens: Token[]): boolean {
  return (
    tokens.length > 0 &&
    !ASPECT.has(tokens[0]!.src) &&
    !tokens.some((t) => isVerb(t) || t.src === '给' || hasTag(t, 'neg'))
  );
}

/**
 * Double objects: the thing comes before the person, who follows 畀 (给我一本书 → 畀本書我,
 * 送给他一本书 → 送本書畀佢); 给 + person + verb is reordered or becomes 同 (for).
 */
export const giveDoubleObject: Rule = {
  name: 'word-order:give',
  apply(clause) {
    const { tokens } = clause;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      const person = tokens[i + 1];
      if (t.parts || !person || !hasTag(person, 'p')) continue;
      const end = predicateEnd(tokens, FINAL_PARTICLES);
      const rest = tokens.slice(i + 2, end);
      if (t.src === '给') {
        if (!rest.length) continue;
        if (isVerb(rest[0])) {
          if (isDoneTo(rest)) {
            literal(t, [litPiece('畀')], this.name);
            return;
          }
          if (TO_PERSON.has(rest[0]!.src)) {
            // 畀 + person closes the first predicate, before another subject or 都/也 takes over: 我给你打了
            // 好几个电话你都没接 → 我打咗好幾個電話畀你你都未接 (it went after 接).
            const stop = rest.findIndex((w, k) => k > 0 && (hasTag(w, 'p') || GOES_ON.has(w.src)));
            const own = stop < 0 ? rest : rest.slice(0, stop);
            regroup(clause, i, i + 2 + own.length, [...own, t, person], this.name);
          } else if (!lets(rest[0]!.src) && isVerb(tokens[i - 1]) === false)
            literal(t, [litPiece('同')], this.name);
          return;
        }
        if (!isThing(rest)) continue;
        const verbBefore = isVerb(tokens[i - 1]);
        const parts = verbBefore
          ? [...objectTokens(rest), t, person]
          : [t, ...objectTokens(rest), person];
        regroup(clause, i, end, parts, this.name);
        return;
      }
      if (
        DITRANSITIVE.has(t.src) &&
        isThing(rest) &&
        (rest[0]!.tags.has('num') || hasTag(rest[1], 'm') || hasTag(rest[0], 'm'))
      ) {
        const bei = added(person, person.a, '畀');
        regroup(clause, i, end, [t, ...objectTokens(rest), bei, person], this.name);
        return;
      }
    }
  },
};
