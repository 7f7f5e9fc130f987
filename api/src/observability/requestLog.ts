/**
 * One log line and one metric sample per request, taken when the answer is sent (or the caller hangs up):
 * time, level, service, reqId, method, route (the express pattern that answered: never raw ids), path
 * without its query (not for /files, whose paths are half of a signed address), status, ms, and userId
 * when the request was signed in.
 */
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from './requestId.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's logger: every line carries its reqId (requestLog.ts). */
    log?: Logger;
  }
}

/** The services' mounts: a label names one of them, never a segment a caller made up. */
const MOUNTS = new Set(['api', 'auth', 'files', 'graphql', 'assets', 'healthz', 'readyz', 'metrics']);

/**
 * The route label of a request: the pattern of the route that answered (`/api/v2/storeVisit/:id`), else
 * 'unmatched' for a 404 nothing claimed, else the mount that answered (`/files/*`: a middleware refused it, or
 * served a static file) or `/*`, so ids and callers' inventions never become labels.
 */
export function routeOf(req: Request, status: number): string {
  const pattern: unknown = req.route?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`.replace(/(.)\/$/, '$1') || '/';
  if (pattern instanceof RegExp) return `${req.baseUrl}${String(pattern)}`;
  if (status === 404) return 'unmatched';
  const first = (req.originalUrl || req.url).split('?')[0].split('/')[1] ?? '';
  return MOUNTS.has(first) ? `/${first}/*` : '/*';
}

/** The path without the query string, or null where the path itself should stay out of logs. */
export function loggablePath(req: Request): string | null {
  const path = (req.originalUrl || req.url).split('?')[0];
  return path.startsWith('/files/') ? null : path;
}

export interface RequestSample {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

export function requestLog(logger: Logger, observe?: (sample: RequestSample) => void): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const reqId = req.headers[REQUEST_ID_HEADER];
    req.log = logger.child({ reqId: typeof reqId === 'string' ? reqId : undefined });
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const status = res.writableFinished ? res.statusCode : 499; // 499: the caller left before the answer
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeOf(req, status);
      observe?.({ method: req.method, route, status, seconds });
      const line = {
        method: req.method,
        route,
        path: loggablePath(req) ?? undefined,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        userId: req.session?.user.id,
      };
      // A refusal of the overload guard (503 with Retry-After-Ms, api/src/http/overload.ts) is the server working as
      // meant under load, not a failure: a warning (a flood of them as errors cost the busy thread their writing).
      if (status === 503 && res.getHeader('retry-after-ms') !== undefined) req.log?.warn(line, 'request refused: busy');
      else if (status >= 500) req.log?.error(line, 'request failed');
      else req.log?.info(line, 'request');
    };
    res.once('finish', finish);
    res.once('close', finish);
    next();
  };
}
