import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS, MSG } from '@yuexue/contract';
import {
  ApiError,
  apiGet,
  apiPost,
  configureApiClient,
  loginPathFor,
  safeRedirect,
} from './api-client';
import { getToken, setToken } from './token-storage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const ended = vi.fn();

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    fetchMock.mockReset();
    ended.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    configureApiClient({ onSessionEnded: ended });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends base /api, the bearer token, JSON and no-cache headers, and the query string', async () => {
    setToken('tok-1');
    fetchMock.mockResolvedValue(json(200, { status: true, data: [] }));
    await apiGet('/menu/list', { position: 'footer', category: 'resources', skip: undefined });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/menu/list?position=footer&category=resources');
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers.Pragma).toBe('no-cache');
    expect(headers.Expires).toBe('0');
    expect(init!.method).toBe('GET');
    expect(init!.body).toBeUndefined();
  });

  it('sends {} for a body-less POST (Fastify refuses an empty JSON body)', async () => {
    fetchMock.mockResolvedValue(json(200, { status: true }));
    await apiPost('/logout');
    expect(fetchMock.mock.calls[0]![1]!.body).toBe('{}');
  });

  it("throws the server's zh-CN error with status, code and retry_after", async () => {
    fetchMock.mockResolvedValue(
      json(429, {
        status: false,
        error: '发送过于频繁，请42秒后再试',
        code: 'too_many_requests',
        retry_after: 42,
      }),
    );
    const err = await apiPost('/verify', { email: 'a@b.cn' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      message: '发送过于频繁，请42秒后再试',
      status: 429,
      code: 'too_many_requests',
      retryAfter: 42,
    });
    expect(ended).not.toHaveBeenCalled();
  });

  it('treats status:false in a 200 answer as a failure', async () => {
    fetchMock.mockResolvedValue(json(200, { status: false, error: '不行' }));
    await expect(apiGet('/x')).rejects.toMatchObject({ message: '不行', status: 200 });
  });

  it('falls back to a default message when the body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiGet('/x')).rejects.toMatchObject({ message: MSG.common.internal, status: 502 });
  });

  it('logs a 503 as what it is, not as an internal error (maintenance says so)', async () => {
    fetchMock.mockResolvedValue(
      json(503, { status: false, error: MSG.common.maintenance, code: 'maintenance' }),
    );
    await expect(apiGet('/x')).rejects.toMatchObject({ status: 503, code: 'maintenance' });
    expect(console.error).toHaveBeenCalledWith(`[api] 503 ${MSG.common.maintenance}`);
    fetchMock.mockResolvedValue(new Response('busy', { status: 503 }));
    await expect(apiGet('/x')).rejects.toMatchObject({ status: 503 });
    expect(console.error).toHaveBeenCalledWith(`[api] 503 ${MSG.common.unavailable}`);
    expect(console.error).not.toHaveBeenCalledWith(`[api] 503 ${MSG.common.internal}`);
  });

  it('on 401 with a token: removes the token and ends the session', async () => {
    setToken('stale');
    fetchMock.mockResolvedValue(
      json(401, { status: false, error: MSG.common.unauthorized, code: 'unauthorized' }),
    );
    await expect(apiGet('/userinfo')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
    expect(console.error).toHaveBeenCalledWith(`[api] 401 ${MSG.common.authFailed}`);
  });

  it('a banned account ends the session too', async () => {
    setToken('tok');
    fetchMock.mockResolvedValue(
      json(403, { status: false, error: MSG.common.banned, code: 'banned' }),
    );
    await expect(apiGet('/userinfo')).rejects.toMatchObject({ status: 403, code: 'banned' });
    expect(getToken()).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
  });

  it('a wrong password (401 without a token) does not end any session', async () => {
    fetchMock.mockResolvedValue(json(401, { status: false, error: MSG.auth.invalidCredentials }));
    await expect(apiPost('/login', { username: 'a', password: 'b' })).rejects.toMatchObject({
      message: MSG.auth.invalidCredentials,
    });
    expect(ended).not.toHaveBeenCalled();
  });

  it('no connection: network message, status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/x')).rejects.toMatchObject({
      message: MSG.common.network,
      status: 0,
      code: 'network',
    });
    expect(console.error).toHaveBeenCalledWith(
      `[api] ${MSG.common.cannotConnect}`,
      expect.any(TypeError),
    );
  });

  it(`gives up after LIMITS.apiTimeoutMs (${LIMITS.apiTimeoutMs} ms)`, async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = apiGet('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(LIMITS.apiTimeoutMs - 1);
    expect(fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ message: MSG.common.timeout, code: 'timeout' });
  });
});

describe('redirect helpers', () => {
  it('loginPathFor keeps the full intended path', () => {
    expect(loginPathFor('/admin/users?page=2#top')).toBe(
      '/login?redirect=/admin/users%3Fpage%3D2%23top',
    );
    expect(
      new URLSearchParams(loginPathFor('/admin/users?page=2#top').split('?')[1]).get('redirect'),
    ).toBe('/admin/users?page=2#top');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login?redirect=%2Fx')).toBe('/login');
  });

  it('safeRedirect follows only same-site paths', () => {
    expect(safeRedirect('/user-center')).toBe('/user-center');
    expect(safeRedirect('//evil.example/x')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
