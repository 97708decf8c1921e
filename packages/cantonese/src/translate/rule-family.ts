/**
 * What a change's `rule` reports: its family, then after `:` what tells it apart within the family
 * (`word-order:nearly`, `lexicon:function`) — or the family alone. The family is the part the web
 * names for a learner (`RULE_FAMILY_NAMES` in packages/contract, checked against this list by a
 * server test); the detail is what evaluation switches off (`translate(text, { disable })`).
 */
export const RULE_FAMILIES = [
  /** A word of the built-in lexicon (detail: the lexicon's category). */
  'lexicon',
  /** The admin's translation records (detail: input, exact or output). */
  'admin',
  'treat',
  'progressive',
  'aspect',
  'particle-fusion',
  /** A reordering of the clause (先 after the verb, 畀 before the object, ...). */
  'word-order',
  'sequence',
  'question',
  'measure-classifier',
  'object-measure',
  'possessive-classifier',
  'disposal-classifier',
  'subject-classifier',
  'degree-classifier',
  'relative-demonstrative',
  'plural-noun',
  'extent-complement',
  'potential-de',
  /** A Mandarin function word Cantonese drops (detail: the word). */
  'filler',
  'erhua',
] as const;

export type RuleFamily = (typeof RULE_FAMILIES)[number];

/** A change's rule: a declared family, alone or with a detail. */
export type RuleName = RuleFamily | `${RuleFamily}:${string}`;

/** The family of a change's rule (what precedes its `:`). */
export const familyOf = (rule: RuleName): RuleFamily => rule.split(':')[0] as RuleFamily;
