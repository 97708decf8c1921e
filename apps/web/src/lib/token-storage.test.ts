import { beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE, TOKEN_STORAGE_KEY } from '@yuexue/contract';
import { getToken, removeToken, setToken, syncSignedInHint } from './token-storage';

const hint = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`))
    ?.slice(SIGNED_IN_HINT_COOKIE.length + 1);

describe('token storage and the signed-in hint cookie', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('sets the hint with a remembered or a session token and removes it with the token', () => {
    setToken('t1', true);
    expect(getToken()).toBe('t1');
    expect(hint()).toBe('1');
    removeToken();
    expect(getToken()).toBeNull();
    expect(hint()).toBeUndefined();

    setToken('t2', false);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('t2');
    expect(hint()).toBe('1');
  });

  it('makes the hint agree with the stored token at start', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-before-the-hint-existed');
    syncSignedInHint();
    expect(hint()).toBe('1');

    localStorage.clear();
    syncSignedInHint();
    expect(hint()).toBeUndefined();
  });
});
