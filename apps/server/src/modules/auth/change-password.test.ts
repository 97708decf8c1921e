import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS, MSG } from '@yuexue/contract';
import { createTestApp, freshIp, ADMIN, type TestApp } from '../../../test/app.js';
import { roles, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/password.js';

const A = MSG.auth;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const change = (headers: Record<string, string>, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/password',
    payload,
    headers,
    remoteAddress: freshIp(),
  });
const userinfo = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/userinfo', headers });

async function createUser(username: string, password: string | null) {
  const [role] = await t.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.roleCode, 'free_member'));
  await t.database.db.insert(users).values({
    username,
    email: null,
    passwordHash: password ? await hashPassword(password) : null,
    roleId: role!.id,
  });
}

describe('POST /api/user/password (issue 26: change password with the current one)', () => {
  it('lets the admin, who has no e-mail, change the first-start password; other sessions end, this one stays', async () => {
    const here = await t.login(ADMIN.username, ADMIN.password);
    const elsewhere = await t.login(ADMIN.username, ADMIN.password);
    const res = await change(here, {
      current_password: ADMIN.password,
      password: 'New-admin-pass-456',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: A.passwordChanged });
    expect((await userinfo(here)).statusCode).toBe(200);
    expect((await userinfo(elsewhere)).statusCode).toBe(401);
    await expect(t.login(ADMIN.username, ADMIN.password)).rejects.toThrow();
    const stored = await t.database.db
      .select({ h: users.passwordHash })
      .from(users)
      .where(eq(users.username, ADMIN.username));
    expect(stored[0]!.h).toMatch(/^\$argon2id\$/);
    // Restore for the other cases.
    const back = await change(here, {
      current_password: 'New-admin-pass-456',
      password: ADMIN.password,
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('refuses a wrong or missing current password, an unchanged one and a short new one with zh-CN messages', async () => {
    await createUser('改密甲', 'first-pass-1');
    const auth = await t.login('改密甲', 'first-pass-1');
    const cases: Array<[object, number, string]> = [
      [{ password: 'another-pass-2' }, 400, A.currentPasswordRequired],
      [{ current_password: 'wrong-pass', password: 'another-pass-2' }, 400, A.currentPasswordWrong],
      [{ current_password: 'first-pass-1', password: 'first-pass-1' }, 400, A.passwordUnchanged],
      [{ current_password: 'first-pass-1', password: '123' }, 400, A.passwordMin],
    ];
    for (const [body, status, message] of cases) {
      const res = await change(auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toMatchObject({ status: false, error: message });
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/password',
          payload: { current_password: 'first-pass-1', password: 'x-pass-123' },
        })
      ).statusCode,
    ).toBe(401);
    await t.login('改密甲', 'first-pass-1');
  });

  it('throttles wrong current passwords per account, even with the right one afterwards', async () => {
    await createUser('改密乙', 'first-pass-1');
    const auth = await t.login('改密乙', 'first-pass-1');
    const { maxFailures } = LIMITS.passwordChange;
    const answers = [];
    for (let i = 0; i < maxFailures; i++)
      answers.push(
        (await change(auth, { current_password: `wrong-${i}`, password: 'another-pass-2' }))
          .statusCode,
      );
    expect(answers).toEqual([...Array(maxFailures - 1).fill(400), 429]);
    const locked = await change(auth, {
      current_password: 'first-pass-1',
      password: 'another-pass-2',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(A.passwordChangeThrottled);
    await t.login('改密乙', 'first-pass-1');
  });

  it('lets an account without a password (social sign-in) set its first one', async () => {
    await createUser('改密丙', null);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, '改密丙'));
    const token = await t.app.auth.tokens.issue(row!.id, '127.0.0.1', undefined);
    const auth = { authorization: `Bearer ${token}` };
    expect((await userinfo(auth)).json().data.has_password).toBe(false);
    const res = await change(auth, { password: 'brand-new-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await userinfo(auth)).json().data.has_password).toBe(true);
    await t.login('改密丙', 'brand-new-1');
  });
});
