import { describe, expect, it } from 'vitest';
import { intervalText } from './intervals';

describe('intervalText', () => {
  it.each([
    [30, '<1分钟'],
    [600, '10分钟'],
    [3 * 3600, '3小时'],
    [2 * 86400, '2天'],
    [45 * 86400, '1.5个月'],
    [438 * 86400, '1.2年'],
  ])('%i seconds is %s', (s, text) => expect(intervalText(s)).toBe(text));
});
