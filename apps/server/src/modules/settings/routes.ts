import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicSettingsResponse, SETTINGS_CATEGORIES } from '@yuexue/contract';
import { forbidden } from '../../lib/http-error.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/system/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: '公开的站点设置（仅 general 分类，不含任何密钥）',
        querystring: z.object({
          category: z.enum(SETTINGS_CATEGORIES, { error: '设置分类不正确' }).default('general'),
        }),
        response: { 200: publicSettingsResponse },
      },
    },
    async (req) => {
      if (req.query.category !== 'general') {
        // Only general settings are public; the other categories hold secrets.
        throw forbidden('该设置分类不公开');
      }
      return { status: true as const, data: await app.settings.general() };
    },
  );
};
export default routes;
