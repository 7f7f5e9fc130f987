import { describe, expect, it } from 'vitest';
import { RestCallError, RestClient, segment } from './client.js';

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
  it('forwards the token and tenancy, answers data and counts calls', async () => {
    const api = fakeApi(200, { data: [1, 2] });
    const rest = client(api.fetchFn);
    expect(await rest.post('/api/v2/x', { a: 1 })).toEqual([1, 2]);
    await rest.get('/api/v2/y');
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
    const e = await errorOf(rest.get('/api/v2/x'));
    expect(e.message).toBe('The message');
    expect(e.extensions.code).toBe(code);
    expect(e.extensions.http).toEqual(http);
  });

  it('answers null for a single lookup the api does not find', async () => {
    const rest = client(fakeApi(404, { err: 'Store visit 9 does not exist.' }).fetchFn);
    expect(await rest.getOrNull('/api/v2/storeVisit/id/9')).toBeNull();
    expect((await errorOf(rest.get('/api/v2/x'))).extensions.code).toBe('BAD_USER_INPUT');
  });

  it('reports an api that does not answer, or answers something unreadable', async () => {
    const down = new RestClient({
      apiUrl: 'http://api.test',
      headers: {},
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    expect((await errorOf(down.get('/x'))).extensions.code).toBe('INTERNAL_SERVER_ERROR');
    const garbled = client(fakeApi(200, '<html>').fetchFn);
    expect((await errorOf(garbled.get('/x'))).message).toMatch('cannot read');
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
