/**
 * The gateway's response cache (responseCache.ts, issue 14) on the real api: a dashboard's or a roll-up page's
 * answer served again to the same staff caller while the data generation holds, computed again after any write,
 * never for a signed-out token, never for a client user, and never for another caller, other variables or other
 * root fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayTest, type GatewayTest } from './testing/harness.js';
import type { Caller } from './testing/graphqlClient.js';

const DASHBOARD = `query Board($id: Int!) { dashboard(id: $id) { id title widgets { id title widgetType } } }`;

let harness: GatewayTest;
let url: string;
let admin: Caller;
let reviewer: Caller;
let clientUser: Caller;
let dashboardId: number;
let clientDashboardId: number;
let otherDashboardId: number;

interface Answer {
  status: number;
  cache: string | null;
  body: {
    data?: { dashboard?: { id: number; title: string; widgets: unknown[] } | null } | null;
    errors?: { message: string; extensions?: { code?: string } }[];
    extensions?: Record<string, unknown>;
  };
}

async function post(caller: Caller, query: string, variables: Record<string, unknown>, encoding = 'identity') {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-encoding': encoding };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return { status: res.status, cache: res.headers.get('x-response-cache'), body: await res.json() } as Answer;
}

beforeAll(async () => {
  harness = await startGatewayTest({
    gateway: { responseCache: { enabled: true, ttlMs: 30_000, maxEntries: 100, maxBytes: 16 * 1024 * 1024 } },
  });
  url = harness.url;
  admin = await harness.signIn('admin@example.com');
  reviewer = await harness.signIn('reviewer@example.com');
  clientUser = await harness.signIn('client@example.com');
  const { boards } = (await harness.gql.data<{ boards: { id: number }[] }>(admin, '{ boards: dashboards { id } }'))
    .data;
  dashboardId = boards[0].id;
  otherDashboardId = (
    await harness.gql.data<{ createDashboard: { dashboard: { id: number } } }>(
      admin,
      'mutation { createDashboard(input: { title: "A second board" }) { dashboard { id } } }',
    )
  ).data.createDashboard.dashboard.id;
  const mine = await harness.gql.data<{ boards: { id: number }[] }>(clientUser, '{ boards: dashboards { id } }');
  clientDashboardId = mine.data!.boards[0].id;
}, 240_000);
afterAll(() => harness?.close());

describe('the response cache', () => {
  it("serves a staff caller's dashboard again, the same answer, with one REST call, in any encoding", async () => {
    const first = await post(admin, DASHBOARD, { id: dashboardId });
    expect(first.status).toBe(200);
    expect(first.cache).toBe('miss');
    expect(first.body.data?.dashboard?.widgets.length).toBeGreaterThan(0);
    for (const encoding of ['identity', 'br', 'gzip']) {
      const again = await post(admin, DASHBOARD, { id: dashboardId }, encoding);
      expect(again.cache, encoding).toBe('hit');
      expect(again.body.data).toEqual(first.body.data);
      expect(again.body.extensions).toMatchObject({ restCalls: 1, restWrites: 0 });
    }
  });

  it('computes the answer again after any write, and serves the new one', async () => {
    await post(admin, DASHBOARD, { id: dashboardId });
    const renamed = await harness.gql.data<{ updateDashboard: { dashboard: { title: string } } }>(
      admin,
      `mutation ($id: Int!) { updateDashboard(id: $id, input: { title: "Renamed by the cache test" }) { dashboard { title } } }`,
      { id: dashboardId },
    );
    expect(renamed.data!.updateDashboard.dashboard.title).toBe('Renamed by the cache test');
    const after = await post(admin, DASHBOARD, { id: dashboardId });
    expect(after.cache).toBe('miss');
    expect(after.body.data?.dashboard?.title).toBe('Renamed by the cache test');
    expect((await post(admin, DASHBOARD, { id: dashboardId })).cache).toBe('hit');
  });

  it('keeps each caller and each set of variables apart', async () => {
    await post(admin, DASHBOARD, { id: dashboardId });
    expect((await post(admin, DASHBOARD, { id: dashboardId })).cache).toBe('hit');
    const theirs = await post(reviewer, DASHBOARD, { id: dashboardId });
    expect(theirs.cache).toBe('miss');
    expect(theirs.body.data?.dashboard?.id).toBe(dashboardId);
    const other = await post(admin, DASHBOARD, { id: otherDashboardId });
    expect(other.cache).toBe('miss');
    expect(other.body.data?.dashboard?.id).toBe(otherDashboardId);
  });

  it('never serves a signed-out token from it: the api refuses the call as it would the query', async () => {
    const leaving = await harness.signIn('sam.staff@example.com');
    expect((await post(leaving, DASHBOARD, { id: dashboardId })).cache).toBe('miss');
    expect((await post(leaving, DASHBOARD, { id: dashboardId })).cache).toBe('hit');
    const out = await fetch(`${harness.api.url}/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${leaving.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.ok).toBe(true);
    const after = await post(leaving, DASHBOARD, { id: dashboardId });
    expect(after.cache).toBeNull();
    expect(after.body.data?.dashboard ?? null).toBeNull();
    expect(after.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("never keeps a client user's answers (the api tells the generation to staff only)", async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await post(clientUser, DASHBOARD, { id: clientDashboardId });
      expect(answer.cache).toBeNull();
      expect(answer.body.data?.dashboard?.id).toBe(clientDashboardId);
    }
    const refused = await fetch(`${harness.api.url}/api/v2/dataGeneration`, {
      headers: { authorization: `Bearer ${clientUser.token}` },
    });
    expect(refused.status).toBe(403);
  });

  it('leaves other queries, other root fields beside a dashboard, and mutations alone', async () => {
    const mixed = `query ($id: Int!) { dashboard(id: $id) { id } me { id } }`;
    for (let i = 0; i < 2; i++) expect((await post(admin, mixed, { id: dashboardId })).cache).toBeNull();
    for (let i = 0; i < 2; i++) expect((await post(admin, '{ forms { id } }', {})).cache).toBeNull();
  });
});
