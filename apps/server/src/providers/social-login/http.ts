import { OAuthProviderError } from './types.js';

/** A JSON answer from a provider, whatever its status; network failures, timeouts and non-JSON become `unavailable`. */
export async function fetchJson(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; body: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new OAuthProviderError(
      'unavailable',
      `${new URL(url).origin}: ${(err as Error).message}`,
    );
  }
  // WeChat answers JSON as text/plain, so the body is parsed whatever the content type says.
  const text = await res.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body))
      return { status: res.status, body: body as Record<string, unknown> };
  } catch {
    // fall through
  }
  throw new OAuthProviderError(
    'unavailable',
    `${new URL(url).origin}: HTTP ${res.status}, not a JSON object`,
  );
}

export const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : null;

/** An http(s) picture URL fit to show under our CSP (img-src https:), else null. */
export function pictureUrl(v: unknown): string | null {
  const s = str(v);
  if (!s || s.length > 2048) return null;
  try {
    const u = new URL(s);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    // WeChat hands out http:// avatar links for hosts that also serve https.
    u.protocol = 'https:';
    return u.href;
  } catch {
    return null;
  }
}

export const trimSlash = (url: string) => url.replace(/\/+$/, '');
