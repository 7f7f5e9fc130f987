/**
 * Issue 16: SIGTERM drains a split service (deploy/service.ts) for real: a process started as operators start
 * it, a GraphQL request in flight while its REST call is slow, then SIGTERM. New connections are refused at
 * once, /readyz is never ready again, the request in flight is answered in full, and the process exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let fakeApi: Server;
let child: ChildProcess;
let port = 0;
let restCallArrived: () => void;
const restCall = new Promise<void>((resolve) => (restCallArrived = resolve));
const SLOW_MS = 1500;

/** A free port: listen on 0, read it, close. */
async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port: p } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return p;
}

const refused = (p: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(p, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
  });

beforeAll(async () => {
  // The api the gateway calls: ready, and slow to answer the one REST call of the query.
  fakeApi = createServer((req, res) => {
    if (req.url === '/readyz') return void res.end('{"status":"ready","checks":{}}');
    restCallArrived();
    setTimeout(() => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: [] }));
    }, SLOW_MS);
  });
  await new Promise<void>((r) => fakeApi.listen(0, '127.0.0.1', r));
  port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'deploy/service.ts'], {
    env: {
      ...process.env,
      SERVICE: 'gateway',
      PORT: String(port),
      API_URL: `http://127.0.0.1:${(fakeApi.address() as AddressInfo).port}`,
      LOG_LEVEL: 'silent',
      SHUTDOWN_TIMEOUT_SECONDS: '10',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Ready once it answers /readyz 200 (tsx compiles the service first: allow a minute).
  const until = Date.now() + 60_000;
  while ((await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status !== 200) {
    if (Date.now() > until || child.exitCode !== null) throw new Error('the gateway service did not become ready');
    await new Promise((r) => setTimeout(r, 250));
  }
}, 90_000);
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await new Promise((r) => fakeApi?.close(r));
});

describe('SIGTERM on a split service', () => {
  it('refuses new connections, answers the request in flight in full, and exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const inFlight = fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer any', 'x-request-id': 'shutdown-test-1' },
      body: JSON.stringify({ query: 'query ShutdownForms { forms { id } }' }),
    });
    await restCall; // the gateway is waiting on the slow api now
    const signalled = Date.now();
    child.kill('SIGTERM');
    await expect.poll(() => refused(port), { timeout: 5000, interval: 50 }).toBe(true);
    expect(Date.now() - signalled).toBeLessThan(SLOW_MS); // refused while the request is still in flight

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe('shutdown-test-1');
    expect(await answer.json()).toMatchObject({ data: { forms: [] } });
    expect(await exited).toBe(0);
  }, 30_000);
});
