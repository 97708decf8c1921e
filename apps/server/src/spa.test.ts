import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { MSG, SIGNED_IN_HINT_COOKIE } from '@yuexue/contract';
import { ADMIN, createTestApp, type TestApp } from '../test/app.js';
import { pickEncoding } from './spa.js';

const INDEX = `<!doctype html><html><head><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"><header>frame</header><!--shell:home--><section>hero</section><!--/shell:home--></div></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('粤学'.repeat(200))});`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'yuexue-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'tiny-1.js'), 'export {};');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app delivery', () => {
  it('sends the brotli or gzip copy the build made, cached for a year, and the file itself otherwise', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    // Files too small to be worth compressing have no copies: sent as they are.
    const tiny = await t.app.inject({
      url: '/assets/tiny-1.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};');
  });

  it('answers the home page with its static first screen and every other page with the frame only, compressed', async () => {
    const home = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe(INDEX);

    const other = await t.app.inject({
      url: '/video?from=list',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(other.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(other.rawPayload).toString();
    expect(html).toContain('<header>frame</header>');
    expect(html).not.toContain('hero');

    const plain = await t.app.inject({ url: '/?utm=x' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
    // Security headers still apply to the page.
    expect(plain.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('draws an article page with the article (as a guest gets it) and carries it as data; a missing one gets the frame', async () => {
    const api = (await t.app.inject({ url: '/api/article/load/3' })).json<{
      data: { title: string; details: string };
    }>();
    const page = await t.app.inject({
      url: '/article/3?from=list',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<header>frame</header>');
    expect(html).not.toContain('hero');
    expect(html).toContain(`<h1 class="yx-article__title">${api.data.title}</h1>`);
    expect(html).toContain(api.data.details);
    const data = /<script type="application\/json" id="yx-page-data">(.*?)<\/script>/.exec(
      html,
    )![1]!;
    expect(JSON.parse(data)).toEqual({ '/article/load/3': api });

    const missing = await t.app.inject({ url: '/article/987654' });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toBe(
      INDEX.replace('<!--shell:home--><section>hero</section><!--/shell:home-->', ''),
    );
  });

  it('asks a guest to buy the rest of a cut article, tells a signed-in reader their copy is loading, and keeps `$` patterns as typed', async () => {
    const admin = await t.login(ADMIN.username, ADMIN.password);
    const details = Array.from(
      { length: 40 },
      (_, i) => `<p>第${i + 1}段 价格 $& 与 $' 照原样显示。</p>`,
    ).join('');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/article/add',
      headers: admin,
      payload: { title: '会员文章 $&', details, is_free_read: false },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.id as number;

    const guest = await t.app.inject({ url: `/article/${id}` });
    expect(guest.headers.vary).toBe('accept-encoding, cookie');
    expect(guest.body).toContain('<h1 class="yx-article__title">会员文章 $&amp;</h1>');
    expect(guest.body).toContain("价格 $&amp; 与 $' 照原样显示");
    expect(guest.body).toContain('class="yx-member-cta"');
    expect(guest.body).not.toContain(MSG.content.loadingReaderBody);

    const reader = await t.app.inject({
      url: `/article/${id}`,
      headers: { cookie: `theme=dark; ${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(reader.body).toContain(
      `<p class="yx-article__loading-body" role="status">${MSG.content.loadingReaderBody}</p>`,
    );
    expect(reader.body).not.toContain('class="yx-member-cta"');
    // Only the hint's own value counts.
    const other = await t.app.inject({
      url: `/article/${id}`,
      headers: { cookie: `x${SIGNED_IN_HINT_COOKIE}=1; ${SIGNED_IN_HINT_COOKIE}=0` },
    });
    expect(other.body).toContain('class="yx-member-cta"');
  });

  it('answers a missing script, style or image with a 404, never with the page (an old page after a deploy)', async () => {
    for (const url of [
      '/assets/app-old999.js',
      '/assets/index-old.css',
      '/assets/sub/x',
      '/logo-old.png?v=2',
    ]) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
    // Pages without a dot in their last segment still get the app.
    expect((await t.app.inject({ url: '/auth/wechat' })).headers['content-type']).toBe(
      'text/html; charset=utf-8',
    );
  });

  it('keeps API misses as JSON 404s', async () => {
    const res = await t.app.inject({ url: '/api/nope', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, code: 'not_found' });
  });

  it('negotiates brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
