import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LIMITS, roleDisplayName, type User } from '@yuexue/contract';
import type { AuthRepo, UserRow } from './repo.js';

export interface AuthUser {
  id: number;
  username: string;
  email: string | null;
  avatarUrl: string | null;
  /** The role that applies now: an expired paid membership counts as free_member. */
  roleCode: string;
  roleName: string;
  isAdmin: boolean;
  isBanned: boolean;
  hasPassword: boolean;
  subscriptionExp: Date | null;
  createdAt: Date;
  sessionId: string;
}

const MEMBER_ROLES = new Set(['paid_member', 'business_member']);

export function effectiveRole(
  row: Pick<UserRow, 'roleCode' | 'roleName' | 'subscriptionExp'>,
  now = new Date(),
) {
  if (MEMBER_ROLES.has(row.roleCode) && (!row.subscriptionExp || row.subscriptionExp <= now)) {
    return { roleCode: 'free_member', roleName: roleDisplayName('free_member') };
  }
  return { roleCode: row.roleCode, roleName: row.roleName };
}

export function toAuthUser(row: UserRow, sessionId: string): AuthUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    avatarUrl: row.avatarUrl,
    ...effectiveRole(row),
    isAdmin: row.isAdmin,
    isBanned: row.isBanned,
    hasPassword: !!row.passwordHash,
    subscriptionExp: row.subscriptionExp,
    createdAt: row.createdAt,
    sessionId,
  };
}

export function toPublicUser(
  u: AuthUser,
  oauth: Array<{ provider_type: string; provider_id: string }>,
): User {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    avatar_url: u.avatarUrl,
    role_code: u.roleCode,
    role_name: u.roleName,
    is_admin: u.isAdmin,
    has_password: u.hasPassword,
    oauth_instances: oauth,
    subscription_exp: u.subscriptionExp ? u.subscriptionExp.toISOString() : null,
    created_at: u.createdAt.toISOString(),
  };
}

/** JWT bearer tokens bound to a session row, so a token dies with its session. */
export function createTokenService(repo: AuthRepo, secret: () => Promise<string>) {
  // The imported key, not the secret's bytes: given bytes, jose imports a key on every verify.
  let keyFor: { secret: string; key: Promise<webcrypto.CryptoKey> } | undefined;
  async function key(): Promise<webcrypto.CryptoKey> {
    const s = await secret();
    if (!keyFor || keyFor.secret !== s) {
      const bytes = new TextEncoder().encode(s);
      const algorithm = { name: 'HMAC', hash: 'SHA-256' };
      keyFor = {
        secret: s,
        key: webcrypto.subtle.importKey('raw', bytes, algorithm, false, ['sign', 'verify']),
      };
    }
    return keyFor.key;
  }

  return {
    async issue(userId: number, ip: string, userAgent: string | undefined): Promise<string> {
      const sessionId = randomUUID();
      const expiresAt = new Date(Date.now() + LIMITS.token.ttlSeconds * 1000);
      await repo.createSession({
        id: sessionId,
        userId,
        expiresAt,
        ip,
        userAgent: userAgent?.slice(0, 300) ?? null,
      });
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key());
    },
    /** The user of a valid, unrevoked token; undefined for anything else (never throws). */
    async verify(token: string): Promise<AuthUser | undefined> {
      try {
        const { payload } = await jwtVerify(token, await key(), { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const sid = payload.sid;
        if (!Number.isInteger(userId) || typeof sid !== 'string') return undefined;
        const row = await repo.findUserBySession(sid, userId);
        return row ? toAuthUser(row, sid) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
