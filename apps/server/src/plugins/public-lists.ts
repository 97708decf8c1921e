import fp from 'fastify-plugin';
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
    app.addHook('onSend', (req, reply, payload, done) => {
      if (reply.statusCode < 400 && req.routeOptions.config?.changesPublicLists) cache.clear();
      done(null, payload);
    });
  },
  { name: 'public-lists' },
);
