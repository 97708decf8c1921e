/**
 * Calls `use` with a value already at hand, at once, or else with what `load` gives; a failed load
 * goes to `fail`. Per-request hooks use it so the usual case (settings cached) costs no promise.
 */
export function whenAvailable<T>(
  atHand: T | undefined,
  load: () => Promise<T>,
  use: (value: T) => void,
  fail: (err: Error) => void,
): void {
  if (atHand !== undefined) use(atHand);
  else load().then(use, fail);
}
