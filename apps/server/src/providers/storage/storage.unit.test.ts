import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeS3, type FakeS3 } from './fake-s3.js';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';
import { sha256Hex, signatureV4 } from './sigv4.js';
import { storageFromEnv } from './index.js';
import type { Storage, StoredEntry } from './types.js';

/** Everything list(prefix) yields, sorted by key (drivers promise no order). */
async function listAll(storage: Storage, prefix: string): Promise<StoredEntry[]> {
  const entries: StoredEntry[] = [];
  for await (const entry of storage.list(prefix)) entries.push(entry);
  return entries.sort((a, b) => (a.key < b.key ? -1 : 1));
}

describe('Signature V4', () => {
  it('matches the GET Object example of the AWS S3 documentation', () => {
    const s = signatureV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: {
          range: 'bytes=0-9',
          'x-amz-content-sha256': sha256Hex(''),
          'x-amz-date': '20130524T000000Z',
        },
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

async function expectAllRefused(
  values: string[],
  attempt: (value: string) => Promise<unknown>,
  error: RegExp,
) {
  for (const value of values) await expect(attempt(value), value).rejects.toThrow(error);
}

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
      await expectAllRefused(
        ['../etc/passwd', 'uploads/../../x', '/abs/path', 'uploads/', 'noslash', 'uploads/a b.png'],
        (key) => storage.put(key, Buffer.from('x'), 'text/plain'),
        /invalid storage key/,
      );
    });
    it('lists exactly the objects under a prefix, with their sizes and times', async () => {
      const storage = make();
      const startedAt = Date.now();
      const sizes: Record<string, number> = {
        'uploads/a.png': 3,
        'uploads/b.jpg': 5,
        'uploads/2024/05/c.gif': 1,
      };
      const elsewhere = ['uploads-old/d.png', 'avatars/e.png'];
      for (const [key, size] of Object.entries(sizes))
        await storage.put(key, Buffer.alloc(size, 7), 'image/png');
      for (const key of elsewhere) await storage.put(key, Buffer.from('x'), 'image/png');
      try {
        const listed = await listAll(storage, 'uploads/');
        expect(listed.map(({ key, size }) => ({ key, size }))).toEqual(
          Object.keys(sizes)
            .sort()
            .map((key) => ({ key, size: sizes[key] })),
        );
        for (const { modifiedAt } of listed) {
          // Slack for coarse file-system clocks and S3's whole seconds.
          expect(modifiedAt.getTime()).toBeGreaterThan(startedAt - 2000);
          expect(modifiedAt.getTime()).toBeLessThan(Date.now() + 2000);
        }
        expect((await listAll(storage, 'uploads/2024/')).map((e) => e.key)).toEqual([
          'uploads/2024/05/c.gif',
        ]);
      } finally {
        for (const key of [...Object.keys(sizes), ...elsewhere]) await storage.delete(key);
      }
    });
    it('refuses prefixes that are not whole folders of safe names', async () => {
      const storage = make();
      await expectAllRefused(
        [
          '',
          'uploads',
          '/uploads/',
          '../',
          'uploads/../',
          'uploads//',
          'uploads/a..b/',
          'up loads/',
        ],
        (prefix) => listAll(storage, prefix),
        /invalid storage prefix/,
      );
    });
  });
}

let dir: string;
let s3: FakeS3;
const creds = {
  accessKeyId: 'AKIDTEST',
  secretAccessKey: 'secret/key+test',
  region: 'eu-test-1',
  bucket: 'yuexue',
};
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
  storageFromEnv(s3.env('site'), dir),
);

/** The S3 driver against a fake, path-style, keys under `prefix`. */
const s3Storage = (fake: FakeS3, prefix: string, credentials = creds) =>
  createS3Storage({
    endpoint: fake.endpoint,
    region: creds.region,
    bucket: creds.bucket,
    credentials,
    prefix,
    forcePathStyle: true,
    timeoutMs: 5000,
  });

