import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signatureV4 } from './sigv4.js';

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
  /** Set at PUT; tests may overwrite it. */
  modifiedAt: Date;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
const element = (name: string, text: string | number) =>
  `<${name}>${escapeXml(String(text))}</${name}>`;
const etagOf = (body: Buffer) => `"${sha256Hex(body).slice(0, 32)}"`;
/** S3 lists keys in the binary order of their UTF-8 bytes, which is not JavaScript's UTF-16 order. */
const byUtf8 = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
/** Opaque to clients and base64 like S3's, so it can hold '=', '+' and '/' that the query must escape. */
const tokenAfter = (key: string) => Buffer.from(key).toString('base64');
const keyFromToken = (token: string) => Buffer.from(token, 'base64').toString();

const xmlError = (code: string) => `<Error><Code>${code}</Code></Error>`;

/** A ListObjectsV2 answer (XML), or an error code for a bad request. */
function listObjectsV2(
  bucket: string,
  objects: Map<string, FakeS3Object>,
  query: URLSearchParams,
  pageLimit: number,
): { xml: string } | { error: string } {
  const prefix = query.get('prefix') ?? '';
  const continuationToken = query.get('continuation-token');
  const maxKeys = Math.min(Number(query.get('max-keys') ?? pageLimit), pageLimit);
  if (!Number.isInteger(maxKeys) || maxKeys < 1) return { error: 'InvalidArgument' };
  const after = continuationToken === null ? undefined : keyFromToken(continuationToken);
  if (after !== undefined && tokenAfter(after) !== continuationToken)
    return { error: 'InvalidArgument' };
  const matching = [...objects.keys()]
    .filter((key) => key.startsWith(prefix) && (after === undefined || byUtf8(key, after) > 0))
    .sort(byUtf8);
  const page = matching.slice(0, maxKeys);
  const truncated = matching.length > page.length;
  const contents = page.map((key) => {
    const object = objects.get(key)!;
    const fields = [
      element('Key', key),
      element('LastModified', object.modifiedAt.toISOString()),
      element('ETag', etagOf(object.body)),
      element('Size', object.body.length),
      element('StorageClass', 'STANDARD'),
    ];
    return `<Contents>${fields.join('')}</Contents>`;
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
    element('Name', bucket),
    element('Prefix', prefix),
    continuationToken === null ? '' : element('ContinuationToken', continuationToken),
    truncated ? element('NextContinuationToken', tokenAfter(page.at(-1)!)) : '',
    element('KeyCount', page.length),
    element('MaxKeys', maxKeys),
    element('IsTruncated', String(truncated)),
    ...contents,
    '</ListBucketResult>',
  ].join('');
  return { xml };
}

/**
 * A small S3-compatible server for tests, on 127.0.0.1: path-style PUT/GET/HEAD/DELETE of
 * objects in one bucket, kept in memory, and ListObjectsV2 (GET /<bucket>?list-type=2) with
 * pages of at most `maxKeys` (default 1000, as S3). Every request must carry a valid Signature V4
 * (recomputed here from the raw request, query included) and a body matching x-amz-content-sha256.
 */
export async function startFakeS3(opts: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  maxKeys?: number;
}) {
  const pageLimit = opts.maxKeys ?? 1000;
  const objects = new Map<string, FakeS3Object>();
  const requests: Array<{ method: string; key: string; query: string; status: number }> = [];

  const verify = (req: IncomingMessage, url: URL, body: Buffer): boolean => {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      );
    if (!auth || auth[1] !== opts.accessKeyId || auth[3] !== opts.region) return false;
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (!amzDate.startsWith(auth[2]!) || payloadHash !== sha256Hex(body)) return false;
    const headers: Record<string, string> = {};
    for (const name of auth[4]!.split(';'))
      if (name !== 'host') headers[name] = String(req.headers[name] ?? '');
    const s = signatureV4(
      {
        method: req.method!,
        url,
        headers,
        payloadHash,
        region: opts.region,
        service: 's3',
        amzDate,
      },
      opts.secretAccessKey,
    );
    return s.signature === auth[5];
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const reply = (
      status: number,
      payload: Buffer | string = '',
      headers: Record<string, string> = {},
    ) => {
      requests.push({ method: req.method!, key, query: url.search, status });
      res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : payload);
    };
    const replyXml = (status: number, xml: string) =>
      reply(status, xml, { 'content-type': 'application/xml' });
    if (!verify(req, url, body)) return replyXml(403, xmlError('SignatureDoesNotMatch'));
    if (bucket !== opts.bucket) return replyXml(404, xmlError('NoSuchBucket'));
    if (key === '' && req.method === 'GET') {
      if (url.searchParams.get('list-type') !== '2')
        return replyXml(501, xmlError('NotImplemented'));
      const listing = listObjectsV2(bucket, objects, url.searchParams, pageLimit);
      return 'error' in listing
        ? replyXml(400, xmlError(listing.error))
        : replyXml(200, listing.xml);
    }
    const found = objects.get(key);
    switch (req.method) {
      case 'PUT':
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          modifiedAt: new Date(),
        });
        return reply(200, '', { etag: etagOf(body) });
      case 'GET':
      case 'HEAD':
        if (!found) return replyXml(404, xmlError('NoSuchKey'));
        return reply(200, found.body, {
          'content-type': found.contentType,
          'content-length': String(found.body.length),
        });
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
    /** The server's environment for STORAGE_DRIVER=s3 against this fake, keys under `prefix`. */
    env: (prefix: string): Record<string, string> => ({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: opts.region,
      S3_BUCKET: opts.bucket,
      S3_ACCESS_KEY_ID: opts.accessKeyId,
      S3_SECRET_ACCESS_KEY: opts.secretAccessKey,
      S3_PREFIX: prefix,
    }),
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
