import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { token2CSSVar as Token2CSSVar } from '@ant-design/cssinjs';
import type { theme as AntdTheme } from 'antd';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
// Imported by path: the config is bundled before the 'source' condition applies, and the contract's dist may not exist yet.
import { DEFAULT_GENERAL_SETTINGS } from '../../packages/contract/src/settings-defaults.js';
import { antdTokens } from './src/lib/antd-theme.js';

// The API server for `npm run dev -w @yuexue/web`; override with API_URL when it runs elsewhere.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html shows the contract's default head until the live general settings arrive (back-office §2.15). */
function defaultHead(): Plugin {
  return {
    name: 'yuexue-default-head',
    transformIndexHtml: (html) =>
      html.replace(
        /%(site_name|site_description|site_keywords|site_favicon)%/g,
        (_, key: keyof typeof DEFAULT_GENERAL_SETTINGS) =>
          escapeHtml(String(DEFAULT_GENERAL_SETTINGS[key])),
      ),
  };
}

/**
 * `virtual:antd-tokens.css`: the site's antd design tokens (src/lib/antd-theme.ts, light and dark)
 * as the CSS variables antd itself would write, on :root — those the site's own CSS (src/**\/*.css)
 * uses. Pages drawn without antd (the first screens) use them without paying for antd's theme
 * code; antd parts write the same values.
 */
function antdTokensCss(): Plugin {
  const id = 'virtual:antd-tokens.css';
  const resolved = '/__yx-antd-tokens.css';
  return {
    name: 'yuexue-antd-tokens',
    resolveId: (source) => (source === id ? resolved : undefined),
    load(loaded) {
      if (loaded !== resolved) return;
      const require = createRequire(import.meta.url);
      const { theme } = require('antd') as { theme: typeof AntdTheme };
      const { unitless, ignore } = require('antd/lib/theme/useToken') as {
        unitless: Record<string, boolean>;
        ignore: Record<string, boolean>;
      };
      const { token2CSSVar } = require('@ant-design/cssinjs') as {
        token2CSSVar: typeof Token2CSSVar;
      };
      const src = join(import.meta.dirname, 'src');
      const used = new Set<string>();
      for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.css')) continue;
        const css = readFileSync(join(src, file), 'utf8');
        for (const m of css.matchAll(/var\((--ant-[a-z0-9-]+)/g)) used.add(m[1]!);
        this.addWatchFile(join(src, file));
      }
      const vars = (dark: boolean) =>
        Object.entries(
          theme.getDesignToken({
            algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
            token: antdTokens(dark ? 'dark' : 'light'),
          }),
        )
          .filter(([k, v]) => !ignore[k] && (typeof v === 'string' || typeof v === 'number'))
          .filter(([k]) => used.has(token2CSSVar(k, 'ant')))
          .map(
            ([k, v]) =>
              `${token2CSSVar(k, 'ant')}:${typeof v === 'number' && !unitless[k] ? `${v}px` : v};`,
          )
          .join('');
      return `:root{${vars(false)}}:root[data-theme='dark']{${vars(true)}}`;
    },
  };
}

/**
 * Brotli and gzip copies of every text file of the build, made once at the highest levels; the
 * server sends them (@fastify/static preCompressed) so no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'yuexue-precompress',
    apply: 'build',
    configResolved: (c) => void (outDir = c.build.outDir),
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => /\.(js|css|html|svg|json)$/.test(f));
      for (const file of files) {
        const path = join(outDir, file);
        const data = await readFile(path);
        if (data.length < 1024) continue;
        await writeFile(
          `${path}.br`,
          brotliCompressSync(data, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        );
        await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The static first screen in index.html needs no script, so the page's scripts are fetched at low
 * priority: the browser (and Lighthouse's model of it) does not hold the first paint for them.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'yuexue-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

export default defineConfig({
  plugins: [react(), antdTokensCss(), defaultHead(), precompress(), scriptsAfterFirstPaint()],
  // Workspace packages resolve to their TypeScript source (no contract build needed).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: { '/api': { target: apiTarget } } },
  preview: { proxy: { '/api': { target: apiTarget } } },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // antd's own files are declared free of side effects, the rc-component libraries under it are
      // not (they simply do not say): without this a page that uses one antd part loads all of a library.
      treeshake: {
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
    },
  },
});
