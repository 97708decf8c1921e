import { expect } from 'vitest';
import type { OAuthProvider } from '@yuexue/contract';
import { ADMIN, freshIp, type TestApp } from './app.js';
import type { FakeOidc } from '../src/providers/social-login/test/fake-oidc.js';
import type { FakeWechat } from '../src/providers/social-login/test/fake-wechat.js';

export const SITE = 'https://yuexue.test';

/** Provider settings as the back office saves them, pointing at the local fakes. */
export const wechatSettings = (wx: FakeWechat) => ({
  enabled: true,
  client_id: wx.appId,
  client_secret: wx.secret,
  redirect_uri: `${SITE}/auth/wechat`,
  api_base: wx.baseUrl,
  open_base: wx.baseUrl,
});
export const googleSettings = (op: FakeOidc) => ({
  enabled: true,
  client_id: op.clientId,
  client_secret: op.clientSecret,
  redirect_uri: `${SITE}/auth/google`,
  issuer: op.baseUrl,
});

/** Saves OAuth settings through the admin API, as the back office does. */
export async function saveOAuthSettings(t: TestApp, providers: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/system/settings?category=oauth',
    headers: await t.login(ADMIN.username, ADMIN.password),
    payload: { providers },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export interface Flow {
  code: string;
  state: string;
  cookie: string;
}

/** Starts a sign-in (GET /oauth/authorize) and follows the provider's page, which answers at once with a code. */
export async function startFlow(
  t: TestApp,
  provider: OAuthProvider,
  opts: { mode?: 'login' | 'bind'; headers?: Record<string, string>; cookie?: string } = {},
): Promise<Flow> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/oauth/authorize?provider=${provider}&mode=${opts.mode ?? 'login'}`,
    headers: { ...opts.headers, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  const cookie = setCookie.split(';')[0]!;
  const back = await fetch(res.json().data.url, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location')!);
  return {
    code: location.searchParams.get('code')!,
    state: location.searchParams.get('state')!,
    cookie,
  };
}

export function callback(
  t: TestApp,
  provider: OAuthProvider,
  flow: Partial<Flow>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/oauth/callback',
    headers: { ...headers, ...(flow.cookie ? { cookie: flow.cookie } : {}) },
    payload: { provider, code: flow.code, state: flow.state },
    remoteAddress: freshIp(),
  });
}

/** The user behind a token from a login-mode callback. */
export async function whoAmI(t: TestApp, token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/userinfo',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: number;
    username: string;
    email: string | null;
    avatar_url: string | null;
    role_code: string;
    has_password: boolean;
    oauth_instances: Array<{ provider_type: string; provider_id: string }>;
  };
}
