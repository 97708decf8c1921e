import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLlmRefiner } from './openai-compatible.js';

/** A local server speaking the OpenAI chat-completions protocol; its behaviour is set per test. */
let server: Server;
let base = '';
let behaviour: (
  body: Record<string, unknown>,
  req: IncomingMessage,
) => { status: number; body: unknown; delayMs?: number };
const seen: Array<{ auth?: string; body: Record<string, unknown> }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      seen.push({ auth: req.headers.authorization, body });
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const out = behaviour(body, req);
      setTimeout(
        () =>
          res
            .writeHead(out.status, { 'content-type': 'application/json' })
            .end(JSON.stringify(out.body)),
        out.delayMs ?? 0,
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const input = {
  source: '你在干什么？',
  draft: '你喺度做紧乜嘢呀？',
  hints: [{ from: '什么', to: '乜嘢' }],
};
const answer = (content: string) => ({
  status: 200,
  body: { choices: [{ message: { role: 'assistant', content } }] },
});

describe('OpenAI-compatible refiner', () => {
  it('sends the draft and hints with the key and model, and returns the answer', async () => {
    behaviour = () => answer('「你喺度做紧咩呀？」');
    const refiner = createLlmRefiner({
      baseUrl: base,
      apiKey: 'sk-test',
      model: 'yue-1',
      timeoutMs: 2000,
    });
    expect(await refiner.refine(input)).toBe('你喺度做紧咩呀？');
    const last = seen[seen.length - 1]!;
    expect(last.auth).toBe('Bearer sk-test');
    expect(last.body.model).toBe('yue-1');
    const messages = last.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.role).toBe('system');
    expect(messages[1]!.content).toContain('你喺度做紧乜嘢呀？');
    expect(messages[1]!.content).toContain('什么→乜嘢');
  });

  it('falls back (undefined) on errors, timeouts and chatter', async () => {
    const refiner = createLlmRefiner({ baseUrl: base, apiKey: 'k', model: 'm', timeoutMs: 300 });
    behaviour = () => ({ status: 500, body: { error: 'boom' } });
    expect(await refiner.refine(input)).toBeUndefined();
    behaviour = () => ({ ...answer('你好'), delayMs: 1000 });
    expect(await refiner.refine(input)).toBeUndefined();
    behaviour = () => answer('```\n好的，以下是翻译\n```');
    expect(await refiner.refine(input)).toBeUndefined();
    behaviour = () => answer('好'.repeat(200));
    expect(await refiner.refine(input)).toBeUndefined();
    behaviour = () => ({ status: 200, body: { nothing: true } });
    expect(await refiner.refine(input)).toBeUndefined();
    const dead = createLlmRefiner({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: 'k',
      model: 'm',
      timeoutMs: 300,
    });
    expect(await dead.refine(input)).toBeUndefined();
  });
});
