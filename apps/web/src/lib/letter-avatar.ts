import { LIMITS } from '@yuexue/contract';
import { BRAND_COLOUR as DEFAULT_COLOUR } from './brand';

/** public-site §3 Fallback avatar: the background is picked by hashing the name over the fixed palette. */
export function letterAvatarColour(name: string | null | undefined): string {
  if (!name) return DEFAULT_COLOUR;
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return LIMITS.avatarPalette[hash % LIMITS.avatarPalette.length] ?? DEFAULT_COLOUR;
}

/** The uppercase first character of the name, or ? when there is none. */
export function avatarLetter(name: string | null | undefined): string {
  const first = name?.trim() ? [...name.trim()][0]! : '?';
  return first.toUpperCase();
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 100×100 SVG data URL with the letter on its colour. */
export function letterAvatarUrl(name: string | null | undefined): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="${letterAvatarColour(name)}"/>` +
    `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',Arial,sans-serif" font-size="48" font-weight="600" fill="#fff">${escapeXml(avatarLetter(name))}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
