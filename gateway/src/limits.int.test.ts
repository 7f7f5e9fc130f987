/**
 * The gateway's limits against the real api (issue 9): introspection is counted (100 aliased __schema
 * without a token are refused, not answered with megabytes), list sizes count in the cost so 30 aliases
 * of a 1000-row page of answers are refused before any REST call, and a request over its time budget
 * stops with a clear error.
 */
import type { Server } from 'node:http';
import express from 'express';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the integration test starts the real api in-process; gateway code itself never imports api/
import { startTestApi, type TestApi } from '../../api/src/testing/harness.js';
import { createGateway } from './index.js';
import { graphqlClient, type Caller } from './testing/graphqlClient.js';

let api: TestApi;
const servers: Server[] = [];
let gql: ReturnType<typeof graphqlClient>;
let tight: ReturnType<typeof graphqlClient>;
let url = '';
let admin: Caller;

async function serve(limits: Parameters<typeof createGateway>[0]['limits']): Promise<ReturnType<typeof graphqlClient>> {
  const app = express();
  app.use(await createGateway({ apiUrl: api.url, explorerDist: '/nonexistent', limits }));
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  servers.push(server);
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  return graphqlClient(url);
}

beforeAll(async () => {
  api = await startTestApi();
  gql = await serve({});
  const defaultUrl = url;
  // A budget far below what a 500-row page of answers takes.
  tight = await serve({ requestBudgetMs: 30 });
  const res = await fetch(`${api.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
  });
  admin = { token: res.headers.get('x-access-token') };
  url = defaultUrl;
}, 120_000);
afterAll(async () => {
  for (const s of servers) await new Promise<void>((resolve) => s.close(() => resolve()));
  await api?.close();
});

const page = (alias: string, size: string) =>
  `${alias}: storeVisits(filters: [], pageSize: ${size}) { items { answers { document { url } } } }`;

describe('gateway limits', () => {
  it('refuses 100 aliased __schema queries without a token, in a short answer', async () => {
    const query = `{ ${Array.from({ length: 100 }, (_, i) => `s${i}: __schema { types { name fields { name } } }`).join(' ')} }`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text.length).toBeLessThan(2000);
    expect(JSON.parse(text).errors[0].message).toBe(
      'The operation uses 100 aliases; the limit is 30. Split it into several queries.',
    );
  });

  it("still answers GraphiQL's introspection query", async () => {
    const answer = await gql.send<{ __schema: { types: unknown[] } }>({}, getIntrospectionQuery());
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.__schema.types.length).toBeGreaterThan(20);
  });

  it('refuses 30 aliases of a 1000-row page of answers and documents before running any of it', async () => {
    const query = `{ ${Array.from({ length: 30 }, (_, i) => page(`p${i}`, '1000')).join(' ')} }`;
    const started = Date.now();
    const answer = await gql.send(admin, query);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(answer.status).toBe(400);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0].extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(answer.errors?.[0].message).toMatch(
      /^The operation would cost about 630,060 .* the limit is 200,000\. Ask for a smaller pageSize/,
    );
  });

  it('counts a pageSize given as a variable', async () => {
    const query = `query Pages($n: Int) { ${Array.from({ length: 10 }, (_, i) => page(`p${i}`, '$n')).join(' ')} }`;
    const refused = await gql.send(admin, query, { n: 1000 });
    expect(refused.errors?.[0].extensions?.code).toBe('QUERY_TOO_COSTLY');
    const small = await gql.data<Record<string, { items: unknown[] }>>(admin, query, { n: 2 });
    expect(small.data.p0.items).toHaveLength(2);
  });

  it('stops a request over its time budget with a clear error', async () => {
    const answer = await tight.send(admin, `{ ${page('a', '500')} }`);
    expect(answer.errors?.[0].extensions?.code).toBe('REQUEST_BUDGET_EXCEEDED');
    expect(answer.errors?.[0].message).toBe(
      'The request ran longer than 30 ms, the limit for one request, and was stopped. Ask for a smaller pageSize or fewer fields under lists, or split it into several queries.',
    );
  });
});
