import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookupLexicon } from '@yuexue/cantonese';
import { dictionaryQuery, dictionaryResponse } from '@yuexue/contract';
import { lookupWord } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Build the lexicon index once the server listens, not on the first visitor's lookup.
  app.addHook('onListen', () => {
    setImmediate(() => lookupLexicon('字'));
  });
  app.get(
    '/dictionary/lookup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['language'],
        summary: '粤语词典：字词的全部读音（三种拼音）、普通话↔粤语对应词、是否有管理员读音记录',
        querystring: dictionaryQuery,
        response: { 200: dictionaryResponse },
      },
    },
    async (req) => ({
      status: true as const,
      data: lookupWord(req.query.q, await app.language.records()),
    }),
  );
};
export default routes;
