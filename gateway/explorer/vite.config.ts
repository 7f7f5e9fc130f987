/**
 * Builds the offline GraphiQL explorer served at /graphql: `vite build --config gateway/explorer/vite.config.ts`
 * (from the repository root). Output: gateway/explorer/dist, with assets under /graphql/assets/.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: '/graphql/',
  plugins: [react()],
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    // GraphiQL with its editors is one large chunk by nature; it loads once and is cached for good.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // react-compiler-runtime (a GraphiQL dependency) starts with a "use no memo" directive that only
      // matters to the React compiler; dropping it when bundling is harmless.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  // The explorer has no public folder; vite would otherwise look for gateway/explorer/public.
  publicDir: false,
});
