import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { textBody, translateResponse } from '@yuexue/contract';
import { translateJson, readingJsonSerializer } from '../../lib/reading-json.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/translate',
    {
      config: { access: 'public' },
      serializerCompiler: readingJsonSerializer(translateJson),
      schema: {
        tags: ['language'],
        summary: '普通话转粤语口语，附译文注音与改动说明',
        body: textBody,
        response: { 200: translateResponse },
      },
    },
    async (req) => {
      const { languageVersion, usage } = await app.usage.consume(req, 'translate', req.body.text);
      const translation = await app.language.translate(req.body.text, languageVersion);
      return { status: true as const, ...translation, usage };
    },
  );
};
export default routes;
