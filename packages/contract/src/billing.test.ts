import { describe, expect, it } from 'vitest';
import { formatDuration, formatYuan, MSG, parseShanghaiTime, productFormBody } from './index.js';

describe('public-site §9 display rules', () => {
  it('shows durations as years from 365 days, months (floored) from 30, else days', () => {
    expect(formatDuration(7)).toBe('7天');
    expect(formatDuration(29)).toBe('29天');
    expect(formatDuration(30)).toBe('1个月');
    expect(formatDuration(89)).toBe('2个月');
    expect(formatDuration(364)).toBe('12个月');
    expect(formatDuration(365)).toBe('1年');
    expect(formatDuration(800)).toBe('2年');
  });
  it('shows yuan with two decimals', () => {
    expect(formatYuan(19.9)).toBe('¥19.90');
    expect(formatYuan(0)).toBe('¥0.00');
  });
});

describe('product form', () => {
  it('reads naive times as Beijing time and refuses nonsense', () => {
    expect(parseShanghaiTime('2025-01-01 08:00')).toBe('2025-01-01T00:00:00.000Z');
    expect(parseShanghaiTime('2025-01-01')).toBe('2024-12-31T16:00:00.000Z');
    expect(parseShanghaiTime('2025-01-01T00:00:00Z')).toBe('2025-01-01T00:00:00.000Z');
    expect(parseShanghaiTime('tomorrow')).toBeNull();
    expect(parseShanghaiTime('2025-13-45')).toBeNull();
  });
  it('turns blank optional fields into defaults and keeps numbers from strings', () => {
    const parsed = productFormBody.parse({
      title: ' 月卡 ',
      amount: '9.9',
      total_days: '30',
      sort_order: '',
      purchase_limit: '',
      promotion_price: '',
    });
    expect(parsed).toEqual({
      title: '月卡',
      description: '',
      amount: 9.9,
      total_days: 30,
      sort_order: 0,
      purchase_limit: 0,
    });
  });
  it('gives the back-office §5 message for each rule', () => {
    const first = (v: object) => productFormBody.safeParse(v).error?.issues[0]?.message;
    expect(first({ amount: 1, total_days: 1 })).toBe(MSG.billing.productTitleRequired);
    expect(first({ title: 'x', total_days: 1 })).toBe(MSG.billing.productPriceInvalid);
    expect(first({ title: 'x', amount: 1 })).toBe(MSG.billing.productDaysInvalid);
  });
});
