import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_OAUTH_SETTINGS,
  SECRET_MASK,
  SETTINGS_CATEGORIES,
  MSG,
} from '@yuexue/contract';
import { createTestApp, freshIp, ADMIN, type TestApp } from '../../../test/app.js';

const M = MSG.adminSettings;

let t: TestApp;
let admin: { authorization: string };

// No SMTP_URL: mail goes through the e-mail settings saved here (and to the capture server once they point at it).
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: '' });
  admin = await t.login(ADMIN.username, ADMIN.password);
});
afterAll(() => t.close());

const get = (category: string, headers: Record<string, string> = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/system/settings?category=${category}`,
    headers,
    remoteAddress: freshIp(),
  });
const save = (category: string, payload: object, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/system/settings?category=${category}`,
    headers: admin,
    payload,
    remoteAddress,
  });

const SECRETS = {
  smtp: 'smtp-Secret-1',
  google: 'google-Secret-2',
  wechat: 'wechat-Secret-3',
  apiv3: 'A'.repeat(31) + 'Z',
  cert: '-----BEGIN CERTIFICATE-----\nMIIB-cert-text\n-----END CERTIFICATE-----',
  key: '-----BEGIN PRIVATE KEY-----\nMIIE-private\n-----END PRIVATE KEY-----',
};

describe('GET /api/admin/system/settings', () => {
  it.each(SETTINGS_CATEGORIES)('loads %s with defaults filled in', async (category) => {
    const res = await get(category);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(true);
    if (category === 'general')
      expect(res.json().data).toMatchObject({
        site_name: DEFAULT_GENERAL_SETTINGS.site_name,
        maintenance_mode: false,
        allow_registration: true,
      });
    if (category === 'email')
      expect(res.json().data).toMatchObject({ port: 587, protocol: true, password: '' });
    if (category === 'oauth') expect(res.json().data).toEqual(DEFAULT_OAUTH_SETTINGS);
    if (category === 'security')
      expect(res.json().data).toEqual({ blacklist_ips: [], whitelist_ips: [] });
    if (category === 'use_limit')
      expect(res.json().data.roles.map((r: { role_code: string }) => r.role_code)).toContain(
        'guest',
      );
  });

  it('refuses an unknown category, and non-administrators', async () => {
    const bad = await get('other');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(M.categoryInvalid);
    expect((await get('email', {})).statusCode).toBe(401);
  });
});

describe('secrets', () => {
  it('never returns a stored secret, and keeps it when the mask is sent back', async () => {
    const saves = [
      save('email', {
        host: '127.0.0.1',
        port: t.smtp.port,
        protocol: false,
        username: 'mailer',
        password: SECRETS.smtp,
        from: 'noreply@yuexue.example',
      }),
      save('oauth', {
        providers: {
          google: {
            enabled: true,
            client_id: 'g-id',
            client_secret: SECRETS.google,
            redirect_uri: 'https://yuexue.example/auth/google',
          },
          wechat: {
            enabled: true,
            client_id: 'wx-id',
            client_secret: SECRETS.wechat,
            redirect_uri: 'https://yuexue.example/auth/wechat',
          },
        },
      }),
      save('payment', {
        enabled: true,
        app_id: 'wxapp',
        mch_id: '1900000001',
        apiv3_key: SECRETS.apiv3,
        serial_no: 'SERIAL',
        wechatcertificate: SECRETS.cert,
        private_key: SECRETS.key,
      }),
    ];
    const bodies: string[] = [];
    for (const res of await Promise.all(saves)) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: true, reason: M.saved });
      bodies.push(res.body);
    }
    for (const category of SETTINGS_CATEGORIES) bodies.push((await get(category)).body);
    bodies.push(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/system/settings?category=general',
          remoteAddress: freshIp(),
        })
      ).body,
    );
    for (const body of bodies)
      for (const secret of Object.values(SECRETS)) expect(body).not.toContain(secret.slice(5, 20));

    const email = (await get('email')).json().data;
    expect(email.password).toBe(SECRET_MASK);
    const payment = (await get('payment')).json().data;
    expect(payment).toMatchObject({
      apiv3_key: SECRET_MASK,
      wechatcertificate: SECRET_MASK,
      private_key: SECRET_MASK,
      mch_id: '1900000001',
    });

    // Round trip: the screen sends back what it loaded (masks included) with one field changed.
    expect((await save('email', { ...email, from: 'hello@yuexue.example' })).statusCode).toBe(200);
    expect((await save('payment', { ...payment, serial_no: 'SERIAL2' })).statusCode).toBe(200);
    const oauth = (await get('oauth')).json().data;
    expect(oauth.providers.google.client_secret).toBe(SECRET_MASK);
    expect((await save('oauth', oauth)).statusCode).toBe(200);
    const stored = {
      email: await t.app.settings.raw('email'),
      payment: await t.app.settings.raw('payment'),
      oauth: await t.app.settings.raw('oauth'),
    };
    expect(stored.email).toMatchObject({ password: SECRETS.smtp, from: 'hello@yuexue.example' });
    expect(stored.payment).toMatchObject({
      apiv3_key: SECRETS.apiv3,
      wechatcertificate: SECRETS.cert,
      private_key: SECRETS.key,
      serial_no: 'SERIAL2',
    });
    expect(stored.oauth).toMatchObject({
      providers: {
        google: { client_secret: SECRETS.google },
        wechat: { client_secret: SECRETS.wechat },
      },
    });

    // A new value replaces the secret; an empty one clears it.
    await save('email', { ...email, password: 'changed-password' });
    expect(await t.app.settings.raw('email')).toMatchObject({ password: 'changed-password' });
  });

  it('sends the test e-mail through the e-mail settings just saved', async () => {
    await save('email', {
      host: '127.0.0.1',
      port: t.smtp.port,
      protocol: false,
      username: '',
      password: '',
      from: 'noreply@yuexue.example',
    });
    const before = t.smtp.messages.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/system/settings/test-email',
      headers: admin,
      payload: { to: 'ops@yuexue.example' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      via: 'smtp',
      message: M.testEmailSent('ops@yuexue.example'),
    });
    expect(t.smtp.messages.slice(before).map((m) => m.to)).toEqual([['ops@yuexue.example']]);
    expect(t.smtp.messages.at(-1)!.subject).toContain('测试邮件');

    // Pointing the settings at a closed port makes the very next mail fail with a clear reason.
    await save('email', { host: '127.0.0.1', port: 1, protocol: false });
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/system/settings/test-email',
      headers: admin,
      payload: { to: 'ops@yuexue.example' },
      remoteAddress: freshIp(),
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toMatch(/^测试邮件发送失败：/);
  });
});

