import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { hostname } from 'node:os';
import pino, { type DestinationStream } from 'pino';

/**
 * One access line per request, written when its answer has gone: method, URL, client address,
 * status and time taken. Fastify's default writes an "incoming request" line first, so at the
 * default level every request cost two serialised lines, a quarter of a reading route's CPU
 * (docs/decisions.md, Performance); that line is kept at debug, for tracing requests that hang.
 *
 * The access line has the same fields every time, none of them secret, so it is written straight
 * to the log destination as pino would write it (same keys, order and escaping) instead of through
 * a logger: pino's generic serialisation and the application logger's wildcard redaction were
 * most of its cost. A failed request is logged through the request's own (redacting) logger,
 * since its error may carry anything.
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

const LEVELS = pino.levels.values;
/** pino's numeric value of `level`; `silent` writes nothing, levels pino does not know count as info. */
const levelValue = (level: string) =>
  level === 'silent' ? Infinity : (LEVELS[level] ?? LEVELS.info!);

// pino's default bindings, in its order: level, time, pid, hostname, then the line's own fields.
const LINE_BASE = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
const json = JSON.stringify;

/** The access line as pino writes `info({ reqId, req, res, responseTime }, 'request completed')`. */
export function accessLine(request: FastifyRequest, reply: FastifyReply, now = Date.now()): string {
  const port = request.socket?.remotePort;
  return (
    `{"level":30,"time":${now}${LINE_BASE},"reqId":${json(String(request.id))}` +
    `,"req":{"method":${json(request.method)},"url":${json(loggedUrl(request.url))}` +
    `,"host":${json(request.host)},"remoteAddress":${json(request.ip)}` +
    (port === undefined ? '' : `,"remotePort":${port}`) +
    `},"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime}` +
    `,"msg":"request completed"}\n`
  );
}

export class AccessLogController extends LogController {
  private readonly destination: DestinationStream | null;
  private readonly traceIncoming: boolean;

  /** `destination` and `level` are the application logger's (app.ts passes both). */
  constructor(destination: DestinationStream | null, level: string) {
    super();
    const value = levelValue(level);
    this.destination = value <= LEVELS.info! ? destination : null;
    this.traceIncoming = destination !== null && value <= LEVELS.debug!;
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
    if (error) {
      reply.log.error(
        {
          req: requestFields(request),
          res: { statusCode: reply.statusCode },
          responseTime: reply.elapsedTime,
          err: error,
        },
        'request errored',
      );
    } else this.destination?.write(accessLine(request, reply));
  }
}
