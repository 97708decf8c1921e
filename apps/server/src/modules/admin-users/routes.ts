import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okSchema,
  adminUserSchema,
  userListQuery,
  userListResponse,
  userUpdateBody,
  MSG,
} from '@yuexue/contract';
import { z } from 'zod';
import { createUsersAdminService } from './service.js';

const tags = ['admin-users'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = createUsersAdminService(app.db);

  app.get(
    '/users/subscription',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: '用户列表（分页、搜索用户名/邮箱、按类型筛选、排序）',
        querystring: userListQuery,
        response: { 200: userListResponse },
      },
    },
    async (req) => {
      const q = req.query;
      return {
        status: true as const,
        data: await service.list({
          page: q.page,
          pageSize: q.page_size,
          search: q.search,
          userType: q.user_type,
          sortBy: q.sort_by,
          sortOrder: q.sort_order,
        }),
      };
    },
  );

  app.post(
    '/admin/user/update',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: '编辑用户（角色决定管理员标记；可禁用/启用；可按产品增加会员时长）',
        body: userUpdateBody,
        response: { 200: okSchema(adminUserSchema).extend({ message: z.string() }) },
      },
    },
    async (req) => ({
      status: true as const,
      data: await service.update(req.user!.id, req.body),
      message: MSG.adminUsers.updated,
    }),
  );
};
export default routes;
