import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menuListQuery, menuListResponse } from '@yuexue/contract';
import { createMenuRepo, toMenuItem } from './repo.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = createMenuRepo(app.db);
  app.get(
    '/menu/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: '可见的导航/页脚菜单，按 sort_order 升序',
        querystring: menuListQuery,
        response: { 200: menuListResponse },
      },
    },
    async (req) => ({
      status: true as const,
      data: (await repo.listVisible(req.query.position, req.query.category)).map(toMenuItem),
    }),
  );
};
export default routes;
