import { allowedPlayerUrl } from '@yuexue/contract';

/**
 * The player URL inside a stored iframe embed code, when it is one of the allowlisted players
 * (Bilibili, YouTube). The code is parsed as an inert document (DOMParser runs no scripts and
 * loads nothing); only the iframe's src is kept, and the page builds its own iframe around it.
 */
export function playerSrcFromEmbed(code: string | null | undefined): string | undefined {
  if (!code?.trim()) return undefined;
  const doc = new DOMParser().parseFromString(code, 'text/html');
  const iframes = doc.querySelectorAll('iframe');
  // One player per video: several iframes (or none) is not an embed code we accept.
  if (iframes.length !== 1) return undefined;
  const src = iframes[0]!.getAttribute('src');
  return src ? allowedPlayerUrl(src) : undefined;
}
