import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { failure, failureSchema } from '@yuexue/contract';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: '健康检查（含数据库连通性）',
        response: {
          200: z.object({
            status: z.literal(true),
            data: z.object({ database: z.string(), uptime_s: z.number() }),
          }),
          503: failureSchema,
        },
      },
    },
    async (_req, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send(failure('数据库不可用', 'unavailable'));
      }
      return {
        status: true as const,
        data: { database: app.dbKind, uptime_s: Math.round(process.uptime()) },
      };
    },
  );
};
export default routes;
