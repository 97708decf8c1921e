import { FINAL_PARTICLES, hasTag, isQuestion, isVerbLike } from '../clause.js';
import { litPiece } from '../tokens.js';
import type { Rule } from './rule.js';
import { added, literal, regroup } from './rule.js';

// Before 到 these leave it the verb of going (我要到蛇口去, 坐船到澳门去); after any other verb 到 is how far that
// verb went (跑到哪儿去, 坐到里头去), and after 一 it is arriving (货一到就运去): left alone.
const GOING_BEFORE = new Set(['要', '想', '得', '会', '可以', '打算', '准备']);

/**
 * Mandarin goes somewhere with 到 + place + 去/来; Cantonese says where it goes after the verb:
 * 我下星期到北京去 → 我下禮拜去北京, 到哪儿去？ → 去邊度呀？, 到楼下买瓶汽水去 → 去樓下買樽汽水,
 * 到这儿来 → 嚟呢度.
 */
export const goTo: Rule = {
  name: 'word-order:go-to',
  apply(clause) {
    const { tokens } = clause;
    let last = tokens.length - 1;
    while (last >= 0 && (tokens[last]!.type !== 'han' || FINAL_PARTICLES.has(tokens[last]!.src)))
      last -= 1;
    const end = tokens[last];
    if (!end || (end.src !== '去' && end.src !== '来') || end.parts) return;
    // 去 closing a verb is where the verb sends something (运去), not the going.
    if (isVerbLike(tokens[last - 1])) return;
    for (let i = 0; i < last - 1; i++) {
      const dao = tokens[i]!;
      if (dao.src !== '到' || dao.parts) continue;
      const prev = tokens[i - 1];
      // A verb with its object before it is the means of going (坐船到澳门去).
      const ledByVerb = isVerbLike(prev) && !GOING_BEFORE.has(prev!.src) && !hasTag(prev, 'vo');
      if (prev?.src === '不' || prev?.src === '一') return;
      const going = end.src === '去' ? '去' : '嚟';
      if (ledByVerb) {
        // Somebody moved and is now there: 他搬到广州去了 → 佢搬咗去廣州, 他跑到哪儿去了 → 佢跑咗去邊度呀.
        const le = tokens.findIndex((t, k) => k > last && t.src === '了');
        if (le < 0) return;
        literal(dao, [litPiece(`咗${going}`)], this.name);
        literal(end, [], this.name);
        literal(tokens[le]!, isQuestion(clause) ? [litPiece('呀')] : [], this.name);
        return;
      }
      literal(dao, [litPiece(going)], this.name);
      literal(end, [], this.name);
      return;
    }
  },
};

const WHERE = new Set(['哪里', '哪儿', '哪']);

/**
 * A + 不到哪里去 says A is not much so; Cantonese puts 唔 before and 得去邊 after the adjective:
 * 他也聪明不到哪里去 → 佢都唔叻得去邊, 也好不到哪儿去 → 都唔好得去邊.
 */
export const notFar: Rule = {
  name: 'word-order:not-far',
  apply(clause) {
    const { tokens } = clause;
    for (let i = 1; i + 3 < tokens.length; i++) {
      const [adjective, bu, dao, where, go] = tokens.slice(i - 1, i + 4);
      if (bu!.src !== '不' || dao!.src !== '到' || !WHERE.has(where!.src) || go?.src !== '去')
        continue;
      if (!hasTag(adjective, 'a')) continue;
      const parts = [
        added(adjective!, adjective!.a, '唔'),
        adjective!,
        added(adjective!, go.b, '得去邊'),
      ];
      regroup(clause, i - 1, i + 4, parts, this.name);
      return;
    }
  },
};
