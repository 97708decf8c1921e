import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { failure, MSG, type ErrorCode } from '@yuexue/contract';
import { HttpError } from '../lib/http-error.js';

const C = MSG.common;

const BY_FASTIFY_CODE: Record<string, [number, string, ErrorCode]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, C.payloadTooLarge, 'payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, C.unsupportedMedia, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, C.badRequest, 'bad_request'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, C.invalidJson, 'bad_request'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, C.invalidJson, 'bad_request'],
  FST_REQ_FILE_TOO_LARGE: [413, C.payloadTooLarge, 'payload_too_large'],
  FST_FILES_LIMIT: [413, C.payloadTooLarge, 'payload_too_large'],
  FST_PARTS_LIMIT: [413, C.payloadTooLarge, 'payload_too_large'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, C.unsupportedMedia, 'unsupported_media_type'],
};

const BY_STATUS: Record<number, [string, ErrorCode]> = {
  400: [C.badRequest, 'bad_request'],
  401: [C.unauthorized, 'unauthorized'],
  403: [C.forbidden, 'forbidden'],
  404: [C.notFound, 'not_found'],
  405: [C.badRequest, 'bad_request'],
  406: [C.unsupportedMedia, 'unsupported_media_type'],
  413: [C.payloadTooLarge, 'payload_too_large'],
  415: [C.unsupportedMedia, 'unsupported_media_type'],
  429: [C.tooMany, 'too_many_requests'],
};

/** Every failure leaves as the spec's envelope with a real status and a zh-CN message; never a bare 500. */
export default fp(
  async (app) => {
    app.setErrorHandler((err, req, reply) => {
      if (err instanceof HttpError) {
        if (typeof err.extra.retry_after === 'number')
          reply.header('retry-after', String(err.extra.retry_after));
        return reply.code(err.statusCode).send({ ...failure(err.message, err.code), ...err.extra });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const message = err.validation[0]?.message || C.badRequest;
        return reply.code(400).send(failure(message, 'bad_request'));
      }
      if (isResponseSerializationError(err)) {
        req.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
        return reply.code(500).send(failure(C.internal, 'internal'));
      }
      const e = err as { code?: string; statusCode?: number; message?: string };
      const known = e.code ? BY_FASTIFY_CODE[e.code] : undefined;
      if (known) return reply.code(known[0]).send(failure(known[1], known[2]));
      if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
        const [message, code] = BY_STATUS[e.statusCode] ?? [C.badRequest, 'bad_request'];
        return reply.code(e.statusCode).send(failure(message, code));
      }
      req.log.error({ err }, 'unhandled error');
      return reply.code(500).send(failure(C.internal, 'internal'));
    });
  },
  { name: 'errors' },
);
