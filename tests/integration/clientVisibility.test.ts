/**
 * Issue 9, spec 001 §6 / 002 §6: what a client user receives of visits through each door, as the raw
 * REST and GraphQL answers show it. (The generated version of these checks: clientIsolation.fuzz.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/src/testing/harness.js';
import { startGatewayTest, type GatewayTest } from '../../gateway/src/testing/harness.js';
import * as f from '../../api/src/testing/factories.js';
import type { Caller } from '../../gateway/src/testing/graphqlClient.js';

let g: GatewayTest;
let admin: ApiClient;
let client: ApiClient;
let clientCaller: Caller;
let multiDayId: number;
/** The widgets built: Northwind's, filtered by Review State and with block lists in their meta. */
let widgetIds: number[];
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
const last45 = {
  label: 'Visit Date',
  path: 'expectedCheckinTime',
  type: 'Date',
  data: [daysAgo(45), `${today} 23:59:59`],
};
const LIST = '/api/v2/storeVisit/userStoreVisits';

interface Day {
  eventId: string;
  status: number | null;
  expectedCheckinTime: string;
  expectedDurationMinutes: number | null;
  actualCheckinTime: string | null;
  actualCheckoutTime: string | null;
}
interface Visit {
  id: number;
  svrType: number;
  clientName: string;
  privacy: number;
  multiDayEvents: Day[];
  metaJson: Record<string, unknown>;
}

/**
 * Northwind Beauty (the client user's) with a three-day report and visits in Georgia, Arizona and Illinois
 * over the last weeks; another client's visit; three Northwind widgets filtered by Review State, with block
 * and flag lists in their meta.
 */
beforeAll(async () => {
  g = await startGatewayTest({ seed: false });
  const db = g.api.database.db;
  const adminUser = await f.buildUser(db, { role: 'administrator' });
  const northwind = await f.buildClient(db, { name: 'Northwind Beauty' });
  const clientUser = await f.buildUser(db, {
    role: 'client',
    clientId: northwind.id,
    clientRoleId: g.api.config.clientRoleId,
  });
  const form = await f.buildForm(db, { tenancyClientId: northwind.id });
  const project = await f.buildProject(db, { clientId: northwind.id });
  const at = (d: number) => new Date(Date.now() - d * 86_400_000);
  const multiDay = await f.buildVisit(db, {
    formId: form.id,
    projectId: project.id,
    days: 3,
    expectedCheckinTime: at(12),
  });
  multiDayId = multiDay.id;
  for (const [i, state] of ['GA', 'AZ', 'IL', 'GA', 'AZ'].entries())
    await f.buildVisit(db, {
      formId: form.id,
      projectId: project.id,
      reviewState: 1 + (i % 4),
      expectedCheckinTime: at(2 + i * 5),
      meta: { state, city: 'Springfield' },
    });
  await f.buildVisit(db, { meta: { state: 'AL' } });
  const filters = [
    f.visitDateFilter(30),
    { label: 'Review State', path: 'metaJson.reviewState', type: 'range', data: [3] },
  ];
  widgetIds = [];
  for (const widgetType of ['percentage', 'photo', 'pieChart'])
    widgetIds.push(
      (
        await f.buildSavedWidget(db, {
          tenancyClientId: northwind.id,
          filters,
          metaJson: { widgetType, blockPhotos: ['x'], blockVideos: [], flagPhotos: [], flagVideos: [] },
        })
      ).id,
    );
  admin = await g.api.as(adminUser.email);
  client = await g.api.as(clientUser.email);
  clientCaller = await g.signIn(clientUser.email);
}, 120_000);
afterAll(async () => {
  await g?.close();
});

const hiddenDay = (d: Day) => [d.status, d.expectedDurationMinutes, d.actualCheckinTime, d.actualCheckoutTime];

describe('multi-day reports served to a client user', () => {
  it("withholds each day's check-in, check-out, duration and status, as at the top level (GET id, list, GraphQL)", async () => {
    const staff = await admin<Visit>('GET', `/api/v2/storeVisit/id/${multiDayId}`);
    expect(staff.body.data!.multiDayEvents.length).toBe(3);
    expect(staff.body.data!.multiDayEvents.some((d) => d.expectedDurationMinutes !== null)).toBe(true);

    const one = await client<Visit>('GET', `/api/v2/storeVisit/id/${multiDayId}`);
    expect(one.status).toBe(200);
    expect(one.body.data!.multiDayEvents).toHaveLength(3);
    for (const d of one.body.data!.multiDayEvents) {
      expect(hiddenDay(d)).toEqual([null, null, null, null]);
      expect(d.eventId).toMatch(/^EV-/);
      expect(d.expectedCheckinTime).toBeTruthy();
    }

    const list = await client<{ data: Visit[] }>('POST', LIST, { filters: [], pageSize: 1000 });
    const days = list.body.data!.data.filter((v) => v.id === multiDayId).flatMap((v) => v.multiDayEvents);
    expect(days.length).toBe(3);
    for (const d of days) expect(hiddenDay(d)).toEqual([null, null, null, null]);

    const gql = await g.gql.data<{ storeVisit: { multiDayEvents: Day[] } }>(
      clientCaller,
      `query($id: Int!) { storeVisit(id: $id) {
      multiDayEvents { eventId expectedCheckinTime expectedDurationMinutes actualCheckinTime actualCheckoutTime } } }`,
      { id: multiDayId },
    );
    expect(gql.data.storeVisit.multiDayEvents).toHaveLength(3);
    for (const d of gql.data.storeVisit.multiDayEvents)
      expect([d.expectedDurationMinutes, d.actualCheckinTime, d.actualCheckoutTime]).toEqual([null, null, null]);
  });
});

