import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../api/src/testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const post = (path: string, body: unknown) =>
  fetch(api.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /auth/login', () => {
  it('answers the user in data and the tokens in headers', async () => {
    const res = await post('/auth/login', { email: 'admin@example.com', password: 'demo1234', strategy: 'local' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data).toMatchObject({
      email: 'admin@example.com',
      roleId: 1,
      roleName: 'Administrator',
      isClient: false,
    });
    expect(body.data.passwordHash).toBeUndefined();
    expect(res.headers.get('x-access-token')).toMatch(/^ey/);
    expect(res.headers.get('x-refresh-token')?.length).toBeGreaterThan(20);
  });

  it('refuses a wrong password with 401 and the same message as an unknown e-mail', async () => {
    const wrong = await post('/auth/login', { email: 'admin@example.com', password: 'nope1234' });
    const unknown = await post('/auth/login', { email: 'who@example.com', password: 'nope1234' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await wrong.json()).err).toBe((await unknown.json()).err);
  });

  it('validates the payload with a clear message', async () => {
    const res = await post('/auth/login', { email: 'not-an-email', password: 'x' });
    expect(res.status).toBe(400);
    expect((await res.json()).err).toMatch(/valid e-mail/);
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const res = await fetch(api.url + '/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).err).toBe('The request body is not valid JSON.');
  });
});

describe('refresh tokens', () => {
  it('rotate, and a reused token revokes its family', async () => {
    const login = await post('/auth/login', { email: 'reviewer@example.com', password: 'demo1234' });
    const first = login.headers.get('x-refresh-token');
    const r1 = await post('/auth/refresh', { refreshToken: first });
    expect(r1.status).toBe(200);
    const second = r1.headers.get('x-refresh-token');
    expect(second).not.toBe(first);
    // Reusing the first token is refused, and it also kills the rotated one.
    expect((await post('/auth/refresh', { refreshToken: first })).status).toBe(401);
    expect((await post('/auth/refresh', { refreshToken: second })).status).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const login = await post('/auth/login', { email: 'reviewer@example.com', password: 'demo1234' });
    const token = login.headers.get('x-refresh-token');
    await post('/auth/logout', { refreshToken: token });
    expect((await post('/auth/refresh', { refreshToken: token })).status).toBe(401);
  });
});

describe('access to /api/v2', () => {
  it('is 401 without a token and with a forged one', async () => {
    expect((await fetch(api.url + '/api/v2/clientProjectList')).status).toBe(401);
    const forged = await fetch(api.url + '/api/v2/clientProjectList', {
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x' },
    });
    expect(forged.status).toBe(401);
    expect((await forged.json()).err).toMatch(/expired or is invalid/);
  });

  it('answers an unknown path with 404 JSON', async () => {
    const admin = await api.as('admin@example.com');
    const res = await admin('GET', '/api/v2/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body.err).toBe('No such path: GET /api/v2/nothing/here');
  });

  it('GET /auth/me answers the signed-in user', async () => {
    const client = await api.as('client@example.com');
    const res = await client('GET', '/auth/me');
    expect(res.body.data).toMatchObject({ email: 'client@example.com', isClient: true, roleName: 'Client' });
  });
});

describe('/files through signed addresses only (tests/integration/files.test.ts has the rest)', () => {
  it('sign-in, refresh and sign-out set no files cookie; a bare address answers 401 JSON, also with a bearer token', async () => {
    const login = await post('/auth/login', { email: 'reviewer@example.com', password: 'demo1234' });
    const refreshed = await post('/auth/refresh', { refreshToken: login.headers.get('x-refresh-token') });
    const out = await post('/auth/logout', { refreshToken: refreshed.headers.get('x-refresh-token') });
    for (const res of [login, refreshed, out]) expect(res.headers.getSetCookie()).toEqual([]);
    const again = await post('/auth/login', { email: 'reviewer@example.com', password: 'demo1234' });
    const res = await fetch(`${api.url}/files/demo/photo-1.jpg`, {
      headers: {
        authorization: `Bearer ${again.headers.get('x-access-token')}`,
        cookie: 'svr_files=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x',
      },
    });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toMatch(/^Files are opened through the addresses the app hands out/);
    expect(
      (
        await fetch(api.url + '/auth/files', {
          method: 'POST',
          headers: { authorization: `Bearer ${again.headers.get('x-access-token')}` },
        })
      ).status,
    ).toBe(404);
  });
});

describe('/files opened as a page without a signature', () => {
  it('sends the person to sign in and back to the file', async () => {
    const res = await fetch(`${api.url}/files/demo/photo-1.jpg?w=800`, {
      headers: { accept: 'text/html,application/xhtml+xml' },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/login?next=${encodeURIComponent('/files/demo/photo-1.jpg?w=800')}`);
  });
});

describe('sign-in from a passed identity (spec 000 §5)', () => {
  const identitySignIn = (identity: string, origin: string) =>
    fetch(api.url + '/auth/identity', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ identity }),
    });
  const identityOf = async () =>
    (await post('/auth/login', { email: 'admin@example.com', password: 'demo1234' })).headers.get('x-refresh-token')!;

  it('signs in from a page on an approved host (localhost by default) and answers the tokens', async () => {
    const res = await identitySignIn(await identityOf(), 'http://localhost:4173');
    expect(res.status).toBe(200);
    expect((await res.json()).data.email).toBe('admin@example.com');
    expect(res.headers.get('x-access-token')).toMatch(/^ey/);
  });

  it('refuses any other host with 403 naming the public site, and leaves the identity unused', async () => {
    const identity = await identityOf();
    const refused = await identitySignIn(identity, 'https://mirror.attacker.example');
    expect(refused.status).toBe(403);
    const body = await refused.json();
    expect(body.message).toMatch(/not an approved application host/);
    expect(body.details).toEqual({ publicSiteUrl: '/login' });
    expect(refused.headers.get('x-access-token')).toBeNull();
    // Not consumed: the same identity still works from an approved host.
    expect((await identitySignIn(identity, 'http://127.0.0.1:4000')).status).toBe(200);
  });

  it('answers 401 for an identity that is not a live one, from an approved host', async () => {
    const res = await identitySignIn('not-a-token', 'http://localhost');
    expect(res.status).toBe(401);
  });
});
