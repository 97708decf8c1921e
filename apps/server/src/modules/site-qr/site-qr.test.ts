import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { DEFAULT_GENERAL_SETTINGS, SITE_QR_TARGETS } from '@yuexue/contract';
import { createTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://yuexue.test/' });
});
afterAll(async () => {
  await t?.close();
});

/** Rasterises the SVG and decodes it as a phone camera would. */
async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(300, 300)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('default result-panel images are scannable QR codes of the site (issue 26 item 8)', () => {
  it('draws each default image as a QR code of the page it names', async () => {
    const defaults = [
      DEFAULT_GENERAL_SETTINGS.homepage_qr_image1,
      DEFAULT_GENERAL_SETTINGS.homepage_qr_image2,
    ];
    const pub = (await t.app.inject({ url: '/api/system/settings' })).json().data;
    for (const [i, url] of defaults.entries()) {
      expect(pub[`homepage_qr_image${i + 1}`]).toBe(url);
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(await decode(res.body)).toBe(
        `https://yuexue.test${Object.values(SITE_QR_TARGETS)[i]}`,
      );
    }
  });

  it('refuses an unknown page with a zh-CN 400', async () => {
    const res = await t.app.inject({ url: '/api/site-qr/elsewhere' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/[\u4e00-\u9fff]/);
  });
});
