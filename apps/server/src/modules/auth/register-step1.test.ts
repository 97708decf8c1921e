import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@yuexue/contract';
import { createTestApp, freshIp, type TestApp } from '../../../test/app.js';
import { verificationCodes } from '../../db/schema/index.js';

const A = MSG.auth;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const mailsTo = (address: string) => t.smtp.messages.filter((m) => m.to.includes(address));

async function waitForMail(address: string, count: number) {
  for (let i = 0; i < 100 && mailsTo(address).length < count; i++)
    await new Promise((r) => setTimeout(r, 100));
  return mailsTo(address);
}

describe('registration step 1 (issue 26 item 3)', () => {
  it('refuses a taken username when the code is requested, before any mail goes out', async () => {
    const ip = freshIp();
    const sent = await post(
      '/api/verify',
      { email: 'first@example.com', purpose: 'register', username: '阿强' },
      ip,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await t.smtp.codeFor('first@example.com');
    expect(
      (
        await post(
          '/api/register',
          { username: '阿强', email: 'first@example.com', password: 'secret123', code },
          ip,
        )
      ).statusCode,
    ).toBe(201);

    for (const username of ['阿强', 'admin', 'ADMIN']) {
      const res = await post('/api/verify', {
        email: 'second@example.com',
        purpose: 'register',
        username,
      });
      expect(res.statusCode, username).toBe(409);
      expect(res.json()).toMatchObject({ status: false, error: A.usernameTaken });
    }
    const bad = await post('/api/verify', {
      email: 'second@example.com',
      purpose: 'register',
      username: 'a',
    });
    expect(bad.json()).toMatchObject({ status: false, error: A.usernameLength });
    expect(mailsTo('second@example.com')).toHaveLength(0);
  });

  it('answers a registration for a taken address exactly as for a new one, and mails its owner a notice, not a code', async () => {
    const ip = freshIp();
    await post(
      '/api/verify',
      { email: 'owner@example.com', purpose: 'register', username: '户主' },
      ip,
    );
    const code = await t.smtp.codeFor('owner@example.com');
    expect(
      (
        await post(
          '/api/register',
          { username: '户主', email: 'owner@example.com', password: 'secret123', code },
          ip,
        )
      ).statusCode,
    ).toBe(201);
    // Past the resend wait of that first code.
    await t.database.db
      .update(verificationCodes)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(verificationCodes.email, 'owner@example.com'));

    const taken = await post('/api/verify', {
      email: 'Owner@Example.com',
      purpose: 'register',
      username: '冒名者',
    });
    const fresh = await post('/api/verify', {
      email: 'newcomer@example.com',
      purpose: 'register',
      username: '新来者',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());

    const [, notice] = await waitForMail('owner@example.com', 2);
    expect(notice!.subject).toContain('有人尝试用您的邮箱注册');
    expect(notice!.text).toContain('忘记密码');
    expect(`${notice!.subject}${notice!.text}`).not.toMatch(/\d{6}/);
    const [welcome] = await waitForMail('newcomer@example.com', 1);
    expect(welcome!.subject).toMatch(/\d{6}/);

    // The notice carries no code, so the registration cannot finish with any guess either.
    const res = await post('/api/register', {
      username: '冒名者',
      email: 'owner@example.com',
      password: 'secret123',
      code: '000000',
    });
    expect(res.json()).toMatchObject({ status: false, error: A.registerCodeFailed });
  });
});
