import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ZodError } from 'zod';

/** An error with an HTTP status and a message a person can act on. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
export const unauthorized = (message = 'Please sign in.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

function zodMessage(error: ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Invalid input.';
  const where = first.path.length ? `${first.path.join('.')}: ` : '';
  return `Invalid input. ${where}${first.message}`;
}

/** The SQLSTATE of a PostgreSQL error, also when wrapped (drizzle's DrizzleQueryError keeps it in `cause`). */
function sqlState(error: unknown): string | null {
  for (
    let e = error as { code?: unknown; cause?: unknown } | null | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return null;
}

/**
 * A value the database refused as data (SQLSTATE class 22: out of range, invalid date, NUL character,
 * malformed text; 54001: nested too deep). The routes refuse these before they reach the database; this
 * is the net under them, so a value they miss still answers 400, never 500 (the transaction rolled back).
 */
function databaseValueMessage(code: string | null): string | null {
  if (!code) return null;
  if (code === '22003')
    return 'A number in the request is out of range: ids and counts are whole numbers up to 2147483647.';
  if (code === '22007' || code === '22008') return 'A date in the request is not a valid calendar date (YYYY-MM-DD).';
  if (code === '22021' || code === '22P05')
    return 'A text in the request contains a character that cannot be stored (such as NUL, \\u0000): remove it and send again.';
  if (code === '54001') return 'A value in the request is nested too deep: send flatter JSON.';
  if (code.startsWith('22'))
    return 'A value in the request is not valid for its field: check the numbers, dates and texts sent.';
  return null;
}

/**
 * A failure logged on the request's logger (with its request id, api/src/observability) when it has one, and
 * with the path only: a query string may hold a signed file address or a token.
 */
function logFailure(req: Request, level: 'error' | 'warn', what: string, error?: unknown): void {
  const where = `${req.method} ${req.originalUrl.split('?')[0]}`;
  if (req.log) req.log[level](error === undefined ? {} : { err: error }, `${where} ${what}`);
  else console[level](`[api] ${where} ${what}`, ...(error === undefined ? [] : [error]));
}

/** Every error answers JSON: { err, message } (and details for validation problems); never a stack or a server path. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) {
    // A streamed answer (zip, export) failed midway: its status is gone; end it so the client sees a cut download.
    logFailure(req, 'error', 'failed after the answer started', error);
    res.destroy();
    return;
  }
  let status = 500;
  let message = 'Something went wrong on the server. It has been logged; please try again.';
  let details: unknown;
  if (error instanceof HttpError) {
    status = error.status;
    message = error.message;
    details = error.details;
  } else if (error instanceof ZodError) {
    status = 400;
    message = zodMessage(error);
    details = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  } else if (error?.type === 'entity.parse.failed') {
    status = 400;
    message = 'The request body is not valid JSON.';
  } else if (error?.type === 'entity.too.large') {
    status = 413;
    message = 'The request body is too large.';
  } else if (error instanceof URIError || (error?.status === 400 && /decode/i.test(String(error?.message)))) {
    // A %-escape that does not decode (a lone % in a path segment): say how to write one.
    status = 400;
    message = 'The address has a malformed %-escape: write a % sign as %25.';
  } else if (databaseValueMessage(sqlState(error))) {
    status = 400;
    message = databaseValueMessage(sqlState(error))!;
    logFailure(
      req,
      'warn',
      `refused by the database (${sqlState(error)}): ${String((error as { cause?: { message?: unknown } })?.cause?.message ?? error?.message)}`,
    );
  } else if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
    // http-errors from express middleware, e.g. serve-static's 404 for a missing file under /files
    // (its message holds a server path, so it is shown only when marked safe to expose).
    status = error.status;
    message =
      status === 404
        ? `No such file: ${req.originalUrl.split('?')[0]}`
        : error.expose === true
          ? String(error.message)
          : 'The request could not be served.';
  } else {
    logFailure(req, 'error', 'failed', error);
  }
  res.status(status).json(details === undefined ? { err: message, message } : { err: message, message, details });
};

export const notFoundHandler: RequestHandler = (req, res) => {
  const message = `No such path: ${req.method} ${req.originalUrl.split('?')[0]}`;
  res.status(404).json({ err: message, message });
};