describe('State is withheld from client users at every door', () => {
  it('refuses its suggestions, its filter and its sort with a 400 and a message; rows, GraphQL and exports carry none', async () => {
    const staff = await admin<string[]>('GET', '/api/v2/storeVisit/autocomplete/metaJson.state/A');
    expect(staff.status).toBe(200);
    expect(staff.body.data!.length).toBeGreaterThan(0);

    const suggest = await client('GET', '/api/v2/storeVisit/autocomplete/metaJson.state/A');
    expect([suggest.status, suggest.body.message]).toEqual([
      400,
      'Suggestions for metaJson.state are not available to client users.',
    ]);
    expect(suggest.body.data).toBeUndefined();

    for (const label of ['State', 'Location - State']) {
      const res = await client('POST', LIST, { filters: [last45, { label, path: 'metaJson.state', data: ['NY'] }] });
      expect([res.status, res.body.message]).toEqual([400, `The filter ${label} is not available to client users.`]);
    }
    const sort = await client('POST', LIST, { filters: [last45], sort: { path: 'metaJson.state' } });
    expect([sort.status, sort.body.message]).toEqual([400, 'Client users cannot sort by metaJson.state.']);

    const rows = await client<{ data: Visit[] }>('POST', LIST, {
      filters: [last45],
      fields: ['metaJson.state', 'metaJson.city'],
      pageSize: 1000,
    });
    expect(rows.body.data!.data.length).toBeGreaterThan(0);
    for (const v of rows.body.data!.data) expect(v.metaJson).not.toHaveProperty('state');

    const gql = await g.gql.send<{
      storeVisits: { items: { state: string | null }[] };
      storeVisitSuggestions?: string[];
    }>(
      clientCaller,
      `query($f: [FilterParameterInput!]!) { storeVisits(filters: $f, pageSize: 100) { items { state city } } }`,
      { f: [last45] },
    );
    expect(gql.data!.storeVisits.items.every((v) => v.state === null)).toBe(true);
    const gqlSuggest = await g.gql.send(clientCaller, `{ storeVisitSuggestions(path: "metaJson.state", search: "A") }`);
    expect(gqlSuggest.data ?? null).toBeNull();
    expect(gqlSuggest.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    // ... nor in an Excel export: State and the other withheld columns are left out.
    const three = await client<{ data: Visit[] }>('POST', LIST, { filters: [last45], pageSize: 3 });
    const res = await client<{ columns: string[] }>('POST', '/api/v2/storeVisit/export/xlsx', {
      ids: three.body.data!.data.map((v) => v.id),
      columns: [
        'expectedCheckinTime',
        'metaJson.state',
        'metaJson.city',
        'metaJson.mcFullName',
        'approvedBy',
        'privacy',
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.columns).toEqual(['Visit Date', 'Location - City']);
  });
});

interface Widget {
  id: number;
  filters: { path: string; data: unknown[] }[] | string;
  metaJson: Record<string, unknown> | string;
}
const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

describe('widgets served to a client user', () => {
  it('carry neither the Review State filter nor the block lists; staff still get them', async () => {
    const ids = widgetIds;
    const staff = await admin<Widget[]>('POST', '/api/v2/savedWidget/ids', { ids });
    const staffNorthwind = staff.body.data!.filter((w) =>
      parse(w.filters).some((f) => f.path === 'metaJson.reviewState'),
    );
    expect(staffNorthwind.length).toBeGreaterThan(0);
    expect(staffNorthwind.some((w) => 'blockPhotos' in parse(w.metaJson))).toBe(true);

    const mine = await client<Widget[]>('POST', '/api/v2/savedWidget/ids', { ids });
    expect(mine.status).toBe(200);
    expect(mine.body.data!.length).toBeGreaterThan(0);
    for (const w of mine.body.data!) {
      const filters = parse(w.filters);
      expect(filters.map((f) => f.path)).not.toContain('metaJson.reviewState');
      expect(filters.map((f) => f.path)).toContain('expectedCheckinTime');
      for (const k of ['blockPhotos', 'blockVideos', 'flagPhotos', 'flagVideos'])
        expect(parse(w.metaJson)).not.toHaveProperty(k);
      expect(parse(w.metaJson)).toHaveProperty('widgetType');
    }
    const one = await client<Widget>('GET', `/api/v2/savedWidget/id/${mine.body.data![0].id}`);
    expect(parse(one.body.data!.filters).map((f) => f.path)).not.toContain('metaJson.reviewState');
    expect(parse(one.body.data!.metaJson)).not.toHaveProperty('blockPhotos');
  });
});
