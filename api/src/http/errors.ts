import type { ErrorRequestHandler, RequestHandler } from 'express';
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

/** Every error answers JSON: { err, message } (and details for validation problems). */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
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
  } else if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
    // http-errors from express middleware, e.g. serve-static's 404 for a missing file under /files
    // (its message holds a server path, so it is shown only when marked safe to expose).
    status = error.status;
    message = status === 404 ? `No such file: ${req.originalUrl.split('?')[0]}` : error.expose === true ? String(error.message) : 'The request could not be served.';
  } else {
    console.error(`[api] ${req.method} ${req.originalUrl} failed:`, error);
  }
  res.status(status).json(details === undefined ? { err: message, message } : { err: message, message, details });
};

export const notFoundHandler: RequestHandler = (req, res) => {
  const message = `No such path: ${req.method} ${req.originalUrl.split('?')[0]}`;
  res.status(404).json({ err: message, message });
};
