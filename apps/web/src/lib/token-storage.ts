import { LIMITS, SIGNED_IN_HINT_COOKIE, TOKEN_STORAGE_KEY } from '@yuexue/contract';

/**
 * The bearer token lives under the key `token` (public-site §4): in localStorage when the user ticked
 * 记住我, otherwise in sessionStorage so that closing the browser signs them out.
 */
export function getToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY) ?? sessionStorage.getItem(TOKEN_STORAGE_KEY);
}

function forgetStoredToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  sessionStorage.removeItem(TOKEN_STORAGE_KEY);
}

export function setToken(token: string, remember = true): void {
  forgetStoredToken();
  (remember ? localStorage : sessionStorage).setItem(TOKEN_STORAGE_KEY, token);
  writeSignedInHint(remember ? 'remembered' : 'session');
}

export function removeToken(): void {
  forgetStoredToken();
  writeSignedInHint('none');
}

/**
 * The hint cookie (SIGNED_IN_HINT_COOKIE) follows the stored token: kept as long as a remembered
 * token lives, for the browser session otherwise, removed with the token.
 */
function writeSignedInHint(kind: 'remembered' | 'session' | 'none'): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const life =
    kind === 'none'
      ? '; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
      : kind === 'remembered'
        ? `; Max-Age=${LIMITS.token.ttlSeconds}`
        : '';
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${kind === 'none' ? '' : '1'}; Path=/; SameSite=Lax${life}${secure}`;
}

/** At start: the hint agrees with the stored token (a token stored before the hint existed, one removed in another tab). */
export function syncSignedInHint(): void {
  if (localStorage.getItem(TOKEN_STORAGE_KEY) !== null) writeSignedInHint('remembered');
  else if (sessionStorage.getItem(TOKEN_STORAGE_KEY) !== null) writeSignedInHint('session');
  else if (document.cookie.split('; ').some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`)))
    writeSignedInHint('none');
}
