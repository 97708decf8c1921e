import Fastify, { type FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import autoload from '@fastify/autoload';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { LIMITS } from '@yuexue/contract';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import spa from './spa.js';
import { AccessLogController } from './lib/access-log.js';
import './fastify-decorations.js';

const here = dirname(fileURLToPath(import.meta.url));
// Running from src/ (tsx, vitest) means .ts modules are importable; tell autoload, which only
// recognises some loaders by itself (not `node --import tsx`).
if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

export interface BuildOptions {
  database: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Where log lines go (default stdout); tests pass a stream to scan what would be logged. */
  logStream?: DestinationStream;
}

/** Keys whose values never reach a log line. */
export const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.apiv3_key',
  '*.client_secret',
  '*.jwt_secret',
  '*.token',
  '*.code',
];

export async function buildApp({ database, config, logger, logStream }: BuildOptions) {
  const stream = logger === false ? null : (logStream ?? pino.destination(1));
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[已隐藏]' },
      ...(stream ? { stream } : {}),
    },
    // The access line is written to the same place by hand (lib/access-log.ts says why).
    logController: new AccessLogController(stream, config.logLevel),
    genReqId: () => randomUUID(),
    bodyLimit: LIMITS.bodyLimitBytes,
    // Loading every module can take past avvio's default 10 s on a busy 2-core machine (CI, shared hosts).
    pluginTimeout: 120_000,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  // Hooks on every request take a callback: an async hook costs a promise and a microtask turn each.
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    if (req.url.startsWith('/api/'))
      reply.header('cache-control', reply.getHeader('cache-control') ?? 'no-store');
    done(null, payload);
  });

  await app.register(autoload, { dir: join(here, 'plugins'), forceESM: true });
  await app.register(autoload, {
    dir: join(here, 'modules'),
    matchFilter: (path) => /[\\/]routes\.(ts|js)$/.test(path),
    dirNameRoutePrefix: false,
    forceESM: true,
    options: { prefix: '/api' },
  });
  await app.register(spa);
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
