/** Records compiled between two pauses of a stepwise build (about a millisecond of work). */
export const STEP_RECORDS = 256;

/** Runs a stepwise build (buildOverrideSet, buildTranslationTables) without pausing. */
export function runToEnd<T>(steps: Generator<void, T, void>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}
