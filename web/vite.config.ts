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

export default defineConfig({
  root: here,
  plugins: [react()],
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    // Blueprint's core and icons make one large vendor chunk; charts load lazily in their own chunk.
    chunkSizeWarningLimit: 2500,
  },
  server: {
    proxy: { '/graphql': target, '/api': target, '/auth': target, '/files': target },
  },
});
