import { describe, expect, it } from 'vitest';
import { probeItems, scoreProbe, traditional } from '../eval/names-probe.js';

// The names-and-terms probe (eval/names-probe.ts) as a floor: a translation that tears names or
// terms apart again fails here, in both scripts.
describe('names-and-terms probe', () => {
  const items = probeItems();
  it('has at least 300 sentences', () => {
    expect(items.length).toBeGreaterThanOrEqual(300);
  });
  it.each([
    ['Simplified', items],
    ['Traditional', traditional(items)],
  ])('keeps the name whole in at least 99 %% of the %s sentences', (_, set) => {
    const score = scoreProbe(set);
    expect(
      score.kept / score.total,
      JSON.stringify(score.failures.slice(0, 5)),
    ).toBeGreaterThanOrEqual(0.99);
  });
});
