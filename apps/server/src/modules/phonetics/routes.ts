import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { phoneticsBody, phoneticsResponse } from '@yuexue/contract';
import { phoneticsJson, readingJsonSerializer } from '../../lib/reading-json.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/phonetics',
    {
      config: { access: 'public' },
      serializerCompiler: readingJsonSerializer(phoneticsJson),
      schema: {
        tags: ['language'],
        summary: '粤语注音：逐字读音（粤拼、广州话拼音数字调、上标调）与候选读音',
        body: phoneticsBody,
        response: { 200: phoneticsResponse },
      },
    },
    async (req) => {
      const { languageVersion } = await app.usage.consume(req, 'phonetics', req.body.text);
      const result = await app.language.annotate(req.body.text, languageVersion);
      return {
        status: true as const,
        phonetic_results: {
          pinyin_num: result.pinyin_num,
          pinyin_upper: result.pinyin_upper,
          pinyin_hongkong: result.pinyin_hongkong,
        },
        ...(req.body.candidates ? { candidates: result.candidates } : {}),
      };
    },
  );
};
export default routes;
