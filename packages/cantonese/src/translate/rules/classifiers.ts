import { hasTag } from '../clause.js';
import type { Token } from '../tokens.js';
import { litPiece } from '../tokens.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

// Things and the classifier Cantonese counts them with.
export const CLASSIFIER = new Map<string, string>([
  ...['手机', '电脑', '电视', '相机', '电话'].map((n) => [n, '部'] as const),
  ...['车', '汽车', '单车', '自行车', '飞机'].map((n) => [n, '架'] as const),
  ...['眼镜'].map((n) => [n, '副'] as const),
  ...['钥匙', '裤子', '裙子', '领带', '毛巾', '狗', '鱼'].map((n) => [n, '條'] as const),
  ...['书', '字典', '杂志'].map((n) => [n, '本'] as const),
  ...['衣服', '外套', '大衣'].map((n) => [n, '件'] as const),
  ...['鞋', '鞋子'].map((n) => [n, '對'] as const),
  ...['猫', '手', '脚'].map((n) => [n, '隻'] as const),
  ...['房间', '房子', '屋', '公司', '店'].map((n) => [n, '間'] as const),
]);
// 个 in these words, and what the word is without it.
const WITH_GE = new Map([
  ['个', ''],
  ['这个', '呢'],
  ['那个', '嗰'],
  ['哪个', '邊'],
]);

/**
 * The noun a measure word counts: the next word, or the one after an adjective (一个新手机); none
 * when it is only the start of a longer noun: a noun follows, or a word the lexicon does not know
 * follows a single character (一个书包) or is itself longer than one (一个手机号码).
 */
function countedNoun(tokens: Token[], i: number): Token | undefined {
  const at = hasTag(tokens[i + 1], 'a') && !hasTag(tokens[i + 1], 'n') ? i + 2 : i + 1;
  const noun = tokens[at];
  const after = tokens[at + 1];
  const untagged = after?.type === 'han' && after.tags.size === 0;
  const longerNoun =
    hasTag(after, 'n') || (untagged && (noun?.src.length === 1 || after!.src.length > 1));
  if (longerNoun) return undefined;
  return noun;
}

/**
 * Where Mandarin counts almost anything with 个, Cantonese uses the noun's own classifier:
 * 一个新手机 → 一部新手機, 这个钥匙 → 呢條鎖匙, 买了一个手机 → 買咗部手機.
 */
export const measureClassifier: Rule = {
  name: 'measure-classifier',
  apply({ tokens }) {
    for (let i = 0; i + 1 < tokens.length; i++) {
      const t = tokens[i]!;
      const lead = WITH_GE.get(t.src);
      if (lead === undefined || t.parts) continue;
      const classifier = CLASSIFIER.get(countedNoun(tokens, i)?.src ?? '');
      if (classifier) literal(t, [litPiece(lead + classifier)], this.name);
    }
  },
};
