import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accessLine } from './access-log.js';

/** What pino itself writes for the same fields, at the same instant. */
function pinoLine(fields: Record<string, unknown>, now: number): string {
  let out = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      out += chunk.toString();
      cb();
    },
  });
  pino({ level: 'info', timestamp: () => `,"time":${now}` }, stream).info(
    fields,
    'request completed',
  );
  return out;
}

describe('accessLine', () => {
  it.each([
    ['a plain request', '/api/phonetics', 'localhost:3000', 51234],
    ['quotes, controls and non-ASCII in the URL', '/api/x?q="a"\\b\n\t中文\u2028', 'h"ost', 1],
    ['no remote port (a closed socket)', '/api/health', 'localhost', undefined],
    ['a masked credential', '/auth/wechat?code=abc&state=def&from=x', 'localhost', 2],
  ])('writes the line pino would write: %s', (_name, url, host, remotePort) => {
    const request = {
      id: 'f1d2d2f9-1c3e-4a5b-9c7d-0e8f6a4b2c1d',
      method: 'POST',
      url,
      host,
      ip: '203.0.113.9',
      socket: { remotePort },
    } as unknown as FastifyRequest;
    const reply = { statusCode: 201, elapsedTime: 1.2345678 } as unknown as FastifyReply;
    const now = 1_790_000_000_123;
    const expected = pinoLine(
      {
        reqId: request.id,
        req: {
          method: request.method,
          url: url.replace(/(code|state)=[^&]*/g, '$1=[已隐藏]'),
          host,
          remoteAddress: request.ip,
          remotePort,
        },
        res: { statusCode: 201 },
        responseTime: 1.2345678,
      },
      now,
    );
    expect(accessLine(request, reply, now)).toBe(expected);
    expect(JSON.parse(expected)).toMatchObject({ level: 30, msg: 'request completed' });
  });
});
