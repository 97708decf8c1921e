import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, freshIp, type TestApp } from '../test/app.js';
import { roles, users } from './db/schema/index.js';
import { hashPassword } from './lib/password.js';
import type { Access } from './lib/types.js';

/**
 * The route × actor matrix of issue 6: every route the server registers (found by asking the
 * server, so routes added later are covered too) is called as each kind of caller, and the answer
 * must match the route's declared policy. Bodies are empty and ids do not exist, so allowed calls
 * end in 2xx or a 4xx other than 401/403 — never a 5xx — and nothing existing is changed.
 */
type Actor =
  'guest' | 'free_member' | 'paid_member' | 'expired_paid' | 'creator' | 'admin' | 'banned';
const ACTORS: Actor[] = [
  'guest',
  'free_member',
  'paid_member',
  'expired_paid',
  'creator',
  'admin',
  'banned',
];

const expected: Record<Access, Record<Actor, 'allow' | 401 | 403>> = {
  public: {
    guest: 'allow',
    free_member: 'allow',
    paid_member: 'allow',
    expired_paid: 'allow',
    creator: 'allow',
    admin: 'allow',
    banned: 403,
  },
  user: {
    guest: 401,
    free_member: 'allow',
    paid_member: 'allow',
    expired_paid: 'allow',
    creator: 'allow',
    admin: 'allow',
    banned: 403,
  },
  staff: {
    guest: 401,
    free_member: 403,
    paid_member: 403,
    expired_paid: 403,
    creator: 'allow',
    admin: 'allow',
    banned: 403,
  },
  admin: {
    guest: 401,
    free_member: 403,
    paid_member: 403,
    expired_paid: 403,
    creator: 403,
    admin: 'allow',
    banned: 403,
  },
};

/** Routes that are allowed but answer 403 on an empty request for a reason of their own. */
const OWN_403 = new Set<string>([]);

let t: TestApp;
const userIds = new Map<Actor, number>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const roleId = async (code: string) =>
    (await db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, code)))[0]!.id;
  const hash = await hashPassword('secret123');
  const make = async (
    actor: Actor,
    role: string,
    extra: Partial<typeof users.$inferInsert> = {},
  ) => {
    const [row] = await db
      .insert(users)
      .values({
        username: `matrix-${actor}`,
        passwordHash: hash,
        roleId: await roleId(role),
        ...extra,
      })
      .returning({ id: users.id });
    userIds.set(actor, row!.id);
  };
  const day = 86_400_000;
  await make('free_member', 'free_member');
  await make('paid_member', 'paid_member', { subscriptionExp: new Date(Date.now() + 30 * day) });
  await make('expired_paid', 'paid_member', { subscriptionExp: new Date(Date.now() - day) });
  await make('creator', 'creator', { isAdmin: true });
  await make('admin', 'admin', { isAdmin: true });
  await make('banned', 'free_member', { isBanned: true });
  // Generous limits, so the matrix measures access and not the daily quota.
  await db.update(roles).set({ dailyTranslateLimit: -1, dailyPhoneticLimit: -1 });
});
afterAll(async () => {
  await t?.close();
});

function fillPath(url: string): string {
  return url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => (/id$/i.test(name) ? '999999' : 'x'));
}

describe('authorization matrix', () => {
  it('covers a non-trivial set of routes', () => {
    expect(t.app.routeCatalog.length).toBeGreaterThan(10);
    for (const r of t.app.routeCatalog)
      expect(['public', 'user', 'staff', 'admin']).toContain(r.access);
  });

  it('answers every route as its policy says, for every actor', async () => {
    const failures: string[] = [];
    // Logout would revoke the caller's session mid-matrix; every call below gets a fresh session.
    for (const route of t.app.routeCatalog) {
      for (const actor of ACTORS) {
        const headers: Record<string, string> = {};
        if (actor !== 'guest')
          headers.authorization = `Bearer ${await t.app.auth.tokens.issue(userIds.get(actor)!, '127.0.0.1', 'matrix')}`;
        const isBodyMethod =
          route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fillPath(route.url),
          headers: isBodyMethod ? { ...headers, 'content-type': 'application/json' } : headers,
          payload: isBodyMethod ? '{}' : undefined,
          remoteAddress: freshIp(),
        });
        const want = expected[route.access as Access][actor];
        const got = res.statusCode;
        const label = `${route.method} ${route.url} as ${actor}: got ${got}`;
        if (got >= 500) failures.push(`${label} (server error) ${res.body.slice(0, 200)}`);
        else if (
          want === 'allow' &&
          (got === 401 || (got === 403 && !OWN_403.has(`${route.method} ${route.url}`)))
        )
          failures.push(`${label}, expected access`);
        else if (want !== 'allow' && got !== want) failures.push(`${label}, expected ${want}`);
        // Human-facing pages under /api (the sandbox payment page) answer HTML; the rest the envelope.
        if (got >= 400 && String(res.headers['content-type'] ?? '').includes('json')) {
          const body = res.json() as { status?: boolean; error?: string };
          if (body.status !== false || !body.error)
            failures.push(`${label} without the error envelope`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
