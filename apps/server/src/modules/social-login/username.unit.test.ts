import { describe, expect, it } from 'vitest';
import { usernameSchema } from '@yuexue/contract';
import { usernameCandidates, usernameFrom } from './username.js';

describe('usernames for social accounts', () => {
  it('keeps what the username rules allow, within 2 to 24 characters', () => {
    expect(usernameFrom('Ada Lovelace')).toBe('Ada_Lovelace');
    expect(usernameFrom('<script>"x"&')).toBe('scriptx');
    expect(usernameFrom('a@b.com')).toBe('ab.com');
    expect(usernameFrom('😀')).toBeNull();
    expect(usernameFrom('粤')).toBeNull();
    expect(usernameFrom('长'.repeat(40))).toBe('长'.repeat(24));
    expect(usernameFrom('\u0000\u200bAB')).toBe('AB');
  });

  it('offers valid, distinct candidates after the first', () => {
    const names = [...usernameCandidates('字'.repeat(30), '微信用户')];
    expect(names[0]).toBe('字'.repeat(24));
    expect(new Set(names).size).toBeGreaterThan(10);
    for (const n of names) expect(usernameSchema.safeParse(n).success, n).toBe(true);
    expect([...usernameCandidates(null, '微信用户')][0]).toBe('微信用户');
  });
});
