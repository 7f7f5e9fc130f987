import { defineConfig } from 'vitest/config';

/** Unit, integration and contract tests (e2e has its own config in tests/e2e). */
export default defineConfig({
  // graphql 16 ships index.js and index.mjs without an exports map: Node (and so production) loads
  // index.js, vite would pick index.mjs, and two copies refuse each other's schema. See gateway/vitest.config.ts.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: [
      'domain/src/**/*.test.ts',
      'api/src/**/*.test.ts',
      'gateway/src/**/*.test.ts',
      'web/src/**/*.test.ts',
      'tests/contract/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite is single-threaded WASM: a few files at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
  },
});
