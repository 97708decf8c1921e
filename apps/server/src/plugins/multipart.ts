import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { LIMITS } from '@yuexue/contract';

/** multipart/form-data for uploads: one file of at most 10 MB per request, a few small fields. */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: LIMITS.imageMaxBytes,
        files: 1,
        fields: 20,
        parts: 30,
        fieldSize: 64 * 1024,
        headerPairs: 200,
      },
    });
  },
  { name: 'multipart' },
);
