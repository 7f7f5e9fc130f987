/**
 * Sign-in and the server under abuse (issue 9): failed sign-ins are limited (429 + Retry-After) per
 * account+address, per account and per address; logout and disabling end an access token at once;
 * old bcrypt hashes are replaced at sign-in; unknown e-mails cost the time known ones do; every answer
 * carries the security headers, and behind a trusted proxy the caller's address is the one counted.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config.js';
import { users } from '../../api/src/db/schema.js';
import { startTestApi, type TestApi } from '../../api/src/testing/harness.js';
import { startServer, type RunningServer } from '../../server.js';

let api: TestApi;
let server: RunningServer;
const WINDOW = 2;

beforeAll(async () => {
  [api, server] = await Promise.all([
    startTestApi({
      config: { loginLimits: { perAccountAddress: 3, perAccount: 50, perAddress: 200, windowSeconds: WINDOW } },
    }),
    startServer({
      port: 0,
      seed: false,
      quiet: true,
      config: loadConfig(
        {},
        {
          dataDir: mkdtempSync(path.join(tmpdir(), 'svr-abuse-')),
          databaseUrl: null,
          jwtSecret: randomBytes(32).toString('hex'),
          trustProxy: 'loopback',
          loginLimits: { perAccountAddress: 100, perAccount: 4, perAddress: 3, windowSeconds: 60 },
        },
      ),
    }),
  ]);
}, 120_000);
afterAll(async () => {
  await api?.close();
  await server?.stop();
});

const login = (base: string, email: string, password: string, headers: Record<string, string> = {}) =>
  fetch(base + '/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
const me = (token: string | null) => fetch(api.url + '/auth/me', { headers: { authorization: `Bearer ${token}` } });

describe('failed sign-ins are limited', () => {
  it('answers 429 with Retry-After once an account fails too often from one address, refuses even the right password then, and lets it in after the wait', async () => {
    const email = 'sam.staff@example.com';
    expect((await login(api.url, email, 'wrong-1')).status).toBe(401);
    expect((await login(api.url, email, 'wrong-2')).status).toBe(401);
    const third = await login(api.url, email, 'wrong-3');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(third.headers.get('retry-after'))).toBeLessThanOrEqual(WINDOW);
    expect((await third.json()).err).toMatch(
      /^Too many failed sign-ins for this account from your address\. Please wait \d+ seconds and try again/,
    );

    const right = await login(api.url, email, 'demo1234');
    expect(right.status).toBe(429);
    expect(right.headers.get('x-access-token')).toBeNull();
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    await new Promise((r) => setTimeout(r, WINDOW * 1000 + 200));
    const after = await login(api.url, email, 'demo1234');
    expect(after.status).toBe(200);
    // A success clears the consecutive failures: two more mistakes are still answered 401.
    expect((await login(api.url, email, 'wrong-4')).status).toBe(401);
    expect((await login(api.url, email, 'wrong-5')).status).toBe(401);
    expect((await login(api.url, email, 'demo1234')).status).toBe(200);
  }, 30_000);

  it('counts one address over many accounts, and one account over many addresses (behind a trusted proxy)', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    // One address trying three e-mails: the third failure uses up the address.
    expect((await login(server.url, 'a@example.com', 'wrong-pw', from('203.0.113.7'))).status).toBe(401);
    expect((await login(server.url, 'b@example.com', 'wrong-pw', from('203.0.113.7'))).status).toBe(401);
    expect((await login(server.url, 'c@example.com', 'wrong-pw', from('203.0.113.7'))).status).toBe(429);
    expect((await login(server.url, 'd@example.com', 'wrong-pw', from('203.0.113.7'))).status).toBe(429);
    // Another address is not affected...
    expect((await login(server.url, 'd@example.com', 'wrong-pw', from('203.0.113.8'))).status).toBe(401);
    // ...but one account tried from many addresses is: d@ fails from 3 more, the last uses it up.
    expect((await login(server.url, 'd@example.com', 'wrong-pw', from('203.0.113.9'))).status).toBe(401);
    expect((await login(server.url, 'd@example.com', 'wrong-pw', from('203.0.113.10'))).status).toBe(401);
    const last = await login(server.url, 'd@example.com', 'wrong-pw', from('203.0.113.11'));
    expect(last.status).toBe(429);
    const retryAfter = Number(last.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(50);
    // The wait is said as the header counts it: '1 minute', or 'n seconds' once the window has begun to run
    // (a busy machine can take a second between the failure and the answer).
    const wait = retryAfter < 60 ? `${retryAfter} seconds` : '1 minute';
    expect((await last.json()).err).toContain(`Please wait ${wait} and try again`);
  });
});

describe('access tokens end with their session', () => {
  it('logout ends the access token at once, not 15 minutes later', async () => {
    const res = await login(api.url, 'admin@example.com', 'demo1234');
    const access = res.headers.get('x-access-token');
    expect((await me(access)).status).toBe(200);
    await fetch(api.url + '/auth/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: res.headers.get('x-refresh-token') }),
    });
    const after = await me(access);
    expect(after.status).toBe(401);
    expect((await after.json()).err).toBe('You have signed out or your session has ended. Please sign in again.');
    // The REST api refuses it too, not only /auth/me.
    const list = await fetch(api.url + '/api/v2/tag', { headers: { authorization: `Bearer ${access}` } });
    expect(list.status).toBe(401);
  });

  it("logout with only the bearer token ends that session, and leaves the user's other sessions alone", async () => {
    const one = (await login(api.url, 'admin@example.com', 'demo1234')).headers.get('x-access-token');
    const two = (await login(api.url, 'admin@example.com', 'demo1234')).headers.get('x-access-token');
    await fetch(api.url + '/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${one}` } });
    expect((await me(one)).status).toBe(401);
    expect((await me(two)).status).toBe(200);
  });

  it('a refreshed session keeps working with the new access token, and a reused refresh token ends it', async () => {
    const first = await login(api.url, 'admin@example.com', 'demo1234');
    const refresh = first.headers.get('x-refresh-token');
    const rotated = await fetch(api.url + '/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: refresh }),
    });
    const access = rotated.headers.get('x-access-token');
    expect((await me(access)).status).toBe(200);
    expect((await me(first.headers.get('x-access-token'))).status).toBe(200);
    // Someone replays the used refresh token: the whole session ends, access tokens included.
    await fetch(api.url + '/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: refresh }),
    });
    expect((await me(access)).status).toBe(401);
  });

  it('a disabled user is refused at once', async () => {
    const res = await login(api.url, 'reviewer@example.com', 'demo1234');
    const access = res.headers.get('x-access-token');
    expect((await me(access)).status).toBe(200);
    await api.database.db.update(users).set({ status: 0 }).where(eq(users.email, 'reviewer@example.com'));
    const after = await me(access);
    expect(after.status).toBe(401);
    expect((await after.json()).err).toBe('This account no longer exists or is disabled.');
    await api.database.db.update(users).set({ status: 1 }).where(eq(users.email, 'reviewer@example.com'));
  });
});

describe('password hashes', () => {
  it('replaces an old bcrypt hash with argon2id at sign-in', async () => {
    await api.database.db
      .update(users)
      .set({ passwordHash: await bcrypt.hash('demo1234', 10) })
      .where(eq(users.email, 'client@example.com'));
    expect((await login(api.url, 'client@example.com', 'demo1234')).status).toBe(200);
    const [row] = await api.database.db.select().from(users).where(eq(users.email, 'client@example.com'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login(api.url, 'client@example.com', 'demo1234')).status).toBe(200);
  });

  it('takes as long for an unknown e-mail as for a known one', async () => {
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const time = async (email: string, password: string) => {
      const started = performance.now();
      await (await login(api.url, email, password)).text();
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await time('admin@example.com', 'demo1234'));
      unknown.push(await time(`nobody-${i}@example.com`, 'demo1234'));
    }
    // Before: 6 ms against 94 ms. Now both verify a hash.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});

describe('security headers', () => {
  it('are on every answer: JSON, errors, the GraphQL endpoint and the explorer', async () => {
    const answers = await Promise.all([
      fetch(server.url + '/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
      fetch(server.url + '/api/v2/tag'),
      fetch(server.url + '/no/such/page'),
      fetch(server.url + '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
      fetch(server.url + '/graphql', { headers: { accept: 'text/html' } }),
    ]);
    for (const res of answers) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });
});
