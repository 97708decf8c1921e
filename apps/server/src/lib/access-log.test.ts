import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createTestApp, freshIp, type TestApp } from '../../test/app.js';

/** One access line per request at the default level (lib/access-log.ts). */
function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      cb();
    },
  });
  return { lines, stream };
}

const linesOf = (lines: Array<Record<string, unknown>>, reqId: string) =>
  lines.filter((l) => l.reqId === reqId);

/** A test app logging at `level` into `log`, for the describe block that calls it. */
function appLoggingAt(level: string) {
  const ctx = { log: capture(), t: undefined as unknown as TestApp };
  beforeAll(async () => {
    ctx.t = await createTestApp({ LOG_LEVEL: level }, { logStream: ctx.log.stream });
  });
  afterAll(async () => {
    await ctx.t?.close();
  });
  return ctx;
}

describe('access log at info', () => {
  const ctx = appLoggingAt('info');
  const log = ctx.log;

  it('writes one line per answered request, with what an access log needs', async () => {
    const ip = freshIp();
    const ok = await ctx.t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
    const refused = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/phonetics',
      payload: { text: '' },
      remoteAddress: ip,
    });
    expect(ok.statusCode).toBe(200);
    expect(refused.statusCode).toBe(400);
    for (const [res, method, url] of [
      [ok, 'GET', '/api/health'],
      [refused, 'POST', '/api/phonetics'],
    ] as const) {
      const lines = linesOf(log.lines, String(res.headers['x-request-id']));
      expect(lines.map((l) => l.msg)).toContain('request completed');
      expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
      const done = lines.find((l) => l.msg === 'request completed')!;
      expect(done).toMatchObject({
        level: 30,
        req: { method, url, remoteAddress: ip },
        res: { statusCode: res.statusCode },
      });
      expect(typeof done.responseTime).toBe('number');
    }
    // The health check's only line is its access line.
    expect(linesOf(log.lines, String(ok.headers['x-request-id']))).toHaveLength(1);
  });

  it('masks credentials in the query of the URL it writes', async () => {
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: '/auth/wechat?code=SECRET-oauth-code&state=SECRET-state&from=menu',
      remoteAddress: freshIp(),
    });
    const lines = linesOf(log.lines, String(res.headers['x-request-id']));
    const text = JSON.stringify(lines);
    expect(lines.length).toBeGreaterThan(0);
    expect(text).not.toContain('SECRET');
    expect(lines.find((l) => l.msg === 'request completed')).toMatchObject({
      req: { url: '/auth/wechat?code=[已隐藏]&state=[已隐藏]&from=menu' },
    });
    const missing = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/no-such-route?token=SECRET-token',
      remoteAddress: freshIp(),
    });
    expect(missing.statusCode).toBe(404);
    const missingLines = linesOf(log.lines, String(missing.headers['x-request-id']));
    expect(missingLines.length).toBeGreaterThan(0);
    expect(JSON.stringify(missingLines)).not.toContain('SECRET');
  });
});

describe('access log at debug', () => {
  const ctx = appLoggingAt('debug');
  const log = ctx.log;

  it('also notes each request as it arrives, for tracing one that never completes', async () => {
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/health?token=SECRET-t',
      remoteAddress: freshIp(),
    });
    const lines = linesOf(log.lines, String(res.headers['x-request-id']));
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(JSON.stringify(lines)).not.toContain('SECRET');
  });
});
