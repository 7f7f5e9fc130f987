/**
 * The web app's build (web/dist, served by server.ts) and dev server (`npm run dev --workspace web`),
 * which proxies the gateway, the api and stored files to the app on PORT (default 4000).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const target = `http://127.0.0.1:${process.env.API_PORT ?? '4000'}`;

export default defineConfig(({ command }) => ({
  root: here,
  plugins: [react()],
  // Apollo Client 3 keeps its development checks and messages unless the bundler defines __DEV__ false
  // (Apollo's 'Reducing bundle size' guide): they stay in `vite` dev, out of the built first screen.
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    // dist/.vite/manifest.json: bench/chunks.ts reads it to measure each route's JS.
    manifest: true,
    // Blueprint's core and icons make one large shared chunk; each area's pages load lazily in their own.
    chunkSizeWarningLimit: 2500,
  },
  server: {
    proxy: { '/graphql': target, '/api': target, '/auth': target, '/files': target },
  },
}));
