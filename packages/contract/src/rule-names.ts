// No zod here: the translation tool's teaching notes use these without loading any schema.

/**
 * The translation engine's rule families (a change's `rule` up to its `:`), as a learner would name
 * them. The engine declares the families (packages/cantonese/src/translate/rule-family.ts, whose
 * RuleName type makes every rule's name start with one); a server test checks that this table
 * names exactly those.
 */
export const RULE_FAMILY_NAMES: Readonly<Record<string, string>> = {
  lexicon: '粤语用词',
  treat: '粤语用词',
  progressive: '进行体',
  aspect: '语气/体貌',
  'particle-fusion': '句末语气词',
  'word-order': '语序',
  sequence: '语序',
  question: '问句',
  'measure-classifier': '量词',
  'object-measure': '量词',
  'possessive-classifier': '量词',
  'disposal-classifier': '量词',
  'subject-classifier': '量词',
  'degree-classifier': '量词',
  'relative-demonstrative': '指示词',
  'plural-noun': '复数',
  'extent-complement': '补语',
  'potential-de': '补语',
  filler: '虚词',
  erhua: '儿化',
  admin: '词库修订',
};

/** The family's name for a change's rule; a general name for one it does not know. */
export const ruleName = (rule: string) => RULE_FAMILY_NAMES[rule.split(':')[0]!] ?? '粤语说法';
