/**
 * Overload is answered, not queued forever: a process runs at most `maxInflight` requests at once, holds
 * up to `maxQueued` more in arrival order, and answers the others at once 503 with Retry-After (seconds) and
 * Retry-After-Ms plus JSON { err, message, retryAfterMs }. The queue is bounded in time as well as in count:
 * a request is refused on arrival when the ones ahead of it would keep it past `maxQueueWaitMs` (their number
 * × the recent run time ÷ maxInflight: a queue of 10 is 150 ms of review pages but 4 s of dashboards), and
 * one that waited past it is refused then (its timer, or the place freeing up late on a busy thread), never
 * run late. A refused or timed-out request never reached a handler: nothing of it is half-done. The api
 * mounts it over its routes (api/src/index.ts), the gateway over /graphql; /healthz, /readyz and /metrics
 * never wait.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { OverloadConfig } from '../config.js';

/** Paths that answer the orchestrator and the monitoring, loaded or not. */
const NEVER_QUEUED = /^\/(healthz|readyz|metrics)(\/|$)/;

export interface OverloadGuard extends RequestHandler {
  /** Running, waiting, and refused so far (metrics, tests). */
  stats(): { inflight: number; queued: number; refused: number };
}

export interface OverloadOptions {
  /** Requests that pass without counting (the one-process server's own gateway-to-api calls). */
  exempt?: (req: Request) => boolean;
  /** The answer body of a refusal (the gateway adds the GraphQL `errors`); { err, message, retryAfterMs } by default. */
  body?: (message: string, retryAfterMs: number) => object;
}

/** The refusal body of /graphql: the GraphQL error shape, with the same err, message and retryAfterMs. */
export const graphqlOverloadBody = (message: string, retryAfterMs: number) => ({
  errors: [{ message, extensions: { code: 'OVERLOADED', retryAfterMs } }],
  err: message,
  message,
  retryAfterMs,
});

/** Run times the wait estimate averages, and how many it needs first. */
const RECENT = 16;
const MIN_SAMPLES = 8;

interface Waiter {
  /** When it arrived (Date.now()). */
  since: number;
  start: () => void;
  refuse: () => void;
  timer: NodeJS.Timeout;
}

export function overloadGuard(limits: OverloadConfig, opts: OverloadOptions = {}): OverloadGuard {
  let inflight = 0;
  let refused = 0;
  const queue: Waiter[] = [];
  // The mean of the last RECENT run times; no estimate before MIN_SAMPLES finished (a first cold request, say a
  // 100-row list at start, would otherwise stand for all and refuse a burst the queue drains in time).
  const recent: number[] = [];
  let averageMs: number | null = null;
  /** How long a request arriving now would wait with `ahead` requests queued before it. */
  const expectedWaitMs = (ahead: number) => ((averageMs ?? 100) * ahead) / limits.maxInflight;

  const retryAfterMs = () =>
    Math.round(Math.min(10_000, Math.max(100, expectedWaitMs(queue.length + 1), limits.maxQueueWaitMs / 4)));

  const refuse = (res: Response, why: string) => {
    refused += 1;
    if (res.headersSent || res.writableEnded) return;
    const ms = retryAfterMs();
    const message = `The server is busy (${why}). Please try again in ${ms < 1000 ? `${ms} ms` : `${Math.ceil(ms / 1000)} s`}.`;
    res.setHeader('Retry-After', String(Math.ceil(ms / 1000)));
    res.setHeader('Retry-After-Ms', String(ms));
    res.setHeader('Connection', 'keep-alive');
    res.status(503).json(opts.body ? opts.body(message, ms) : { err: message, message, retryAfterMs: ms });
  };

  const release = () => {
    inflight -= 1;
    // The first one that has not waited too long takes the place; one past its wait (its timer late on a
    // thread busy with a long query) is refused now rather than run late.
    for (let next = queue.shift(); next; next = queue.shift()) {
      clearTimeout(next.timer);
      if (Date.now() - next.since <= limits.maxQueueWaitMs) return next.start();
      next.refuse();
    }
  };

  const run = (req: Request, res: Response, next: () => void) => {
    inflight += 1;
    const started = Date.now();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const ms = Date.now() - started;
      recent.push(ms);
      if (recent.length > RECENT) recent.shift();
      averageMs = recent.length < MIN_SAMPLES ? null : recent.reduce((a, b) => a + b, 0) / recent.length;
      release();
    };
    res.once('finish', finish);
    res.once('close', finish);
    next();
  };

  const guard: RequestHandler = (req, res, next) => {
    if (NEVER_QUEUED.test(req.path) || opts.exempt?.(req)) return next();
    if (inflight < limits.maxInflight && queue.length === 0) return run(req, res, next);
    if (queue.length >= limits.maxQueued) return refuse(res, `${inflight} requests running, ${queue.length} waiting`);
    // Bounded in time, not only in count: refused now rather than after a wait that would pass the budget anyway.
    const wait = expectedWaitMs(queue.length + 1);
    if (averageMs !== null && wait > limits.maxQueueWaitMs)
      return refuse(res, `${inflight} requests running, ${queue.length} waiting: about ${Math.round(wait)} ms`);
    const waiter: Waiter = {
      since: Date.now(),
      start: () => {
        res.off('close', gone);
        run(req, res, next);
      },
      refuse: () => refuse(res, `no place freed up within ${limits.maxQueueWaitMs} ms`),
      timer: setTimeout(() => {
        drop();
        waiter.refuse();
      }, limits.maxQueueWaitMs),
    };
    const drop = () => {
      const at = queue.indexOf(waiter);
      if (at >= 0) queue.splice(at, 1);
      res.off('close', gone);
    };
    // The caller left while waiting: its place goes to the next one, nothing ran.
    const gone = () => {
      clearTimeout(waiter.timer);
      drop();
    };
    res.once('close', gone);
    queue.push(waiter);
  };

  return Object.assign(guard, { stats: () => ({ inflight, queued: queue.length, refused }) });
}
