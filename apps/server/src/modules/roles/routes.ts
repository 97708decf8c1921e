import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  roleListResponse,
  roleSavedResponse,
  roleUpdateBody,
  MSG,
} from '@yuexue/contract';
import { notFound } from '../../lib/http-error.js';
import { createRolesRepo } from './repo.js';

/**
 * back-office §7 Users and roles: the per-role limits behind the use-limit cards. The usage limiter
 * reads the role row on every request, so a saved limit applies to the very next one.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = createRolesRepo(app.db);
  app.get(
    '/admin/role/list',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['roles'],
        summary: '角色列表及其使用限制',
        response: { 200: roleListResponse },
      },
    },
    async () => ({ status: true as const, data: await repo.list() }),
  );
  app.post(
    '/admin/role/update/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['roles'],
        summary: '保存角色的使用限制与评论权限（角色名称和代码只读，发送了也不会修改）',
        params: idParam,
        body: roleUpdateBody,
        response: { 200: roleSavedResponse },
      },
    },
    async (req) => {
      const role = await repo.updateLimits(req.params.id, req.body);
      if (!role) throw notFound(MSG.roles.notFound);
      return { status: true as const, data: role, message: MSG.roles.updated };
    },
  );
};
export default routes;
