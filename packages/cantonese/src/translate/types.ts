import type { RuleName } from './rule-family.js';

export interface TranslationChange {
  from: string;
  to: string;
  /** UTF-16 offsets in the input text. */
  start: number;
  end: number;
  rule: RuleName;
}

export interface TranslateResult {
  output: string;
  changes: TranslationChange[];
}

/** An admin translation record: origin_text → optimize_text. */
export interface PhraseRecord {
  from: string;
  to: string;
}

/** The admin's records of type translate_input and translate_output. */
export interface TranslationTables {
  input: PhraseRecord[];
  output: PhraseRecord[];
}
