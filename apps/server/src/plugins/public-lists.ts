import fp from 'fastify-plugin';
import type { onSendHookHandler } from 'fastify';
import { createAnswerCache } from '../lib/answer-cache.js';

/**
 * The public article and video list pages are the same for every reader and the busiest database
 * reads of the site (home page, list pages), so they are answered from memory for a moment.
 * Routes that change what those lists show declare `changesPublicLists`; their success clears it.
 */
export default fp(
  async (app) => {
    const cache = createAnswerCache({ ttlMs: app.config.listCacheMs, max: 500 });
    app.decorate('publicLists', cache);
    const clearOnSuccess: onSendHookHandler = (_req, reply, payload, done) => {
      if (reply.statusCode < 400) cache.clear();
      done(null, payload);
    };
    // Only the declaring routes get the hook: every other request, the hot ones included, skips it.
    app.addHook('onRoute', (route) => {
      if (!route.config?.changesPublicLists) return;
      route.onSend = [...[route.onSend ?? []].flat(), clearOnSuccess];
    });
  },
  { name: 'public-lists' },
);
