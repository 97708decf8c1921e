import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { defaultServerConditions, defaultClientConditions } from 'vite';

// Workspace sources are consumed through the "source" export condition (no build needed in tests).
const resolve = { conditions: ['source', ...defaultClientConditions] };
const ssr = {
  resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
};
const pgUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  resolve,
  ssr,
  test: {
    // Vitest's default on 2 cores is one worker; the API files mostly wait on PostgreSQL or on a
    // spawned server, so two workers keep both cores busy (each file has its own database).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
      : ['default'],
    projects: [
      { resolve, ssr, test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      {
        resolve,
        ssr,
        test: {
          name: 'cantonese',
          root: 'packages/cantonese',
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'server:pglite',
          root: 'apps/server',
          server: { deps: { inline: ['@fastify/autoload'] } },
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(pgUrl
        ? [
            {
              resolve,
              ssr,
              test: {
                name: 'server:postgres',
                root: 'apps/server',
                server: { deps: { inline: ['@fastify/autoload'] } },
                environment: 'node',
                testTimeout: 60_000,
                hookTimeout: 120_000,
                include: ['src/**/*.test.ts'],
                exclude: ['src/**/*.unit.test.ts', '**/node_modules/**'],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      { resolve, ssr, test: { name: 'web', root: 'apps/web', environment: 'happy-dom' } },
    ],
  },
});
