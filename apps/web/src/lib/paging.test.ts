import { describe, expect, it } from 'vitest';
import { flattenPages, nextPageNumber, pagedTotal } from './paging';

const page = (ids: number[], total: number) => ({ data: ids.map((id) => ({ id })), total });

describe('list paging (public-site §4)', () => {
  it('asks for the next page while fewer items than the total are loaded', () => {
    expect(nextPageNumber([page([1, 2, 3, 4, 5, 6], 14)])).toBe(2);
    expect(nextPageNumber([page([1, 2, 3, 4, 5, 6], 14), page([7, 8, 9, 10, 11, 12], 14)])).toBe(3);
  });

  it('stops when the loaded count reaches the total', () => {
    expect(nextPageNumber([page([1, 2, 3, 4, 5, 6], 6)])).toBeUndefined();
    expect(nextPageNumber([page([1, 2, 3, 4, 5, 6], 8), page([7, 8], 8)])).toBeUndefined();
  });

  it('stops on an empty page even when the total says more (rows deleted meanwhile)', () => {
    expect(nextPageNumber([page([1, 2], 9), page([], 9)])).toBeUndefined();
    expect(nextPageNumber([page([], 0)])).toBeUndefined();
  });

  it('flattens pages in order and shows a row that slid onto the next page once', () => {
    expect(flattenPages([page([9, 8, 7], 5), page([7, 6], 5)]).map((x) => x.id)).toEqual([
      9, 8, 7, 6,
    ]);
    expect(flattenPages(undefined)).toEqual([]);
  });

  it('takes the total from the newest page', () => {
    expect(pagedTotal([page([1], 4), page([2], 3)])).toBe(3);
    expect(pagedTotal(undefined)).toBe(0);
  });
});
