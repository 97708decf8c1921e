import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// bulletproof-react: a feature may not import another feature; shared code lives in
// components/, lib/, or app/ composes features. Zones compare resolved files, so relative
// imports (../../other-feature/...) are caught as well as any alias that resolves there.
const featuresDir = 'apps/web/src/features';
let features = [];
try {
  features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
} catch {
  features = [];
}
// Patterns catch an aliased specifier (e.g. '@/features/x') even when no resolver knows the alias.
const featureBoundaries = features.map((name) => ({
  files: [`${featuresDir}/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== name)
          .flatMap((other) => [
            {
              group: [`**/features/${other}`, `**/features/${other}/**`],
              message:
                'Features must not import each other; move shared code to src/components or src/lib.',
            },
          ]),
      },
    ],
  },
}));
const featureZones = features.map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`],
  message:
    'Features must not import each other; move shared code to src/components or src/lib, or compose them in src/app.',
}));

// The server's layers (../shared/design/ARCHITECTURE.md): app.ts composes plugins and modules;
// modules use providers, lib and db; providers and lib never reach up into a module or plugin.
const server = './apps/server/src';
const serverZones = [
  ...['lib', 'providers', 'db'].flatMap((lower) =>
    ['modules', 'plugins'].map((upper) => ({
      target: `${server}/${lower}`,
      from: `${server}/${upper}`,
      message: `${lower}/ is below ${upper}/: pass what it needs in as a parameter, or move the shared piece down.`,
    })),
  ),
];

// Resolves the repo's own imports as TypeScript does: './x.js' may name x.ts, the web omits
// extensions, and workspace packages resolve to their sources through the 'source' condition.
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  conditionNames: ['source', 'import', 'default'],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/**',
      'playwright-report/**',
      'test-results/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [resolver],
      // The files no-cycle follows (its default is .js only).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...serverZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...featureBoundaries,
);
