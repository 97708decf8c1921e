import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LIMITS, MSG, oauthUnavailable, roleDisplayName } from '@yuexue/contract';
import { createTestApp, freshIp, type TestApp } from '../../../test/app.js';
import { createUser } from '../../../test/content-fixtures.js';
import {
  callback,
  saveOAuthSettings,
  SITE,
  startFlow,
  wechatSettings,
  whoAmI,
} from '../../../test/social-login-fixtures.js';
import { oauthIdentities, oauthStates, users } from '../../db/schema/index.js';
import {
  newWechatUser,
  startFakeWechat,
  type FakeWechat,
} from '../../providers/social-login/test/fake-wechat.js';

const O = MSG.socialLogin;
const loginFailed = (reason: string) => O.failedBecause(MSG.auth.wechatLoginFailed, reason);
const bindFailed = (reason: string) => O.failedBecause(MSG.auth.wechatBindFailed, reason);
let t: TestApp;
let wx: FakeWechat;

beforeAll(async () => {
  [t, wx] = await Promise.all([createTestApp(), startFakeWechat()]);
  await saveOAuthSettings(t, { wechat: wechatSettings(wx) });
});
afterAll(async () => {
  await t?.close();
  await wx?.close();
});
beforeEach(() => {
  wx.failure = null;
  wx.nextUser = newWechatUser();
});

