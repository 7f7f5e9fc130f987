/**
 * The offline GraphiQL explorer (gateway/explorer, built by vite into gateway/explorer/dist): its page
 * for a browser's GET /graphql and its files under /graphql/assets. No CDN: it works on a closed network.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type RequestHandler, type Router } from 'express';

export const EXPLORER_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../explorer/dist');
export const EXPLORER_BUILD_COMMAND = 'vite build --config gateway/explorer/vite.config.ts';

/** A browser navigating to /graphql (not a GraphQL GET, which carries ?query=). */
const wantsPage = (req: express.Request) =>
  req.method === 'GET' && req.query.query === undefined && (req.headers.accept ?? '').includes('text/html');

export function explorerPage(dist = EXPLORER_DIST): RequestHandler {
  const index = path.join(dist, 'index.html');
  return (req, res, next) => {
    if (!wantsPage(req)) return next();
    res.setHeader('cache-control', 'no-cache');
    // Checked per request so building the explorer while the server runs is enough.
    if (!existsSync(index)) {
      res
        .status(503)
        .type('text/plain')
        .send(`The GraphQL explorer is not built yet. Run: npx ${EXPLORER_BUILD_COMMAND}\n`);
      return;
    }
    res.sendFile(index);
  };
}

export function explorerAssets(dist = EXPLORER_DIST): Router {
  const router = express.Router();
  // File names carry a content hash, so they can be cached for good; a missing file is a 404, not the GraphQL endpoint.
  router.use(
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  return router;
}
