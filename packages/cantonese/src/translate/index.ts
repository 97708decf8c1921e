export type {
  PhraseRecord,
  TranslateResult,
  TranslationChange,
  TranslationTables,
} from './types.js';
export type { CompiledTables } from './admin.js';
export { buildTranslationTables, correctText, createTranslationTables } from './admin.js';
export type { TranslateOptions } from './translate.js';
export { mandarinDictionaryStats, translate } from './translate.js';
export type {
  EquivalentCondition,
  LexiconEquivalent,
  LexiconLookup,
  LookupOptions,
} from './lookup.js';
export { lookupLexicon } from './lookup.js';
export { RULE_NAMES } from './rules/index.js';
export { RULE_FAMILIES, familyOf, type RuleFamily, type RuleName } from './rule-family.js';