/** Signs in through the fake as `wx.nextUser`; returns the token. */
async function wechatLogin(): Promise<string> {
  const res = await callback(t, 'wechat', await startFlow(t, 'wechat'));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

describe('WeChat website login', () => {
  it('sends the browser to the QR-connect page with a fresh state and binds it to the browser with an HttpOnly cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/oauth/authorize?provider=wechat',
      remoteAddress: freshIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${wx.baseUrl}/connect/qrconnect`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: wx.appId,
      redirect_uri: `${SITE}/auth/wechat`,
      response_type: 'code',
      scope: 'snsapi_login',
    });
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.hash).toBe('#wechat_redirect');
    expect(res.body).not.toContain(wx.secret);
    expect(String(res.headers['set-cookie'])).toMatch(
      /^yx_oauth=[A-Za-z0-9_-]{43}; Path=\/api\/oauth; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
  });

  it('creates a password-less free member on first sign-in and finds the same account the next time', async () => {
    wx.nextUser = newWechatUser({ nickname: '阿 明<b>' });
    const first = await whoAmI(t, await wechatLogin());
    expect(first).toMatchObject({
      username: '阿_明b',
      email: null,
      has_password: false,
      role_code: 'free_member',
      avatar_url: 'https://thirdwx.qlogo.cn/mmopen/fake/132',
      oauth_instances: [{ provider_type: 'wechat', provider_id: wx.nextUser.openid }],
    });
    const second = await whoAmI(t, await wechatLogin());
    expect(second.id).toBe(first.id);
    const count = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.username, '阿_明b'));
    expect(count[0]!.n).toBe(1);
  });

  it('keys the account by unionid when WeChat gives one, and still finds an account first stored under the openid', async () => {
    wx.nextUser = newWechatUser({ unionid: true });
    const withUnion = await whoAmI(t, await wechatLogin());
    expect(withUnion.oauth_instances).toEqual([
      { provider_type: 'wechat', provider_id: wx.nextUser.unionid },
    ]);

    const person = newWechatUser();
    wx.nextUser = person;
    const byOpenid = await whoAmI(t, await wechatLogin());
    expect(byOpenid.oauth_instances[0]!.provider_id).toBe(person.openid);
    // The app joins an open-platform account later: WeChat now adds a unionid for the same openid.
    wx.nextUser = { ...person, unionid: 'u_joined_later' };
    expect((await whoAmI(t, await wechatLogin())).id).toBe(byOpenid.id);
  });

  it('gives people with the same nickname different usernames', async () => {
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      wx.nextUser = newWechatUser({ nickname: '同名同姓' });
      names.push((await whoAmI(t, await wechatLogin())).username);
    }
    expect(names[0]).toBe('同名同姓');
    expect(new Set(names).size).toBe(3);
    for (const n of names.slice(1)) expect(n).toMatch(/^同名同姓_\d{4}$/);
    wx.nextUser = newWechatUser({ nickname: ' ' });
    expect((await whoAmI(t, await wechatLogin())).username).toMatch(/^微信用户(_\d{4})?$/);
  });

  it('refuses a missing code with the spec message, before the state is spent', async () => {
    const flow = await startFlow(t, 'wechat');
    const res = await callback(t, 'wechat', { ...flow, code: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.auth.wechatCodeMissing);
    expect((await callback(t, 'wechat', flow)).statusCode).toBe(200);
  });

  it('refuses banned accounts', async () => {
    const person = newWechatUser();
    wx.nextUser = person;
    const me = await whoAmI(t, await wechatLogin());
    await t.database.db.update(users).set({ isBanned: true }).where(eq(users.id, me.id));
    wx.nextUser = person;
    const res = await callback(t, 'wechat', await startFlow(t, 'wechat'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: MSG.common.banned, code: 'banned' });
  });

  it('refuses to create accounts while registration is closed, but lets known people in', async () => {
    const known = newWechatUser();
    wx.nextUser = known;
    await wechatLogin();
    await t.app.settings.write('general', {
      ...(await t.app.settings.general()),
      allow_registration: false,
    });
    try {
      wx.nextUser = newWechatUser();
      const res = await callback(t, 'wechat', await startFlow(t, 'wechat'));
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(MSG.auth.registrationClosed);
      wx.nextUser = known;
      await wechatLogin();
    } finally {
      await t.app.settings.write('general', {
        ...(await t.app.settings.general()),
        allow_registration: true,
      });
    }
  });
});

describe('state: single use, short-lived, bound to the browser', () => {
  it('refuses an unknown state', async () => {
    const flow = await startFlow(t, 'wechat');
    const res = await callback(t, 'wechat', { ...flow, state: 'x'.repeat(43) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(O.stateInvalid);
  });

  it('refuses a state used once already', async () => {
    const flow = await startFlow(t, 'wechat');
    expect((await callback(t, 'wechat', flow)).statusCode).toBe(200);
    const again = await callback(t, 'wechat', { ...flow, code: wx.issueCode(wx.nextUser) });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(O.stateInvalid);
  });

  it('lets exactly one of many simultaneous callbacks with the same state through', async () => {
    const flow = await startFlow(t, 'wechat');
    const codes = Array.from({ length: 8 }, () => wx.issueCode(wx.nextUser));
    const answers = await Promise.all(
      codes.map((code) => callback(t, 'wechat', { ...flow, code })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      200, 400, 400, 400, 400, 400, 400, 400,
    ]);
  });

  it('refuses an expired state', async () => {
    const flow = await startFlow(t, 'wechat');
    await t.database.db
      .update(oauthStates)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${oauthStates.consumedAt} IS NULL`);
    const res = await callback(t, 'wechat', flow);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(O.stateInvalid);
  });

  it('refuses a state started in another browser (or with no cookie), without spending it', async () => {
    const mine = await startFlow(t, 'wechat');
    const other = await startFlow(t, 'wechat');
    expect(other.cookie).not.toBe(mine.cookie);
    const stolen = await callback(t, 'wechat', { ...mine, cookie: other.cookie });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toBe(O.stateInvalid);
    expect((await callback(t, 'wechat', { ...mine, cookie: undefined })).statusCode).toBe(400);
    expect((await callback(t, 'wechat', mine)).statusCode).toBe(200);
  });

  it('keeps one browser secret across sign-ins started in two tabs', async () => {
    const a = await startFlow(t, 'wechat');
    const b = await startFlow(t, 'wechat', { cookie: a.cookie });
    expect(b.cookie).toBe(a.cookie);
    expect((await callback(t, 'wechat', a)).statusCode).toBe(200);
    expect((await callback(t, 'wechat', b)).statusCode).toBe(200);
  });

  it('stores only hashes of the state and the browser secret', async () => {
    const flow = await startFlow(t, 'wechat');
    const rows = await t.database.db.select().from(oauthStates);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(flow.state);
    expect(dump).not.toContain(flow.cookie.split('=')[1]);
  });

  it('limits how many sign-ins one address may start', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.socialLogin.authorizePerIp; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/oauth/authorize?provider=wechat',
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('WeChat errors', () => {
  it('refuses a code WeChat does not know (errcode 40029) with the spec message', async () => {
    const flow = await startFlow(t, 'wechat');
    const res = await callback(t, 'wechat', { ...flow, code: 'forged-code' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(loginFailed(O.codeRejected));
  });

  it.each([
    ['busy', 'errcode -1 with HTTP 200'],
    ['http500', 'HTTP 500'],
    ['html', 'an HTML page'],
    ['userinfo', 'an errcode from /sns/userinfo'],
  ] as const)(
    'answers 502 with "微信登录失败，请稍后再试" when WeChat gives %s (%s)',
    async (failure, _what) => {
      const flow = await startFlow(t, 'wechat');
      wx.failure = failure;
      const res = await callback(t, 'wechat', flow);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ error: oauthUnavailable('wechat'), code: 'unavailable' });
    },
  );

  it('answers 502 when the app secret is wrong (a configuration error, not the user’s)', async () => {
    await saveOAuthSettings(t, {
      wechat: { ...wechatSettings(wx), client_secret: 'wrong-secret' },
    });
    try {
      const res = await callback(t, 'wechat', await startFlow(t, 'wechat'));
      expect(res.statusCode).toBe(502);
    } finally {
      await saveOAuthSettings(t, { wechat: wechatSettings(wx) });
    }
  });

  it('answers 502 when WeChat cannot be reached', async () => {
    const gone = await startFakeWechat();
    await gone.close();
    await saveOAuthSettings(t, { wechat: { ...wechatSettings(wx), api_base: gone.baseUrl } });
    try {
      const res = await callback(t, 'wechat', await startFlow(t, 'wechat'));
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe(oauthUnavailable('wechat'));
    } finally {
      await saveOAuthSettings(t, { wechat: wechatSettings(wx) });
    }
  });
});

describe('binding WeChat to a signed-in account', () => {
  it('binds, then signs the same account in with WeChat; refuses the identity for anyone else', async () => {
    const owner = await createUser(t, 'bind_owner', 'free_member');
    const person = newWechatUser();
    wx.nextUser = person;
    const flow = await startFlow(t, 'wechat', { mode: 'bind', headers: owner.headers });
    const res = await callback(t, 'wechat', flow, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: owner.id,
      username: 'bind_owner',
      has_password: true,
      role_name: roleDisplayName('free_member'),
    });
    expect(res.json().data.oauth_instances).toEqual([
      { provider_type: 'wechat', provider_id: person.openid },
    ]);

    wx.nextUser = person;
    expect((await whoAmI(t, await wechatLogin())).id).toBe(owner.id);

    const other = await createUser(t, 'bind_other', 'free_member');
    wx.nextUser = person;
    const conflict = await callback(
      t,
      'wechat',
      await startFlow(t, 'wechat', { mode: 'bind', headers: other.headers }),
      other.headers,
    );
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toBe(bindFailed(O.boundToOther('微信')));

    // The owner binding the same WeChat again changes nothing; a second, different WeChat is refused.
    wx.nextUser = person;
    expect(
      (
        await callback(
          t,
          'wechat',
          await startFlow(t, 'wechat', { mode: 'bind', headers: owner.headers }),
          owner.headers,
        )
      ).statusCode,
    ).toBe(200);
    wx.nextUser = newWechatUser();
    const second = await callback(
      t,
      'wechat',
      await startFlow(t, 'wechat', { mode: 'bind', headers: owner.headers }),
      owner.headers,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(bindFailed(O.alreadyBound('微信')));
    const rows = await t.database.db
      .select()
      .from(oauthIdentities)
      .where(eq(oauthIdentities.userId, owner.id));
    expect(rows).toHaveLength(1);
  });

  it('binds exactly one of several different WeChat accounts bound at the same moment', async () => {
    const owner = await createUser(t, 'bind_race', 'free_member');
    const flows = [];
    for (let i = 0; i < 6; i++) {
      wx.nextUser = newWechatUser();
      flows.push(await startFlow(t, 'wechat', { mode: 'bind', headers: owner.headers }));
    }
    const answers = await Promise.all(
      flows.map((flow) => callback(t, 'wechat', flow, owner.headers)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await t.database.db
      .select()
      .from(oauthIdentities)
      .where(eq(oauthIdentities.userId, owner.id));
    expect(rows).toHaveLength(1);
  });

  it('needs a signed-in user, the same one who started it', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/oauth/authorize?provider=wechat&mode=bind',
      remoteAddress: freshIp(),
    });
    expect(start.statusCode).toBe(401);
    expect(start.json().error).toBe(O.bindNeedsLogin);

    const a = await createUser(t, 'bind_a', 'free_member');
    const b = await createUser(t, 'bind_b', 'free_member');
    const flow = await startFlow(t, 'wechat', { mode: 'bind', headers: a.headers });
    const asB = await callback(t, 'wechat', flow, b.headers);
    expect(asB.statusCode).toBe(403);
    expect(asB.json().error).toBe(O.bindOtherUser);
    const flow2 = await startFlow(t, 'wechat', { mode: 'bind', headers: a.headers });
    const anonymous = await callback(t, 'wechat', flow2);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(O.bindNeedsLogin);
  });

  it('unbinds when the account can still sign in otherwise, and refuses to strand a password-less one', async () => {
    const owner = await createUser(t, 'unbind_owner', 'free_member');
    await callback(
      t,
      'wechat',
      await startFlow(t, 'wechat', { mode: 'bind', headers: owner.headers }),
      owner.headers,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/unbind',
      headers: owner.headers,
      payload: { provider: 'wechat' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.oauth_instances).toEqual([]);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/unbind',
      headers: owner.headers,
      payload: { provider: 'wechat' },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe(O.notBound('微信'));

    const token = await wechatLogin();
    const stranded = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/unbind',
      headers: { authorization: `Bearer ${token}` },
      payload: { provider: 'wechat' },
    });
    expect(stranded.statusCode).toBe(400);
    expect(stranded.json().error).toBe(O.unbindLastMethod);
  });
});

