import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it('reads a positive integer id', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('2147483647')).toBe(2147483647);
  });

  it('refuses anything else', () => {
    for (const raw of [
      undefined,
      '',
      '0',
      '-1',
      '01',
      '1.5',
      'abc',
      '1e3',
      '2147483648',
      '99999999999',
      ' 1',
    ])
      expect(parseRouteId(raw)).toBeUndefined();
  });
});
