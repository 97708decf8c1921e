import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  menuAddBody,
  menuItemSchema,
  menuListQuery,
  menuUpdateBody,
  MSG,
  okEmptySchema,
  okSchema,
  type MenuAddBody,
} from '@yuexue/contract';
import { badRequest, notFound } from '../../lib/http-error.js';
import { toMenuItem } from '../menu/repo.js';
import { createMenuAdminRepo } from './repo.js';

const M = MSG.adminMenus;

const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = createMenuAdminRepo(app.db);
  const tags = ['admin-menus'];
  const config = { access: 'admin' as const };

  const checkParent = async (m: MenuAddBody, selfId?: number) => {
    if (m.parent_id !== 0 && (m.parent_id === selfId || !(await repo.exists(m.parent_id))))
      throw badRequest(M.parentInvalid);
  };

  app.get(
    '/admin/menu/list',
    {
      config,
      schema: {
        tags,
        summary: '后台：全部菜单（含隐藏项），按位置、分类、排序',
        querystring: menuListQuery.pick({ _t: true }),
        response: { 200: okSchema(z.array(menuItemSchema)) },
      },
    },
    async () => ({ status: true as const, data: (await repo.listAll()).map(toMenuItem) }),
  );

  app.post(
    '/admin/menu/add',
    {
      config,
      schema: {
        tags,
        summary: '后台：添加菜单（图标仅导航菜单；页脚需分类）',
        body: menuAddBody,
        response: { 201: okSchema(menuItemSchema) },
      },
    },
    async (req, reply) => {
      await checkParent(req.body);
      return reply
        .code(201)
        .send({ status: true as const, data: toMenuItem(await repo.insert(req.body)) });
    },
  );

  app.post(
    '/admin/menu/update',
    {
      config,
      schema: {
        tags,
        summary: '后台：修改菜单',
        body: menuUpdateBody,
        response: { 200: okSchema(menuItemSchema) },
      },
    },
    async (req) => {
      await checkParent(req.body, req.body.id);
      const row = await repo.update(req.body.id, req.body);
      if (!row) throw notFound(M.notFound);
      return { status: true as const, data: toMenuItem(row) };
    },
  );

  app.post(
    '/admin/menu/delete/:id',
    {
      config,
      schema: {
        tags,
        summary: '后台：删除菜单（其子菜单移到顶层）',
        params: idParam,
        response: { 200: okEmptySchema },
      },
    },
    async (req) => {
      if (!(await repo.remove(req.params.id))) throw notFound(M.notFound);
      return { status: true as const, message: M.deleted };
    },
  );
};
export default routes;
