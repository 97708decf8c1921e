import fp from 'fastify-plugin';
import { MSG } from '@yuexue/contract';
import { HttpError } from '../lib/http-error.js';

/** True when any string inside holds a NUL, which PostgreSQL text cannot store. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(
    ([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1),
  );
}

/**
 * Text with NUL characters is refused with a 400 before any route sees it, for every body, query
 * and path parameter: no legitimate input contains one, and the database would answer with an error.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (req, _reply, done) => {
      if (hasNul(req.params) || hasNul(req.query) || hasNul(req.body))
        return done(new HttpError(400, MSG.common.invalidCharacters, 'bad_request'));
      done();
    });
  },
  { name: 'input-hygiene' },
);
