import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access line per request, written when its answer has gone: method, URL, client address,
 * status and time taken. Fastify's default writes an "incoming request" line first, so at the
 * default level every request cost two serialised lines, a quarter of a reading route's CPU
 * (docs/decisions.md, Performance); that line is kept at debug, for tracing requests that hang.
 */
export class AccessLogController extends LogController {
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
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
