import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (
  req: IncomingMessage,
  url: URL,
  body: string,
  res: ServerResponse,
) => unknown;

/** A node:http server on 127.0.0.1 with a random port, for the fake providers (test use only). */
export async function listen(
  handler: Handler,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      Promise.resolve(handler(req, url, Buffer.concat(chunks).toString('utf8'), res)).catch(
        (err: Error) => {
          res.writeHead(500).end(err.message);
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const sendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  type = 'application/json',
) => res.writeHead(status, { 'content-type': type }).end(JSON.stringify(body));

export function redirect(res: ServerResponse, target: string, params: Record<string, string>) {
  const url = new URL(target);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  res.writeHead(302, { location: url.href }).end();
}

let seq = 0;
export const nextId = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;
