/**
 * Every request carries an id in `x-request-id`: the caller's when it looks like one (8 to 64 letters,
 * digits, '.', '_' or '-'), else a new UUID. It is written back on the request's headers, so whatever
 * forwards them (the gateway's REST client) passes the same id on, and answered on every response.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTED = /^[A-Za-z0-9._-]{8,64}$/;

/** The caller's id when acceptable, else a new one. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && ACCEPTED.test(value) ? value : randomUUID();
}

/** The id this request was given by `requestId` (null before it ran). */
export function currentRequestId(req: IncomingMessage): string | null {
  const value = req.headers[REQUEST_ID_HEADER];
  return typeof value === 'string' && ACCEPTED.test(value) ? value : null;
}

export const requestId: RequestHandler = (req, res, next) => {
  const id = requestIdOf(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
};
