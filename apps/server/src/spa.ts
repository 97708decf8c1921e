import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { failure, MSG, SIGNED_IN_HINT_COOKIE, type Article } from '@yuexue/contract';
import { articleShell, pageDataScript } from './article-shell.js';

/** index.html marks the home page's static first screen (hero, translator frame) with these comments. */
const HOME_SHELL = /<!--shell:home-->[\s\S]*?<!--\/shell:home-->/;
const ARTICLE_PAGE = /^\/article\/([1-9]\d{0,9})$/;
/** A file the build would have made (a script, a style, an image): missing, it is a 404, never the page. */
const FILE_PATH = /^\/assets\/|\.[a-z0-9]{1,8}$/i;
const SIGNED_IN_HINT = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`);

interface Page {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const compressed = (html: string): Page => {
  const plain = Buffer.from(html);
  return {
    plain,
    br: brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(plain, { level: 9 }),
  };
};

/** A page made per request: compressed only as the client asks, at a level quick enough to do each time. */
const compressedFor = (html: string, encoding: 'br' | 'gzip' | undefined): Buffer => {
  const plain = Buffer.from(html);
  if (encoding === 'br')
    return brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  return encoding === 'gzip' ? gzipSync(plain, { level: 6 }) : plain;
};

/** The encoding to answer with: brotli, then gzip, else none (q=0 refuses one). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const accepted = new Set(
    header
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * Serves the built web app; any non-API path falls back to index.html (client-side routing).
 * Text files go out brotli- or gzip-compressed from the copies the web build made; index.html is
 * compressed once at start. The home page's HTML carries its static first screen (painted before
 * any script runs), an article page the article itself (article-shell.ts); every other path gets
 * the same page without it, just the frame.
 */
export default fp(async (app) => {
  const dist = app.config.webDist;
  const indexFile = join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own cache-control below (send's default, max-age=0, would otherwise win).
      cacheControl: false,
      setHeaders: (res, path) => {
        // Vite fingerprints everything under assets/: cache it for a year.
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const html = hasWeb ? readFileSync(indexFile, 'utf8') : undefined;
  const pages = html
    ? { home: compressed(html), other: compressed(html.replace(HOME_SHELL, '')) }
    : undefined;
  const pageFor = (path: string) => (path === '/' ? pages!.home : pages!.other);

  /**
   * /article/{id}: the page carries the article as the API gives it to a guest, drawn (so it is on
   * screen before any script runs) and as data for the page's script (so it draws the same at once).
   * Anything but a found article (missing, maintenance, an error) gets the plain frame.
   */
  const articlePage = async (
    req: FastifyRequest,
    path: string,
    id: string,
  ): Promise<string | undefined> => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/article/load/${id}`,
      remoteAddress: req.ip,
    });
    if (res.statusCode !== 200) return undefined;
    const body = res.json<{ status: boolean; data?: Article }>();
    if (!body.status || !body.data) return undefined;
    const signedIn = SIGNED_IN_HINT.test(req.headers.cookie ?? '');
    const drawn =
      articleShell(body.data, path, signedIn) + pageDataScript({ [`/article/load/${id}`]: body });
    // A function, not a string: an article's text may hold `$&` and the like, which replace() would expand.
    return html!.replace(HOME_SHELL, () => drawn);
  };

  app.setNotFoundHandler(async (req, reply) => {
    // An old page asking for a script of an earlier build must fail as a script, not run HTML as one.
    const path = req.url.split('?')[0]!;
    if (
      req.url.startsWith('/api/') ||
      req.url === '/api' ||
      req.method !== 'GET' ||
      !pages ||
      FILE_PATH.test(path)
    ) {
      return reply
        .code(404)
        .send(
          failure(
            req.url.startsWith('/api') ? MSG.common.apiNotFound : MSG.common.notFound,
            'not_found',
          ),
        );
    }
    const encoding = pickEncoding(req.headers['accept-encoding']);
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    const article = ARTICLE_PAGE.exec(path);
    // The article page differs for a signed-in reader (SIGNED_IN_HINT_COOKIE): caches must keep both.
    if (article) reply.header('vary', 'accept-encoding, cookie');
    const made = article
      ? await articlePage(req, path, article[1]!).catch(() => undefined)
      : undefined;
    if (made !== undefined) return reply.send(compressedFor(made, encoding));
    const page = pageFor(path);
    if (!encoding) return reply.send(page.plain);
    return reply.send(encoding === 'br' ? page.br : page.gzip);
  });
});
