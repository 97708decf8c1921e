import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/**
 * One access line per request, written when its answer has gone: method, URL, client address,
 * status and time taken. Fastify's default writes an "incoming request" line first, so at the
 * default level every request cost two serialised lines, a quarter of a reading route's CPU
 * (docs/decisions.md, Performance); that line is kept at debug, for tracing requests that hang.
 *
 * The line goes through `access`, a logger on the same destination without the application
 * logger's redaction: redaction paths with wildcards double the cost of every line, and this
 * line's fields are fixed and hold no secret. A failed request is logged through the request's own
 * (redacting) logger, since its error may carry anything.
 */
export class AccessLogController extends LogController {
  private readonly access: Logger | null;

  constructor(access: Logger | null) {
    super();
    this.access = access?.isLevelEnabled('info') ? access : null;
  }

  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    this.access?.info(
      {
        reqId: request.id,
        req: {
          method: request.method,
          url: request.url,
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}
