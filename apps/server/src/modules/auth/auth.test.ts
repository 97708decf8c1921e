import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS, MSG } from '@yuexue/contract';
import { createTestApp, freshIp, ADMIN, type TestApp } from '../../../test/app.js';
import { users, verificationCodes } from '../../db/schema/index.js';

const A = MSG.auth;
let t: TestApp;

beforeAll(async () => {
  // Behind a proxy, as deployed: the client address comes from X-Forwarded-For (login throttling reads it).
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
});

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  ip = freshIp(),
) => t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });

async function registerUser(username: string, email: string, password = 'secret123') {
  const ip = freshIp();
  const sent = await post('/api/verify', { email }, {}, ip);
  expect(sent.statusCode).toBe(200);
  const code = await t.smtp.codeFor(email);
  const res = await post('/api/register', { username, email, password, code }, {}, ip);
  expect(res.statusCode, res.body).toBe(201);
  return { authorization: `Bearer ${res.json().token as string}` };
}

describe('validation of public-site §5 (400 with the zh-CN message)', () => {
  const cases: Array<[string, string, unknown, string]> = [
    ['login without username', '/api/login', { password: 'x' }, A.loginRequired],
    ['login without password', '/api/login', { username: 'x' }, A.loginRequired],
    ['login blank username', '/api/login', { username: '  ', password: 'x' }, A.loginRequired],
    [
      'register without username',
      '/api/register',
      { email: 'a@b.cn', password: 'secret1', code: '123456' },
      A.usernameRequired,
    ],
    [
      'register short username',
      '/api/register',
      { username: 'a', email: 'a@b.cn', password: 'secret1', code: '123456' },
      A.usernameLength,
    ],
    [
      'register long username',
      '/api/register',
      { username: 'a'.repeat(25), email: 'a@b.cn', password: 'secret1', code: '123456' },
      A.usernameLength,
    ],
    [
      'register without email',
      '/api/register',
      { username: 'abc', password: 'secret1', code: '123456' },
      A.emailRequired,
    ],
    [
      'register bad email',
      '/api/register',
      { username: 'abc', email: 'not-an-email', password: 'secret1', code: '123456' },
      A.emailInvalid,
    ],
    [
      'register without password',
      '/api/register',
      { username: 'abc', email: 'a@b.cn', code: '123456' },
      A.passwordRequired,
    ],
    [
      'register short password',
      '/api/register',
      { username: 'abc', email: 'a@b.cn', password: '12345', code: '123456' },
      A.passwordMin,
    ],
    [
      'register without code',
      '/api/register',
      { username: 'abc', email: 'a@b.cn', password: 'secret1' },
      A.codeRequired,
    ],
    ['reset without email', '/api/reset', { code: '123456', password: 'secret1' }, A.emailRequired],
    [
      'reset bad email',
      '/api/reset',
      { email: 'x@y', code: '123456', password: 'secret1' },
      A.emailInvalid,
    ],
    [
      'reset short password',
      '/api/reset',
      { email: 'a@b.cn', code: '123456', password: '123' },
      A.passwordMin,
    ],
    ['reset without code', '/api/reset', { email: 'a@b.cn', password: 'secret1' }, A.codeRequired],
    ['verify without email', '/api/verify', {}, A.emailRequired],
  ];
  it.each(cases)('%s', async (_name, url, body, message) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, error: message });
  });

  it('never answers 500 to malformed bodies', async () => {
    const bodies = [
      '',
      'null',
      '[]',
      '{"username":',
      '"str"',
      '{"username":{"$gt":""},"password":[1]}',
      '{"email":123,"checkout":"yes"}',
      'x'.repeat(2_000_000),
    ];
    for (const url of [
      '/api/login',
      '/api/register',
      '/api/reset',
      '/api/verify',
      '/api/user/update',
    ]) {
      for (const payload of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
          remoteAddress: freshIp(),
        });
        expect(res.statusCode, `${url} ${payload.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json().status).toBe(false);
        expect(res.json().error).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });
});

describe('register → userinfo → logout → login → reset', () => {
  it('runs the whole account journey with the code delivered by SMTP', async () => {
    const auth = await registerUser('小明', 'xiaoming@example.com');
    const me = await t.app.inject({ url: '/api/userinfo', headers: auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      username: '小明',
      email: 'xiaoming@example.com',
      role_code: 'free_member',
      is_admin: false,
      oauth_instances: [],
    });

    const out = await post('/api/logout', {}, auth);
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/userinfo', headers: auth })).statusCode).toBe(401);

    const byEmail = await post('/api/login', {
      username: 'XiaoMing@Example.com',
      password: 'secret123',
    });
    expect(byEmail.statusCode).toBe(200);
    const oldAuth = { authorization: `Bearer ${byEmail.json().token as string}` };

    const ip = freshIp();
    expect(
      (await post('/api/verify', { email: 'xiaoming@example.com', purpose: 'reset' }, {}, ip))
        .statusCode,
    ).toBe(200);
    const code = await t.smtp.codeFor('xiaoming@example.com');
    const reset = await post(
      '/api/reset',
      { email: 'xiaoming@example.com', code, password: 'newpass456' },
      {},
      ip,
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(A.resetSuccess);
    // The password change revokes every earlier token at once.
    expect((await t.app.inject({ url: '/api/userinfo', headers: oldAuth })).statusCode).toBe(401);
    expect((await post('/api/login', { username: '小明', password: 'secret123' })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/login', { username: '小明', password: 'newpass456' })).statusCode,
    ).toBe(200);
    // Single use: the same code does not work twice.
    const again = await post('/api/reset', {
      email: 'xiaoming@example.com',
      code,
      password: 'another789',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(A.resetFailed);
  });

  it('refuses duplicate usernames and e-mails', async () => {
    await registerUser('dupe', 'dupe@example.com');
    const ip = freshIp();
    await post('/api/verify', { email: 'other@example.com' }, {}, ip);
    const code = await t.smtp.codeFor('other@example.com');
    const res = await post(
      '/api/register',
      { username: 'DUPE', email: 'other@example.com', password: 'secret123', code },
      {},
      ip,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(A.usernameTaken);
  });
});

describe('verification codes', () => {
  it('answers reset the same for unknown addresses and sends nothing', async () => {
    const before = t.smtp.messages.length;
    const res = await post('/api/verify', { email: 'nobody@example.com', purpose: 'reset' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: A.codeSent });
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.messages.length).toBe(before);
  });

  // Issue 27: a signed-in user could have a bind code mailed to another user's address.
  it('sends a bind code only to an address no account holds, answering the same either way', async () => {
    await registerUser('holder', 'holder@example.com');
    const asker = await registerUser('asker', 'asker@example.com');
    const before = t.smtp.messages.length;
    const taken = await post(
      '/api/verify',
      { email: 'holder@example.com', purpose: 'bind' },
      asker,
    );
    const free = await post(
      '/api/verify',
      { email: 'nobody-yet@example.com', purpose: 'bind' },
      asker,
    );
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(free.json());
    await t.smtp.codeFor('nobody-yet@example.com');
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.messages.slice(before).map((m) => m.to.join(','))).toEqual([
      'nobody-yet@example.com',
    ]);
    // The taken address is throttled like any other: a second ask within 60 s waits, the same as a free one.
    const again = await post(
      '/api/verify',
      { email: 'holder@example.com', purpose: 'bind' },
      asker,
    );
    expect(again.statusCode).toBe(429);
  });

  it('allows one send per address per 60 s', async () => {
    expect((await post('/api/verify', { email: 'wait@example.com' })).statusCode).toBe(200);
    const second = await post('/api/verify', { email: 'wait@example.com' });
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toMatch(/秒后再试/);
  });

  it('locks a code after 5 wrong tries', async () => {
    const ip = freshIp();
    await post('/api/verify', { email: 'tries@example.com' }, {}, ip);
    const code = await t.smtp.codeFor('tries@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await post(
        '/api/register',
        { username: `tries${i}`, email: 'tries@example.com', password: 'secret123', code: wrong },
        {},
        ip,
      );
      expect(r.statusCode).toBe(400);
    }
    const right = await post(
      '/api/register',
      { username: 'tries', email: 'tries@example.com', password: 'secret123', code },
      {},
      ip,
    );
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toBe(A.codeTooManyTries);
  });

  it('counts exactly 5 of 200 parallel wrong tries, and the right code is refused after them', async () => {
    await post('/api/verify', { email: 'race@example.com' });
    const code = await t.smtp.codeFor('race@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post('/api/register', {
          username: `race${i}`,
          email: 'race@example.com',
          password: 'secret123',
          code: wrong,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(200).fill(400));
    const errors = answers.map((r) => r.json().error as string);
    expect(errors.filter((e) => e === A.registerCodeFailed)).toHaveLength(5);
    expect(errors.filter((e) => e === A.codeTooManyTries)).toHaveLength(195);
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, 'race@example.com'));
    expect(row!.attempts).toBe(5);
    const right = await post('/api/register', {
      username: 'race',
      email: 'race@example.com',
      password: 'secret123',
      code,
    });
    expect(right.json().error).toBe(A.codeTooManyTries);
  });

  it('lets exactly one of 200 parallel registrations with the right code through', async () => {
    await post('/api/verify', { email: 'once@example.com' });
    const code = await t.smtp.codeFor('once@example.com');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post('/api/register', {
          username: `once${i}`,
          email: 'once@example.com',
          password: 'secret123',
          code,
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'once@example.com')),
    ).toHaveLength(1);
  });

  it('expires codes after 10 minutes', async () => {
    const ip = freshIp();
    await post('/api/verify', { email: 'late@example.com' }, {}, ip);
    const code = await t.smtp.codeFor('late@example.com');
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.email, 'late@example.com'));
    const res = await post(
      '/api/register',
      { username: 'late', email: 'late@example.com', password: 'secret123', code },
      {},
      ip,
    );
    expect(res.statusCode).toBe(400);
  });

  it('caps sends per IP', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push(
        (await post('/api/verify', { email: `cap${i}@example.com` }, {}, ip)).statusCode,
      );
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('binds an e-mail to a signed-in account with a bind code', async () => {
    const auth = await registerUser('binder', 'binder@example.com');
    const ip = freshIp();
    const noLogin = await post(
      '/api/verify',
      { email: 'new-binder@example.com', checkout: true },
      {},
      ip,
    );
    expect(noLogin.statusCode).toBe(401);
    expect(
      (await post('/api/verify', { email: 'new-binder@example.com', checkout: true }, auth, ip))
        .statusCode,
    ).toBe(200);
    const code = await t.smtp.codeFor('new-binder@example.com');
    const res = await post('/api/user/update', { email: 'new-binder@example.com', code }, auth, ip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.email).toBe('new-binder@example.com');
  });
});

describe('login throttling, bans and registration policy', () => {
  // Issue 27: ten wrong passwords for the admin from ten addresses locked the admin out everywhere.
  it('does not let failures from other addresses stop the right password from a fresh address', async () => {
    const attackers = Array.from({ length: 10 }, () => freshIp());
    for (const ip of attackers) {
      const res = await post(
        '/api/login',
        { username: ADMIN.username, password: 'wrong-pass' },
        {},
        ip,
      );
      expect(res.statusCode).toBe(401);
    }
    const mine = await post('/api/login', { username: ADMIN.username, password: ADMIN.password });
    expect(mine.statusCode, mine.body).toBe(200);
    // The account is under attack: an address that already failed on it waits (slower backoff).
    const again = await post(
      '/api/login',
      { username: ADMIN.username, password: 'wrong-again' },
      {},
      attackers[0],
    );
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toBe(A.loginThrottled);
    // ... and through a proxy (TRUST_PROXY), the address is the client's from X-Forwarded-For.
    const proxied = await post(
      '/api/login',
      { username: ADMIN.username, password: ADMIN.password },
      { 'x-forwarded-for': freshIp() },
      attackers[0],
    );
    expect(proxied.statusCode).toBe(200);
  });

  it('throttles an (account, address) after 5 failures by the account, whether the name or the e-mail is typed', async () => {
    await registerUser('target', 'target@example.com');
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/api/login', { username: 'target', password: `wrong${i}` }, {}, ip))
          .statusCode,
      ).toBe(401);
    for (let i = 0; i < 2; i++)
      expect(
        (
          await post(
            '/api/login',
            { username: 'TARGET@example.com', password: `wrong${i}` },
            {},
            ip,
          )
        ).statusCode,
      ).toBe(401);
    const res = await post('/api/login', { username: 'target', password: 'secret123' }, {}, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(A.loginThrottled);
    expect(
      (await post('/api/login', { username: 'target@example.com', password: 'secret123' }, {}, ip))
        .statusCode,
    ).toBe(429);
    expect(
      (await post('/api/login', { username: 'target', password: 'secret123' })).statusCode,
    ).toBe(200);
  });

  it('counts parallel tries atomically: exactly 5 of 20 wrong passwords from one address are checked', async () => {
    await registerUser('target2', 'target2@example.com');
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/login', { username: 'target2', password: `wrong${i}` }, {}, ip),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LIMITS.login.maxFailuresPerAccountAndIp);
    expect(codes.filter((c) => c === 429)).toHaveLength(
      20 - LIMITS.login.maxFailuresPerAccountAndIp,
    );
  });

  it('caps failures per address across accounts, and a success does not use up the cap', async () => {
    const ip = freshIp();
    const names = Array.from({ length: LIMITS.login.maxFailuresPerIp - 1 }, (_, i) => `nobody${i}`);
    const answers = await Promise.all(
      names.map((username) => post('/api/login', { username, password: 'whatever1' }, {}, ip)),
    );
    expect(answers.every((r) => r.statusCode === 401)).toBe(true);
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/api/login', { username: ADMIN.username, password: ADMIN.password }, {}, ip))
          .statusCode,
      ).toBe(200);
    expect(
      (await post('/api/login', { username: 'nobody-last', password: 'whatever1' }, {}, ip))
        .statusCode,
    ).toBe(401);
    const over = await post(
      '/api/login',
      { username: ADMIN.username, password: ADMIN.password },
      {},
      ip,
    );
    expect(over.statusCode).toBe(429);
  });

  it('gives the same answer for unknown users and wrong passwords', async () => {
    const a = await post('/api/login', { username: 'ghost-user', password: 'whatever1' });
    const b = await post('/api/login', { username: ADMIN.username, password: 'wrong-pass' });
    expect(a.statusCode).toBe(401);
    expect(a.json().error).toBe(b.json().error);
  });

  it('refuses a banned user at once, on an open session and at login', async () => {
    const auth = await registerUser('banned1', 'banned1@example.com');
    await t.database.db.update(users).set({ isBanned: true }).where(eq(users.username, 'banned1'));
    const me = await t.app.inject({ url: '/api/userinfo', headers: auth });
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({ error: MSG.common.banned, code: 'banned' });
    const login = await post('/api/login', { username: 'banned1', password: 'secret123' });
    expect(login.statusCode).toBe(403);
  });

  it('honours allow_registration and the e-mail suffix whitelist', async () => {
    const general = await t.app.settings.general();
    await t.app.settings.write('general', { ...general, allow_registration: false });
    const closed = await post('/api/verify', { email: 'closed@example.com' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({
      error: A.registrationClosed,
      code: 'registration_closed',
    });
    await t.app.settings.write('general', { ...general, allow_registration: true });

    const email = await t.app.settings.email();
    await t.app.settings.write('email', {
      ...email,
      white_list: { enabled: true, custom: 'qq.com, 163.com', white_list: [] },
    });
    const refused = await post('/api/verify', { email: 'someone@gmail.com' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(A.emailNotAllowed);
    expect((await post('/api/verify', { email: 'someone@qq.com' })).statusCode).toBe(200);
    await t.app.settings.write('email', email);
  });

  it('rejects forged, expired and alg-none tokens', async () => {
    const good = (await t.login(ADMIN.username, ADMIN.password)).authorization.slice(7);
    const [h, p] = good.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    for (const token of [`${h}.${p}.AAAA`, none, 'garbage', `${good}x`]) {
      const res = await t.app.inject({
        url: '/api/userinfo',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(MSG.common.unauthorized);
    }
  });
});

describe('system routes', () => {
  it('answers JSON 404 for unknown API paths and reports health', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, code: 'not_found' });
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().data.database).toMatch(/pglite|postgres/);
    expect(health.headers['x-request-id']).toBeTruthy();
    // API answers carry the REST set (nothing may load or frame them); the docs page the page set.
    expect(health.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['strict-transport-security']).toContain('max-age=');
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('documents every API route in OpenAPI', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/login',
      '/api/register',
      '/api/verify',
      '/api/reset',
      '/api/userinfo',
      '/api/user/update',
      '/api/logout',
      '/api/menu/list',
      '/api/system/settings',
      '/api/health',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('serves only public general settings and visible menus', async () => {
    const s = await t.app.inject({ url: '/api/system/settings?category=general' });
    expect(s.statusCode).toBe(200);
    expect(s.json().data.site_name).toBe('粤学');
    expect((await t.app.inject({ url: '/api/system/settings?category=email' })).statusCode).toBe(
      403,
    );
    const m = await t.app.inject({ url: '/api/menu/list?position=navbar' });
    const items = m.json().data as Array<{ sort_order: number; position: string }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.position === 'navbar')).toBe(true);
    expect(items.map((i) => i.sort_order)).toEqual(
      [...items.map((i) => i.sort_order)].sort((a, b) => a - b),
    );
  });
});
