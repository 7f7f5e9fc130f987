import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/v4';
import { isConnectionReset, isOwnRestCall } from './agent.js';
import { MAX_PARALLEL_CALLS, MAX_PATH_CHARS, RestCallError, RestClient, RestShapeError, segment } from './client.js';

/** A stand-in api answering one canned response, recording what it was sent. */
function fakeApi(status: number, body: unknown) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { sent, fetchFn };
}

const client = (fetchFn: typeof fetch) =>
  new RestClient({
    apiUrl: 'http://api.test/',
    headers: { authorization: 'Bearer t', 'x-tenancy-client-id': '2' },
    fetch: fetchFn,
  });

async function errorOf(p: Promise<unknown>): Promise<RestCallError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof RestCallError) return e;
    throw e;
  }
  throw new Error('expected a RestCallError');
}

describe('RestClient', () => {
  it("refuses an address too long for the api to read as the caller's input (414, BAD_USER_INPUT), sending nothing", async () => {
    const api = fakeApi(200, { data: null });
    const rest = client(api.fetchFn);
    const long = `/api/v2/storeVisit/id/1/review/revisionRequests/${segment('x'.repeat(MAX_PATH_CHARS))}`;
    const e = await errorOf(rest.request('PUT', long, z.unknown(), {}));
    expect(e.status).toBe(414);
    expect(e.extensions.code).toBe('BAD_USER_INPUT');
    expect(e.message).toMatch(/too long to send/);
    expect(api.sent).toHaveLength(0);
  });

  it('forwards the token and tenancy, answers data and counts calls', async () => {
    const api = fakeApi(200, { data: [1, 2] });
    const rest = client(api.fetchFn);
    expect(await rest.post('/api/v2/x', { a: 1 }, z.array(z.number()))).toEqual([1, 2]);
    await rest.get('/api/v2/y', z.unknown());
    expect(rest.calls).toBe(2);
    expect(api.sent[0].url).toBe('http://api.test/api/v2/x');
    expect(api.sent[0].init.headers).toMatchObject({
      authorization: 'Bearer t',
      'x-tenancy-client-id': '2',
      'content-type': 'application/json',
    });
    expect(api.sent[0].init.headers).not.toHaveProperty('x-tenancy-project-id');
  });

  it.each([
    [401, 'UNAUTHENTICATED', { status: 401 }],
    [403, 'FORBIDDEN', { status: 403 }],
    [400, 'BAD_USER_INPUT', undefined],
    [409, 'BAD_USER_INPUT', undefined],
    [500, 'INTERNAL_SERVER_ERROR', undefined],
  ])('maps REST %i to %s with the api message', async (status, code, http) => {
    const rest = client(fakeApi(status, { err: 'The message', message: 'The message' }).fetchFn);
    const e = await errorOf(rest.get('/api/v2/x', z.unknown()));
    expect(e.message).toBe('The message');
    expect(e.extensions.code).toBe(code);
    expect(e.extensions.http).toEqual(http);
  });

  it('passes an api too busy on as a 503 with its Retry-After', async () => {
    const rest = client(fakeApi(503, { err: 'The server is busy.', retryAfterMs: 1500 }).fetchFn);
    const e = await errorOf(rest.get('/api/v2/x', z.unknown()));
    expect(e.status).toBe(503);
    expect(e.extensions.retryAfterMs).toBe(1500);
    expect(e.extensions.http).toEqual({
      status: 503,
      headers: new Map([
        ['retry-after', '2'],
        ['retry-after-ms', '1500'],
      ]),
    });
  });

  it('keeps at most MAX_PARALLEL_CALLS of one request in flight; the others wait their turn', async () => {
    let inFlight = 0;
    let most = 0;
    const fetchFn = (async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return new Response(JSON.stringify({ data: 1 }), { status: 200 });
    }) as typeof fetch;
    const rest = client(fetchFn);
    const answers = await Promise.all(Array.from({ length: 30 }, () => rest.get('/api/v2/x', z.number())));
    expect(answers).toEqual(Array.from({ length: 30 }, () => 1));
    expect(most).toBe(MAX_PARALLEL_CALLS);
    expect(rest.calls).toBe(30);
  });

  it('answers null for a single lookup the api does not find', async () => {
    const rest = client(fakeApi(404, { err: 'Store visit 9 does not exist.' }).fetchFn);
    expect(await rest.getOrNull('/api/v2/storeVisit/id/9', z.unknown())).toBeNull();
    expect((await errorOf(rest.get('/api/v2/x', z.unknown()))).extensions.code).toBe('BAD_USER_INPUT');
  });

  it('reports an api that does not answer, or answers something unreadable', async () => {
    const down = new RestClient({
      apiUrl: 'http://api.test',
      headers: {},
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    expect((await errorOf(down.get('/x', z.unknown()))).extensions.code).toBe('INTERNAL_SERVER_ERROR');
    const garbled = client(fakeApi(200, '<html>').fetchFn);
    expect((await errorOf(garbled.get('/x', z.unknown()))).message).toMatch('cannot read');
  });

  it("checks each answer against the call's schema: a wrong shape is an INTERNAL_SERVER_ERROR naming the call and the path", async () => {
    const Visit = z.object({ id: z.number(), metaReviewState: z.number() });
    const rest = client(
      fakeApi(200, {
        data: [
          { id: 1, metaReviewState: 2 },
          { id: 2, metaReviewState: '3' },
        ],
      }).fetchFn,
    );
    const e = await errorOf(rest.get('/api/v2/storeVisit/ids/1,2?status=1', z.array(Visit)));
    expect(e).toBeInstanceOf(RestShapeError);
    expect(e.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(e.message).toMatch(/^The REST api's answer to GET \/api\/v2\/storeVisit\/ids\/1,2 does not have the shape/);
    expect(e.message).toContain('data[1].metaReviewState: ');
    expect(e.message).toMatch(/expected number/);
    expect(e.restPath).toBe('/api/v2/storeVisit/ids/1,2?status=1');
  });

  it('counts the problems beyond the first, and answers the checked data when it fits', async () => {
    const Pair = z.object({ a: z.string(), b: z.string() });
    const bad = client(fakeApi(200, { data: { a: 1, b: 2 } }).fetchFn);
    const e = await errorOf(bad.post('/api/v2/pair', {}, Pair));
    expect(e.message).toMatch(/POST \/api\/v2\/pair .*data\.a: .*\(and 1 more\)\.$/);
    const good = client(fakeApi(200, { data: { a: 'x', b: 'y' } }).fetchFn);
    expect(await good.put('/api/v2/pair', {}, Pair)).toEqual({ a: 'x', b: 'y' });
  });
});

describe('segment', () => {
  it('encodes a path segment, and refuses a lone surrogate with a 400 the payload can carry', () => {
    expect(segment('a b/%')).toBe('a%20b%2F%25');
    expect(() => segment('x\ud800')).toThrow(RestCallError);
    try {
      segment('\ud800');
    } catch (e) {
      expect((e as RestCallError).status).toBe(400);
    }
  });
});

describe('RestClient over a real api that drops kept-alive connections', () => {
  // Answers the first request on each connection and keeps it alive; a second request on that same
  // connection finds it destroyed unanswered (what a reused socket the api has just closed does).
  const received: string[] = [];
  let server: http.Server;
  let apiUrl = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      const served = (req.socket as { served?: number }).served ?? 0;
      (req.socket as { served?: number }).served = served + 1;
      if (served > 0) return req.socket.destroy();
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive' });
        res.end(JSON.stringify({ data: { ok: true } }));
      });
    });
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const Ok = z.object({ ok: z.boolean() });

  it('sends an idempotent read once more on a fresh connection (GET and the POST look-ups)', async () => {
    const rest = new RestClient({ apiUrl, headers: {} });
    received.length = 0;
    expect(await rest.get('/api/v2/form', Ok)).toEqual({ ok: true });
    expect(await rest.get('/api/v2/form', Ok)).toEqual({ ok: true });
    expect(await rest.post('/api/v2/storeVisit/userStoreVisits', { page: 1 }, Ok)).toEqual({ ok: true });
    expect(rest.retries).toBe(2);
    expect(rest.calls).toBe(3);
    expect(received).toEqual([
      'GET /api/v2/form',
      'GET /api/v2/form',
      'GET /api/v2/form',
      'POST /api/v2/storeVisit/userStoreVisits',
      'POST /api/v2/storeVisit/userStoreVisits',
    ]);
  });

  it('never repeats a write: the dropped call is a 502 and the api saw it once', async () => {
    // Leaves a kept-alive connection in the shared agent that the next call reuses.
    await new RestClient({ apiUrl, headers: {} }).get('/api/v2/form', Ok);
    const rest = new RestClient({ apiUrl, headers: {} });
    received.length = 0;
    const e = await errorOf(rest.post('/api/v2/storeVisit/bulk/approve', { ids: [1] }, Ok));
    expect(e.status).toBe(502);
    expect(e.message).toMatch(/did not answer/);
    expect(rest.retries).toBe(0);
    expect(received).toEqual(['POST /api/v2/storeVisit/bulk/approve']);
  });

  it('tells a dropped connection from other failures', () => {
    expect(isConnectionReset(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isConnectionReset(new TypeError('fetch failed', { cause: { code: 'UND_ERR_SOCKET' } }))).toBe(true);
    expect(isConnectionReset(new Error('socket hang up'))).toBe(true);
    expect(isConnectionReset(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isConnectionReset(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('isOwnRestCall', () => {
  it("tells this process's REST calls from any other caller's", async () => {
    const seen: boolean[] = [];
    const server = http.createServer((req, res) => {
      seen.push(isOwnRestCall(req));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: null }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await new RestClient({ apiUrl, headers: {} }).get('/api/v2/form', z.null());
      await fetch(`${apiUrl}/api/v2/form`).then((r) => r.text());
      await new RestClient({ apiUrl, headers: {} }).get('/api/v2/form', z.null());
      expect(seen).toEqual([true, false, true]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
