import { MSG } from '@yuexue/contract';
import type { AuthUser } from './modules/auth/session.js';
import type { Access } from './lib/types.js';

export type Verdict =
  | { allow: true }
  | {
      allow: false;
      status: 401 | 403;
      message: string;
      code: 'unauthorized' | 'forbidden' | 'banned';
    };

const allow: Verdict = { allow: true };
const needLogin: Verdict = {
  allow: false,
  status: 401,
  message: MSG.common.unauthorized,
  code: 'unauthorized',
};
const deny = (message: string): Verdict => ({
  allow: false,
  status: 403,
  message,
  code: 'forbidden',
});

/** Back-office staff: is_admin plus the admin or creator role (back-office §6). */
export const isAdmin = (u: AuthUser | null) => !!u && u.isAdmin && u.roleCode === 'admin';
export const isStaff = (u: AuthUser | null) =>
  !!u && u.isAdmin && (u.roleCode === 'admin' || u.roleCode === 'creator');

/** Every route's access rule, in one place. Creators reach only 'staff' routes of the back office. */
export const routePolicies: Record<Access, (u: AuthUser | null) => Verdict> = {
  public: () => allow,
  user: (u) => (u ? allow : needLogin),
  staff: (u) => (!u ? needLogin : isStaff(u) ? allow : deny(MSG.common.noAdminPermission)),
  admin: (u) => (!u ? needLogin : isAdmin(u) ? allow : deny(MSG.common.noAdminPermission)),
};

/** Resource-level rules used by services. */
export const can = {
  deleteComment: (u: AuthUser | null, authorId: number | null) =>
    !!u && (isAdmin(u) || u.id === authorId),
};
