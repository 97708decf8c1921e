import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MSG, oauthFailed, oauthUnavailable } from '@yuexue/contract';
import { createTestApp, freshIp, type TestApp } from '../../../test/app.js';
import { createUser } from '../../../test/content-fixtures.js';
import {
  callback,
  googleSettings,
  saveOAuthSettings,
  SITE,
  startFlow,
  whoAmI,
} from '../../../test/social-login-fixtures.js';
import { users } from '../../db/schema/index.js';
import {
  newOidcUser,
  startFakeOidc,
  type FakeOidc,
  type IdTokenForgery,
} from '../../providers/social-login/test/fake-oidc.js';

const O = MSG.socialLogin;
let t: TestApp;
let op: FakeOidc;

beforeAll(async () => {
  [t, op] = await Promise.all([createTestApp(), startFakeOidc()]);
  await saveOAuthSettings(t, { google: googleSettings(op) });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});
beforeEach(() => {
  op.nextUser = newOidcUser();
  op.forgeNext = null;
  op.tokenFailure = 0;
});

async function oidcLogin(): Promise<string> {
  const res = await callback(t, 'google', await startFlow(t, 'google'));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

describe('OpenID Connect sign-in', () => {
  it('sends the browser to the discovered authorization endpoint with PKCE S256, a nonce and the state', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/oauth/authorize?provider=google',
      remoteAddress: freshIp(),
    });
    const url = new URL(res.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${op.baseUrl}/authorize`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      response_type: 'code',
      client_id: op.clientId,
      redirect_uri: `${SITE}/auth/google`,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    expect(q.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.nonce).not.toBe(q.state);
    expect(res.body).not.toContain(op.clientSecret);
  });

  it('creates a user from the verified ID token (name, picture, verified e-mail) and finds it the next time', async () => {
    const person = op.nextUser;
    const first = await whoAmI(t, await oidcLogin());
    expect(first).toMatchObject({
      username: 'Ada_Lovelace',
      email: person.email,
      has_password: false,
      role_code: 'free_member',
      avatar_url: person.picture,
      oauth_instances: [{ provider_type: 'google', provider_id: person.sub }],
    });
    op.nextUser = person;
    expect((await whoAmI(t, await oidcLogin())).id).toBe(first.id);
    // The client authenticated with HTTP Basic (the discovery default both sides offer).
    expect(op.tokenAuth.at(-1)).toBe('basic');
  });

  it('does not copy an unverified e-mail, nor one another account already holds', async () => {
    op.nextUser = { ...newOidcUser('Unverified'), email_verified: false };
    expect((await whoAmI(t, await oidcLogin())).email).toBeNull();
    const holder = await createUser(t, 'mail_holder', 'free_member');
    const taken = `taken-${Date.now()}@example.com`;
    await t.database.db.update(users).set({ email: taken }).where(eq(users.id, holder.id));
    op.nextUser = { ...newOidcUser('Same Mail'), email: taken.toUpperCase() };
    const me = await whoAmI(t, await oidcLogin());
    expect(me.email).toBeNull();
    expect(me.id).not.toBe(holder.id);
  });

  it('uses client_secret_post when the provider offers only that', async () => {
    const postOnly = await startFakeOidc({ authMethods: ['client_secret_post'] });
    try {
      await saveOAuthSettings(t, { google: googleSettings(postOnly) });
      const res = await callback(t, 'google', await startFlow(t, 'google'));
      expect(res.statusCode, res.body).toBe(200);
      expect(postOnly.tokenAuth).toEqual(['post']);
    } finally {
      await saveOAuthSettings(t, { google: googleSettings(op) });
      await postOnly.close();
    }
  });

  it('refuses a code whose PKCE verifier does not match (a code stolen from another flow)', async () => {
    const a = await startFlow(t, 'google');
    const b = await startFlow(t, 'google', { cookie: a.cookie });
    // b's state with a's code: the token endpoint sees b's verifier, which does not fit a's challenge.
    const res = await callback(t, 'google', { ...b, code: a.code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(O.failedBecause(oauthFailed('google', 'login'), O.codeRejected));
  });

  it('refuses a missing code and a wrong state with the provider’s name', async () => {
    const flow = await startFlow(t, 'google');
    expect((await callback(t, 'google', { ...flow, code: '' })).json().error).toBe(
      O.codeMissing('Google'),
    );
    // Change the last character to a different one (a fixed replacement equals it 1 time in 64).
    const last = flow.state.slice(-1) === 'A' ? 'B' : 'A';
    const wrong = await callback(t, 'google', {
      ...flow,
      state: `${flow.state.slice(0, -1)}${last}`,
    });
    expect(wrong.json().error).toBe(O.stateInvalid);
    // A WeChat state cannot be spent as a Google one.
    expect((await callback(t, 'wechat', flow)).statusCode).toBe(403);
  });
});

describe('forged or broken ID tokens are refused', () => {
  const cases: Array<[string, IdTokenForgery]> = [
    ['signed with a key not in the JWKS', { wrongKey: true }],
    ['for another client (audience)', { aud: 'someone-else.apps.example' }],
    ['from another issuer', { iss: 'https://evil.example' }],
    ['with another nonce (replayed from another sign-in)', { nonce: 'replayed-nonce' }],
    ['expired', { expired: true }],
    ['"signed" HS256 with the client secret', { hs256: true }],
  ];
  it.each(cases)('%s', async (_name, forgery) => {
    const flow = await startFlow(t, 'google');
    op.forgeNext = forgery;
    const res = await callback(t, 'google', flow);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      O.failedBecause(oauthFailed('google', 'login'), O.idTokenInvalid),
    );
    expect(res.json().token).toBeUndefined();
  });
});

describe('provider failures', () => {
  it('answers 502 "Google登录失败，请稍后再试" when the token endpoint fails', async () => {
    const flow = await startFlow(t, 'google');
    op.tokenFailure = 503;
    const res = await callback(t, 'google', flow);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(oauthUnavailable('google'));
    expect(res.json().error).toBe(MSG.auth.providerLoginFailed('Google'));
  });

  it('answers 502 when the issuer cannot be reached or its discovery names another issuer', async () => {
    const gone = await startFakeOidc();
    await gone.close();
    await saveOAuthSettings(t, { google: { ...googleSettings(op), issuer: gone.baseUrl } });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/oauth/authorize?provider=google',
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe(oauthUnavailable('google'));
      // Same server under another name: the discovery document names the real issuer, not this one.
      await saveOAuthSettings(t, {
        google: { ...googleSettings(op), issuer: op.baseUrl.replace('127.0.0.1', 'localhost') },
      });
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/oauth/authorize?provider=google',
            remoteAddress: freshIp(),
          })
        ).statusCode,
      ).toBe(502);
    } finally {
      await saveOAuthSettings(t, { google: googleSettings(op) });
    }
  });
});

describe('binding the global provider', () => {
  it('binds to a password account and refuses the identity for a second account', async () => {
    const owner = await createUser(t, 'oidc_owner', 'free_member');
    const person = op.nextUser;
    const res = await callback(
      t,
      'google',
      await startFlow(t, 'google', { mode: 'bind', headers: owner.headers }),
      owner.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.oauth_instances).toEqual([
      { provider_type: 'google', provider_id: person.sub },
    ]);
    const other = await createUser(t, 'oidc_other', 'free_member');
    op.nextUser = person;
    const conflict = await callback(
      t,
      'google',
      await startFlow(t, 'google', { mode: 'bind', headers: other.headers }),
      other.headers,
    );
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toBe(
      O.failedBecause(oauthFailed('google', 'bind'), O.boundToOther('Google')),
    );
  });

  it('ties the PKCE challenge to the stored verifier', async () => {
    const flow = await startFlow(t, 'google');
    const sent = op.authorizeRequests.at(-1)!;
    expect(sent.state).toBe(flow.state);
    const rows = (await t.database.db.execute(
      `SELECT code_verifier, nonce FROM oauth_states WHERE consumed_at IS NULL`,
    )) as unknown as { rows: Array<{ code_verifier: string; nonce: string }> };
    const mine = rows.rows.find((r) => r.nonce === sent.nonce)!;
    expect(createHash('sha256').update(mine.code_verifier).digest('base64url')).toBe(
      sent.code_challenge,
    );
  });
});
