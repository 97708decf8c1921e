import { assertKey, assertPrefix, type Storage, type StoredEntry } from './types.js';
import { signedHeaders, uriEncode, type Credentials } from './sigv4.js';

export interface S3Options {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  credentials: Credentials;
  /** Prepended to every key, e.g. "yuexue/". */
  prefix: string;
  /** Path-style URLs (endpoint/bucket/key), which every S3-compatible server understands; else bucket.host. */
  forcePathStyle: boolean;
  timeoutMs: number;
}

/** One page of a ListObjectsV2 answer; nextToken is set when more pages follow. */
interface ListPage {
  entries: StoredEntry[];
  nextToken: string | undefined;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (text: string) =>
  text.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi,
    (entity, hex?: string, decimal?: string, name?: string) => {
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      if (decimal) return String.fromCodePoint(Number(decimal));
      return XML_ENTITIES[name!] ?? entity;
    },
  );

/** The decoded text of the first <name> element; the ones we read hold only text. */
function textOf(xml: string, name: string): string | undefined {
  const found = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return found ? decodeXml(found[1]!) : undefined;
}

function parseListEntry(contents: string): StoredEntry {
  const key = textOf(contents, 'Key');
  const size = Number(textOf(contents, 'Size'));
  const modifiedAt = new Date(textOf(contents, 'LastModified') ?? '');
  if (!key || !Number.isFinite(size) || Number.isNaN(modifiedAt.getTime())) {
    throw new Error(`S3 LIST answered an unreadable entry: ${contents.slice(0, 300)}`);
  }
  return { key, size, modifiedAt };
}

function parseListPage(xml: string): ListPage {
  const entries = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map(([, contents]) =>
    parseListEntry(contents!),
  );
  const truncated = textOf(xml, 'IsTruncated') === 'true';
  const nextToken = truncated ? textOf(xml, 'NextContinuationToken') : undefined;
  // Stopping here would silently list only part of the bucket.
  if (truncated && !nextToken)
    throw new Error('S3 LIST answered a truncated page without NextContinuationToken');
  return { entries, nextToken };
}

/** Encoded exactly as SigV4 canonicalises it, so the server sees the bytes that were signed. */
const queryString = (params: Array<[string, string]>) =>
  params.map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`).join('&');

/** An S3-compatible bucket, spoken to with plain fetch and Signature V4 (no SDK). */
export function createS3Storage(o: S3Options): Storage {
  const base = new URL(o.endpoint);
  /** The bucket itself, or one object in it when given its encoded path. */
  const bucketUrl = (objectPath?: string) => {
    const u = new URL(base.toString());
    const root = base.pathname.replace(/\/$/, '');
    const bucketPath = o.forcePathStyle ? `${root}/${uriEncode(o.bucket)}` : root;
    if (!o.forcePathStyle) u.hostname = `${o.bucket}.${base.hostname}`;
    u.pathname = objectPath === undefined ? bucketPath || '/' : `${bucketPath}/${objectPath}`;
    return u;
  };
  const urlFor = (key: string) =>
    bucketUrl(`${o.prefix}${assertKey(key)}`.split('/').map(uriEncode).join('/'));
  const listUrl = (prefix: string, continuationToken: string | undefined) => {
    const u = bucketUrl();
    const params: Array<[string, string]> = [
      ['list-type', '2'],
      ['prefix', prefix],
    ];
    if (continuationToken) params.push(['continuation-token', continuationToken]);
    u.search = queryString(params);
    return u;
  };
  async function request(
    method: string,
    url: URL,
    body?: Buffer,
    headers: Record<string, string> = {},
  ) {
    return fetch(url, {
      method,
      headers: signedHeaders({ method, url, headers, body }, o.credentials, o.region),
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(o.timeoutMs),
    });
  }
  const send = (method: string, key: string, body?: Buffer, headers?: Record<string, string>) =>
    request(method, urlFor(key), body, headers);
  const fail = async (what: string, res: Response) => {
    const text = (await res.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${what} failed: HTTP ${res.status} ${text}`);
  };
  async function listPage(
    prefix: string,
    continuationToken: string | undefined,
  ): Promise<ListPage> {
    const res = await request('GET', listUrl(prefix, continuationToken));
    if (!res.ok) throw await fail('LIST', res);
    return parseListPage(await res.text());
  }
  /** prefix includes o.prefix, which is stripped from the keys yielded. */
  async function* entriesUnder(prefix: string): AsyncGenerator<StoredEntry> {
    let continuationToken: string | undefined;
    do {
      const page = await listPage(prefix, continuationToken);
      for (const entry of page.entries) {
        // Zero-byte "folder/" markers (made by the S3 console) are not objects put() could have stored.
        if (!entry.key.endsWith('/')) yield { ...entry, key: entry.key.slice(o.prefix.length) };
      }
      // A server that hands back the token it was given would have us list forever.
      if (page.nextToken !== undefined && page.nextToken === continuationToken)
        throw new Error('S3 list failed: the same continuation token twice');
      continuationToken = page.nextToken;
    } while (continuationToken);
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const res = await send('PUT', key, body, { 'content-type': contentType });
      if (!res.ok) throw await fail('PUT', res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.arrayBuffer();
        return undefined;
      }
      if (!res.ok) throw await fail('GET', res);
      return {
        body: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async exists(key) {
      const res = await send('HEAD', key);
      if (res.status === 404) return false;
      if (!res.ok) throw await fail('HEAD', res);
      return true;
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw await fail('DELETE', res);
      await res.arrayBuffer();
    },
    list(prefix) {
      return entriesUnder(`${o.prefix}${assertPrefix(prefix)}`);
    },
  };
}
