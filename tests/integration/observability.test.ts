/**
 * Issue 16: one GraphQL request's id followed through the api's log lines, /metrics in Prometheus text with
 * the request, operation, REST-call, database and job series after a few requests, and the health endpoints
 * of the one-process server. Log lines are captured from the server's own pino logger (a destination stream).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config.js';
import { buildForm, buildUser, TEST_PASSWORD } from '../../api/src/testing/factories.js';
import { startServer, type RunningServer } from '../../server.js';

let server: RunningServer;
const lines: Record<string, unknown>[] = [];
let raw = '';
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    raw += chunk.toString();
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
let email = '';

beforeAll(async () => {
  server = await startServer({
    port: 0,
    seed: false,
    quiet: true,
    logDestination: capture,
    config: loadConfig(
      {},
      {
        dataDir: mkdtempSync(path.join(tmpdir(), 'svr-observability-')),
        databaseUrl: null,
        jwtSecret: randomBytes(32).toString('hex'),
      },
    ),
  });
  email = (await buildUser(server.database.db)).email;
  await buildForm(server.database.db);
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function signIn(): Promise<string> {
  const res = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('x-access-token')!;
}

const graphql = (token: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });

describe('request ids and log lines', () => {
  it("follows one GraphQL request's id through the gateway's operation line and the api's REST lines", async () => {
    const token = await signIn();
    const id = `trace-${randomBytes(6).toString('hex')}`;
    const res = await graphql(
      token,
      { query: 'query FormsForTrace { forms { id } }', operationName: 'FormsForTrace' },
      {
        'x-request-id': id,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.forms.length).toBeGreaterThan(0);

    await expect.poll(() => lines.filter((l) => l.reqId === id).length).toBe(3);
    const mine = lines.filter((l) => l.reqId === id);
    const rest = mine.find((l) => typeof l.route === 'string' && String(l.route).startsWith('/api/v2/'));
    expect(rest).toMatchObject({ service: 'server', method: 'GET', route: '/api/v2/form', status: 200, level: 30 });
    expect(rest?.userId).toEqual(expect.any(Number));
    expect(rest?.ms).toEqual(expect.any(Number));
    expect(typeof rest?.time).toBe('string');
    expect(mine.find((l) => l.msg === 'graphql operation')).toMatchObject({
      operationName: 'FormsForTrace',
      outcome: 'success',
      restCalls: 1,
    });
    expect(mine.find((l) => l.route === '/graphql')).toMatchObject({ method: 'POST', status: 200 });
  });

  it('answers a generated id when the caller sends none or an unusable one', async () => {
    for (const sent of [undefined, 'short', 'has spaces in it', 'x'.repeat(65)]) {
      const res = await fetch(`${server.url}/healthz`, { headers: sent ? { 'x-request-id': sent } : {} });
      const answered = res.headers.get('x-request-id');
      expect(answered).toMatch(/^[0-9a-f-]{36}$/);
      expect(answered).not.toBe(sent);
    }
  });

  it('keeps tokens, passwords and query strings out of the lines', async () => {
    const token = await signIn();
    await fetch(`${server.url}/files/some/key.jpg?exp=1&sig=not-a-real-signature`);
    await fetch(`${server.url}/api/v2/form?secret=query-value`, { headers: { authorization: `Bearer ${token}` } });
    await expect.poll(() => lines.some((l) => l.path === '/api/v2/form' && l.method === 'GET')).toBe(true);
    expect(raw).not.toContain(token);
    expect(raw).not.toContain(TEST_PASSWORD);
    expect(raw).not.toContain('not-a-real-signature');
    expect(raw).not.toContain('query-value');
    expect(raw).not.toContain('/files/some/key.jpg');
    // A refused /files request is still a line, labelled by its mount, not its path.
    expect(lines.some((l) => l.route === '/files/*' && l.path === undefined)).toBe(true);
  });
});

describe('GET /metrics', () => {
  it('answers Prometheus text with the request, operation, REST-call, database and job series', async () => {
    const token = await signIn();
    for (let i = 0; i < 3; i++)
      expect(
        (await graphql(token, { query: 'query MetricsForms { forms { id } }', operationName: 'MetricsForms' })).status,
      ).toBe(200);
    expect((await graphql(token, { query: '{ nope }' })).status).toBe(400);

    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const value = (series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line ? Number(line.slice(series.length + 1)) : null;
    };
    expect(value('graphql_operations_total{operation="MetricsForms",outcome="success"}')).toBe(3);
    expect(value('graphql_operations_total{operation="anonymous",outcome="invalid"}')).toBe(1);
    expect(value('graphql_rest_calls_count{operation="MetricsForms"}')).toBe(3);
    expect(value('graphql_rest_calls_sum{operation="MetricsForms"}')).toBe(3);
    expect(value('graphql_operation_duration_seconds_count{operation="MetricsForms"}')).toBe(3);
    expect(value('http_requests_total{method="POST",route="/graphql",status="200"}')).toBeGreaterThanOrEqual(3);
    expect(value('http_requests_total{method="GET",route="/api/v2/form",status="200"}')).toBeGreaterThanOrEqual(3);
    expect(value('http_request_duration_seconds_count{method="GET",route="/api/v2/form"}')).toBeGreaterThanOrEqual(3);
    expect(value('db_info{engine="pglite"}')).toBe(1);
    for (const state of ['queued', 'running', 'done', 'failed', 'cancelled'])
      expect(value(`job_queue_depth{state="${state}"}`)).toEqual(expect.any(Number));
    expect(text).toContain('# TYPE job_failures_total counter');
    expect(text).toContain('# TYPE process_resident_memory_bytes gauge');
    // Route labels are patterns: no series names a raw path with an id.
    expect(text).not.toMatch(/route="[^"]*\/\d+[/"]/);
  });
});

describe('health', () => {
  it('/healthz says alive and /readyz checks the database, the migrations and the job worker', async () => {
    const alive = await fetch(`${server.url}/healthz`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', jobWorker: 'ok' },
    });
  });
});
