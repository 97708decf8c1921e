import { describe, expect, it } from 'vitest';
import { pageSlots } from './page-numbers';

describe('article list pagination slots', () => {
  it('shows nothing for zero or one page', () => {
    expect(pageSlots(1, 0)).toEqual([]);
    expect(pageSlots(1, 1)).toEqual([]);
  });

  it('shows every page number up to 7 pages', () => {
    expect(pageSlots(1, 2)).toEqual([1, 2]);
    expect(pageSlots(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('beyond 7 pages shows first, last and nearby pages with ellipses', () => {
    expect(pageSlots(1, 8)).toEqual([1, 2, 3, 4, 5, 'gap-after', 8]);
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
    expect(pageSlots(5, 20)).toEqual([1, 'gap-before', 4, 5, 6, 'gap-after', 20]);
    expect(pageSlots(16, 20)).toEqual([1, 'gap-before', 15, 16, 17, 'gap-after', 20]);
    expect(pageSlots(17, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
  });

  it('always includes the current page, the first and the last, in order, without repeats', () => {
    for (let total = 8; total <= 40; total++)
      for (let page = 1; page <= total; page++) {
        const slots = pageSlots(page, total);
        const numbers = slots.filter((s): s is number => typeof s === 'number');
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(total);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(slots).toHaveLength(7);
      }
  });

  it('clamps a current page outside the range', () => {
    expect(pageSlots(0, 10)).toEqual([1, 2, 3, 4, 5, 'gap-after', 10]);
    expect(pageSlots(99, 10)).toEqual([1, 'gap-before', 6, 7, 8, 9, 10]);
  });
});
