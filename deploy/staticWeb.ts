/**
 * Delivery of the built web app and of large answers, shared by the one-process server (server.ts) and the
 * split services (deploy/service.ts):
 *  - webApp(): web/dist with the brotli / gzip copies the build wrote beside each file (scripts/buildServer.ts),
 *    chosen by Accept-Encoding; hashed files under /assets cached for a year as immutable, index.html
 *    revalidated on every load (`no-cache`), so a deploy is picked up at the next navigation;
 *  - compressAnswers(): REST and GraphQL answers above 1 kB compressed as they are sent, in one call over the
 *    whole body (see there), never the /files streams (photos, videos, zips, workbooks: already compressed, and
 *    ranges must stay exact).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
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
/** Above this size the answer is compressed on libuv's thread pool rather than on the event loop. */
const COMPRESS_OFF_LOOP = 128 * 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|graphql-response\+json|javascript|xml)|image\/svg\+xml)/i;
// Fast settings for answers made per request (the web app's files are compressed hard once, at build): on the
// 36 kB GraphQL answer of a 50-row list, brotli 2 takes ~0.1 ms for 4.6 kB where brotli 4 took ~0.2–0.8 ms for
// 4.2 kB; gzip 3 ~0.07 ms for 4.7 kB where gzip 6 took ~0.2–0.35 ms for 4.2 kB.
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 2 } };
const GZIP = { level: 3 };
const compressors = {
  br: {
    sync: (b: Buffer) => brotliCompressSync(b, BROTLI),
    async: (b: Buffer) => promisify(brotliCompress)(b, BROTLI),
  },
  gzip: { sync: (b: Buffer) => gzipSync(b, GZIP), async: (b: Buffer) => promisify(gzip)(b, GZIP) },
};

/**
 * REST and GraphQL answers compressed when they are sent: an answer given whole (res.json / res.send, one
 * `end` with the body) of a compressible type and at least COMPRESS_THRESHOLD bytes is compressed in one call
 * (brotli quality 2 or gzip level 3, as the client accepts), with Vary, Content-Encoding and Content-Length set.
 * A streaming compressor per answer (the `compression` package) cost ~1 ms of the event loop for a 20 kB
 * answer, ten times the compression itself (its zlib stream, transform and header hooks: issue 14's profile).
 * Streamed answers (a `write` before `end`), HEAD, 204/304, an answer already encoded or marked no-transform,
 * and the /files paths pass as they are.
 */
export function compressAnswers(): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'HEAD' || /^\/files(\/|$)/.test(req.path)) return next();
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding !== 'br' && encoding !== 'gzip') return next();
    const write = res.write;
    const end = res.end;
    let streamed = false;
    const restore = () => {
      res.write = write;
      res.end = end;
    };
    res.write = function (this: Response, ...args: Parameters<Response['write']>) {
      streamed = true;
      restore();
      return write.apply(this, args);
    } as Response['write'];
    res.end = function (this: Response, ...args: unknown[]) {
      restore();
      const [chunk, second, third] = args;
      const callback = [chunk, second, third].find((a): a is () => void => typeof a === 'function');
      const body =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof second === 'string' ? (second as BufferEncoding) : 'utf8')
          : Buffer.isBuffer(chunk)
            ? chunk
            : null;
      const type = String(res.getHeader('content-type') ?? '');
      const encoded = res.getHeader('content-encoding');
      const worth =
        !streamed &&
        !res.headersSent &&
        body !== null &&
        body.length >= COMPRESS_THRESHOLD &&
        res.statusCode >= 200 &&
        res.statusCode !== 204 &&
        res.statusCode !== 304 &&
        COMPRESSIBLE.test(type) &&
        (encoded === undefined || encoded === 'identity') &&
        !/\bno-transform\b/.test(String(res.getHeader('cache-control') ?? ''));
      if (type && COMPRESSIBLE.test(type)) res.vary('Accept-Encoding');
      if (!worth) return end.apply(this, args as Parameters<Response['end']>);
      const send = (compressed: Buffer) => {
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', compressed.length);
        return end.call(this, compressed, 'binary', callback);
      };
      if (body.length <= COMPRESS_OFF_LOOP) return send(compressors[encoding].sync(body));
      compressors[encoding].async(body).then(send, (e: unknown) => {
        // Not compressed, then: the answer still goes out whole.
        console.error('[server] compressing an answer failed', e);
        end.call(this, body, 'binary', callback);
      });
      return this;
    } as Response['end'];
    next();
  };
}
