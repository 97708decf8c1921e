import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, type User } from '@yuexue/contract';
import { getToken, setToken } from '../lib/token-storage';
import { useAuthStore } from './auth-store';

const user: User = {
  id: 7,
  username: 'lin',
  email: 'lin@example.cn',
  avatar_url: null,
  role_code: 'free_member',
  role_name: '免费会员',
  is_admin: false,
  has_password: true,
  oauth_instances: [],
  subscription_exp: null,
  created_at: '2025-01-01T00:00:00.000Z',
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('auth store (public-site §4 Auth)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useAuthStore.setState({ token: null, user: null, error: null, loading: false });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('login stores the token, then fetches the user with it', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { status: true, token: 'tok-9' }))
      .mockResolvedValueOnce(json(200, { status: true, data: user }));
    await useAuthStore.getState().login({ username: 'lin', password: 'secret1' });
    expect(localStorage.getItem('token')).toBe('tok-9');
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/userinfo');
    expect((fetchMock.mock.calls[1]![1]!.headers as Record<string, string>).Authorization).toBe(
      'Bearer tok-9',
    );
    expect(useAuthStore.getState()).toMatchObject({
      token: 'tok-9',
      user,
      loading: false,
      error: null,
    });
  });

  it('without 记住我 the token only lives for the browser session', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { status: true, token: 'tok-s' }))
      .mockResolvedValueOnce(json(200, { status: true, data: user }));
    await useAuthStore.getState().login({ username: 'lin', password: 'secret1' }, false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBe('tok-s');
    expect(getToken()).toBe('tok-s');
  });

  it('a failed login keeps the server message as the shared error', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { status: false, error: MSG.auth.invalidCredentials }),
    );
    await expect(useAuthStore.getState().login({ username: 'lin', password: 'x' })).rejects.toThrow(
      MSG.auth.invalidCredentials,
    );
    expect(useAuthStore.getState()).toMatchObject({
      token: null,
      user: null,
      error: MSG.auth.invalidCredentials,
      loading: false,
    });
  });

  it('logout revokes the token on the server, then clears token, user and error', async () => {
    setToken('tok-1');
    useAuthStore.setState({ token: 'tok-1', user, error: 'old' });
    fetchMock.mockResolvedValueOnce(json(200, { status: true }));
    await useAuthStore.getState().logout();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/logout');
    expect(getToken()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, error: null });
  });

  it('concurrent ensureUser calls share one /userinfo request', async () => {
    setToken('tok-2');
    fetchMock.mockResolvedValue(json(200, { status: true, data: user }));
    const [a, b] = await Promise.all([
      useAuthStore.getState().ensureUser(),
      useAuthStore.getState().ensureUser(),
    ]);
    expect(a).toEqual(user);
    expect(b).toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
