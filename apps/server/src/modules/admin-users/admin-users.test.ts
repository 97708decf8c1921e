import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@yuexue/contract';
import { createTestApp, ADMIN, type TestApp } from '../../../test/app.js';
import { products, roles, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/password.js';

let t: TestApp;
let admin: { authorization: string };
const roleIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN.username, ADMIN.password);
  for (const r of await t.database.db.select().from(roles)) roleIds[r.roleCode] = r.id;
  const hash = await hashPassword('secret123');
  await t.database.db.insert(users).values([
    {
      username: 'alice',
      email: 'alice@example.com',
      passwordHash: hash,
      roleId: roleIds.free_member!,
    },
    {
      username: 'bob_100%',
      email: 'bob@example.com',
      passwordHash: hash,
      roleId: roleIds.paid_member!,
      subscriptionExp: new Date(Date.now() + 86_400_000),
    },
    {
      username: 'carol',
      email: 'carol@example.com',
      passwordHash: hash,
      roleId: roleIds.free_member!,
      isBanned: true,
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const list = (query: string) =>
  t.app.inject({ url: `/api/users/subscription?${query}`, headers: admin });
const update = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/user/update', payload: body, headers: admin });
const idOf = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!
    .id;

describe('GET /api/users/subscription', () => {
  it('pages, searches literally, filters by type and sorts', async () => {
    const all = (await list('page=1&page_size=2&sort_by=username&sort_order=asc')).json().data;
    expect(all.total).toBe(4);
    expect(all.total_pages).toBe(2);
    expect(all.users.map((u: { username: string }) => u.username)).toEqual(['admin', 'alice']);
    const pct = (await list(`search=${encodeURIComponent('100%')}`)).json().data;
    expect(pct.users.map((u: { username: string }) => u.username)).toEqual(['bob_100%']);
    expect((await list('search=%25')).json().data.total).toBe(1);
    expect(
      (await list('user_type=banned'))
        .json()
        .data.users.map((u: { username: string }) => u.username),
    ).toEqual(['carol']);
    const active = (await list('user_type=member_active')).json().data.users;
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({
      username: 'bob_100%',
      is_active: true,
      role_code: 'paid_member',
    });
    const bad = await list('user_type=nobody');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(MSG.adminUsers.userType);
    expect((await list('sort_by=password_hash')).json().error).toBe(MSG.adminUsers.sortBy);
  });
});

describe('POST /api/admin/user/update', () => {
  it('lets the role decide the admin flag and refuses the guest role', async () => {
    const id = await idOf('alice');
    const creator = await update({ id, role_id: roleIds.creator, is_admin: false });
    expect(creator.statusCode).toBe(200);
    expect(creator.json().data).toMatchObject({ role_code: 'creator', is_admin: true });
    const member = await update({ id, role_id: roleIds.free_member, is_admin: true });
    expect(member.json().data).toMatchObject({ role_code: 'free_member', is_admin: false });
    const guest = await update({ id, role_id: roleIds.guest });
    expect(guest.statusCode).toBe(400);
    expect(guest.json().error).toBe(MSG.adminUsers.guestRole);
  });

  it('bans a user whose open session is refused on its next request; after the unban that token stays revoked', async () => {
    const id = await idOf('alice');
    const session = await t.login('alice', 'secret123');
    expect((await t.app.inject({ url: '/api/userinfo', headers: session })).statusCode).toBe(200);
    expect((await update({ id, is_banned: true })).statusCode).toBe(200);
    const refused = await t.app.inject({ url: '/api/userinfo', headers: session });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MSG.common.banned);
    await update({ id, is_banned: false });
    // Issue 27: a token issued before the ban must not work again once the user is unbanned.
    expect((await t.app.inject({ url: '/api/userinfo', headers: session })).statusCode).toBe(401);
    const fresh = await t.login('alice', 'secret123');
    expect((await t.app.inject({ url: '/api/userinfo', headers: fresh })).statusCode).toBe(200);
  });

  it('protects the admin from locking themselves out', async () => {
    const me = await idOf(ADMIN.username);
    expect((await update({ id: me, is_banned: true })).json().error).toBe(MSG.adminUsers.selfBan);
    expect((await update({ id: me, role_id: roleIds.free_member })).json().error).toBe(
      MSG.adminUsers.selfDemote,
    );
  });

  it('validates fields and refuses taken names and unsafe avatar URLs', async () => {
    const id = await idOf('alice');
    expect((await update({ id, username: 'carol' })).statusCode).toBe(409);
    expect((await update({ id, avatar_url: 'javascript:alert(1)' })).json().error).toBe(
      MSG.adminUsers.avatar,
    );
    expect((await update({ id, email: 'not-mail' })).statusCode).toBe(400);
    expect((await update({ id: 999999, is_banned: true })).statusCode).toBe(404);
    const ok = await update({
      id,
      avatar_url: 'https://cdn.example.com/a.png',
      email: 'alice2@example.com',
    });
    expect(ok.json().data).toMatchObject({
      avatar_url: 'https://cdn.example.com/a.png',
      email: 'alice2@example.com',
    });
  });

  it('adds subscription time through a product', async () => {
    const [p] = await t.database.db
      .insert(products)
      .values({ title: '月卡', description: '', amountFen: 1990, totalDays: 30 })
      .returning({ id: products.id });
    const id = await idOf('alice');
    const res = await update({ id, product_id: p!.id, role_id: roleIds.paid_member });
    expect(res.statusCode, res.body).toBe(200);
    const exp = new Date(res.json().data.subscription_exp as string).getTime();
    expect(exp).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(res.json().data.is_active).toBe(true);
  });
});
