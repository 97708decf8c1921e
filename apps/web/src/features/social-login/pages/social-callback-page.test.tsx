import { act, StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, type User } from '@yuexue/contract';
import { useAuthStore } from '../../../stores/auth-store';
import { BINDING_KEY, REDIRECT_KEY } from '../social-flow';
import { SocialCallbackPage } from './social-callback-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// antd's CommonJS build does not load in the web test environment; plain stand-ins keep the page's own logic under test.
vi.mock('antd', () => ({
  App: { useApp: () => ({ message: { success: vi.fn() } }) },
  Spin: () => <span>…</span>,
  Button: ({ children, onClick }: { children: ReactNode; onClick?: () => void }) => (
    <button onClick={onClick}>{children}</button>
  ),
  Result: ({
    title,
    subTitle,
    extra,
  }: {
    title: ReactNode;
    subTitle: ReactNode;
    extra: ReactNode;
  }) => (
    <section>
      <h1>{title}</h1>
      {subTitle}
      {extra}
    </section>
  ),
}));

const user: User = {
  id: 3,
  username: '粤语学习者',
  email: null,
  avatar_url: null,
  role_code: 'free_member',
  role_name: '免费会员',
  is_admin: false,
  has_password: false,
  oauth_instances: [{ provider_type: 'wechat', provider_id: 'o_1' }],
  subscription_exp: null,
  created_at: '2025-01-01T00:00:00.000Z',
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<typeof fetch>();
let root: Root | undefined;

async function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth/:provider', Component: SocialCallbackPage },
      { path: '*', Component: () => <p>landed</p> },
    ],
    { initialEntries: [url] },
  );
  const el = document.createElement('div');
  document.body.append(el);
  root = createRoot(el);
  await act(async () =>
    root!.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
  const settle = async () => {
    for (let i = 0; i < 10; i++) await act(() => new Promise((r) => setTimeout(r, 0)));
  };
  await settle();
  return { router, el };
}

const posted = () =>
  fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/oauth/callback'));

describe('the social callback page (public-site §2 /auth/wechat, §4 Social login)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useAuthStore.setState({ token: null, user: null, error: null, loading: false });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('signs in once (even under StrictMode), keeps the token and goes to the stored target', async () => {
    localStorage.setItem(REDIRECT_KEY, '/collection');
    fetchMock
      .mockResolvedValueOnce(json(200, { status: true, token: 'tok-wx' }))
      .mockResolvedValueOnce(json(200, { status: true, data: user }));
    const { router } = await open('/auth/wechat?code=c1&state=s1');
    expect(posted()).toHaveLength(1);
    expect(JSON.parse(String(posted()[0]![1]!.body))).toEqual({
      provider: 'wechat',
      code: 'c1',
      state: 's1',
    });
    expect(localStorage.getItem('token')).toBe('tok-wx');
    expect(useAuthStore.getState().user?.username).toBe('粤语学习者');
    expect(router.state.location.pathname).toBe('/collection');
    expect(localStorage.getItem(REDIRECT_KEY)).toBeNull();
  });

  it('in binding mode binds, refetches the user and returns to the user center', async () => {
    localStorage.setItem('token', 'tok-member');
    localStorage.setItem(BINDING_KEY, 'true');
    fetchMock
      .mockResolvedValueOnce(json(200, { status: true, data: user }))
      .mockResolvedValueOnce(json(200, { status: true, data: user }));
    const { router } = await open('/auth/wechat?code=c2&state=s2');
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual([
      '/api/oauth/callback',
      '/api/userinfo',
    ]);
    expect(router.state.location.pathname).toBe('/user-center');
    expect(localStorage.getItem(BINDING_KEY)).toBeNull();
    expect(localStorage.getItem('token')).toBe('tok-member');
  });

  it('without a code says so and offers the way back to /login and home, calling nothing', async () => {
    const { el, router } = await open('/auth/wechat?state=s3');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(el.textContent).toContain(MSG.auth.wechatCodeMissing);
    expect(el.textContent).toContain(MSG.auth.wechatLoginFailed);
    const back = [...el.querySelectorAll('button')].find((b) =>
      b.textContent?.includes(MSG.socialLogin.backToLogin),
    );
    expect(
      [...el.querySelectorAll('button')].some((b) =>
        b.textContent?.includes(MSG.socialLogin.backHome),
      ),
    ).toBe(true);
    await act(async () => back!.click());
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the server’s reason when binding fails, with the way back to the user center', async () => {
    localStorage.setItem('token', 'tok-member');
    localStorage.setItem(BINDING_KEY, 'true');
    const reason = MSG.socialLogin.failedBecause(
      MSG.auth.wechatBindFailed,
      MSG.socialLogin.boundToOther('微信'),
    );
    fetchMock.mockResolvedValueOnce(json(409, { status: false, error: reason, code: 'conflict' }));
    const { el } = await open('/auth/wechat?code=c4&state=s4');
    expect(el.textContent).toContain(reason);
    expect(el.textContent).toContain(MSG.auth.wechatBindFailed);
    expect(
      [...el.querySelectorAll('button')].some((b) =>
        b.textContent?.includes(MSG.socialLogin.backToUserCenter),
      ),
    ).toBe(true);
    expect(localStorage.getItem(BINDING_KEY)).toBeNull();
  });

  it('falls back to the spec message when the server gives none', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    const { el } = await open('/auth/google?code=c5&state=s5');
    expect(el.textContent).toContain(MSG.common.internal);
    expect(el.textContent).toContain(MSG.socialLogin.failed('Google', false));
  });

  it('knows only the configured providers', async () => {
    const { el } = await open('/auth/github?code=x&state=y');
    expect(el.textContent).toContain('页面不存在');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
