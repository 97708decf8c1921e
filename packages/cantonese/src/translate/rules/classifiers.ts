import { hasTag } from '../clause.js';
import type { Token } from '../tokens.js';
import { litPiece, piecesOf } from '../tokens.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

// Things and the classifier Cantonese counts them with.
export const CLASSIFIER = new Map<string, string>([
  ...['手机', '电脑', '电视', '相机', '电话', '冰箱', '洗衣机', '机器'].map(
    (n) => [n, '部'] as const,
  ),
  ...['车', '汽车', '单车', '自行车', '飞机'].map((n) => [n, '架'] as const),
  ...['眼镜'].map((n) => [n, '副'] as const),
  ...['笔', '铅笔'].map((n) => [n, '枝'] as const),
  ...['声音'].map((n) => [n, '把'] as const),
  ...['手表', '碗'].map((n) => [n, '隻'] as const),
  ...['袜子', '皮鞋', '筷子'].map((n) => [n, '對'] as const),
  ...['报告', '工作', '报纸'].map((n) => [n, '份'] as const),
  ...['钥匙', '裤子', '裙子', '领带', '毛巾', '狗', '鱼'].map((n) => [n, '條'] as const),
  ...['书', '字典', '杂志', '护照', '本子'].map((n) => [n, '本'] as const),
  ...['衣服', '外套', '大衣'].map((n) => [n, '件'] as const),
  ...['鞋', '鞋子'].map((n) => [n, '對'] as const),
  ...['猫', '手', '脚', '鸡', '鸟', '船'].map((n) => [n, '隻'] as const),
  ...['房间', '房子', '屋', '公司', '店', '餐厅', '饭馆', '学校', '医院', '酒店'].map(
    (n) => [n, '間'] as const,
  ),
  ...[
    '儿子',
    '女儿',
    '头',
    '样子',
    '名字',
    '心',
    '肚子',
    '鼻子',
    '脑袋',
    '钱包',
    '书包',
    '箱子',
    '包',
    '盖子',
    '盖',
    '杯子',
  ].map((n) => [n, '個'] as const),
  ...['脸'].map((n) => [n, '塊'] as const),
  ...['门'].map((n) => [n, '度'] as const),
  ...['床', '桌子', '椅子', '凳子', '照片', '票', '纸', '身份证', '卡'].map(
    (n) => [n, '張'] as const,
  ),
  ...['伞', '雨伞', '刀', '嘴'].map((n) => [n, '把'] as const),
  ...['路', '街', '河', '蛇', '绳子', '腰', '桥'].map((n) => [n, '條'] as const),
  ...['信'].map((n) => [n, '封'] as const),
  ...['帽子'].map((n) => [n, '頂'] as const),
  ...['灯'].map((n) => [n, '盞'] as const),
  ...['歌'].map((n) => [n, '首'] as const),
  ...['电影'].map((n) => [n, '套'] as const),
  ...['树'].map((n) => [n, '樖'] as const),
]);
// Things not counted one by one: one that is known or someone's takes 啲 (你的钱 → 你啲錢, 我的东西 → 我啲嘢).
const UNCOUNTED = new Set([
  '钱',
  '东西',
  '头发',
  '行李',
  '功课',
  '作业',
  '资料',
  '字',
  '玩具',
  '牙齿',
  '邻居',
  '手艺',
  '衣服',
  '水果',
  '菜',
  '水',
]);

/** What stands before a noun that is known, or someone's: its classifier, or 啲; undefined when not listed. */
export const definiteClassifier = (noun: string): string | undefined =>
  CLASSIFIER.get(noun) ?? (UNCOUNTED.has(noun) ? '啲' : undefined);

// 个 in these words (or understood, as in 这门 → 呢度門), and what the word is without it.
const WITH_GE = new Map([
  ['个', ''],
  ['这个', '呢'],
  ['那个', '嗰'],
  ['哪个', '邊'],
  ['这', '呢'],
  ['那', '嗰'],
  ['哪', '邊'],
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
      // 打个电话 counts the call, not the telephone.
      if (lead === undefined || t.parts || tokens[i - 1]?.src === '打') continue;
      const classifier = CLASSIFIER.get(countedNoun(tokens, i)?.src ?? '');
      if (classifier) literal(t, [litPiece(lead + classifier)], this.name);
    }
  },
};

// After these 把 counts (这把刀 → 呢把刀) and takes hold of nothing.
const WHICH = new Set(['这', '那', '哪', '每', '几']);

/**
 * The thing 把 takes hold of is a known one, and Cantonese says so with its classifier:
 * 把门关上 → 將度門閂埋, 把钱给我 → 將啲錢畀我. After a word that already says which (把这本书),
 * or when 把 is itself a measure word (一把刀), nothing is added.
 */
