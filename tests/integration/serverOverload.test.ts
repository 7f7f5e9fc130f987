/**
 * The one-process server under overload (issue 14): a /graphql request is admitted once, by the gateway's guard,
 * and refused with the GraphQL body (errors[].extensions.code OVERLOADED) and Retry-After-Ms; the api's own guard
 * counts only the api's paths, so a held GraphQL place does not refuse a sign-in, and the web app's paths are never
 * refused. Sign-ins, which wait for a password hash, have places of their own: a flood of them refuses no one else. A request holds its place from its headers on: one whose body has not arrived yet keeps it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config.js';
import { SIGN_IN_PLACES } from '../../api/src/index.js';
import { startServer, type RunningServer } from '../../server.js';

let server: RunningServer;
const saved = { inflight: process.env.MAX_INFLIGHT_REQUESTS, queued: process.env.MAX_QUEUED_REQUESTS };

beforeAll(async () => {
  process.env.MAX_INFLIGHT_REQUESTS = '1';
  process.env.MAX_QUEUED_REQUESTS = '0';
  server = await startServer({
    port: 0,
    seed: false,
    quiet: true,
    config: loadConfig(
      {},
      {
        dataDir: mkdtempSync(path.join(tmpdir(), 'svr-overload-')),
        databaseUrl: null,
        jwtSecret: randomBytes(32).toString('hex'),
      },
    ),
  });
}, 120_000);
afterAll(async () => {
  process.env.MAX_INFLIGHT_REQUESTS = saved.inflight;
  process.env.MAX_QUEUED_REQUESTS = saved.queued;
  if (saved.inflight === undefined) delete process.env.MAX_INFLIGHT_REQUESTS;
  if (saved.queued === undefined) delete process.env.MAX_QUEUED_REQUESTS;
  await server?.stop();
});

/** A POST whose body never ends: admitted on its headers, it holds its place until it is destroyed. */
function holdPlace(url: string, at = '/graphql'): Promise<http.ClientRequest> {
  const req = http.request(`${url}${at}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': '1000' },
  });
  req.on('error', () => undefined);
  req.write(at === '/graphql' ? '{"query":' : '{"email":');
  return new Promise((resolve) => setTimeout(() => resolve(req), 200));
}

describe('the one-process server under overload', () => {
  it('refuses a second /graphql at once with the GraphQL body and Retry-After-Ms, and nothing else', async () => {
    const held = await holdPlace(server.url);
    try {
      const started = Date.now();
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(res.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(1000);
      const retryAfterMs = Number(res.headers.get('retry-after-ms'));
      expect(retryAfterMs).toBeGreaterThanOrEqual(100);
      const body = (await res.json()) as { errors: { extensions: { code: string; retryAfterMs: number } }[] };
      expect(body.errors[0].extensions).toEqual({ code: 'OVERLOADED', retryAfterMs });
      // The api's guard counts the api's own requests only: a sign-in is answered (401 for a wrong password).
      const login = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      });
      expect(login.status).not.toBe(503);
      // Nor is a web app path refused (the app, or a 404 when web/dist is not built).
      expect((await fetch(`${server.url}/reviews`)).status).not.toBe(503);
    } finally {
      held.destroy();
    }
    // The place freed, /graphql answers again.
    await expect
      .poll(async () => {
        const res = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        });
        return res.status;
      })
      .not.toBe(503);
  });

  it('lets a rush of sign-ins all through, one hash after the other, with the general places at one', async () => {
    const rush = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        fetch(`${server.url}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `rush${i}@example.com`, password: 'wrong-password' }),
        }).then((r) => r.status),
      ),
    );
    expect(rush).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('queues sign-ins apart: sign-ins holding every sign-in place do not refuse anyone else', async () => {
    const held = await Promise.all(Array.from({ length: SIGN_IN_PLACES }, () => holdPlace(server.url, '/auth/login')));
    try {
      const signIn = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      });
      expect(signIn.status).toBe(503);
      // The one general place is free: the api answers (401 without a token), not 503.
      expect((await fetch(`${server.url}/auth/me`)).status).toBe(401);
    } finally {
      for (const h of held) h.destroy();
    }
  });
});
