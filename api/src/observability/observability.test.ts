import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import type { ObservabilityConfig } from '../config.js';
import { errorHandler } from '../http/errors.js';
import { observe, type Observability } from './index.js';
import { isPrivateAddress } from './metricsRoute.js';
import { requestIdOf } from './requestId.js';

const config: ObservabilityConfig = {
  logLevel: 'info',
  logFormat: 'json',
  metricsToken: null,
  shutdownTimeoutSeconds: 5,
};
let servers: Server[] = [];
afterEach(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  servers = [];
});

/** An app with observe() mounted and a slow route; its lines are collected. */
async function start(overrides: Partial<ObservabilityConfig> = {}) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _e, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const app = express();
  const obs: Observability = observe(app, {
    service: 'test',
    config: { ...config, ...overrides },
    logDestination: destination,
  });
  app.get('/slow/:id', async (req, res) => {
    await new Promise((r) => setTimeout(r, Number(req.query.ms ?? 600)));
    res.json({ id: req.params.id });
  });
  app.get('/boom', () => {
    throw new Error('boom');
  });
  app.use(errorHandler);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  servers.push(server);
  obs.lifecycle.attach({ server });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { obs, server, url, lines };
}

describe('request ids', () => {
  it('keeps an id that looks like one and replaces anything else', () => {
    expect(requestIdOf('abc-123_DEF.4')).toBe('abc-123_DEF.4');
    for (const bad of [undefined, '', 'short', 'a b c d e f g h', 'x'.repeat(65), 'new\nline-injection'])
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});

describe('the request line and its labels', () => {
  it('logs the route pattern, never the id in the path, with status, ms and the request id', async () => {
    const { url, lines } = await start();
    const res = await fetch(`${url}/slow/12345?ms=1&token=secret-value`, {
      headers: { 'x-request-id': 'unit-test-0001' },
    });
    expect(res.headers.get('x-request-id')).toBe('unit-test-0001');
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({
      service: 'test',
      reqId: 'unit-test-0001',
      method: 'GET',
      route: '/slow/:id',
      path: '/slow/12345',
      status: 200,
      msg: 'request',
    });
    expect(JSON.stringify(lines)).not.toContain('secret-value');
  });

  it("logs a failure on the request's logger with its id and the error, the path without its query", async () => {
    const { url, lines } = await start();
    const res = await fetch(`${url}/boom?sig=signed-secret`, { headers: { 'x-request-id': 'unit-test-0500' } });
    expect(res.status).toBe(500);
    await expect.poll(() => lines.filter((l) => l.reqId === 'unit-test-0500').length).toBe(2);
    const [failure, request] = lines.filter((l) => l.reqId === 'unit-test-0500');
    expect(failure).toMatchObject({ level: 50, msg: 'GET /boom failed', err: { message: 'boom' } });
    expect(request).toMatchObject({ level: 50, route: '/boom', status: 500 });
    expect(JSON.stringify(lines)).not.toContain('signed-secret');
  });

  it('labels a 404 nothing claimed as unmatched and counts it by that label', async () => {
    const { url, obs } = await start();
    await fetch(`${url}/no/such/place/42`);
    await fetch(`${url}/another/made-up/path`);
    const text = await obs.metrics.registry.metrics();
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 2');
    expect(text).not.toContain('made-up');
  });
});

describe('GET /metrics guard', () => {
  it('answers loopback callers without a token, and asks for the bearer token when METRICS_TOKEN is set', async () => {
    const open = await start();
    expect((await fetch(`${open.url}/metrics`)).status).toBe(200);
    const guarded = await start({ metricsToken: 'a-metrics-token-of-some-length' });
    expect((await fetch(`${guarded.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${guarded.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const ok = await fetch(`${guarded.url}/metrics`, {
      headers: { authorization: 'Bearer a-metrics-token-of-some-length' },
    });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('# TYPE http_requests_total counter');
  });

  it('tells private and loopback addresses from public ones', () => {
    for (const a of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.1', 'fd00::1'])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '::ffff:203.0.113.9', '2001:db8::1', '172.32.0.1', undefined, 'not-an-ip'])
      expect(isPrivateAddress(a), String(a)).toBe(false);
  });
});

describe('graceful shutdown', () => {
  it('lets a slow request in flight finish, answers /readyz 503 while draining, and refuses new connections', async () => {
    const { url, obs, server } = await start();
    obs.checks.always = async () => 'ok';
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const slow = fetch(`${url}/slow/7?ms=800`);
    // A kept-alive connection already open before the drain asks /readyz during it.
    await new Promise((r) => setTimeout(r, 100));
    const stopped = obs.lifecycle.shutdown();
    expect(obs.lifecycle.draining()).toBe(true);
    expect(server.listening).toBe(false);
    const refused = await new Promise<string>((resolve) => {
      const socket = connect((server.address() as AddressInfo | null)?.port ?? Number(new URL(url).port), '127.0.0.1');
      socket.on('connect', () => resolve('connected'));
      socket.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ id: '7' });
    await stopped;
  });

  it('answers /readyz 503 with checks.shutdown while it drains', async () => {
    const { url, obs } = await start();
    // A request held open keeps the server draining while another request on its own kept-alive socket asks.
    const agentSocket = connect(Number(new URL(url).port), '127.0.0.1');
    await new Promise((r) => agentSocket.once('connect', r));
    const slow = fetch(`${url}/slow/1?ms=600`);
    await new Promise((r) => setTimeout(r, 50));
    const stopped = obs.lifecycle.shutdown();
    const reply = await new Promise<string>((resolve) => {
      let text = '';
      agentSocket.on('data', (d) => (text += d.toString()));
      agentSocket.on('close', () => resolve(text));
      agentSocket.write('GET /readyz HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    expect(reply).toMatch(/^HTTP\/1\.1 503/);
    expect(reply.toLowerCase()).toContain('connection: close');
    expect(reply).toContain('"shutdown":"draining"');
    expect((await slow).status).toBe(200);
    await stopped;
  });

  it('cuts connections still open at the bound and closes the database after', async () => {
    const { url, obs } = await start({ shutdownTimeoutSeconds: 1 });
    let closed = 0;
    obs.lifecycle.attach({ database: { close: async () => void closed++ } });
    const tooSlow = fetch(`${url}/slow/1?ms=5000`).catch((e: Error) => e);
    await new Promise((r) => setTimeout(r, 50));
    const began = Date.now();
    await obs.lifecycle.shutdown();
    expect(Date.now() - began).toBeLessThan(3000);
    expect(await tooSlow).toBeInstanceOf(Error);
    expect(closed).toBe(1);
  });

  it('closes the database only once the work still running without a connection is done (pending)', async () => {
    const { obs } = await start({ shutdownTimeoutSeconds: 5 });
    let pending = 1;
    let closedWhilePending: number | null = null;
    obs.lifecycle.attach({
      database: { close: async () => void (closedWhilePending = pending) },
      pending: () => pending,
    });
    setTimeout(() => (pending = 0), 150);
    const began = Date.now();
    await obs.lifecycle.shutdown();
    expect(Date.now() - began).toBeGreaterThanOrEqual(140);
    expect(closedWhilePending).toBe(0);
  });
});
