/**
 * Delivery of the built web app and of large answers, shared by the one-process server (server.ts) and the
 * split services (deploy/service.ts):
 *  - webApp(): web/dist with the brotli / gzip copies the build wrote beside each file (scripts/buildServer.ts),
 *    chosen by Accept-Encoding; hashed files under /assets cached for a year as immutable, index.html
 *    revalidated on every load (`no-cache`), so a deploy is picked up at the next navigation;
 *  - compressAnswers(): REST and GraphQL answers above 1 kB compressed on the fly (the `compression` package),
 *    never the /files streams (photos, videos, zips, workbooks: already compressed, and ranges must stay exact).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** web/dist, found from this module's place in the tree (the server bundle resolves it the same way). */
export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist');

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths the web app never answers: the api, the gateway and the operators' endpoints. */
const NOT_THE_APP = /^\/(api|auth|graphql|files|healthz|readyz|metrics)(\/|$)/;

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const isFile = (file: string) =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

/** The file of a URL path inside dist, or null (no dot segments: hidden folders such as .vite stay private). */
function fileOf(dist: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.'))) return null;
  return path.join(dist, ...segments);
}

async function sendFile(req: Request, res: Response, file: string, cacheControl: string) {
  res.setHeader('Cache-Control', cacheControl);
  res.type(path.extname(file));
  let chosen = file;
  const variants = await Promise.all(ENCODINGS.map((e) => isFile(file + e.suffix)));
  if (variants.some(Boolean)) {
    res.append('Vary', 'Accept-Encoding');
    const index = ENCODINGS.findIndex((e, i) => variants[i] && req.acceptsEncodings(e.name) === e.name);
    if (index >= 0) {
      chosen = file + ENCODINGS[index].suffix;
      res.setHeader('Content-Encoding', ENCODINGS[index].name);
    }
  }
  await new Promise<void>((resolve, reject) =>
    // Content-Type and Cache-Control are set above; send keeps them (it sets neither when present).
    res.sendFile(chosen, { cacheControl: false, dotfiles: 'allow' }, (err) =>
      err && !res.headersSent ? reject(err) : resolve(),
    ),
  );
}

/**
 * The built web app: its files, and index.html for any other GET (the app's own routes). A missing hashed file
 * under /assets is a 404, never index.html (a stale page asking for an old chunk must fail as a script load).
 */
export function webApp(dist = WEB_DIST): RequestHandler {
  const index = path.join(dist, 'index.html');
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_THE_APP.test(req.path)) return next();
    void (async () => {
      const file = req.path === '/' ? null : fileOf(dist, req.path);
      if (file && file !== index && (await isFile(file))) {
        const hashed = req.path.startsWith('/assets/');
        return sendFile(req, res, file, hashed ? IMMUTABLE : 'public, max-age=3600');
      }
      if (req.path.startsWith('/assets/') || !(await isFile(index))) return next();
      return sendFile(req, res, index, 'no-cache');
    })().catch(next);
  };
}

/** Answers at or above this size are compressed; smaller ones cost more to compress than they save. */
export const COMPRESS_THRESHOLD = 1024;

export function compressAnswers(): RequestHandler {
  return compression({
    threshold: COMPRESS_THRESHOLD,
    // The default filter keeps to compressible types (JSON, text; not images, zips, workbooks).
    filter: (req, res) => !/^\/files(\/|$)/.test(req.path) && compression.filter(req, res),
  });
}
