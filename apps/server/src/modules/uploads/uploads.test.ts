import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { LIMITS, MSG } from '@yuexue/contract';
import { createTestApp, freshIp, type TestApp } from '../../../test/app.js';
import { createUser, imageForm, type TestUser } from '../../../test/content-fixtures.js';
import { startFakeS3, type FakeS3 } from '../../providers/storage/fake-s3.js';

const U = MSG.upload;

const png = () =>
  sharp({ create: { width: 20, height: 10, channels: 4, background: '#2E5366' } })
    .png()
    .toBuffer();
const jpegWithGps = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#888888' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 17/1 0/1' },
    })
    .toBuffer();
async function animatedGif() {
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((c) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: c } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 100, 100], loop: 0 })
    .toBuffer();
}

function uploadSuite(name: string, env: () => Record<string, string>, check?: () => void) {
  describe(name, () => {
    let t: TestApp;
    let user: TestUser;
    beforeAll(async () => {
      // The storage driver is chosen from the process environment when the app starts.
      for (const [k, v] of Object.entries(env())) vi.stubEnv(k, v);
      try {
        t = await createTestApp();
      } finally {
        vi.unstubAllEnvs();
      }
      user = await createUser(t, 'uploader', 'free_member');
    });
    afterAll(async () => {
      await t?.close();
    });
    const upload = (
      bytes: Buffer,
      filename?: string,
      type?: string,
      headers: Record<string, string> = user.headers,
      field?: string,
    ) => {
      const form = imageForm(bytes, filename, type, field);
      return t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        payload: form.payload,
        headers: { ...form.headers, ...headers },
        remoteAddress: freshIp(),
      });
    };
    const fetchUpload = (url: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress: freshIp() });

    it('stores a PNG under a random name and serves it with its true type and nosniff', async () => {
      const res = await upload(await png());
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
      expect(body.data).toMatchObject({
        url: body.url,
        content_type: 'image/png',
        width: 20,
        height: 10,
      });
      const served = await fetchUpload(body.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
      check?.();
    });

    it('strips EXIF and GPS from a JPEG', async () => {
      const original = await jpegWithGps();
      expect(original.includes('secret-owner')).toBe(true);
      const res = await upload(original, 'photo.jpg', 'image/jpeg');
      expect(res.statusCode, res.body).toBe(201);
      const served = await fetchUpload(res.json().url);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.includes('secret-owner')).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    });

    it('keeps a GIF animated', async () => {
      const res = await upload(await animatedGif(), 'a.gif', 'image/gif');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ content_type: 'image/gif', width: 8, height: 8 });
      const served = await fetchUpload(res.json().url);
      expect((await sharp(served.rawPayload, { animated: true }).metadata()).pages).toBe(3);
    });

    it.each([
      [
        'HTML named .png',
        Buffer.from('<html><script>alert(1)</script></html>'),
        'x.png',
        'image/png',
        U.badType,
      ],
      [
        'SVG named .png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        'x.png',
        'image/png',
        U.badType,
      ],
      ['a WebP', null, 'x.webp', 'image/webp', U.badType],
      [
        'a PDF',
        Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n'),
        'x.jpg',
        'image/jpeg',
        U.badType,
      ],
    ])('refuses %s', async (_name, bytes, filename, type, message) => {
      const payload =
        bytes ??
        (await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .webp()
          .toBuffer());
      const res = await upload(payload, filename, type);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ status: false, error: message });
    });

    it('refuses a truncated image', async () => {
      const whole = await sharp({
        create: {
          width: 200,
          height: 200,
          channels: 3,
          background: '#000000',
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      })
        .png()
        .toBuffer();
      const res = await upload(whole.subarray(0, Math.floor(whole.length / 2)));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(U.corrupt);
    });

    it('refuses 10 MB + 1 byte and accepts exactly the limit being checked by size', async () => {
      const big = Buffer.concat([
        await png(),
        Buffer.alloc(LIMITS.imageMaxBytes + 1 - (await png()).length),
      ]);
      expect(big.length).toBe(LIMITS.imageMaxBytes + 1);
      const res = await upload(big);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toBe(U.tooLarge);
    });

    it('needs a signed-in user, the image field and a multipart body', async () => {
      expect((await upload(await png(), 'x.png', 'image/png', {})).statusCode).toBe(401);
      const wrongField = await upload(await png(), 'x.png', 'image/png', user.headers, 'file');
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().error).toBe(U.noFile);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        payload: { image: 'x' },
        headers: user.headers,
        remoteAddress: freshIp(),
      });
      expect(json.statusCode).toBe(400);
      expect(json.json().error).toBe(U.noFile);
    });

    it('answers 404 for unknown or malformed upload names', async () => {
      for (const url of [
        '/uploads/0123456789abcdef0123456789abcdef.png',
        '/uploads/..%2F..%2Fetc%2Fpasswd',
        '/uploads/x.html',
      ]) {
        const res = await fetchUpload(url);
        expect(res.statusCode, url).toBe(404);
      }
    });
  });
}

uploadSuite('uploads on local disk', () => ({}));

let s3: FakeS3;
const creds = {
  accessKeyId: 'AKIDUPLOAD',
  secretAccessKey: 'upload-secret',
  region: 'cn-test-1',
  bucket: 'media',
};
beforeAll(async () => {
  s3 = await startFakeS3(creds);
});
afterAll(async () => {
  await s3?.close();
});
uploadSuite(
  'uploads in S3 (fake S3 server on 127.0.0.1)',
  () => s3.env('yuexue'),
  () => {
    expect([...s3.objects.keys()].some((k) => /^yuexue\/uploads\/[0-9a-f]{32}\.png$/.test(k))).toBe(
      true,
    );
    expect(s3.requests.every((r) => r.status !== 403)).toBe(true);
  },
);
