import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_SIZE, tableSizeProblem } from './table-size';

describe('table insert dialog limits', () => {
  it('defaults to 3 × 3 with a header row', () => {
    expect(DEFAULT_TABLE_SIZE).toEqual({ rows: 3, cols: 3, withHeaderRow: true });
  });
  it('accepts rows 1–20 and columns 1–10', () => {
    expect(tableSizeProblem({ rows: 1, cols: 1 })).toBeUndefined();
    expect(tableSizeProblem({ rows: 20, cols: 10 })).toBeUndefined();
  });
  it('refuses sizes outside the ranges, and fractions', () => {
    expect(tableSizeProblem({ rows: 0, cols: 3 })).toBe('行数必须是 1 到 20 之间的整数');
    expect(tableSizeProblem({ rows: 21, cols: 3 })).toBe('行数必须是 1 到 20 之间的整数');
    expect(tableSizeProblem({ rows: 3, cols: 11 })).toBe('列数必须是 1 到 10 之间的整数');
    expect(tableSizeProblem({ rows: 2.5, cols: 3 })).toMatch(/^行数/);
    expect(tableSizeProblem({ rows: 3, cols: Number.NaN })).toMatch(/^列数/);
  });
});
