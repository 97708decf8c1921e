import { and, asc, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { roles, sessions, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../auth/repo.js';

export interface UserListFilter {
  page: number;
  pageSize: number;
  search: string;
  userType: string;
  sortBy: 'id' | 'username' | 'email' | 'created_at' | 'last_login_at' | 'subscription_exp';
  sortOrder: 'asc' | 'desc';
}

const SORT_COLUMNS = {
  id: users.id,
  username: users.username,
  email: users.email,
  created_at: users.createdAt,
  last_login_at: users.lastLoginAt,
  subscription_exp: users.subscriptionExp,
} as const;

/** LIKE metacharacters typed by the admin are searched for literally. */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  avatarUrl: users.avatarUrl,
  isAdmin: users.isAdmin,
  isBanned: users.isBanned,
  roleId: users.roleId,
  roleCode: roles.roleCode,
  roleName: roles.roleName,
  subscriptionExp: users.subscriptionExp,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

export function createUsersAdminRepo(db: Db) {
  return {
    async list(f: UserListFilter) {
      const where: SQL[] = [];
      if (f.search)
        where.push(
          or(
            ilike(users.username, likePattern(f.search)),
            ilike(users.email, likePattern(f.search)),
          )!,
        );
      if (f.userType === 'banned') where.push(eq(users.isBanned, true));
      else if (f.userType === 'member_active') where.push(gt(users.subscriptionExp, sql`now()`));
      else if (f.userType !== 'all') where.push(eq(roles.roleCode, f.userType));
      const cond = where.length ? and(...where) : undefined;
      const order =
        f.sortOrder === 'asc' ? asc(SORT_COLUMNS[f.sortBy]) : desc(SORT_COLUMNS[f.sortBy]);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(users)
          .innerJoin(roles, eq(users.roleId, roles.id))
          .where(cond)
          .orderBy(order, asc(users.id))
          .limit(f.pageSize)
          .offset((f.page - 1) * f.pageSize),
        db
          .select({ n: count() })
          .from(users)
          .innerJoin(roles, eq(users.roleId, roles.id))
          .where(cond),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async find(id: number) {
      const rows = await db
        .select(columns)
        .from(users)
        .innerJoin(roles, eq(users.roleId, roles.id))
        .where(eq(users.id, id));
      return rows[0];
    },
    async role(id: number) {
      const rows = await db.select().from(roles).where(eq(roles.id, id));
      return rows[0];
    },
    async activeAdminCount(): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(users)
        .innerJoin(roles, eq(users.roleId, roles.id))
        .where(
          and(eq(roles.roleCode, 'admin'), eq(users.isAdmin, true), eq(users.isBanned, false)),
        );
      return r?.n ?? 0;
    },
    /**
     * Returns 'conflict' when the username or e-mail belongs to someone else. `revokeSessions` ends
     * every session of the user in the same transaction.
     */
    async update(
      id: number,
      values: Partial<typeof users.$inferInsert>,
      opts: { revokeSessions?: boolean } = {},
    ): Promise<'ok' | 'conflict'> {
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(users.id, id));
          if (opts.revokeSessions)
            await tx
              .update(sessions)
              .set({ revokedAt: sql`now()` })
              .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
        });
        return 'ok';
      } catch (err) {
        if (isUniqueViolation(err)) return 'conflict';
        throw err;
      }
    },
  };
}
export type UsersAdminRepo = ReturnType<typeof createUsersAdminRepo>;
export type UserRowAdmin = NonNullable<Awaited<ReturnType<UsersAdminRepo['find']>>>;
