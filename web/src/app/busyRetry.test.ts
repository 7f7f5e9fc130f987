/**
 * The busy-server retry (busyRetry.ts) through a real HttpLink on a fetch that answers 503 with Retry-After-Ms a
 * few times: a query is sent again after the asked wait and the user told; a mutation is not; the retries stop.
 */
import { ApolloClient, from, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { busyRetryLink, busyWaitMs, MAX_BUSY_RETRIES, MAX_BUSY_WAIT_MS } from './busyRetry';

/** A fetch that answers `busy` 503s (the overload guard's GraphQL refusal), then the data. */
function busyServer(busy: number, retryAfterMs = 120) {
  const sent: number[] = [];
  const fetch = async (_input: RequestInfo | URL, _init?: RequestInit) => {
    sent.push(Date.now());
    if (sent.length <= busy) {
      const message = 'The server is busy (4 requests running, 2 waiting). Please try again in 120 ms.';
      return new Response(
        JSON.stringify({ errors: [{ message, extensions: { code: 'OVERLOADED', retryAfterMs } }], retryAfterMs }),
        {
          status: 503,
          headers: {
            'content-type': 'application/json',
            'retry-after': String(Math.ceil(retryAfterMs / 1000)),
            'retry-after-ms': String(retryAfterMs),
          },
        },
      );
    }
    return new Response(JSON.stringify({ data: { ping: 'pong', save: 'done' } }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const told: number[] = [];
  const client = new ApolloClient({
    link: from([
      busyRetryLink(
        (ms) => told.push(ms),
        () => 0,
      ),
      new HttpLink({ uri: 'http://test/graphql', fetch }),
    ]),
    cache: new InMemoryCache(),
  });
  return { client, sent, told };
}

describe('busyRetryLink', () => {
  it('sends a query again after the Retry-After-Ms the 503 asked, and tells the user each time', async () => {
    const server = busyServer(2);
    const result = await server.client.query({ query: gql('query Ping { ping }'), fetchPolicy: 'network-only' });
    expect(result.data).toEqual({ ping: 'pong' });
    expect(server.sent.length).toBe(3);
    expect(server.told).toEqual([120, 120]);
    for (let i = 1; i < server.sent.length; i++)
      expect(server.sent[i] - server.sent[i - 1]).toBeGreaterThanOrEqual(110);
  });

  it('never sends a mutation twice: the 503 reaches the caller', async () => {
    const server = busyServer(1);
    await expect(server.client.mutate({ mutation: gql('mutation Save { save }') })).rejects.toThrow(/503/);
    expect(server.sent.length).toBe(1);
    expect(server.told).toEqual([]);
  });

  it(`gives up after ${MAX_BUSY_RETRIES} retries`, async () => {
    const server = busyServer(100, 10);
    await expect(
      server.client.query({ query: gql('query Ping { ping }'), fetchPolicy: 'network-only' }),
    ).rejects.toThrow(/503/);
    expect(server.sent.length).toBe(1 + MAX_BUSY_RETRIES);
  });

  it('reads the wait from Retry-After-Ms, the body or Retry-After, capped; other errors are not busy', () => {
    const response = (headers: Record<string, string>) => new Response('{}', { status: 503, headers });
    expect(busyWaitMs({ statusCode: 503, response: response({ 'retry-after-ms': '250' }) })).toBe(250);
    expect(busyWaitMs({ statusCode: 503, response: response({}), result: { retryAfterMs: 400 } })).toBe(400);
    expect(busyWaitMs({ statusCode: 503, response: response({ 'retry-after': '2' }) })).toBe(2000);
    expect(busyWaitMs({ statusCode: 503, response: response({ 'retry-after-ms': '600000' }) })).toBe(MAX_BUSY_WAIT_MS);
    expect(busyWaitMs({ statusCode: 500, response: response({ 'retry-after-ms': '250' }) })).toBeNull();
    expect(busyWaitMs(new TypeError('Failed to fetch'))).toBeNull();
  });
});
