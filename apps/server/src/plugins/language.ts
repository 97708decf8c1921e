import fp from 'fastify-plugin';
import { createLanguageService, type LanguageService } from '../modules/language/service.js';
import { createLlmRefiner } from '../providers/llm/openai-compatible.js';

declare module 'fastify' {
  interface FastifyInstance {
    language: LanguageService;
  }
}

export default fp(
  async (app) => {
    const llm = app.config.llm ? createLlmRefiner(app.config.llm) : undefined;
    app.decorate('language', createLanguageService(app.db, { llm }));
    // Load the engine and the admin records once the server listens, not on the first visitor's request (~1 s).
    app.addHook('onListen', () => {
      setImmediate(
        () =>
          void app.language
            .annotate('粤')
            .catch((err: unknown) => app.log.warn({ err }, 'language engine warm-up failed')),
      );
    });
  },
  { name: 'language', dependencies: ['core'] },
);
