import { gzipSync } from 'node:zlib';

export interface PageWeight {
  scripts: Array<{ url: string; gzipBytes: number }>;
  totalJsGzip: number;
  cssGzip: number;
}

/**
 * What a first visit to `path` downloads before the page can run: the entry module and every
 * module it preloads (Vite emits them as <script type=module> and <link rel=modulepreload>),
 * measured gzip-compressed as a server would send them.
 */
export async function initialPageWeight(base: string, path = '/'): Promise<PageWeight> {
  const html = await (await fetch(new URL(path, base))).text();
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    srcs.add(m[1]!);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const gz = async (u: string) =>
    gzipSync(Buffer.from(await (await fetch(new URL(u, base))).arrayBuffer())).length;
  const scripts = await Promise.all(
    [...srcs].map(async (url) => ({ url, gzipBytes: await gz(url) })),
  );
  const cssSizes = await Promise.all(css.map(gz));
  return {
    scripts,
    totalJsGzip: scripts.reduce((n, s) => n + s.gzipBytes, 0),
    cssGzip: cssSizes.reduce((a, b) => a + b, 0),
  };
}

export const HOME_JS_BUDGET_BYTES = 250 * 1024;
