// Reading engine: Cantonese readings for Simplified and Traditional text.
export {
  annotate,
  type AnnotateOptions,
  type AnnotateResult,
  type PhoneticResult,
  type PhoneticSystem,
  type ReadingCandidates,
  type Segment,
} from './reading/annotate.js';
export {
  buildOverrideSet,
  createOverrideSet,
  phoneticRecordToOverride,
  OverrideSet,
  type ReadingOverride,
  type RejectedOverride,
} from './reading/overrides.js';
export { hanReadings } from './reading/han-readings.js';
export {
  readingRegister,
  wordsByReading,
  type ReadingRegister,
} from './reading/dictionary-words.js';
export { isHanCodePoint } from './reading/characters.js';
export {
  jyutpingToGuangzhou,
  guangzhouToJyutping,
  isValidJyutping,
  parseJyutping,
} from './romanize/index.js';
export * from './translate/index.js';
