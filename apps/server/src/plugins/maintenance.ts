import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure, MSG, type GeneralSettings } from '@yuexue/contract';
import { isAdmin } from '../policies.js';
import { whenAvailable } from '../lib/when-available.js';
import type { IpLists } from './ip-policy.js';

/** API paths that stay open in maintenance mode: signing in, knowing who you are, the site's public settings. */
const OPEN_IN_MAINTENANCE = new Set([
  '/api/login',
  '/api/userinfo',
  '/api/logout',
  '/api/system/settings',
  '/api/health',
]);

/**
 * In maintenance mode the API answers 503 except for administrators, the sign-in routes and
 * whitelisted IPs. Runs after the auth plugin has identified the caller; the web app's own files
 * stay reachable so it can show its maintenance page.
 */
export default fp(
  async (app) => {
    const decide = (
      req: FastifyRequest,
      reply: FastifyReply,
      general: GeneralSettings,
      done: (err?: Error) => void,
    ) => {
      if (!general.maintenance_mode || isAdmin(req.user)) return done();
      const close = (lists: IpLists) => {
        if (lists.white(req.ip)) return done();
        reply
          .code(503)
          .header('retry-after', '600')
          .send(failure(MSG.common.maintenance, 'maintenance'));
      };
      whenAvailable(app.freshIpLists(), app.ipLists, close, done);
    };
    // Callback style: on a normal request (settings cached, maintenance off) nothing waits.
    app.addHook('preValidation', (req, reply, done) => {
      if (!req.url.startsWith('/api/') || req.url.startsWith('/api/docs')) return done();
      if (OPEN_IN_MAINTENANCE.has(req.routeOptions.url ?? '')) return done();
      whenAvailable(
        app.settings.freshGeneral(),
        app.settings.general,
        (general) => decide(req, reply, general, done),
        done,
      );
    });
  },
  { name: 'maintenance', dependencies: ['auth'] },
);
