import {
  createDecipheriv,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';

/** WeChat Pay APIv3 signature scheme name, also the Authorization scheme. */
export const WECHATPAY_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** Signed responses and notifications older or newer than this are refused (replay window). */
export const SIGNATURE_MAX_SKEW_SECONDS = 5 * 60;

export function nonce(): string {
  return randomBytes(16).toString('hex');
}

/** The Authorization header of a merchant request: RSA-SHA256 over method, path, timestamp, nonce and body. */
export function authorizationHeader(input: {
  method: string;
  pathWithQuery: string;
  body: string;
  mchId: string;
  serialNo: string;
  privateKey: string | KeyObject;
  timestamp?: number;
  nonceStr?: string;
}): string {
  const timestamp = input.timestamp ?? Math.floor(Date.now() / 1000);
  const nonceStr = input.nonceStr ?? nonce();
  const message = `${input.method.toUpperCase()}\n${input.pathWithQuery}\n${timestamp}\n${nonceStr}\n${input.body}\n`;
  const signature = createSign('RSA-SHA256').update(message).sign(input.privateKey, 'base64');
  return `${WECHATPAY_SCHEMA} mchid="${input.mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${input.serialNo}"`;
}

/** The platform certificate or platform public key (both are accepted by WeChat Pay merchants today). */
export function platformKey(pem: string): KeyObject {
  const text = pem.trim();
  if (text.includes('BEGIN CERTIFICATE')) return new X509Certificate(text).publicKey;
  return createPublicKey(text);
}

export interface SignedMessage {
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  serial: string | undefined;
  body: string;
}

/** The Wechatpay-* headers of a response or notification, read case-insensitively. */
export function signedMessage(
  headers: Record<string, string | string[] | undefined>,
  body: string,
): SignedMessage {
  const h = (name: string) => {
    const v = headers[name] ?? headers[name.toLowerCase()];
    return Array.isArray(v) ? v[0] : v;
  };
  return {
    timestamp: h('wechatpay-timestamp'),
    nonce: h('wechatpay-nonce'),
    signature: h('wechatpay-signature'),
    serial: h('wechatpay-serial'),
    body,
  };
}

/** Why a signed message was refused, or null when it is genuine and fresh. */
export function signatureProblem(
  m: SignedMessage,
  key: KeyObject,
  expectedSerial: string,
  now = Date.now(),
): string | null {
  if (!m.timestamp || !m.nonce || !m.signature || !m.serial)
    return 'missing Wechatpay signature headers';
  if (expectedSerial && m.serial !== expectedSerial)
    return `unexpected platform serial ${m.serial}`;
  const ts = Number(m.timestamp);
  if (!Number.isInteger(ts) || Math.abs(now / 1000 - ts) > SIGNATURE_MAX_SKEW_SECONDS)
    return 'timestamp outside the replay window';
  const ok = createVerify('RSA-SHA256')
    .update(`${m.timestamp}\n${m.nonce}\n${m.body}\n`)
    .verify(key, m.signature, 'base64');
  return ok ? null : 'signature does not verify';
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** AEAD_AES_256_GCM with the APIv3 key; the last 16 bytes of the ciphertext are the tag. Throws if tampered. */
export function decryptResource(resource: EncryptedResource, apiv3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM')
    throw new Error(`unsupported algorithm ${resource.algorithm}`);
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiv3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAuthTag(data.subarray(data.length - 16));
  if (resource.associated_data) decipher.setAAD(Buffer.from(resource.associated_data, 'utf8'));
  return Buffer.concat([
    decipher.update(data.subarray(0, data.length - 16)),
    decipher.final(),
  ]).toString('utf8');
}

/** RFC 3339 in Beijing time, as WeChat Pay's time_expire expects ("2025-01-01T08:00:00+08:00"). */
export function beijingRfc3339(d: Date): string {
  return `${new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}
