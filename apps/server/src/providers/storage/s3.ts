import { assertKey, type Storage } from './types.js';
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

/** An S3-compatible bucket, spoken to with plain fetch and Signature V4 (no SDK). */
export function createS3Storage(o: S3Options): Storage {
  const base = new URL(o.endpoint);
  const urlFor = (key: string) => {
    const path = `${o.prefix}${assertKey(key)}`.split('/').map(uriEncode).join('/');
    const u = new URL(base.toString());
    if (o.forcePathStyle) u.pathname = `${base.pathname.replace(/\/$/, '')}/${uriEncode(o.bucket)}/${path}`;
    else {
      u.hostname = `${o.bucket}.${base.hostname}`;
      u.pathname = `${base.pathname.replace(/\/$/, '')}/${path}`;
    }
    return u;
  };
  async function send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    const url = urlFor(key);
    return fetch(url, {
      method,
      headers: signedHeaders({ method, url, headers, body }, o.credentials, o.region),
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(o.timeoutMs),
    });
  }
  const fail = async (what: string, res: Response) => {
    const text = (await res.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${what} failed: HTTP ${res.status} ${text}`);
  };

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
      return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
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
  };
}
