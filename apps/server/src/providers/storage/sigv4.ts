import { createHash, createHmac } from 'node:crypto';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment or query component, as SigV4 wants it. */
export const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign (host is added from the URL); names in any case. */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  /** e.g. 20130524T000000Z */
  amzDate: string;
}

/** The canonical request, string to sign and signature of AWS Signature Version 4. */
export function signatureV4(input: SignInput, secretAccessKey: string) {
  const headers: Record<string, string> = { host: input.url.host };
  for (const [k, v] of Object.entries(input.headers))
    headers[k.toLowerCase()] = v.trim().replace(/\s+/g, ' ');
  const names = Object.keys(headers).sort();
  const canonicalQuery = [...input.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)])
    .sort(([a, x], [b, y]) => (a! < b! ? -1 : a! > b! ? 1 : x! < y! ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    input.url.pathname, // S3: already encoded once by URL; not normalised
    canonicalQuery,
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const key = hmac(
    hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), input.region), input.service),
    'aws4_request',
  );
  return {
    signature: createHmac('sha256', key).update(stringToSign).digest('hex'),
    signedHeaders: names.join(';'),
    scope,
    canonicalRequest,
  };
}

export const amzDate = (d = new Date()) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Headers (x-amz-date, x-amz-content-sha256, authorization, …) for a signed request. */
export function signedHeaders(
  req: { method: string; url: URL; headers?: Record<string, string>; body?: Buffer },
  creds: Credentials,
  region: string,
  now = new Date(),
): Record<string, string> {
  const date = amzDate(now);
  const payloadHash = sha256Hex(req.body ?? '');
  const headers: Record<string, string> = {
    ...req.headers,
    'x-amz-date': date,
    'x-amz-content-sha256': payloadHash,
  };
  if (creds.sessionToken) headers['x-amz-security-token'] = creds.sessionToken;
  const s = signatureV4(
    {
      method: req.method,
      url: req.url,
      headers,
      payloadHash,
      region,
      service: 's3',
      amzDate: date,
    },
    creds.secretAccessKey,
  );
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${s.scope}, SignedHeaders=${s.signedHeaders}, Signature=${s.signature}`,
  };
}
