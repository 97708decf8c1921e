import { MSG } from './messages.js';

/** Players whose iframes the site stores and renders (host plus required path prefix). */
export const VIDEO_PLAYERS = [
  { host: 'player.bilibili.com', pathPrefix: '/' },
  { host: 'www.youtube.com', pathPrefix: '/embed/' },
  { host: 'www.youtube-nocookie.com', pathPrefix: '/embed/' },
] as const;

export type VideoEmbedResult =
  { ok: true; src: string; html: string } | { ok: false; message: string };

const IFRAME = /<iframe\b([^>]*)>/i;
const SRC_ATTR = /(?:^|\s)src\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

const decodeAttr = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const encodeAttr = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The player URL of an allowlisted embed, as https; undefined for anything else. */
export function allowedPlayerUrl(raw: string): string | undefined {
  const trimmed = raw.trim();
  // eslint-disable-next-line no-control-regex -- control characters never belong in a player URL
  if (!trimmed || /[\u0000-\u001f\s\\]/.test(trimmed)) return undefined;
  // Bilibili's share dialog gives protocol-relative URLs ("//player.bilibili.com/…").
  const absolute = trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password || (url.port && url.port !== '443')) return undefined;
  const player = VIDEO_PLAYERS.find(
    (p) => p.host === url.hostname.toLowerCase() && url.pathname.startsWith(p.pathPrefix),
  );
  if (!player) return undefined;
  url.protocol = 'https:';
  url.port = '';
  url.hash = '';
  return url.toString();
}

/**
 * Reads an iframe embed code and rebuilds it from scratch: only the src (an allowlisted player,
 * forced to https) survives; every other attribute is ours. Used by the server before storing
 * and by the web before rendering, so both agree on what a valid embed is.
 */
export function normaliseVideoEmbed(code: string | null | undefined): VideoEmbedResult {
  const text = (code ?? '').trim();
  if (!text) return { ok: false, message: MSG.content.videoUrlRequired };
  const tag = IFRAME.exec(text);
  const attrs = tag?.[1];
  const match = attrs !== undefined ? SRC_ATTR.exec(attrs) : null;
  const rawSrc = match ? decodeAttr(match[1] ?? match[2] ?? match[3] ?? '') : '';
  if (!rawSrc.trim()) return { ok: false, message: MSG.content.videoUrlInvalid };
  const src = allowedPlayerUrl(rawSrc);
  if (!src) return { ok: false, message: MSG.content.videoPlayerNotAllowed };
  const html =
    `<iframe src="${encodeAttr(src)}" width="100%" height="100%" frameborder="0" scrolling="no" ` +
    `allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen" ` +
    `referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`;
  return { ok: true, src, html };
}