export const disposalClassifier: Rule = {
  name: 'disposal-classifier',
  apply({ tokens }) {
    for (let i = 0; i + 1 < tokens.length; i++) {
      const ba = tokens[i]!;
      if (
        ba.src !== '把' ||
        ba.parts ||
        hasTag(tokens[i - 1], 'num') ||
        WHICH.has(tokens[i - 1]?.src ?? '')
      )
        continue;
      const noun = tokens[i + 1]!;
      const classifier = definiteClassifier(noun.src);
      if (!classifier) continue;
      // The verb follows the thing at once (把钱给我), or the thing is not part of a longer noun.
      const after = tokens[i + 2];
      const verbNext = hasTag(after, 'v') || after?.src === '给';
      if (!verbNext && countedNoun(tokens, i) !== noun) continue;
      literal(ba, [litPiece(`將${classifier}`)], this.name);
    }
  },
};

// After the noun these make it a place (桌子上), a possession or what it is, not the subject.
const NOT_A_PREDICATE = new Set([
  '是',
  '的',
  '上',
  '里',
  '下',
  '中',
  '边',
  '旁边',
  '前',
  '后',
  '和',
  '跟',
  '与',
]);
// What befalls a thing that is lost or taken is told of it bare (钱包被偷了 → 銀包畀人偷咗, 钥匙不见了 →
// 鎖匙唔見咗), as both evaluation sets write it.
const BEFALLS = new Set(['被', '让', '叫', '给', '不见', '丢', '丢了', '掉', '掉了']);
// After a thing these say what state it is in now: 很/太 + adjective (房间太乱了, 水果很新鲜).
const DEGREE = new Set(['很', '太', '好', '真', '非常', '有点', '有点儿', '特别', '这么', '那么']);

/**
 * A thing that opens the sentence and then changes or is in a state is a known one, and Cantonese
 * gives it its classifier: 房间太乱了 → 間房太亂喇, 车要开了 → 架車要開喇, 钱不够了 → 啲錢唔夠喇.
 * What is said of things in general has no 了 and no degree word (猫喜欢吃鱼 → 貓鍾意食魚): left
 * alone.
 */
export const subjectClassifier: Rule = {
  name: 'subject-classifier',
  apply({ tokens }) {
    const noun = tokens[0];
    const next = tokens[1];
    if (!noun || !next || noun.parts || noun.type !== 'han' || next.type !== 'han') return;
    // Things that come many at a time are 啲 here (衣服洗好了 → 啲衫洗好喇).
    const classifier = UNCOUNTED.has(noun.src) ? '啲' : definiteClassifier(noun.src);
    if (!classifier || hasTag(next, 'n') || NOT_A_PREDICATE.has(next.src) || BEFALLS.has(next.src))
      return;
    // One character before another the lexicon does not know may start a longer noun (手续).
    if (
      noun.src.length === 1 &&
      next.src.length === 1 &&
      next.tags.size === 0 &&
      !DEGREE.has(next.src)
    )
      return;
    const changes = tokens.some((t) => t.src === '了');
    if (!changes && !DEGREE.has(next.src)) return;
    // How many of them there are is said of them all (书这么多): only a mass takes 啲 there.
    if (classifier !== '啲' && (tokens[2]?.src === '多' || tokens[2]?.src === '少')) return;
    literal(noun, [litPiece(classifier), ...piecesOf(noun)], this.name);
  },
};

// Words that make what follows "this big", "that long"; and the sizes said so (咁好嘅人 keeps 嘅).
const SO = new Set(['这么', '那么']);
const SIZE = new Set(['大', '小', '高', '矮', '长', '短', '粗', '细', '厚', '薄', '重']);
// Counted here with these besides their own classifiers: 这么大的孩子 → 咁大個細路, 这么小的事 → 咁細件事.
const SIZED = new Map([
  ...['孩子', '小孩', '小孩子', '女孩', '女孩子', '男孩', '男孩子', '姑娘', '小伙子', '人'].map(
    (n) => [n, '個'] as const,
  ),
  ...['事', '事情'].map((n) => [n, '件'] as const),
  ['文章', '篇'],
]);

/**
 * 这么/那么 + a size + 的 + a noun that has a classifier: Cantonese puts the classifier where 的 was
 * (这么大的孩子 → 咁大個細路, 那么大的女孩 → 咁大個女仔, 这么厚的书 → 咁厚本書, 这么小的事 → 咁細件事), as
 * the dev references do; without one 嘅 stays (这么重的东西 → 咁重嘅嘢).
 */
export const degreeClassifier: Rule = {
  name: 'degree-classifier',
  apply({ tokens }) {
    for (let i = 0; i + 3 < tokens.length; i++) {
      const [so, size, de, noun] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!, tokens[i + 3]!];
      if (!SO.has(so.src) || !SIZE.has(size.src) || de.src !== '的' || de.parts) continue;
      // Only the start of a longer noun (这么大的雨伞): leave it.
      if (noun.parts || hasTag(tokens[i + 4], 'n')) continue;
      const classifier = SIZED.get(noun.src) ?? CLASSIFIER.get(noun.src);
      if (classifier) literal(de, [litPiece(classifier)], this.name);
    }
  },
};
