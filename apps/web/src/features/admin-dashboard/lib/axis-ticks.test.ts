import { describe, expect, it } from 'vitest';
import { axisTicks } from './axis-ticks';

const labels = (max: number) => axisTicks(max).ticks.map((t) => t.label);

describe('axisTicks (revenue chart y-axis)', () => {
  it('shows whole numbers only: 0, 1 when there is no revenue', () => {
    expect(labels(0)).toEqual(['0', '1']);
    expect(labels(1)).toEqual(['0', '1']);
    expect(axisTicks(0).top).toBe(1);
  });

  it('uses steps of 1, 2 or 5 × 10ⁿ and reaches at least the largest amount', () => {
    expect(labels(100)).toEqual(['0', '50', '100']);
    expect(labels(130)).toEqual(['0', '50', '100', '150']);
    expect(labels(19.9)).toEqual(['0', '5', '10', '15', '20']);
    expect(labels(12000)).toEqual(['0', '5000', '10000', '15000']);
    expect(labels(3)).toEqual(['0', '1', '2', '3']);
  });

  it('never goes finer than a yuan', () => {
    expect(labels(0.01)).toEqual(['0', '1']);
    expect(labels(0.3)).toEqual(['0', '1']);
    expect(labels(2.5)).toEqual(['0', '1', '2', '3']);
  });

  it('always gives distinct ascending ticks with the top covering the maximum', () => {
    for (const max of [
      0.01, 0.07, 0.5, 1, 1.5, 3, 7.77, 9.9, 10, 42, 99.99, 250, 888, 1e5, 123456.78,
    ]) {
      const { top, ticks } = axisTicks(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks[0]!.value).toBe(0);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(new Set(ticks.map((t) => t.label)).size).toBe(ticks.length);
      expect(ticks.every((t) => Number.isInteger(t.value))).toBe(true);
      for (let i = 1; i < ticks.length; i++)
        expect(ticks[i]!.value).toBeGreaterThan(ticks[i - 1]!.value);
    }
  });

  it('treats a non-finite or negative maximum like no revenue', () => {
    expect(labels(Number.NaN)).toEqual(['0', '1']);
    expect(labels(-5)).toEqual(['0', '1']);
  });
});
