/** The engine's rule families, as a learner would name them (the part of a rule's name before `:`). */
const RULE_NAMES: Record<string, string> = {
  lexicon: '粤语用词',
  progressive: '进行体',
  aspect: '语气/体貌',
  'particle-fusion': '句末语气词',
  'word-order': '语序',
  sequence: '语序',
  question: '问句',
  'measure-classifier': '量词',
  'possessive-classifier': '量词',
  'disposal-classifier': '量词',
  'subject-classifier': '量词',
  'relative-demonstrative': '指示词',
  'plural-noun': '复数',
  'extent-complement': '补语',
  'potential-de': '补语',
  erhua: '儿化',
  admin: '词库修订',
};

export const ruleName = (rule: string) => RULE_NAMES[rule.split(':')[0]!] ?? '粤语说法';