describe('validation', () => {
  it.each([
    ['general', { site_name: '' }, M.siteNameRequired],
    ['general', { contact_email: 'not-an-email' }, M.emailInvalid('联系邮箱')],
    [
      'general',
      { site_favicon: 'javascript:alert(1)' },
      '网站图标必须以 http://、https:// 或 / 开头',
    ],
    ['general', { maintenance_mode: 'yes' }, '维护模式必须是开关值'],
    ['email', { port: 70000 }, M.portInvalid],
    ['email', { port: 'abc' }, M.portInvalid],
    [
      'email',
      { white_list: { enabled: true, custom: 'qq.com, not a suffix' } },
      M.suffixInvalid('not'),
    ],
    [
      'oauth',
      {
        providers: {
          google: { enabled: true, client_id: '', client_secret: '', redirect_uri: '' },
        },
      },
      M.providerIncomplete('Google 账号登录'),
    ],
    ['oauth', { providers: { wechat: { redirect_uri: 'javascript:x' } } }, M.redirectInvalid],
    ['payment', { apiv3_key: 'short' }, M.apiv3KeyLength],
    [
      'security',
      { blacklist_ips: ['1.2.3.4', '999.1.1.1'] },
      '「999.1.1.1」不是有效的 IPv4/IPv6 地址或 CIDR 网段',
    ],
    ['security', { whitelist_ips: ['10.0.0.0/33'] }, '「10.0.0.0/33」的网段前缀应为 0 到 32'],
  ])('%s %j → %s', async (category, body, message) => {
    const res = await save(category, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, error: message, reason: message });
  });

  it('cleans the e-mail suffix whitelist into one list', async () => {
    const res = await save('email', {
      white_list: { enabled: true, custom: ' @QQ.com，163.com;qq.com ' },
    });
    expect(res.json().data.white_list).toEqual({
      enabled: true,
      custom: 'qq.com, 163.com',
      white_list: ['qq.com', '163.com'],
    });
    // The comma list is the whole list: a suffix taken out of it is gone.
    const fewer = await save('email', { white_list: { enabled: true, custom: '163.com' } });
    expect(fewer.json().data.white_list).toEqual({
      enabled: true,
      custom: '163.com',
      white_list: ['163.com'],
    });
    const byArray = await save('email', { white_list: { white_list: ['@Foxmail.com'] } });
    expect(byArray.json().data.white_list).toEqual({
      enabled: true,
      custom: 'foxmail.com',
      white_list: ['foxmail.com'],
    });
  });

  it('drops empty and duplicate IP entries, keeps IPv6 and CIDR, and refuses blacklisting the admin', async () => {
    const res = await save('security', {
      blacklist_ips: ['203.0.113.7', ' ', '203.0.113.7', '2001:db8::/32', '198.51.100.0/24'],
      whitelist_ips: ['', '::1'],
    });
    expect(res.json().data).toEqual({
      blacklist_ips: ['203.0.113.7', '2001:db8::/32', '198.51.100.0/24'],
      whitelist_ips: ['::1'],
    });
    const self = await save('security', { blacklist_ips: ['192.0.2.0/24'] }, '192.0.2.55');
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe(M.ipSelfBlock('192.0.2.55'));
    // Whitelisted as well: allowed (the whitelist wins).
    expect(
      (
        await save(
          'security',
          { blacklist_ips: ['192.0.2.0/24'], whitelist_ips: ['192.0.2.55'] },
          '192.0.2.55',
        )
      ).statusCode,
    ).toBe(200);
    await save('security', { blacklist_ips: [], whitelist_ips: [] });
  });

  it('blocks a blacklisted address on the next request', async () => {
    await save('security', { blacklist_ips: ['198.18.0.0/15'] });
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/system/settings?category=general',
      remoteAddress: '198.18.4.4',
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('ip_blocked');
    await save('security', { blacklist_ips: [] });
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/system/settings?category=general',
      remoteAddress: '198.18.4.4',
    });
    expect(open.statusCode).toBe(200);
  });

  it('general settings reach the public settings and the registration switch at once', async () => {
    const res = await save('general', {
      site_name: '粤学测试站',
      allow_registration: false,
      homepage_qr_desc1: '新的说明',
    });
    expect(res.statusCode).toBe(200);
    const pub = (
      await t.app.inject({
        method: 'GET',
        url: '/api/system/settings?category=general',
        remoteAddress: freshIp(),
      })
    ).json().data;
    expect(pub).toMatchObject({
      site_name: '粤学测试站',
      allow_registration: false,
      homepage_qr_desc1: '新的说明',
      site_favicon: DEFAULT_GENERAL_SETTINGS.site_favicon,
    });
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'newbie',
        email: 'newbie@yuexue.example',
        password: 'secret-123',
        code: '123456',
      },
      remoteAddress: freshIp(),
    });
    expect(reg.statusCode).toBe(403);
    expect(reg.json().code).toBe('registration_closed');
    await save('general', {
      site_name: DEFAULT_GENERAL_SETTINGS.site_name,
      allow_registration: true,
    });
  });
});

