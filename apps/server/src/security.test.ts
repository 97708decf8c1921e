import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { SignJWT } from 'jose';
import { createTestApp, freshIp, ADMIN, type TestApp } from '../test/app.js';

/**
 * Hostile protocols (issue 12): oversized and deeply nested JSON, invalid UTF-8, forged and expired
 * tokens; and no secret from the settings in any API response or log line, for every route.
 */
const SECRETS = {
  smtp: 'smtp-SECRET-pa55word-9f3a',
  client: 'oauth-SECRET-client-7c1d',
  apiv3: 'apiv3SECRETkey0123456789abcdefAB',
  cert: '-----BEGIN PRIVATE KEY-----SECRETCERT',
};
const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logLines.push(chunk.toString());
      cb();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: stream });
  const email = await t.app.settings.email();
  await t.app.settings.write('email', {
    ...email,
    host: '127.0.0.1',
    port: 1,
    username: 'mailer',
    password: SECRETS.smtp,
    from: 'noreply@example.com',
  });
  await t.app.settings.write('oauth', {
    providers: {
      wechat: {
        enabled: true,
        client_id: 'wx-id',
        client_secret: SECRETS.client,
        redirect_uri: 'http://localhost/auth/wechat',
      },
      google: {
        enabled: true,
        client_id: 'g-id',
        client_secret: SECRETS.client,
        redirect_uri: 'http://localhost/auth/google',
      },
    },
  });
  await t.app.settings.write('payment', {
    wechat: {
      enabled: false,
      app_id: 'wxapp',
      mch_id: '1900000001',
      apiv3_key: SECRETS.apiv3,
      serial_no: 'ABC',
      wechatcertificate: SECRETS.cert,
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('hostile requests', () => {
  it('refuses an oversized body with 413 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: false, code: 'payload_too_large' });
  });

  it('refuses deeply nested JSON cleanly', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    for (const payload of [deep, `{"username":${deep},"password":"x"}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().status).toBe(false);
    }
  });

  it('refuses invalid UTF-8 and wrong content types', async () => {
    const bad = Buffer.concat([
      Buffer.from('{"text":"'),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
      Buffer.from('"}'),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/phonetics',
      headers: { 'content-type': 'application/json' },
      payload: bad,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode === 200) {
      // Replacement characters are harmless text; the answer must still be well-formed.
      expect(res.json().status).toBe(true);
    } else {
      expect(res.json().status).toBe(false);
    }
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
      remoteAddress: freshIp(),
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('unsupported_media_type');
  });

  it('refuses NUL characters in bodies, queries and paths with a 400', async () => {
    const admin = await t.login(ADMIN.username, ADMIN.password);
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/phonetics',
      payload: { text: '你\u0000好' },
      remoteAddress: freshIp(),
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().error).toBe('内容包含无效字符');
    const query = await t.app.inject({
      url: '/api/users/subscription?search=a%00b',
      headers: admin,
    });
    expect(query.statusCode).toBe(400);
  });

  it('refuses expired, foreign-key and alg-none tokens', async () => {
    const { jwt_secret } = await t.app.settings.internal();
    const sid = 'no-such-session';
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(1_000_000)
      .setExpirationTime(1_000_100)
      .sign(new TextEncoder().encode(jwt_secret));
    const foreign = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret'));
    const noneAlg = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1","sid":"x"}').toString('base64url')}.`;
    const hs512 = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(jwt_secret));
    for (const token of [expired, foreign, noneAlg, hs512]) {
      const res = await t.app.inject({
        url: '/api/userinfo',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('secrets never leave the server', () => {
  it('appear in no API response and no log line, on any route, as admin', async () => {
    const admin = await t.login(ADMIN.username, ADMIN.password);
    const bodies: string[] = [];
    const categories = ['general', 'email', 'oauth', 'payment', 'security', 'use_limit'];
    for (const route of t.app.routeCatalog) {
      const urls = route.url.includes('settings')
        ? categories.map((c) => `${route.url}?category=${c}`)
        : [route.url.replace(/:(\w+)/g, '1')];
      for (const url of urls) {
        const isBody = route.method !== 'GET' && route.method !== 'DELETE';
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...admin, ...(isBody ? { 'content-type': 'application/json' } : {}) },
          payload: isBody ? '{}' : undefined,
          remoteAddress: freshIp(),
        });
        bodies.push(
          `${route.method} ${url} ${res.statusCode} ${JSON.stringify(res.headers)} ${res.body}`,
        );
        if (route.url === '/api/logout')
          Object.assign(admin, await t.login(ADMIN.username, ADMIN.password));
      }
    }
    // A mail send attempt with the SMTP secret configured (fails to connect; the error is logged).
    await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      payload: { email: 'leak@example.com' },
      remoteAddress: freshIp(),
    });
    const haystack = [...bodies, ...logLines];
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of Object.values(SECRETS)) {
      const hits = haystack.filter((h) => h.includes(secret)).map((h) => h.slice(0, 160));
      expect(hits, `secret ${secret.slice(0, 8)}…`).toEqual([]);
    }
  }, 120_000);
});
