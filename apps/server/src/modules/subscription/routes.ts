import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionResponse } from '@yuexue/contract';
import { subscriptionOf } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscription',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary: '当前用户的会员订阅（到期时间、累计天数、是否有效）',
        response: { 200: subscriptionResponse },
      },
    },
    async (req) => ({ status: true as const, data: await subscriptionOf(app.db, req.user!.id) }),
  );
};
export default routes;
