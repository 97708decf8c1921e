import { describe, expect, it } from 'vitest';
import { runInSteps } from './run-in-steps.js';

function* busySteps(steps: number, msEach: number): Generator<void, number, void> {
  for (let i = 0; i < steps; i++) {
    const end = performance.now() + msEach;
    while (performance.now() < end) {
      /* a step of compile work */
    }
    yield;
  }
  return steps;
}

describe('runInSteps', () => {
  it('lets other work run between slices and returns the build', async () => {
    let ticks = 0;
    let ticking = true;
    const tick = () => {
      ticks += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const started = performance.now();
    let longestGap = 0;
    let last = started;
    const watcher = setInterval(() => {
      longestGap = Math.max(longestGap, performance.now() - last);
      last = performance.now();
    }, 1);
    const value = await runInSteps(busySteps(40, 1), 5);
    ticking = false;
    clearInterval(watcher);
    expect(value).toBe(40);
    expect(ticks).toBeGreaterThanOrEqual(5);
    // Slices of 5 ms plus one step: never the whole 40 ms in one go.
    expect(longestGap).toBeLessThan(30);
  });

  it('runs a build with no pauses at all', async () => {
    expect(await runInSteps(busySteps(0, 0))).toBe(0);
  });
});
