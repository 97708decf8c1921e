import fp from 'fastify-plugin';
import { failure, MSG } from '@yuexue/contract';
import { isAdmin } from '../policies.js';

/** API paths that stay open in maintenance mode: signing in, knowing who you are, the site's public settings. */
const OPEN_IN_MAINTENANCE = new Set(['/api/login', '/api/userinfo', '/api/logout', '/api/system/settings', '/api/health']);

/**
 * In maintenance mode the API answers 503 except for administrators, the sign-in routes and
 * whitelisted IPs. Runs after the auth plugin has identified the caller; the web app's own files
 * stay reachable so it can show its maintenance page.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (req, reply) => {
      if (!req.url.startsWith('/api/') || req.url.startsWith('/api/docs')) return;
      if (OPEN_IN_MAINTENANCE.has(req.routeOptions.url ?? '')) return;
      const general = await app.settings.general();
      if (!general.maintenance_mode || isAdmin(req.user)) return;
      if ((await app.ipLists()).white(req.ip)) return;
      return reply.code(503).header('retry-after', '600').send(failure(MSG.common.maintenance, 'maintenance'));
    });
  },
  { name: 'maintenance', dependencies: ['auth'] },
);
