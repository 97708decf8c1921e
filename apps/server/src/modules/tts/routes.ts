import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  MSG,
  TTS_CREDIT_HEADER,
  TTS_PER_IP_PER_MINUTE,
  TTS_PROVIDER_HEADER,
  ttsBody,
  ttsMarksData,
  ttsQuery,
  type TtsSpeed,
} from '@yuexue/contract';
import { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-error.js';
import {
  createSpeech,
  speechConfig,
  SpeechNotApplicable,
  SpeechUnavailable,
  type SpokenAudio,
} from '../../providers/speech/index.js';
import { mp3Duration } from '../../providers/speech/mp3-frames.js';
import { parseRange } from './range.js';
import { withReadings } from './with-readings.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const speech = await createSpeech(speechConfig(app.config), app.log);
  app.addHook('onClose', () => speech.close());
  // Load the voice and start the engines when the server starts listening, not on the first click.
  app.addHook('onListen', () => {
    void speech.warmUp().catch((err: unknown) => app.log.warn({ err }, 'speech did not warm up'));
  });

  /** The one way a query becomes audio: /api/tts and /api/tts/marks share it, and so its cache key. */
  async function speak(text: string, jyutping?: string, speed?: TtsSpeed): Promise<SpokenAudio> {
    const { pinyin_hongkong } = await app.language.annotate(text);
    const segments = jyutping
      ? withReadings(pinyin_hongkong.segments, jyutping)
      : pinyin_hongkong.segments;
    try {
      return await speech.service.speak({ segments, speed: speed ?? 'normal', format: 'mp3' });
    } catch (e) {
      if (e instanceof SpeechNotApplicable) throw badRequest(MSG.speech.nothingToRead);
      if (e instanceof SpeechUnavailable) throw new HttpError(503, e.message, 'unavailable');
      throw e;
    }
  }

  function audioHeaders(reply: FastifyReply, spoken: SpokenAudio) {
    reply.header('content-type', spoken.mime);
    reply.header('etag', `"${spoken.key}"`);
    reply.header('accept-ranges', 'bytes');
    reply.header(TTS_PROVIDER_HEADER, spoken.provider);
    if (spoken.credit) reply.header(TTS_CREDIT_HEADER, encodeURIComponent(spoken.credit));
  }

  const rateLimit = { max: TTS_PER_IP_PER_MINUTE, timeWindow: '1 minute' };

  app.post(
    '/tts',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['language'],
        summary: '朗读：按页面显示的粤拼合成粤语音频（MP3）',
        body: ttsBody,
      },
    },
    async (req, reply) => {
      const spoken = await speak(req.body.text, req.body.jyutping, req.body.speed);
      audioHeaders(reply, spoken);
      return reply.header('cache-control', 'no-store').send(spoken.audio);
    },
  );

  app.get(
    '/tts',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['language'],
        summary: '朗读（URL 形式）：可缓存（ETag），支持 Range 拖动',
        querystring: ttsQuery,
      },
    },
    async (req, reply) => {
      const spoken = await speak(req.query.text, req.query.jyutping, req.query.speed);
      audioHeaders(reply, spoken);
      reply.header('cache-control', 'public, max-age=86400');
      const etag = `"${spoken.key}"`;
      const inm = req.headers['if-none-match'];
      if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))
        return reply.code(304).send();
      const ifRange = req.headers['if-range'];
      const range =
        ifRange && ifRange !== etag ? null : parseRange(req.headers.range, spoken.audio.length);
      const size = spoken.audio.length;
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${size}`)
          .header('content-type', 'text/plain')
          .send('');
      }
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
        return reply.send(spoken.audio.subarray(range.start, range.end + 1));
      }
      return reply.send(spoken.audio);
    },
  );

  app.get(
    '/tts/marks',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['language'],
        summary: '朗读的逐音节时间：与 GET /api/tts 同一查询、同一音频（同一缓存键），每个音节一项',
        querystring: ttsQuery,
        response: { 200: z.object({ status: z.literal(true), data: ttsMarksData }) },
      },
    },
    async (req, reply) => {
      const spoken = await speak(req.query.text, req.query.jyutping, req.query.speed);
      reply.header('etag', `"${spoken.key}"`);
      reply.header('cache-control', 'public, max-age=86400');
      return {
        status: true as const,
        data: {
          provider: spoken.provider,
          duration_ms: spoken.durationMs ?? Math.round(mp3Duration(spoken.audio).seconds * 1000),
          ...(spoken.credit ? { credit: spoken.credit } : {}),
          marks: spoken.marks ?? [],
        },
      };
    },
  );
};
export default routes;
