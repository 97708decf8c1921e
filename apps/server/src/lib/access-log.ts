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
// Query values that are credentials: an OAuth callback page (/auth/wechat?code=…&state=…) or a
// mailed link carries them in its URL, and the access line must not.
const SECRET_QUERY = /([?&](?:code|state|token|ticket|password|secret|signature|sign)=)[^&#]*/giu;
export const loggedUrl = (url: string) =>
  url.includes('=') ? url.replace(SECRET_QUERY, '$1[已隐藏]') : url;

const requestFields = (request: FastifyRequest) => ({
  method: request.method,
  url: loggedUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

export class AccessLogController extends LogController {
  private readonly access: Logger | null;
  private readonly traceIncoming: boolean;

  constructor(access: Logger | null) {
    super();
    this.access = access?.isLevelEnabled('info') ? access : null;
    // Same level as the application logger (app.ts builds both from LOG_LEVEL).
    this.traceIncoming = access?.isLevelEnabled('debug') ?? false;
  }

  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    // Checked first: building the fields costs as much as the line that would not be written.
    if (this.traceIncoming) request.log.debug({ req: requestFields(request) }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const fields = {
      req: requestFields(request),
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    // The request's own logger already binds reqId; the access logger is not a child of it.
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else this.access?.info({ reqId: request.id, ...fields }, 'request completed');
  }
}
