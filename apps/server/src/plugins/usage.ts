import fp from 'fastify-plugin';
import { createUsageLimiter, type UsageLimiter } from '../modules/usage/limiter.js';

declare module 'fastify' {
  interface FastifyInstance {
    usage: UsageLimiter;
  }
}

export default fp(
  async (app) => {
    app.decorate('usage', createUsageLimiter(app.db, app.dbKind));
  },
  { name: 'usage', dependencies: ['core'] },
);
