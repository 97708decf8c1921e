import {
  MSG,
  STAFF_ROLES,
  type AdminUser,
  type RoleCode,
  type UserUpdateBody,
} from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { effectiveRole } from '../auth/session.js';
import { grantProduct } from '../subscription/service.js';
import { createUsersAdminRepo, type UserListFilter, type UserRowAdmin } from './repo.js';

export function toAdminUser(r: UserRowAdmin, now = new Date()): AdminUser {
  return {
    id: r.id,
    username: r.username,
    email: r.email,
    avatar_url: r.avatarUrl,
    is_admin: r.isAdmin,
    is_banned: r.isBanned,
    role_id: r.roleId,
    role_code: r.roleCode,
    role_name: r.roleName,
    subscription_exp: r.subscriptionExp?.toISOString() ?? null,
    is_active:
      !!r.subscriptionExp &&
      r.subscriptionExp > now &&
      effectiveRole(r, now).roleCode === r.roleCode,
    created_at: r.createdAt.toISOString(),
    last_login_at: r.lastLoginAt?.toISOString() ?? null,
  };
}

export function createUsersAdminService(db: Db) {
  const repo = createUsersAdminRepo(db);
  return {
    async list(f: UserListFilter) {
      const { rows, total } = await repo.list(f);
      return {
        users: rows.map((r) => toAdminUser(r)),
        total,
        total_pages: Math.max(1, Math.ceil(total / f.pageSize)),
      };
    },

    /** back-office §5 User edit, enforced here whatever the client sends. */
    async update(actorId: number, body: UserUpdateBody): Promise<AdminUser> {
      const user = await repo.find(body.id);
      if (!user) throw notFound(MSG.adminUsers.notFound);
      const values: Parameters<typeof repo.update>[1] = {};
      let roleCode = user.roleCode;
      if (body.role_id !== undefined && body.role_id !== user.roleId) {
        const role = await repo.role(body.role_id);
        if (!role) throw badRequest(MSG.adminUsers.roleNotFound);
        if (role.roleCode === 'guest') throw badRequest(MSG.adminUsers.guestRole);
        values.roleId = role.id;
        roleCode = role.roleCode;
      }
      // The role decides the admin flag (admin and creator need it, others must not have it).
      const isAdmin = STAFF_ROLES.includes(roleCode as RoleCode);
      if (isAdmin !== user.isAdmin) values.isAdmin = isAdmin;
      if (body.username !== undefined) values.username = body.username;
      if (body.email !== undefined) values.email = body.email;
      if (body.avatar_url !== undefined) values.avatarUrl = body.avatar_url || null;
      if (body.is_banned !== undefined) values.isBanned = body.is_banned;

      if (body.id === actorId) {
        if (values.isBanned) throw badRequest(MSG.adminUsers.selfBan);
        if (roleCode !== 'admin') throw badRequest(MSG.adminUsers.selfDemote);
      }
      const losesAdmin =
        user.roleCode === 'admin' &&
        user.isAdmin &&
        !user.isBanned &&
        (roleCode !== 'admin' || values.isBanned === true);
      if (losesAdmin && (await repo.activeAdminCount()) <= 1)
        throw badRequest(MSG.adminUsers.lastAdmin);

      // While banned, every request of an open session answers 403 banned; lifting the ban revokes
      // those sessions, so no token issued before the ban works again (only a new sign-in does).
      const revokeSessions = user.isBanned && values.isBanned === false;
      if (
        Object.keys(values).length > 0 &&
        (await repo.update(body.id, values, { revokeSessions })) === 'conflict'
      ) {
        throw conflict(
          body.username !== undefined && body.username.toLowerCase() !== user.username.toLowerCase()
            ? MSG.auth.usernameTaken
            : MSG.auth.emailTaken,
        );
      }
      if (body.product_id) await grantProduct(db, body.id, body.product_id);
      return toAdminUser((await repo.find(body.id))!);
    },
  };
}
