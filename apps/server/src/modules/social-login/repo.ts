import { and, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/table-row.js';
import { oauthIdentities, oauthStates, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../auth/repo.js';

export type OAuthStateRow = typeof oauthStates.$inferSelect;

/** Thrown inside the sign-up transaction when the identity appeared meanwhile: rolls the new user back. */
class IdentityTaken extends Error {}

export interface SocialUserValues {
  usernames: Iterable<string>;
  email: string | null;
  avatarUrl: string | null;
  roleId: number;
  provider: string;
  providerId: string;
}

export function createSocialLoginRepo(db: Db) {
  return {
    async insertState(values: typeof oauthStates.$inferInsert) {
      await db.insert(oauthStates).values(values);
    },
    async purgeExpiredStates() {
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
    },
    /**
     * Single use in one statement: only an unconsumed, unexpired state of this provider started by
     * this browser is taken, and only once however many callbacks race for it.
     */
    async consumeState(
      stateHash: string,
      provider: string,
      browserHash: string,
    ): Promise<OAuthStateRow | undefined> {
      const rows = await db
        .update(oauthStates)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(oauthStates.stateHash, stateHash),
            eq(oauthStates.provider, provider),
            eq(oauthStates.browserHash, browserHash),
            isNull(oauthStates.consumedAt),
            sql`${oauthStates.expiresAt} > now()`,
          ),
        )
        .returning();
      return rows[0];
    },

    /** The account holding any of the identity's keys (the main key first). */
    async findIdentity(
      provider: string,
      ids: string[],
    ): Promise<{ userId: number; providerId: string } | undefined> {
      const rows = await db
        .select({ userId: oauthIdentities.userId, providerId: oauthIdentities.providerId })
        .from(oauthIdentities)
        .where(
          and(eq(oauthIdentities.providerType, provider), inArray(oauthIdentities.providerId, ids)),
        );
      return rows.find((r) => r.providerId === ids[0]) ?? rows[0];
    },
    async identityOf(userId: number, provider: string) {
      const rows = await db
        .select({ providerId: oauthIdentities.providerId })
        .from(oauthIdentities)
        .where(and(eq(oauthIdentities.userId, userId), eq(oauthIdentities.providerType, provider)));
      return rows[0];
    },
    async identityCount(userId: number): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(oauthIdentities)
        .where(eq(oauthIdentities.userId, userId));
      return Number(rows[0]?.n ?? 0);
    },

    /**
     * Attaches an identity to a user in one statement: nothing happens when the identity belongs to
     * anyone already or the user already has one of this provider (two unique indexes, so two
     * concurrent binds of different identities to one user cannot both succeed).
     */
    async attachIdentity(userId: number, provider: string, providerId: string): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`
        INSERT INTO ${oauthIdentities} (user_id, provider_type, provider_id)
        SELECT ${userId}, ${provider}, ${providerId}
        WHERE NOT EXISTS (SELECT 1 FROM ${oauthIdentities} WHERE user_id = ${userId} AND provider_type = ${provider})
        ON CONFLICT DO NOTHING
        RETURNING id`,
      );
      return rows.length > 0;
    },
    async detachIdentity(userId: number, provider: string): Promise<boolean> {
      const rows = await db
        .delete(oauthIdentities)
        .where(and(eq(oauthIdentities.userId, userId), eq(oauthIdentities.providerType, provider)))
        .returning({ id: oauthIdentities.id });
      return rows.length > 0;
    },

    /**
     * Creates a password-less user holding the identity, trying the usernames in order. Returns the
     * new user's id, or undefined when another request created the identity first.
     */
    async createSocialUser(v: SocialUserValues): Promise<number | undefined> {
      let email = v.email && !(await emailTaken(db, v.email)) ? v.email : null;
      const names = v.usernames[Symbol.iterator]();
      let name = names.next();
      while (!name.done) {
        const username = name.value;
        try {
          return await db.transaction(async (tx) => {
            const created = await tx
              .insert(users)
              .values({
                username,
                email,
                passwordHash: null,
                avatarUrl: v.avatarUrl,
                roleId: v.roleId,
                lastLoginAt: sql`now()`,
              })
              .onConflictDoNothing()
              .returning({ id: users.id });
            if (!created[0]) throw new UsernameOrEmailTaken();
            const linked = await tx
              .insert(oauthIdentities)
              .values({ userId: created[0].id, providerType: v.provider, providerId: v.providerId })
              .onConflictDoNothing()
              .returning({ id: oauthIdentities.id });
            if (!linked[0]) throw new IdentityTaken();
            return created[0].id;
          });
        } catch (err) {
          if (err instanceof IdentityTaken) return undefined;
          if (!(err instanceof UsernameOrEmailTaken) && !isUniqueViolation(err)) throw err;
          // The e-mail was taken meanwhile: it is simply not copied, and the same name is tried again.
          if (email && (await emailTaken(db, email))) email = null;
          else name = names.next();
        }
      }
      throw new Error('no free username for a social sign-up');
    },
  };
}
export type SocialLoginRepo = ReturnType<typeof createSocialLoginRepo>;

class UsernameOrEmailTaken extends Error {}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return rows.length > 0;
}
