import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signatureV4 } from './sigv4.js';

/**
 * A small S3-compatible server for tests, on 127.0.0.1: path-style PUT/GET/HEAD/DELETE of
 * objects in one bucket, kept in memory. Every request must carry a valid Signature V4
 * (recomputed here from the raw request) and a body matching x-amz-content-sha256.
 */
export async function startFakeS3(opts: { bucket: string; accessKeyId: string; secretAccessKey: string; region: string }) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: Array<{ method: string; key: string; status: number }> = [];

  const verify = (req: IncomingMessage, url: URL, body: Buffer): boolean => {
    const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(req.headers.authorization ?? '');
    if (!auth || auth[1] !== opts.accessKeyId || auth[3] !== opts.region) return false;
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (!amzDate.startsWith(auth[2]!) || payloadHash !== sha256Hex(body)) return false;
    const headers: Record<string, string> = {};
    for (const name of auth[4]!.split(';')) if (name !== 'host') headers[name] = String(req.headers[name] ?? '');
    const s = signatureV4({ method: req.method!, url, headers, payloadHash, region: opts.region, service: 's3', amzDate }, opts.secretAccessKey);
    return s.signature === auth[5];
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const reply = (status: number, payload: Buffer | string = '', headers: Record<string, string> = {}) => {
      requests.push({ method: req.method!, key, status });
      res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : payload);
    };
    if (!verify(req, url, body)) return reply(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>', { 'content-type': 'application/xml' });
    if (bucket !== opts.bucket) return reply(404, '<Error><Code>NoSuchBucket</Code></Error>', { 'content-type': 'application/xml' });
    const found = objects.get(key);
    switch (req.method) {
      case 'PUT':
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
        return reply(200, '', { etag: `"${sha256Hex(body).slice(0, 32)}"` });
      case 'GET':
      case 'HEAD':
        if (!found) return reply(404, '<Error><Code>NoSuchKey</Code></Error>', { 'content-type': 'application/xml' });
        return reply(200, found.body, { 'content-type': found.contentType, 'content-length': String(found.body.length) });
      case 'DELETE':
        objects.delete(key);
        return reply(204);
      default:
        return reply(405);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
