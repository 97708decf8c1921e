import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG, phoneticsResponse, translateResponse } from '@yuexue/contract';
import { createTestApp, freshIp, ADMIN, type TestApp } from '../../../test/app.js';
import { phoneticRecords, roles, users } from '../../db/schema/index.js';
import { bumpLanguageVersion } from '../language/repo.js';
import { hashPassword } from '../../lib/password.js';
import { nextShanghaiMidnight, shanghaiDay } from '../../lib/shanghai-day.js';
import { createUsageRepo } from './repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function setRole(code: string, values: Partial<typeof roles.$inferInsert>) {
  await t.database.db.update(roles).set(values).where(eq(roles.roleCode, code));
}

async function makeUser(
  username: string,
  roleCode: string,
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const [role] = await t.database.db.select().from(roles).where(eq(roles.roleCode, roleCode));
  await t.database.db.insert(users).values({
    username,
    passwordHash: await hashPassword('secret123'),
    roleId: role!.id,
    ...extra,
  });
  return t.login(username, 'secret123');
}

const phonetics = (
  text: string,
  ip: string,
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/phonetics',
    payload: { text, ...extra },
    remoteAddress: ip,
    headers,
  });

describe('Beijing-time day', () => {
  it('rolls over at 00:00 Asia/Shanghai, not UTC', () => {
    expect(shanghaiDay(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(shanghaiDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    // The day is remembered between calls; a clock set back still gets its own day.
    expect(shanghaiDay(new Date('2026-03-02T15:59:59.999Z'))).toBe('2026-03-02');
    expect(shanghaiDay(new Date('2026-03-01T15:59:59.999Z'))).toBe('2026-03-01');
    expect(nextShanghaiMidnight(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-01T16:00:00.000Z');
  });
});

describe('daily limits', () => {
  it('lets exactly 10 of 200 concurrent requests through a limit of 10', async () => {
    await setRole('guest', {
      dailyPhoneticLimit: 10,
      dailyPhoneticCharsLimit: -1,
      dailyPhoneticTotalChars: -1,
    });
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 200 }, () => phonetics('你好', ip)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(190);
    const refused = results.find((r) => r.statusCode === 429)!.json();
    expect(refused).toMatchObject({
      status: false,
      code: 'daily_limit_reached',
      reason: MSG.usage.dailyCountReached('phonetics', 10),
    });
    const stats = await t.app.inject({ url: '/api/usage/stats', remoteAddress: ip });
    expect(stats.json().data).toMatchObject({ role: 'guest', phonetics: { used: 10, limit: 10 } });
  });

  it('refuses per-request characters over the role limit and a forbidden feature', async () => {
    await setRole('guest', {
      dailyTranslateLimit: 5,
      dailyTranslateCharsLimit: 4,
      dailyTranslateTotalChars: -1,
    });
    const ip = freshIp();
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/translate',
      payload: { text: '我哋去饮茶' },
      remoteAddress: ip,
    });
    expect(long.statusCode).toBe(413);
    expect(long.json()).toMatchObject({
      code: 'chars_per_request_exceeded',
      reason: MSG.usage.charsPerRequestExceeded('translate', 4),
    });
    await setRole('guest', { dailyTranslateLimit: 0 });
    const zero = await t.app.inject({
      method: 'POST',
      url: '/api/translate',
      payload: { text: '你好' },
      remoteAddress: ip,
    });
    expect(zero.statusCode).toBe(403);
    expect(zero.json().code).toBe('forbidden_by_role');
    await setRole('guest', { dailyTranslateLimit: 10, dailyTranslateCharsLimit: 200 });
  });

  it('answers each use with the tool’s usage as GET /usage/stats then reports it, so the page need not ask', async () => {
    await setRole('guest', {
      dailyTranslateLimit: 10,
      dailyTranslateCharsLimit: 200,
      dailyTranslateTotalChars: 300,
    });
    const ip = freshIp();
    const stats = async () =>
      (await t.app.inject({ url: '/api/usage/stats', remoteAddress: ip })).json().data;
    const translate = (text: string) =>
      t.app.inject({ method: 'POST', url: '/api/translate', payload: { text }, remoteAddress: ip });
    const first = (await translate('你好吗')).json();
    expect(first.usage).toEqual({ role: 'guest', ...(await stats()).translate });
    expect(first.usage).toMatchObject({
      used: 1,
      limit: 10,
      chars_used: 3,
      chars_limit: 200,
      daily_chars_limit: 300,
    });
    const second = (await translate('我们去饮茶')).json();
    expect(second.usage).toEqual({ role: 'guest', ...(await stats()).translate });
    expect(second.usage).toMatchObject({ used: 2, chars_used: 8 });
    const annotated = (await phonetics('银行', ip)).json();
    expect(annotated.usage).toEqual({ role: 'guest', ...(await stats()).phonetics });
    expect(annotated.usage).toMatchObject({ used: 1, chars_used: 2 });
  });

  it('stops at the daily character total', async () => {
    await setRole('guest', {
      dailyPhoneticLimit: -1,
      dailyPhoneticCharsLimit: -1,
      dailyPhoneticTotalChars: 5,
    });
    const ip = freshIp();
    expect((await phonetics('你好吗', ip)).statusCode).toBe(200);
    const over = await phonetics('你好吗', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'daily_chars_reached',
      reason: MSG.usage.dailyCharsReached('phonetics', 5),
    });
    expect((await phonetics('好', ip)).statusCode).toBe(200);
    await setRole('guest', {
      dailyPhoneticTotalChars: -1,
      dailyPhoneticLimit: 20,
      dailyPhoneticCharsLimit: 300,
    });
  });

  it('counts signed-in users by account, and an expired paid member as free_member', async () => {
    await setRole('free_member', { dailyPhoneticLimit: 2 });
    await setRole('paid_member', { dailyPhoneticLimit: -1 });
    const expired = await makeUser('expired-paid', 'paid_member', {
      subscriptionExp: new Date(Date.now() - 1000),
    });
    const active = await makeUser('active-paid', 'paid_member', {
      subscriptionExp: new Date(Date.now() + 86_400_000),
    });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++)
      codes.push((await phonetics('你好', freshIp(), expired)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    for (let i = 0; i < 3; i++)
      expect((await phonetics('你好', freshIp(), active)).statusCode).toBe(200);
    const stats = await t.app.inject({ url: '/api/usage/stats', headers: expired });
    expect(stats.json().data).toMatchObject({
      role: 'free_member',
      phonetics: { used: 2, limit: 2 },
    });
    const me = await t.app.inject({ url: '/api/userinfo', headers: expired });
    expect(me.json().data.role_code).toBe('free_member');
  });

  it('obeys a saved limit on the next request', async () => {
    const ip = freshIp();
    await setRole('guest', { dailyPhoneticLimit: 1 });
    expect((await phonetics('一', ip)).statusCode).toBe(200);
    expect((await phonetics('二', ip)).statusCode).toBe(429);
    await setRole('guest', { dailyPhoneticLimit: 3 });
    expect((await phonetics('三', ip)).statusCode).toBe(200);
    await setRole('guest', { dailyPhoneticLimit: 20 });
  });
});

describe('counting uses in batches', () => {
  it('counts a batch as one-by-one requests in the given order would, under every limit', async () => {
    await setRole('guest', {
      dailyPhoneticLimit: 5,
      dailyPhoneticCharsLimit: 4,
      dailyPhoneticTotalChars: 10,
    });
    const repo = createUsageRepo(t.database.db, t.database.kind);
    const day = shanghaiDay();
    // 5 is over the per-request limit; then 1+2+2+3 = 8 fits the 10 characters a day and 4 more does not.
    const first = await repo.consumeBatch('batch:a', day, 'phonetics', [1, 2, 2, 3, 4, 5], 'guest');
    expect(first).toMatchObject({
      granted: 4,
      countBefore: 0,
      charsBefore: 0,
      limits: { count: 5, charsPerRequest: 4, charsPerDay: 10 },
    });
    const second = await repo.consumeBatch('batch:a', day, 'phonetics', [1, 2], 'guest');
    expect(second).toMatchObject({ granted: 1, countBefore: 4, charsBefore: 8 });
    expect(await repo.consumeBatch('batch:a', day, 'phonetics', [1], 'guest')).toMatchObject({
      granted: 0,
      countBefore: 5,
      charsBefore: 9,
    });
    expect(await repo.used('batch:a', day)).toEqual([{ kind: 'phonetics', count: 5, chars: 9 }]);
    expect(await repo.consumeBatch('batch:b', day, 'phonetics', [1], 'no-such-role')).toMatchObject(
      { granted: 0, limits: undefined },
    );
    await setRole('guest', {
      dailyPhoneticLimit: 20,
      dailyPhoneticCharsLimit: 300,
      dailyPhoneticTotalChars: -1,
    });
  });

  it('never overshoots when many batches race on one counter over several connections', async () => {
    await setRole('guest', {
      dailyTranslateLimit: 50,
      dailyTranslateCharsLimit: -1,
      dailyTranslateTotalChars: -1,
    });
    const repo = createUsageRepo(t.database.db, t.database.kind);
    const day = shanghaiDay();
    // Straight to the statement, no in-process grouping: on PostgreSQL these run on the pool's
    // connections at once, the first ones racing to insert the day's row.
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () =>
        repo.consumeBatch('race:a', day, 'translate', [1, 1, 1], 'guest'),
      ),
    );
    expect(outcomes.reduce((n, o) => n + o.granted, 0)).toBe(50);
    expect(await repo.used('race:a', day)).toEqual([{ kind: 'translate', count: 50, chars: 50 }]);
    await setRole('guest', { dailyTranslateLimit: 10, dailyTranslateCharsLimit: 200 });
  });

  it('counts every use when statements queue on one counter row (several instances, one guest)', async () => {
    await setRole('guest', {
      dailyTranslateLimit: -1,
      dailyTranslateCharsLimit: -1,
      dailyTranslateTotalChars: -1,
    });
    const repo = createUsageRepo(t.database.db, t.database.kind);
    const day = shanghaiDay();
    await repo.consumeBatch('queue:a', day, 'translate', [1], 'guest');
    // Unlimited, so every statement writes: on PostgreSQL each one waits for the row lock behind
    // the others (as one guest's batches from several instances do) and must still count its uses.
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () =>
        repo.consumeBatch('queue:a', day, 'translate', [1, 2], 'guest'),
      ),
    );
    expect(outcomes.reduce((n, o) => n + o.granted, 0)).toBe(400);
    const befores = outcomes.map((o) => o.countBefore).sort((a, b) => a - b);
    expect(befores).toEqual(Array.from({ length: 200 }, (_, i) => 1 + 2 * i));
    expect(await repo.used('queue:a', day)).toEqual([
      { kind: 'translate', count: 401, chars: 601 },
    ]);
    await setRole('guest', {
      dailyTranslateLimit: 10,
      dailyTranslateCharsLimit: 200,
      dailyTranslateTotalChars: -1,
    });
  });

  it('answers concurrent requests of one guest as if they came one by one, smallest text first', async () => {
    await setRole('guest', {
      dailyPhoneticLimit: -1,
      dailyPhoneticCharsLimit: 4,
      dailyPhoneticTotalChars: 10,
    });
    const ip = freshIp();
    // Any three of the 3-, 3-, 3- and 2-character texts fit the 10 characters a day, all four do not.
    const results = await Promise.all(
      ['我们去', '你好吗', '多少钱', '早晨', '我们去饮茶'].map((text) => phonetics(text, ip)),
    );
    const codes = results.map((r) => r.json().code ?? r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 'daily_chars_reached')).toHaveLength(1);
    expect(codes[4]).toBe('chars_per_request_exceeded');
    const stats = await t.app.inject({ url: '/api/usage/stats', remoteAddress: ip });
    expect(stats.json().data.phonetics).toMatchObject({ used: 3 });
    await setRole('guest', {
      dailyPhoneticTotalChars: -1,
      dailyPhoneticLimit: 20,
      dailyPhoneticCharsLimit: 300,
    });
  });
});

