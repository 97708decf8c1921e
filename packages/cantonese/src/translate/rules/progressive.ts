import { hasTag, isVerb, isVerbLike, lastWordIndex, LOCATIVES } from '../clause.js';
import type { Token } from '../tokens.js';
import { insertAspect, litPiece } from '../tokens.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';
import { progressiveWhat } from './saying-what.js';

/**
 * The verb only describes the place the clause ends on (在回家的路上 → 喺返屋企嘅路上): 在 is "at".
 */
function describesPlace(tokens: readonly Token[], verbAt: number): boolean {
  const de = tokens.findIndex((t, k) => k > verbAt && t.src === '的');
  if (de < 0 || tokens.slice(verbAt, de).some((t) => t.type === 'punct')) return false;
  const last = lastWordIndex(tokens);
  const place = tokens[de + 1];
  const locative = last === de + 2 && LOCATIVES.has(tokens[last]!.src);
  return (last === de + 1 && hasTag(place, 'place')) || (locative && hasTag(place, 'n'));
}

/**
 * 在/正在 + V → 喺度 V緊: 他们在吃饭 → 佢哋喺度食緊飯. 着 after the verb is dropped. After a
 * place the 喺度 ("here, at it") would say the place twice: 外面在下雨 → 出面落緊雨.
 */
export const progressive: Rule = {
  name: 'progressive',
  apply({ tokens }) {
    for (let i = 0; i < tokens.length - 1; i++) {
      const t = tokens[i]!;
      if ((t.src !== '在' && t.src !== '正在') || t.rule === progressiveWhat.name) continue;
      const verb = tokens[i + 1]!;
      // 在 before an unknown word may be a place (在学校); 正在 is always progressive.
      // Being busy is something one is doing: 你最近在忙什么 → 你呢排喺度忙緊乜嘢 (it gave 「喺忙」).
      const progressiveVerb =
        (t.src === '正在' ? isVerbLike(verb) : isVerb(verb)) || verb.src === '忙';
      if (!progressiveVerb || isVerb(tokens[i - 1]) || describesPlace(tokens, i + 1)) continue;
      literal(t, hasTag(tokens[i - 1], 'place') ? [] : [litPiece('喺度')], this.name);
      literal(verb, insertAspect(verb, '緊'), this.name);
      const after = tokens[i + 2];
      if (after && (after.src === '着' || after.src === '著')) literal(after, [], this.name);
    }
  },
};
