import { TOKEN_STORAGE_KEY } from '@yuexue/contract';

/**
 * The bearer token lives under the key `token` (public-site §4): in localStorage when the user ticked
 * 记住我, otherwise in sessionStorage so that closing the browser signs them out.
 */
export function getToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY) ?? sessionStorage.getItem(TOKEN_STORAGE_KEY);
}

export function setToken(token: string, remember = true): void {
  removeToken();
  (remember ? localStorage : sessionStorage).setItem(TOKEN_STORAGE_KEY, token);
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  sessionStorage.removeItem(TOKEN_STORAGE_KEY);
}
