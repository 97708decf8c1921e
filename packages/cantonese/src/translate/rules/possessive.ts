import { isVerbLike } from '../clause.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';
import { litPiece } from '../tokens.js';
import { definiteClassifier } from './classifiers.js';

// Family and the people close to someone follow a pronoun directly: 我的妈妈 → 我媽媽, 她是我的女朋友 →
// 佢係我女朋友 (the dev set drops 的 there 14 times, keeps 嘅 7).
const CLOSE_PEOPLE = new Set([
  '妈妈',
  '爸爸',
  '哥哥',
  '姐姐',
  '弟弟',
  '妹妹',
  '老公',
  '老婆',
  '太太',
  '丈夫',
  '妻子',
  '女朋友',
  '男朋友',
  '朋友',
  '同事',
  '同学',
  '老师',
  '家人',
  '爷爷',
  '奶奶',
  '外公',
  '外婆',
  '父母',
  '爸妈',
]);
const PERSONAL_PRONOUNS = new Set([
  '我',
  '你',
  '您',
  '他',
  '她',
  '我们',
  '你们',
  '他们',
  '她们',
  '咱们',
]);
// After these the phrase says what something is (这是我的书 → 呢個係我嘅書), and keeps 嘅.
const PREDICATE = new Set(['是', '不是', '都是', '也是', '就是', '还是']);

/**
 * Someone's family or friend follows the pronoun directly, with no 嘅 (我的妈妈 → 我媽媽). Someone's
 * thing as the subject or object takes the thing's classifier instead of 嘅:
 * 我的手机没电了 → 我部手機冇電喇, 我找不到我的眼镜 → 我搵唔到我副眼鏡.
 */
export const possessiveClassifier: Rule = {
  name: 'possessive-classifier',
  apply({ tokens }) {
    for (let i = 1; i + 1 < tokens.length; i++) {
      const de = tokens[i]!;
      if (de.src !== '的') continue;
      const owner = tokens[i - 1]!;
      if (PERSONAL_PRONOUNS.has(owner.src) && CLOSE_PEOPLE.has(tokens[i + 1]!.src)) {
        literal(de, [], this.name);
        continue;
      }
      const classifier = definiteClassifier(tokens[i + 1]!.src);
      if (!classifier || !owner.tags.has('p') || PREDICATE.has(tokens[i - 2]?.src ?? '')) continue;
      // A phrase on its own (a title, an answer) keeps 嘅: 我的书 → 我嘅書.
      const inSentence = tokens[i + 2]?.type === 'han' || isVerbLike(tokens[i - 2]);
      if (inSentence) literal(de, [litPiece(classifier)], this.name);
    }
  },
};
