import fp from 'fastify-plugin';
import type { onSendHookHandler } from 'fastify';
import { createAnswerCache } from '../lib/answer-cache.js';

export interface PublicLists {
  /** A page of a public list (its parsed query is the key): stored, or `load()`'s answer. */
  page<T>(kind: 'article' | 'video', query: object, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/**
 * The public article and video list pages are the same for every reader and the busiest database
 * reads of the site (home page, list pages), so they are answered from memory for a moment.
 * Routes that change what those lists show declare `changesPublicLists`; their success clears it.
 */
export default fp(
  async (app) => {
    const cache = createAnswerCache({ ttlMs: app.config.listCacheMs, max: 500 });
    const lists: PublicLists = {
      page: (kind, query, load) => cache.get(`${kind}:${JSON.stringify(query)}`, load),
      clear: () => cache.clear(),
    };
    app.decorate('publicLists', lists);
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