describe('S3 driver', () => {
  it('stores under the prefix with the content type', async () => {
    const storage = s3Storage(s3, 'p/');
    await storage.put('uploads/k.gif', Buffer.from('GIF89a'), 'image/gif');
    expect(s3.objects.get('p/uploads/k.gif')?.contentType).toBe('image/gif');
  });
  it('fails loudly with a wrong secret (the fake checks every signature)', async () => {
    const storage = s3Storage(s3, '', { ...creds, secretAccessKey: 'wrong' });
    await expect(storage.put('uploads/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /HTTP 403/,
    );
    await expect(storage.exists('uploads/x.png')).rejects.toThrow(/HTTP 403/);
    await expect(listAll(storage, 'uploads/')).rejects.toThrow(/S3 LIST failed: HTTP 403/);
  });
  it('lists page after page, under its prefix only', async () => {
    const paged = await startFakeS3({ ...creds, maxKeys: 2 });
    try {
      const storage = s3Storage(paged, 'p/');
      // 16-byte stored keys end pages, so the fake's base64 tokens end in '==' and must survive query encoding and signing.
      const keys = [
        'uploads/01.png',
        'uploads/02.png',
        'uploads/03.png',
        'uploads/04.png',
        'uploads/sub/5.png',
      ];
      for (const key of keys) await storage.put(key, Buffer.from(key), 'image/png');
      paged.objects.set('uploads/outside-prefix.png', {
        body: Buffer.from('x'),
        contentType: 'image/png',
        modifiedAt: new Date(),
      });
      const setByTest = new Date('2020-01-02T03:04:05.678Z');
      paged.objects.get('p/uploads/03.png')!.modifiedAt = setByTest;

      const listed = await listAll(storage, 'uploads/');
      expect(listed.map((e) => e.key)).toEqual(keys);
      expect(listed.map((e) => e.size)).toEqual(keys.map((k) => k.length));
      expect(listed.find((e) => e.key === 'uploads/03.png')?.modifiedAt).toEqual(setByTest);
      const listings = paged.requests.filter((r) => r.query.includes('list-type=2'));
      expect(listings.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(listings.filter((r) => /continuation-token=\w+%3D%3D/.test(r.query))).toHaveLength(2);
    } finally {
      await paged.close();
    }
  });
  it('lists a virtual-hosted bucket and decodes XML entities in keys', async () => {
    const urls: string[] = [];
    const page = `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>yuexue</Name><IsTruncated>false</IsTruncated>
      <Contents><Key>site/uploads/a&amp;b&#x27;&lt;c&gt;.png</Key><LastModified>2009-10-12T17:50:30.000Z</LastModified><ETag>&quot;fba9&quot;</ETag><Size>434234</Size></Contents>
      <Contents><Key>site/uploads/</Key><LastModified>2009-10-12T17:50:30.000Z</LastModified><Size>0</Size></Contents></ListBucketResult>`;
    vi.stubGlobal('fetch', async (url: URL) => {
      urls.push(String(url));
      return new Response(page, { headers: { 'content-type': 'application/xml' } });
    });
    try {
      const storage = createS3Storage({
        endpoint: 'https://s3.eu-test-1.example.com',
        region: creds.region,
        bucket: creds.bucket,
        credentials: creds,
        prefix: 'site/',
        forcePathStyle: false,
        timeoutMs: 5000,
      });
      expect(await listAll(storage, 'uploads/')).toEqual([
        {
          key: "uploads/a&b'<c>.png",
          size: 434234,
          modifiedAt: new Date('2009-10-12T17:50:30.000Z'),
        },
      ]);
      expect(urls).toEqual([
        'https://yuexue.s3.eu-test-1.example.com/?list-type=2&prefix=site%2Fuploads%2F',
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('needs its settings', () => {
    expect(() => storageFromEnv({ STORAGE_DRIVER: 's3' }, dir)).toThrow(/S3_ENDPOINT, S3_BUCKET/);
    expect(() => storageFromEnv({ STORAGE_DRIVER: 'ftp' }, dir)).toThrow(/local or s3/);
    expect(storageFromEnv({}, dir).kind).toBe('local');
  });
});

describe('local driver', () => {
  it("lists neither put()'s leftover temp files nor a missing folder", async () => {
    const root = mkdtempSync(join(tmpdir(), 'yuexue-storage-list-'));
    try {
      const storage = createLocalStorage(root);
      await storage.put('uploads/a.png', Buffer.from('png'), 'image/png');
      await storage.put('uploads/notes.tmp', Buffer.from('a key, not a temp file'), 'text/plain');
      writeFileSync(
        join(root, 'uploads', 'b.png.0123456789ab.tmp'),
        'half a file from a crashed put',
      );
      expect((await listAll(storage, 'uploads/')).map((e) => e.key)).toEqual([
        'uploads/a.png',
        'uploads/notes.tmp',
      ]);
      expect(await listAll(storage, 'nothing-here/')).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