describe('a disabled provider', () => {
  it('is not offered and refuses its routes cleanly, also when enabled but incomplete', async () => {
    const providers = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/oauth/providers' })).json();
    expect((await providers()).data).toEqual([{ provider: 'wechat', label: '微信' }]);
    expect(JSON.stringify(await providers())).not.toContain(wx.secret);

    const flow = await startFlow(t, 'wechat');
    await saveOAuthSettings(t, { wechat: { enabled: false } });
    try {
      expect((await providers()).data).toEqual([]);
      const start = await t.app.inject({
        method: 'GET',
        url: '/api/oauth/authorize?provider=wechat',
        remoteAddress: freshIp(),
      });
      expect(start.statusCode).toBe(403);
      expect(start.json().error).toBe(MSG.auth.wechatNotOpen);
      const back = await callback(t, 'wechat', flow);
      expect(back.statusCode).toBe(403);
      expect(back.json().error).toBe(MSG.auth.wechatNotOpen);
      // A document written before the back office checked completeness.
      await t.app.settings.write('oauth', {
        providers: { wechat: { ...wechatSettings(wx), client_secret: '' } },
      });
      expect((await providers()).data).toEqual([]);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/oauth/authorize?provider=wechat',
            remoteAddress: freshIp(),
          })
        ).statusCode,
      ).toBe(403);
    } finally {
      await t.app.settings.write('oauth', { providers: { wechat: wechatSettings(wx) } });
    }
  });

  it('refuses unknown providers and modes with zh-CN messages', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/oauth/authorize?provider=github',
      remoteAddress: freshIp(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(O.providerInvalid);
    const mode = await t.app.inject({
      method: 'GET',
      url: '/api/oauth/authorize?provider=wechat&mode=steal',
      remoteAddress: freshIp(),
    });
    expect(mode.json().error).toBe(O.modeInvalid);
    const cb = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/callback',
      payload: { provider: 'qq', code: 'x', state: 'y' },
    });
    expect(cb.statusCode).toBe(400);
    expect(cb.json().error).toBe(O.providerInvalid);
  });
});
