import fp from 'fastify-plugin';
import { MSG } from '@yuexue/contract';
import { createAuthRepo } from '../modules/auth/repo.js';
import { createTokenService, type TokenService } from '../modules/auth/session.js';
import { createAuthService, type AuthService } from '../modules/auth/service.js';
import type { AuthRepo } from '../modules/auth/repo.js';
import { routePolicies } from '../policies.js';
import { HttpError } from '../lib/http-error.js';
import type { Access } from '../lib/types.js';
import type { AuthUser } from '../modules/auth/session.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: { repo: AuthRepo; tokens: TokenService; service: AuthService };
    /** Every /api route with its declared policy, for the authorization matrix test and docs. */
    routeCatalog: Array<{ method: string; url: string; access: string }>;
  }
}

/** Why `user` may not use a route with the `access` policy, or undefined when it may. */
function refusal(user: AuthUser | null, access: Access): HttpError | undefined {
  if (user?.isBanned) return new HttpError(403, MSG.common.banned, 'banned');
  const verdict = routePolicies[access](user);
  return verdict.allow ? undefined : new HttpError(verdict.status, verdict.message, verdict.code);
}

/** Identifies the caller from the bearer token, then applies the route's access policy. */
export default fp(
  async (app) => {
    const repo = createAuthRepo(app.db);
    const secret = async () => app.config.jwtSecret ?? (await app.settings.internal()).jwt_secret;
    const tokens = createTokenService(repo, secret);
    const service = createAuthService({
      repo,
      tokens,
      settings: app.settings,
      mailer: app.mailer,
      log: app.log,
    });
    app.decorate('auth', { repo, tokens, service });
    app.decorateRequest('user', null);

    const catalog: Array<{ method: string; url: string; access: string }> = [];
    app.decorate('routeCatalog', catalog);
    // A route without a declared policy is a bug: refuse to start rather than guess.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      if (!route.config?.access)
        throw new Error(`route ${route.method} ${route.url} declares no access policy`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD')
          catalog.push({ method, url: route.url, access: route.config.access });
      }
    });

    // onRequest, so an unauthorised caller is refused before its body is even parsed or validated.
    // A guest's request (no token) is decided without waiting on anything.
    app.addHook('onRequest', (req, _reply, done) => {
      const access = req.routeOptions.config?.access;
      if (!access) return done();
      const header = req.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (!token) return done(refusal(req.user, access));
      tokens.verify(token).then((user) => {
        req.user = user ?? null;
        if (!req.user && access !== 'public')
          return done(new HttpError(401, MSG.common.unauthorized, 'unauthorized'));
        done(refusal(req.user, access));
      }, done);
    });
  },
  { name: 'auth', dependencies: ['core', 'ip-policy'] },
);
