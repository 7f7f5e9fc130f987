import { defineConfig } from 'vitest/config';

/** e2e: the app started as `npm start` starts it, driven in Debian's Chromium through playwright-core. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // A browser on a busy machine can take more than vitest's default 1 s to settle a menu or a title.
    expect: { poll: { timeout: 10_000 } },
  },
});
