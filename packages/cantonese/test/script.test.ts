import { describe, expect, it } from 'vitest';
import { detectScript, normaliseToHans } from '../src/translate/script.js';

describe('normaliseToHans (per code unit, keeping every offset)', () => {
  it.each([
    ['電腦好貴', '电脑好贵'],
    ['我哋喺度', '我哋喺度'],
    ['Hello, 世界! 123', 'Hello, 世界! 123'],
    ['他說：「對。」', '他说：「对。」'],
    // Astral characters: kept when their Simplified form would change the text's length.
    ['𠮶個人', '𠮶个人'],
    ['搭𨋢上樓', '搭𨋢上楼'],
    // A lone surrogate passes through, and the characters after it are still converted.
    ['a\ud800b電', 'a\ud800b电'],
    ['\udc00電\ud83d', '\udc00电\ud83d'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    const out = normaliseToHans(input);
    expect(out).toBe(expected);
    expect(out.length).toBe(input.length);
  });

  it('returns the same text, asked again', () => {
    expect(normaliseToHans('這個電話')).toBe('这个电话');
    expect(normaliseToHans('這個電話')).toBe('这个电话');
  });
});

describe('detectScript', () => {
  it.each([
    ['這是我的書', 'hant'],
    ['这是我的书', 'hans'],
    ['我们在這裡', 'hant'],
    ['這个', 'hans'],
    ['你好', 'hans'],
    ['ABC 123', 'hans'],
    ['𠮶個', 'hant'],
    ['\ud800這', 'hant'],
  ])('%j is %s', (text, script) => {
    expect(detectScript(text)).toBe(script);
  });
});
