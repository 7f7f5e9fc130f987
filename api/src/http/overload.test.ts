import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { overloadConfig } from '../config.js';
import { overloadGuard } from './overload.js';

/** An app behind the guard whose /slow handler takes `ms` and counts what it finished. */
async function slowApp(limits: { maxInflight: number; maxQueued: number; maxQueueWaitMs: number }, ms: number) {
  const guard = overloadGuard(limits);
  const done: number[] = [];
  let started = 0;
  const app = express();
  app.use(guard);
  app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));
  app.post('/slow/:n', (req, res) => {
    started += 1;
    setTimeout(() => {
      done.push(Number(req.params.n));
      res.json({ data: Number(req.params.n) });
    }, ms);
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { guard, done, started: () => started, url, server };
}

let servers: Server[] = [];
afterEach(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
  servers = [];
});

const timed = async (url: string, init?: RequestInit) => {
  const t = Date.now();
  const res = await fetch(url, init);
  const body = (await res.json()) as { data?: number; err?: string; retryAfterMs?: number };
  return { status: res.status, ms: Date.now() - t, body, headers: res.headers };
};

describe('overloadGuard', () => {
  it('runs what fits, queues a few, and answers the rest 503 at once with Retry-After; nothing half-done', async () => {
    const app = await slowApp({ maxInflight: 2, maxQueued: 2, maxQueueWaitMs: 5000 }, 1200);
    servers.push(app.server);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => timed(`${app.url}/slow/${n}`, { method: 'POST' })),
    );
    const ok = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status === 503);
    expect(ok.length).toBe(4); // two running, two waiting for them
    expect(busy.length).toBe(6);
    for (const a of busy) {
      expect(a.ms).toBeLessThan(600); // refused at once, not after the slow ones (1.2 s)
      expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(a.headers.get('retry-after-ms'))).toBe(a.body.retryAfterMs);
      expect(a.body.retryAfterMs).toBeGreaterThanOrEqual(100);
      expect(a.body.err).toMatch(/busy/);
    }
    // Only the answered requests ran, each to its end; a refused one never reached the handler.
    expect(app.started()).toBe(4);
    expect(app.done.sort()).toEqual(ok.map((a) => a.body.data).sort());
    expect(app.guard.stats()).toEqual({ inflight: 0, queued: 0, refused: 6 });
  });

  it('a queued request that waits past maxQueueWaitMs is answered 503 then, never run', async () => {
    const app = await slowApp({ maxInflight: 1, maxQueued: 10, maxQueueWaitMs: 150 }, 600);
    servers.push(app.server);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, n) => timed(`${app.url}/slow/${n}`, { method: 'POST' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 503, 503, 503]);
    for (const a of answers.filter((x) => x.status === 503)) {
      expect(a.ms).toBeGreaterThanOrEqual(140);
      expect(a.ms).toBeLessThan(500); // the wait is bounded, never the slow request's 600 ms (or a 10 s timeout)
      expect(a.body.err).toMatch(/150 ms/);
    }
    expect(app.started()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app.done.length).toBe(1);
  });

  it('is bounded in time: a request the queue ahead would keep past maxQueueWaitMs is refused on arrival', async () => {
    const app = await slowApp({ maxInflight: 1, maxQueued: 10, maxQueueWaitMs: 300 }, 200);
    servers.push(app.server);
    // Eight requests one after the other: the guard learns a run takes about 200 ms (no estimate before 8).
    for (let n = 0; n < 8; n++)
      expect((await timed(`${app.url}/slow/${100 + n}`, { method: 'POST' })).status).toBe(200);
    const answers: Awaited<ReturnType<typeof timed>>[] = [];
    const pending: Promise<void>[] = [];
    for (let n = 1; n <= 5; n++) {
      pending.push(timed(`${app.url}/slow/${n}`, { method: 'POST' }).then((a) => void answers.push(a)));
      await new Promise((resolve) => setTimeout(resolve, 10)); // in this order
    }
    await Promise.all(pending);
    // One runs, one waits (~200 ms ahead of it, within 300), the next would wait ~400 ms: refused at once.
    const ok = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status === 503);
    expect(ok.map((a) => a.body.data).sort()).toEqual([1, 2]);
    expect(busy.length).toBe(3);
    for (const a of busy) {
      expect(a.ms).toBeLessThan(150); // not after a wait that would pass the budget anyway
      expect(a.body.err).toMatch(/about \d+ ms/);
      expect(a.body.retryAfterMs).toBeGreaterThanOrEqual(300);
    }
    expect(app.started()).toBe(8 + 2);
  });

  it('never queues /healthz, and frees the places of callers that left', async () => {
    const app = await slowApp({ maxInflight: 1, maxQueued: 1, maxQueueWaitMs: 5000 }, 400);
    servers.push(app.server);
    const first = timed(`${app.url}/slow/1`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await timed(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(200);
    // A caller that gives up while queued leaves: the next one takes the queue place.
    const leaving = new AbortController();
    const gaveUp = fetch(`${app.url}/slow/2`, { method: 'POST', signal: leaving.signal }).catch(() => 'aborted');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.guard.stats().queued).toBe(1);
    leaving.abort();
    expect(await gaveUp).toBe('aborted');
    await expect.poll(() => app.guard.stats().queued).toBe(0);
    const third = await timed(`${app.url}/slow/3`, { method: 'POST' });
    expect((await first).status).toBe(200);
    expect(third.status).toBe(200);
    expect(app.done.sort()).toEqual([1, 3]);
  });

  it('reads its limits from MAX_INFLIGHT_REQUESTS, MAX_QUEUED_REQUESTS and MAX_QUEUE_WAIT_MS', () => {
    expect(overloadConfig({})).toEqual({ maxInflight: 4, maxQueued: 64, maxQueueWaitMs: 1000 });
    expect(overloadConfig({ DATABASE_URL: 'postgres://db/svr' }).maxInflight).toBe(8);
    expect(overloadConfig({ MAX_INFLIGHT_REQUESTS: '4', MAX_QUEUED_REQUESTS: '0', MAX_QUEUE_WAIT_MS: '250' })).toEqual({
      maxInflight: 4,
      maxQueued: 0,
      maxQueueWaitMs: 250,
    });
    expect(() => overloadConfig({ MAX_INFLIGHT_REQUESTS: '0' })).toThrow(/MAX_INFLIGHT_REQUESTS/);
    expect(() => overloadConfig({ MAX_QUEUE_WAIT_MS: 'soon' })).toThrow(/MAX_QUEUE_WAIT_MS/);
  });
});
