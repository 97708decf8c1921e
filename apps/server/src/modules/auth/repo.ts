import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  oauthIdentities,
  roles,
  sessions,
  throttleCounters,
  users,
  verificationCodes,
} from '../../db/schema/index.js';

const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  passwordHash: users.passwordHash,
  avatarUrl: users.avatarUrl,
  isAdmin: users.isAdmin,
  isBanned: users.isBanned,
  subscriptionExp: users.subscriptionExp,
  createdAt: users.createdAt,
  roleId: users.roleId,
  roleCode: roles.roleCode,
  roleName: roles.roleName,
};
export type UserRow = {
  id: number;
  username: string;
  email: string | null;
  passwordHash: string | null;
  avatarUrl: string | null;
  isAdmin: boolean;
  isBanned: boolean;
  subscriptionExp: Date | null;
  createdAt: Date;
  roleId: number;
  roleCode: string;
  roleName: string;
};

export function createAuthRepo(db: Db) {
  // Every signed-in request asks this: built once, and planned once per PostgreSQL connection.
  const userBySession = db
    .select(userColumns)
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('auth_user_by_session');
  return {
    async findUserByLogin(identifier: string): Promise<UserRow | undefined> {
      const rows = await db
        .select(userColumns)
        .from(users)
        .innerJoin(roles, eq(users.roleId, roles.id))
        .where(
          sql`lower(${users.username}) = lower(${identifier}) OR lower(${users.email}) = lower(${identifier})`,
        )
        .limit(2);
      // A username that looks like someone else's e-mail must not shadow it: prefer the exact username.
      return rows.find((r) => r.username.toLowerCase() === identifier.toLowerCase()) ?? rows[0];
    },
    async findUserById(id: number): Promise<UserRow | undefined> {
      const rows = await db
        .select(userColumns)
        .from(users)
        .innerJoin(roles, eq(users.roleId, roles.id))
        .where(eq(users.id, id));
      return rows[0];
    },
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db
        .select(userColumns)
        .from(users)
        .innerJoin(roles, eq(users.roleId, roles.id))
        .where(sql`lower(${users.email}) = lower(${email})`);
      return rows[0];
    },
    /** The user behind a live session, or nothing if the session is unknown, revoked or expired. */
    async findUserBySession(sessionId: string, userId: number): Promise<UserRow | undefined> {
      return (await userBySession.execute({ sessionId, userId }))[0];
    },
    async oauthInstances(userId: number) {
      return db
        .select({
          provider_type: oauthIdentities.providerType,
          provider_id: oauthIdentities.providerId,
        })
        .from(oauthIdentities)
        .where(eq(oauthIdentities.userId, userId));
    },
    async usernameTaken(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return rows.length > 0;
    },
    async roleIdByCode(code: string): Promise<number> {
      const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, code));
      if (!rows[0]) throw new Error(`role ${code} missing`);
      return rows[0].id;
    },
    /** Inserts a user; returns undefined when the username or e-mail is already taken (unique indexes). */
    async createUser(values: {
      username: string;
      email: string | null;
      passwordHash: string | null;
      roleId: number;
    }) {
      const rows = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: users.id });
      return rows[0]?.id;
    },
    /** Sets the hash and revokes the user's sessions, all of them or all but `keepSessionId`. */
    async setPasswordAndRevokeSessions(
      userId: number,
      passwordHash: string,
      keepSessionId?: string,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(sessions.userId, userId),
              isNull(sessions.revokedAt),
              keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
            ),
          );
      });
    },
    /** Returns false when another account already holds the e-mail. */
    async setEmail(userId: number, email: string): Promise<boolean> {
      try {
        await db
          .update(users)
          .set({ email, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },
    async touchLogin(userId: number) {
      await db
        .update(users)
        .set({ lastLoginAt: sql`now()` })
        .where(eq(users.id, userId));
    },
    async createSession(values: {
      id: string;
      userId: number;
      expiresAt: Date;
      ip: string;
      userAgent: string | null;
    }) {
      await db.insert(sessions).values(values);
    },
    async revokeSession(id: string) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async lastCodeSentAt(email: string, purpose: string): Promise<Date | undefined> {
      const rows = await db
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return rows[0]?.createdAt;
    },
    async insertCode(values: {
      email: string;
      purpose: string;
      codeHash: string;
      expiresAt: Date;
      ip: string;
    }) {
      await db.insert(verificationCodes).values(values);
    },
    async activeCode(email: string, purpose: string) {
      const rows = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.email, email),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return rows[0];
    },
    /** Counts a wrong try; false once the code has used up its tries (checked in the same statement). */
    async countWrongTry(id: number, maxTries: number): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, id),
            sql`${verificationCodes.attempts} < ${maxTries}`,
            isNull(verificationCodes.consumedAt),
          ),
        )
        .returning({ attempts: verificationCodes.attempts });
      return rows.length > 0;
    },
    /** Single use: only one concurrent caller can consume a code. */
    async consumeCode(id: number, maxTries: number): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(verificationCodes.id, id),
            isNull(verificationCodes.consumedAt),
            sql`${verificationCodes.attempts} < ${maxTries}`,
          ),
        )
        .returning({ id: verificationCodes.id });
      return rows.length > 0;
    },

    /** Adds one hit to a fixed-window counter atomically and returns the count in the current window. */
    async hit(key: string, windowSeconds: number): Promise<number> {
      const rows = await db
        .insert(throttleCounters)
        .values({ key, windowStart: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: throttleCounters.key,
          set: {
            count: sql`CASE WHEN ${throttleCounters.windowStart} < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE ${throttleCounters.count} + 1 END`,
            windowStart: sql`CASE WHEN ${throttleCounters.windowStart} < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE ${throttleCounters.windowStart} END`,
          },
        })
        .returning({ count: throttleCounters.count });
      return rows[0]!.count;
    },
    async peek(key: string, windowSeconds: number): Promise<number> {
      const rows = await db
        .select({ count: throttleCounters.count })
        .from(throttleCounters)
        .where(
          and(
            eq(throttleCounters.key, key),
            sql`${throttleCounters.windowStart} >= now() - make_interval(secs => ${windowSeconds})`,
          ),
        );
      return rows[0]?.count ?? 0;
    },
    async clear(key: string) {
      await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
    },
    /** Gives one hit back (a try that turned out to be a success), never below zero. */
    async release(key: string) {
      await db
        .update(throttleCounters)
        .set({ count: sql`greatest(${throttleCounters.count} - 1, 0)` })
        .where(eq(throttleCounters.key, key));
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;

export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
