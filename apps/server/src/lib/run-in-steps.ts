import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Drives a stepwise build of the language engine (buildOverrideSet, buildTranslationTables) and
 * hands the event loop back every `sliceMs`, so a reload of 100,000 admin records does not stall
 * every other request for seconds.
 */
export async function runInSteps<T>(steps: Generator<void, T, void>, sliceMs = 8): Promise<T> {
  let until = performance.now() + sliceMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= until) {
      await nextTurn();
      until = performance.now() + sliceMs;
    }
  }
}