describe('phonetics and translate', () => {
  it('annotates in three systems and refuses blank text', async () => {
    const res = await phonetics('你好', freshIp());
    expect(res.statusCode).toBe(200);
    const r = res.json().phonetic_results;
    expect(r.pinyin_hongkong.text).toBe('nei5 hou2');
    expect(r.pinyin_num.text).toBe('néi5 hou2');
    expect(r.pinyin_upper.text).toBe('néi⁵ hou²');
    const blank = await phonetics('   ', freshIp());
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('请先输入中文内容');
  });

  it('answers the candidate readings only when asked for them', async () => {
    const plain = (await phonetics('银行行长', freshIp())).json();
    expect(plain).not.toHaveProperty('candidates');
    const asked = (await phonetics('银行行长', freshIp(), {}, { candidates: true })).json();
    expect(asked.phonetic_results).toEqual(plain.phonetic_results);
    expect(asked.candidates.map((c: { index: number }) => c.index)).toEqual([0, 1, 2, 3]);
    expect(asked.candidates[1]).toMatchObject({
      character: '行',
      readings: expect.arrayContaining(['hong4', 'hang4']),
    });
    const bad = await phonetics('银行', freshIp(), {}, { candidates: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(MSG.language.candidatesFlag);
  });

  it('applies an admin phonetic record on the next request', async () => {
    const before = (await phonetics('粤学', freshIp())).json().phonetic_results.pinyin_hongkong
      .text;
    await t.database.db.transaction(async (tx) => {
      await tx
        .insert(phoneticRecords)
        .values({ chineseChar: '粤学', pinyinHongkong: 'jyut6 hok2' });
      await bumpLanguageVersion(tx);
    });
    const after = (await phonetics('粤学', freshIp())).json().phonetic_results.pinyin_hongkong.text;
    expect(after).toBe('jyut6 hok2');
    expect(after).not.toBe(before);
  });

  it('reloads thousands of records, read page by page, first and last alike', async () => {
    const HAN = '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动';
    const text = (i: number) =>
      `${HAN[i % 40]}${HAN[Math.floor(i / 40) % 40]}${HAN[Math.floor(i / 1600)]}`;
    const reading = (i: number) => (i % 2 ? 'sap6 ji6 saam1' : 'jat1 ji6 saam1');
    await t.database.db.transaction(async (tx) => {
      await tx.insert(phoneticRecords).values(
        Array.from({ length: 4500 }, (_, i) => ({
          chineseChar: text(i),
          pinyinHongkong: reading(i),
        })),
      );
      await bumpLanguageVersion(tx);
    });
    for (const i of [0, 1999, 2000, 4001, 4499]) {
      const got = (await phonetics(text(i), freshIp())).json().phonetic_results.pinyin_hongkong
        .text;
      expect(got, text(i)).toBe(reading(i));
    }
    await t.database.db.delete(phoneticRecords);
    await t.database.db.transaction((tx) => bumpLanguageVersion(tx));
  });

  it('translates Mandarin into Cantonese with readings of the output', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/translate',
      payload: { text: '他们在吃饭' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.optimized_output).toBe('佢哋喺度食紧饭');
    expect(body.phonetic_results.pinyin_hongkong.segments.length).toBe(
      [...body.optimized_output].length,
    );
    expect(body.changes.length).toBeGreaterThan(0);
  });

  // Both routes answer with plain JSON.stringify (no zod pass): what they send must be exactly their schema.
  it('answers exactly what the contract schemas describe, nothing more', async () => {
    for (const text of [
      '我们明天早上九点在地铁站门口见面，然后一起去茶楼饮茶吃点心',
      '银行 abc，１２３！',
      '𠮶个嘢几钱？',
    ]) {
      for (const extra of [{}, { candidates: true }]) {
        const p = (await phonetics(text, freshIp(), {}, extra)).json();
        expect(p).toEqual(phoneticsResponse.parse(p));
      }
      const tr = (
        await t.app.inject({
          method: 'POST',
          url: '/api/translate',
          payload: { text },
          remoteAddress: freshIp(),
        })
      ).json();
      expect(tr).toEqual(translateResponse.parse(tr));
    }
  });

  it('commits only the counter statement asynchronously: the sessions keep synchronous commit', async () => {
    await Promise.all(Array.from({ length: 20 }, () => phonetics('你好', freshIp())));
    const modes = await Promise.all(
      Array.from({ length: 10 }, () => t.database.db.execute(sql`SHOW synchronous_commit`)),
    );
    for (const m of modes)
      expect(
        (m as unknown as { rows: Array<{ synchronous_commit: string }> }).rows[0]!
          .synchronous_commit,
      ).toBe('on');
  });
});

describe('IP policy and maintenance', () => {
  it('blocks blacklisted addresses and ranges on every route, IPv4 and IPv6', async () => {
    await t.app.settings.write('security', {
      blacklist_ips: ['10.99.0.0/16', '2001:db8::/32'],
      whitelist_ips: [],
    });
    for (const ip of ['10.99.3.4', '2001:db8::5']) {
      for (const url of ['/api/health', '/api/usage/stats', '/']) {
        const res = await t.app.inject({ url, remoteAddress: ip });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'ip_blocked', error: MSG.common.ipBlocked });
      }
    }
    const stats = await t.app.inject({ url: '/api/usage/stats', remoteAddress: '10.98.0.1' });
    expect(stats.statusCode).toBe(200);
    await t.app.settings.write('security', { blacklist_ips: [], whitelist_ips: [] });
  });

  it('answers 503 in maintenance except to admins, sign-in and whitelisted addresses', async () => {
    const general = await t.app.settings.general();
    await t.app.settings.write('general', { ...general, maintenance_mode: true });
    await t.app.settings.write('security', { blacklist_ips: [], whitelist_ips: ['10.77.0.0/16'] });
    const guest = await phonetics('你好', freshIp());
    expect(guest.statusCode).toBe(503);
    expect(guest.json()).toMatchObject({ code: 'maintenance', error: MSG.common.maintenance });
    expect((await phonetics('你好', '10.77.1.1')).statusCode).toBe(200);
    const admin = await t.login(ADMIN.username, ADMIN.password);
    expect((await phonetics('你好', freshIp(), admin)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/system/settings?category=general' })).json().data
        .maintenance_mode,
    ).toBe(true);
    await t.app.settings.write('general', { ...general, maintenance_mode: false });
    await t.app.settings.write('security', { blacklist_ips: [], whitelist_ips: [] });
    expect((await phonetics('你好', freshIp())).statusCode).toBe(200);
  });
});
