import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usageStatsResponse } from '@yuexue/contract';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/usage/stats',
    {
      config: { access: 'public' },
      schema: {
        tags: ['usage'],
        summary: '今日翻译/注音用量与上限（-1 为不限）',
        response: { 200: usageStatsResponse },
      },
    },
    async (req) => ({ status: true as const, data: await app.usage.stats(req) }),
  );
};
export default routes;
