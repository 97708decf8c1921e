import type { Equivalent } from '@yuexue/contract';

type Condition = Equivalent['conditions'][number];

/** The lexicon's word tags (packages/cantonese translate/lexicon/format.ts), as a learner reads them. */
const TAG_NAMES: Record<string, string> = {
  v: '动词',
  vo: '动宾词',
  a: '形容词',
  n: '名词',
  p: '人称代词',
  m: '量词',
  t: '时间词',
  place: '地点词',
  modal: '能愿动词',
  adv: '副词',
  part: '助词',
  neg: '否定词',
  num: '数词',
};

const quoted = (values: string[]) => values.map((v) => `「${v}」`).join('或');
const tags = (values: string[]) => values.map((v) => TAG_NAMES[v] ?? v).join('或');

/** One condition of a lexicon line in words: 后面是「饭」, 不在句末, 在问句中. */
export function describeCondition(c: Condition): string {
  const not = c.negate ? '不' : '';
  switch (c.kind) {
    case 'next':
      return `后面${not}是${quoted(c.values)}`;
    case 'prev':
      return `前面${not}是${quoted(c.values)}`;
    case 'nextTag':
      return `后面${not}是${tags(c.values)}`;
    case 'prevTag':
      return `前面${not}是${tags(c.values)}`;
    case 'end':
      return `${not}在句末`;
    case 'start':
      return `${not}在句首`;
    case 'q':
      return `${not}在问句中`;
  }
}

/** Words a learner can take in at a glance; a longer list is the translator's internal detail. */
const MAX_WORDS_SHOWN = 3;
export const DEPENDS_ON_CONTEXT = '视上下文而定';

/**
 * When the pair applies: '' for always, otherwise 「…时」 joined by 、; a condition listing more
 * than a few words (行 after thirty alternatives) says only that it depends on the context.
 */
export function describeConditions(conditions: Condition[]): string {
  if (conditions.length === 0) return '';
  if (conditions.some((c) => c.values.length > MAX_WORDS_SHOWN)) return DEPENDS_ON_CONTEXT;
  return `${conditions.map(describeCondition).join('、')}时`;
}

export const SOURCE_NAMES: Record<Equivalent['source'], string> = {
  lexicon: '翻译词库',
  admin_input: '管理员词条',
  admin_output: '管理员译文修正',
};

export interface ShownPair {
  pair: Equivalent;
  when: string;
}

/**
 * The pairs as the learner sees them, each line once: lexicon lines that differ only in a long
 * context list all read 「视上下文而定」, and three identical 走 → 行 lines say nothing more than one.
 */
export function shownPairs(pairs: Equivalent[], traditional: boolean): ShownPair[] {
  const seen = new Set<string>();
  const shown: ShownPair[] = [];
  for (const pair of pairs) {
    const when = describeConditions(pair.conditions);
    const cantonese = traditional ? pair.cantonese : pair.cantonese_simplified;
    const key = [pair.mandarin, cantonese, when, pair.source].join('\u0000');
    if (seen.has(key)) continue;
    seen.add(key);
    shown.push({ pair, when });
  }
  return shown;
}
