import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { failure, MSG } from '@yuexue/contract';

/** Players whose iframes the site embeds (video pages); everything else is refused by CSP too. */
export const FRAME_SOURCES = [
  'https://player.bilibili.com',
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
];

/** Helmet's headers as it sets them on a response; the same on every response, so worked out once. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Every response's security headers (CSP and the rest of helmet's set). Computed once: the
 * Fastify helmet plugin would rebuild helmet, CSP string included, on every request.
 */
const SECURITY_HEADERS = helmetHeaders({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd renders its CSS-in-JS as inline <style> elements.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'data:'],
      connectSrc: ["'self'"],
      frameSrc: FRAME_SOURCES,
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * API answers (JSON, audio) are never rendered as pages, so they carry OWASP's REST set instead of
 * the page policy: nothing may load or frame them. A fifth of the bytes, on the busiest responses.
 * The API's own documentation page (/api/docs) and routes that declare `htmlPage` (the sandbox
 * payment page) are pages and keep the page set.
 */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security']!,
};

const isApiAnswer = (req: FastifyRequest) =>
  req.url.startsWith('/api/') &&
  !req.url.startsWith('/api/docs') &&
  !req.routeOptions.config?.htmlPage;

export default fp(
  async (app) => {
    app.addHook('onRequest', (req, reply, done) => {
      reply.headers(isApiAnswer(req) ? API_SECURITY_HEADERS : SECURITY_HEADERS);
      done();
    });
    // A coarse per-IP ceiling for the whole API; finer limits (login, codes, usage) live in their modules.
    await app.register(rateLimit, {
      global: true,
      max: Number(process.env.RATE_LIMIT_PER_MINUTE ?? 600),
      timeWindow: '1 minute',
      allowList: (req) => !req.url.startsWith('/api/'),
      errorResponseBuilder: () => ({
        statusCode: 429,
        ...failure(MSG.common.tooMany, 'too_many_requests'),
      }),
    });
  },
  { name: 'security', dependencies: ['errors'] },
);
