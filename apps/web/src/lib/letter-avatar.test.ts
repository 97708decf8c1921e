import { describe, expect, it } from 'vitest';
import { LIMITS } from '@yuexue/contract';
import { avatarLetter, letterAvatarColour, letterAvatarUrl } from './letter-avatar';

describe('fallback avatar (public-site §3)', () => {
  it('uses the uppercase first letter, or ? without a name', () => {
    expect(avatarLetter('alice')).toBe('A');
    expect(avatarLetter('粤学者')).toBe('粤');
    expect(avatarLetter('  bob')).toBe('B');
    expect(avatarLetter('')).toBe('?');
    expect(avatarLetter(null)).toBe('?');
  });

  it('picks a palette colour by hashing the name, stable per name; default #2E5366', () => {
    expect(letterAvatarColour(null)).toBe('#2E5366');
    const names = [
      'alice',
      'bob',
      'carol',
      'dave',
      'erin',
      'frank',
      'grace',
      'heidi',
      'ivan',
      'judy',
      '陈大文',
      '李小明',
    ];
    const colours = names.map(letterAvatarColour);
    for (const c of colours) expect(LIMITS.avatarPalette).toContain(c);
    expect(new Set(colours).size).toBeGreaterThan(2);
    expect(letterAvatarColour('alice')).toBe(colours[0]);
  });

  it('is a 100×100 SVG data URL with the letter escaped', () => {
    const svg = decodeURIComponent(
      letterAvatarUrl('<x>').replace(/^data:image\/svg\+xml;charset=utf-8,/, ''),
    );
    expect(svg).toContain('width="100" height="100"');
    expect(svg).toContain('&#60;');
    expect(svg).not.toContain('><x');
  });
});
