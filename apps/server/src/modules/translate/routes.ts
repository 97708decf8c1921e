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
      const { languageVersion } = await app.usage.consume(req, 'translate', req.body.text);
      const result = await app.language.translate(req.body.text, languageVersion);
      const p = result.phonetics;
      return {
        status: true as const,
        optimized_output: result.output,
        phonetic_results: {
          pinyin_num: p.pinyin_num,
          pinyin_upper: p.pinyin_upper,
          pinyin_hongkong: p.pinyin_hongkong,
        },
        changes: result.changes,
        provider: result.provider,
      };
    },
  );
};
export default routes;
