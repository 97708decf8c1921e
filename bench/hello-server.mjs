// The reference for bench/api-load.ts: a bare Fastify hello route in a process of its own, as the
// API server runs in its own process, so neither shares an event loop with the load generator.
// Usage: node bench/hello-server.mjs <port> [answers.json]
// With a file holding `{ "<route>": [answers as JSON texts] }`, POST /answer/<route> replies with
// that route's answers in turn: the bytes of real answers with no work behind them, the most a route
// of that size can reach on this machine.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

// Held as UTF-8 bytes, as the API server sends its reading answers (apps/server lib/reading-json.ts):
// a string would be encoded again on every write, and the reference would be slower than it need be.
const stored = process.argv[3] ? JSON.parse(readFileSync(process.argv[3], 'utf8')) : {};
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ status: true, data: 'hello' }));
for (const [route, texts] of Object.entries(stored)) {
  const answers = texts.map((a) => Buffer.from(a));
  let next = 0;
  app.post(`/answer/${route}`, async (_req, reply) =>
    reply.type('application/json; charset=utf-8').send(answers[next++ % answers.length]),
  );
}
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
