import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/v4';
import { isOwnRestCall } from './agent.js';
import { RestCallError, RestClient } from './client.js';
import { callScopeOf, inProcessTransport } from './inProcess.js';

/** An express app standing in for the api: echoes what it was sent, as the api would read it. */
function echoApi() {
  const app = express();
  const own: boolean[] = [];
  const scopes: (object | undefined)[] = [];
  app.use((req, _res, next) => {
    own.push(isOwnRestCall(req));
    scopes.push(callScopeOf(req));
    next();
  });
  app.use(express.json());
  app.get('/api/v2/echo', (req, res) => {
    res.json({
      data: {
        method: req.method,
        url: req.originalUrl,
        query: req.query,
        headers: req.headers,
        ip: req.ip,
        protocol: req.protocol,
      },
    });
  });
  app.post('/api/v2/echo', (req, res) => {
    res.status(201).json({ data: { body: req.body as unknown, length: req.headers['content-length'] } });
  });
  app.delete('/api/v2/nothing', (_req, res) => {
    res.status(204).end();
  });
  app.get('/api/v2/refused', (_req, res) => {
    res.status(403).json({ err: 'Client users cannot do this.' });
  });
  app.get('/api/v2/streamed', (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.write('{"data":');
    res.write(Buffer.from('["é", '));
    res.end('"ü"]}', 'utf8');
  });
  app.get('/api/v2/dated', (_req, res) => {
    res.json({ data: { at: new Date('2026-11-24T00:00:00Z') } });
  });
  app.get('/api/v2/slow', (_req, res) => {
    setTimeout(() => res.json({ data: 'late' }), 200);
  });
  app.get('/api/v2/crash', () => {
    throw new Error('the handler failed');
  });
  app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).json({ err: error.message });
  });
  const finished: number[] = [];
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    res.once('finish', () => finished.push(res.statusCode));
    app(req, res);
  };
  return { app, own, scopes, finished, handler };
}

const headers = { authorization: 'Bearer t', 'x-tenancy-client-id': '2', 'x-request-id': 'req-12345678' };

describe('inProcessTransport', () => {
  const api = echoApi();
  const rest = () =>
    new RestClient({ apiUrl: 'http://127.0.0.1:4000', headers, fetch: inProcessTransport(api.handler) });

  it('hands the api the request it would read over HTTP: method, path and query, forwarded headers, host, address', async () => {
    const echo = await rest().get('/api/v2/echo?page=2&q=%C3%A9', z.record(z.string(), z.unknown()));
    expect(echo).toMatchObject({
      method: 'GET',
      url: '/api/v2/echo?page=2&q=%C3%A9',
      query: { page: '2', q: 'é' },
      ip: '127.0.0.1',
      protocol: 'http',
      headers: {
        host: '127.0.0.1:4000',
        accept: 'application/json',
        authorization: 'Bearer t',
        'x-tenancy-client-id': '2',
        'x-request-id': 'req-12345678',
      },
    });
  });

  it('names the GraphQL request (its RestClient) each call was made for, so the api checks its session once', async () => {
    const [first, second] = [rest(), rest()];
    api.scopes.length = 0;
    await first.get('/api/v2/echo', z.unknown());
    await first.post('/api/v2/echo', {}, z.unknown());
    await second.get('/api/v2/echo', z.unknown());
    const [a, b, c] = api.scopes;
    expect(a).toBeDefined();
    expect(b).toBe(a);
    expect(c).toBeDefined();
    expect(c).not.toBe(a);
  });

  it('sends a JSON body with its length and answers the data', async () => {
    const body = { ids: [1, 2], text: 'é ✓' };
    expect(await rest().post('/api/v2/echo', body, z.unknown())).toEqual({
      body,
      length: String(Buffer.byteLength(JSON.stringify(body))),
    });
  });

  it("takes res.json's value as it is, without JSON text, frozen; its text is still there for whoever asks", async () => {
    const transport = inProcessTransport(api.handler);
    const answer = await transport('http://127.0.0.1:4000/api/v2/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":[1,"x",null]}',
    });
    const value = answer.value?.() as { data: { body: { a: unknown[] } } };
    expect(value.data.body).toEqual({ a: [1, 'x', null] });
    expect(Object.isFrozen(value.data.body.a)).toBe(true);
    expect(JSON.parse(await answer.text())).toEqual(value);
  });

  it('refuses, outside production, a value JSON text would have changed (a Date) instead of handing it over', async () => {
    await expect(rest().get('/api/v2/dated', z.unknown())).rejects.toMatchObject({ status: 500 });
  });

  it('reads answers written in several chunks, and answers without a body', async () => {
    expect(await rest().get('/api/v2/streamed', z.array(z.string()))).toEqual(['é', 'ü']);
    const transport = inProcessTransport(api.handler);
    const answer = await transport('http://127.0.0.1:4000/api/v2/nothing', { method: 'DELETE', headers: {} });
    expect([answer.status, answer.ok, await answer.text()]).toEqual([204, true, '']);
  });

  it("turns the api's refusals and failures into the same RestCallErrors as over HTTP", async () => {
    const refused = await rest()
      .get('/api/v2/refused', z.unknown())
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RestCallError);
    expect((refused as RestCallError).status).toBe(403);
    expect((refused as RestCallError).message).toBe('Client users cannot do this.');
    const crashed = await rest()
      .get('/api/v2/crash', z.unknown())
      .catch((e: unknown) => e);
    expect((crashed as RestCallError).status).toBe(500);
  });

  it('stops waiting when the request budget is spent', async () => {
    const signal = Object.assign(AbortSignal.timeout(50), { budgetMs: 50 });
    const client = new RestClient({
      apiUrl: 'http://127.0.0.1:4000',
      headers,
      signal,
      fetch: inProcessTransport(api.handler),
    });
    const started = Date.now();
    const error = await client.get('/api/v2/slow', z.unknown()).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(190);
    expect((error as { extensions: { code: string } }).extensions.code).toBe('REQUEST_BUDGET_EXCEEDED');
  });

  it('counts the calls the api is still working on, also after their caller gave up', async () => {
    const transport = inProcessTransport(api.handler);
    const signal = Object.assign(AbortSignal.timeout(30), { budgetMs: 30 });
    const client = new RestClient({ apiUrl: 'http://127.0.0.1:4000', headers, signal, fetch: transport });
    expect(transport.inFlight()).toBe(0);
    const call = client.get('/api/v2/slow', z.unknown()).catch((e: unknown) => e);
    expect(transport.inFlight()).toBe(1);
    await call; // given up at 30 ms: the api answers at 200 ms
    expect(transport.inFlight()).toBe(1);
    await expect.poll(() => transport.inFlight(), { timeout: 2000 }).toBe(0);
  });

  it("marks its requests as this process's own calls, and 'finish' runs for the api's listeners", () => {
    expect(api.own.length).toBeGreaterThan(0);
    expect(api.own.every(Boolean)).toBe(true);
    expect(api.finished).toContain(201);
  });
});

describe('a real HTTP request beside in-process calls', () => {
  const api = echoApi();
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = http.createServer(api.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is served as before and is not taken for an own call, nor given a scope (express prototypes untouched)', async () => {
    const transport = inProcessTransport(api.handler);
    await transport(`${url}/api/v2/echo`, { method: 'POST', headers: {}, body: '{"a":1}', scope: {} });
    api.own.length = 0;
    api.scopes.length = 0;
    const res = await fetch(`${url}/api/v2/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ b: 2 }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { body: { b: 2 }, length: '7' } });
    expect(api.own).toEqual([false]);
    expect(api.scopes).toEqual([undefined]);
  });
});
