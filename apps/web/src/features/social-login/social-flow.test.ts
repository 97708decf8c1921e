import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BINDING_KEY,
  finishSocialFlow,
  isBindingFlow,
  REDIRECT_KEY,
  startSocialFlow,
} from './social-flow';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('social sign-in flow storage (public-site §4)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const assign = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    assign.mockReset();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('binding from the user center stores redirectAfterLogin=/user-center and the flag, then goes to the provider', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        status: true,
        data: { url: 'https://open.weixin.qq.com/connect/qrconnect?appid=wx' },
      }),
    );
    await startSocialFlow('wechat', 'bind', '/user-center');
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/oauth/authorize?provider=wechat&mode=bind',
    );
    expect(localStorage.getItem(REDIRECT_KEY)).toBe('/user-center');
    expect(isBindingFlow()).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://open.weixin.qq.com/connect/qrconnect?appid=wx');
  });

  it('a login clears a stale binding flag; a failed authorize stores nothing and goes nowhere', async () => {
    localStorage.setItem(BINDING_KEY, 'true');
    fetchMock.mockResolvedValueOnce(
      json(200, { status: true, data: { url: 'https://idp.example/authorize' } }),
    );
    await startSocialFlow('google', 'login', '/article/3');
    expect(isBindingFlow()).toBe(false);
    expect(localStorage.getItem(REDIRECT_KEY)).toBe('/article/3');

    localStorage.clear();
    fetchMock.mockResolvedValueOnce(json(403, { status: false, error: '微信登录暂未开放' }));
    await expect(startSocialFlow('wechat', 'login', '/')).rejects.toThrow('微信登录暂未开放');
    expect(localStorage.getItem(REDIRECT_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('ends at the stored same-site target, else /user-center when binding or home; never off-site', () => {
    expect(finishSocialFlow(true)).toBe('/user-center');
    expect(finishSocialFlow(false)).toBe('/');
    localStorage.setItem(REDIRECT_KEY, '//evil.example/x');
    localStorage.setItem(BINDING_KEY, 'true');
    expect(finishSocialFlow(false)).toBe('/');
    expect(localStorage.getItem(REDIRECT_KEY)).toBeNull();
    expect(localStorage.getItem(BINDING_KEY)).toBeNull();
    localStorage.setItem(REDIRECT_KEY, '/collection');
    expect(finishSocialFlow(true)).toBe('/collection');
  });
});