describe('roles (use-limit cards)', () => {
  const limits = {
    daily_translate_limit: 2,
    daily_phonetic_limit: 5,
    daily_translate_chars_limit: 100,
    daily_phonetic_chars_limit: 100,
    daily_translate_total_chars: -1,
    daily_phonetic_total_chars: -1,
    article_preview_chars_limit: 200,
    can_comment: false,
  };

  it('lists roles and saves limits, ignoring name and code, and the next translation obeys them', async () => {
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/role/list',
        headers: admin,
        remoteAddress: freshIp(),
      })
    ).json().data;
    const guest = list.find((r: { role_code: string }) => r.role_code === 'guest');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/role/update/${guest.id}`,
      headers: admin,
      payload: { ...limits, role_name: '改名', role_code: 'admin' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ...limits,
      role_name: guest.role_name,
      role_code: 'guest',
    });

    const ip = freshIp();
    const translate = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/translate',
        payload: { text: '你好' },
        remoteAddress: ip,
      });
    expect((await translate()).statusCode).toBe(200);
    expect((await translate()).statusCode).toBe(200);
    const third = await translate();
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('daily_limit_reached');

    // Raising the limit lets the same guest go on at once.
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/role/update/${guest.id}`,
      headers: admin,
      payload: { ...limits, daily_translate_limit: 3 },
      remoteAddress: freshIp(),
    });
    expect((await translate()).statusCode).toBe(200);
  });

  it.each([
    [{ daily_translate_limit: -2 }, '每日翻译次数必须是不小于 -1 的整数（-1 不限，0 禁止）'],
    [{ daily_phonetic_limit: 1.5 }, '每日注音次数必须是不小于 -1 的整数（-1 不限，0 禁止）'],
    [
      { article_preview_chars_limit: 'many' },
      '文章试读字数必须是不小于 -1 的整数（-1 不限，0 禁止）',
    ],
    [{ can_comment: 'yes' }, '允许评论必须是开关值'],
  ])('refuses %j', async (change, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/role/update/1',
      headers: admin,
      payload: { ...limits, ...change },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('answers 404 for an unknown role and saves all cards through the use_limit category', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/role/update/9999',
      headers: admin,
      payload: limits,
      remoteAddress: freshIp(),
    });
    expect(missing.statusCode).toBe(404);
    const roles = (await get('use_limit')).json().data.roles as { id: number; role_code: string }[];
    const free = roles.find((r) => r.role_code === 'free_member')!;
    const res = await save('use_limit', {
      roles: [{ ...free, ...limits, daily_phonetic_limit: 7 }],
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().data.roles.find((r: { id: number }) => r.id === free.id).daily_phonetic_limit,
    ).toBe(7);
  });
});
