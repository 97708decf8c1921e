import fp from 'fastify-plugin';
import { MSG, UPLOAD_NAME_PATTERN, failure } from '@yuexue/contract';
import { storageFromEnv, type Storage } from '../providers/storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/**
 * The file storage (local disk or S3, from the environment) and GET /uploads/<name>, which serves
 * uploads from whichever driver with their true type, nosniff and a year of caching (names are
 * random and never reused). Served through the API host so pages need no second origin.
 */
export default fp(
  async (app) => {
    const storage = storageFromEnv(process.env, app.config.dataDir);
    app.decorate('storage', storage);

    app.get<{ Params: { name: string } }>(
      '/uploads/:name',
      { config: { access: 'public' }, schema: { hide: true } },
      async (req, reply) => {
        const { name } = req.params;
        const file = UPLOAD_NAME_PATTERN.test(name)
          ? await storage.get(`uploads/${name}`)
          : undefined;
        if (!file) return reply.code(404).send(failure(MSG.upload.notFound, 'not_found'));
        return reply
          .header('content-type', file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(file.body);
      },
    );
  },
  { name: 'storage', dependencies: ['core'] },
);
