import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { phoneticsBody, phoneticsResponse } from '@yuexue/contract';
import { phoneticsJson, readingJsonSerializer } from '../../lib/reading-json.js';
import { phoneticResults } from '../language/service.js';

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
      const { languageVersion, usage } = await app.usage.consume(req, 'phonetics', req.body.text);
      const result = await app.language.annotate(req.body.text, languageVersion);
      return {
        status: true as const,
        phonetic_results: phoneticResults(result),
        ...(req.body.candidates ? { candidates: result.candidates } : {}),
        usage,
      };
    },
  );
};
export default routes;
