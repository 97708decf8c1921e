import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeS3, type FakeS3 } from './fake-s3.js';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';
import { sha256Hex, signatureV4 } from './sigv4.js';
import { storageFromEnv } from './index.js';
import type { Storage } from './types.js';

describe('Signature V4', () => {
  it('matches the GET Object example of the AWS S3 documentation', () => {
    const s = signatureV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9', 'x-amz-content-sha256': sha256Hex(''), 'x-amz-date': '20130524T000000Z' },
        payloadHash: sha256Hex(''),
        region: 'us-east-1',
        service: 's3',
        amzDate: '20130524T000000Z',
      },
      'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    );
    expect(s.signedHeaders).toBe('host;range;x-amz-content-sha256;x-amz-date');
    expect(s.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });
});

function behavesLikeStorage(name: string, make: () => Storage) {
  describe(name, () => {
    it('puts, gets, checks and deletes', async () => {
      const storage = make();
      const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
      expect(await storage.exists('uploads/abc.png')).toBe(false);
      expect(await storage.get('uploads/abc.png')).toBeUndefined();
      await storage.put('uploads/abc.png', body, 'image/png');
      expect(await storage.exists('uploads/abc.png')).toBe(true);
      const got = await storage.get('uploads/abc.png');
      expect(got?.contentType).toBe('image/png');
      expect(got?.body.equals(body)).toBe(true);
      await storage.delete('uploads/abc.png');
      expect(await storage.exists('uploads/abc.png')).toBe(false);
    });
    it('refuses keys that could escape the root', async () => {
      const storage = make();
      for (const key of ['../etc/passwd', 'uploads/../../x', '/abs/path', 'uploads/', 'noslash', 'uploads/a b.png']) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}

let dir: string;
let s3: FakeS3;
const creds = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret/key+test', region: 'eu-test-1', bucket: 'yuexue' };
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'yuexue-storage-'));
  s3 = await startFakeS3(creds);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await s3?.close();
});

behavesLikeStorage('local disk', () => createLocalStorage(dir));
behavesLikeStorage('S3 (fake server on 127.0.0.1, signatures verified)', () =>
  storageFromEnv(
    { STORAGE_DRIVER: 's3', S3_ENDPOINT: s3.endpoint, S3_REGION: creds.region, S3_BUCKET: creds.bucket, S3_ACCESS_KEY_ID: creds.accessKeyId, S3_SECRET_ACCESS_KEY: creds.secretAccessKey, S3_PREFIX: 'site' },
    dir,
  ),
);

describe('S3 driver', () => {
  it('stores under the prefix with the content type', async () => {
    const storage = createS3Storage({ endpoint: s3.endpoint, region: creds.region, bucket: creds.bucket, credentials: creds, prefix: 'p/', forcePathStyle: true, timeoutMs: 5000 });
    await storage.put('uploads/k.gif', Buffer.from('GIF89a'), 'image/gif');
    expect(s3.objects.get('p/uploads/k.gif')?.contentType).toBe('image/gif');
  });
  it('fails loudly with a wrong secret (the fake checks every signature)', async () => {
    const storage = createS3Storage({ endpoint: s3.endpoint, region: creds.region, bucket: creds.bucket, credentials: { ...creds, secretAccessKey: 'wrong' }, prefix: '', forcePathStyle: true, timeoutMs: 5000 });
    await expect(storage.put('uploads/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/HTTP 403/);
    await expect(storage.exists('uploads/x.png')).rejects.toThrow(/HTTP 403/);
  });
  it('needs its settings', () => {
    expect(() => storageFromEnv({ STORAGE_DRIVER: 's3' }, dir)).toThrow(/S3_ENDPOINT, S3_BUCKET/);
    expect(() => storageFromEnv({ STORAGE_DRIVER: 'ftp' }, dir)).toThrow(/local or s3/);
    expect(storageFromEnv({}, dir).kind).toBe('local');
  });
});
