import { eq } from 'drizzle-orm';
import type { RoleCode } from '@yuexue/contract';
import { roles, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/password.js';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, freshIp, type TestApp } from './app.js';

export interface TestUser {
  id: number;
  username: string;
  headers: { authorization: string };
}

const PASSWORD = 'Test-pass-123';
let hashed: Promise<string> | undefined;

/** A user of the given role (staff roles get is_admin), signed in. */
export async function createUser(
  t: TestApp,
  username: string,
  role: RoleCode,
  opts: { isAdmin?: boolean; subscriptionDays?: number } = {},
): Promise<TestUser> {
  hashed ??= hashPassword(PASSWORD);
  const [r] = await t.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.roleCode, role));
  const [u] = await t.database.db
    .insert(users)
    .values({
      username,
      passwordHash: await hashed,
      roleId: r!.id,
      isAdmin: opts.isAdmin ?? (role === 'admin' || role === 'creator'),
      subscriptionExp: opts.subscriptionDays
        ? new Date(Date.now() + opts.subscriptionDays * 86_400_000)
        : null,
    })
    .returning({ id: users.id });
  return { id: u!.id, username, headers: await t.login(username, PASSWORD) };
}

/** The standard cast of the content tests. */
export async function createCast(t: TestApp) {
  const [admin, creator, member, paid, other] = await Promise.all([
    createUser(t, 'c_admin', 'admin'),
    createUser(t, 'c_creator', 'creator'),
    createUser(t, 'c_member', 'free_member'),
    createUser(t, 'c_paid', 'paid_member', { subscriptionDays: 30 }),
    createUser(t, 'c_other', 'free_member'),
  ]);
  return { admin, creator, member, paid, other };
}
export type Cast = Awaited<ReturnType<typeof createCast>>;

/** A multipart/form-data body with one file part. */
export function imageForm(
  bytes: Buffer,
  filename = 'photo.png',
  type = 'image/png',
  field = 'image',
) {
  const boundary = `----yuexue${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type Headers = Record<string, string>;

/**
 * One app per test file with the standard cast, plus request helpers (each request from a fresh
 * client address). Use `api.t` and `api.cast` inside tests.
 */
export function useContentApp(env: Record<string, string> = {}) {
  const api = {
    t: undefined as unknown as TestApp,
    cast: undefined as unknown as Cast,
    get: (url: string, headers: Headers = {}) =>
      api.t.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() }),
    post: (url: string, payload: unknown, headers: Headers = {}) =>
      api.t.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers,
        remoteAddress: freshIp(),
      }),
  };
  beforeAll(async () => {
    api.t = await createTestApp(env);
    api.cast = await createCast(api.t);
  });
  afterAll(async () => {
    await api.t?.close();
  });
  return api;
}
