/**
 * Who may see and change which saved view (docs/DECISIONS.md, api/src/savedView/rules.ts), over raw REST:
 * client users change only their own views; restrictTokenUserId hides a view from others, never from its
 * owner; a staff view filtering by Review State is not served to client users (no silent widening);
 * bulk status changes are one call and one transaction.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedViews } from '../../api/src/db/schema.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import { buildClient, buildUser } from '../../api/src/testing/factories.js';

interface View {
  id: number;
  title: string;
  filters: { label: string; path: string }[];
  restrictTokenUserId: number | null;
  status: number;
  tenancyClientId: number | null;
  createdBy: number | null;
}
interface BulkAnswer {
  changed: number[];
  skipped: number[];
  changedCount: number;
  skippedCount: number;
  savedViews: View[];
}

const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
const visitDate = {
  label: 'Visit Date',
  path: 'expectedCheckinTime',
  type: 'Date',
  data: [day(7), `${day(0)} 23:59:59`],
};
const retailer = { label: 'Retailer', path: 'metaJson.retailer', type: 'String', data: ['Target'] };
const reviewState = { label: 'Review State', path: 'metaJson.reviewState', type: 'range', data: [3] };

let api: TestApi;
let admin: ApiClient;
let client: ApiClient;
let clientUserId: number;
let clientId: number;
let otherClientId: number;
let adminEmail: string;
let staffView: View;
let approvedOnly: View;
let clientView: View;

const statusOf = async (id: number) =>
  (await api.database.db.select().from(savedViews).where(eq(savedViews.id, id)))[0];
const create = async (caller: ApiClient, body: Record<string, unknown>) => {
  const res = await caller<View>('POST', '/api/v2/savedView', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data!;
};

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  const own = await buildClient(db);
  otherClientId = (await buildClient(db)).id;
  adminEmail = (await buildUser(db, { role: 'administrator' })).email;
  const clientUser = await buildUser(db, { role: 'client', clientId: own.id, clientRoleId: api.config.clientRoleId });
  admin = await api.as(adminEmail);
  client = await api.as(clientUser.email);
  const me = (await client<{ id: number; clientId: number }>('GET', '/auth/me')).body.data!;
  clientUserId = me.id;
  clientId = me.clientId;
  staffView = await create(admin, {
    title: 'Staff: Target doors',
    filters: [visitDate, retailer],
    tenancyClientId: clientId,
  });
  approvedOnly = await create(admin, {
    title: 'Staff: approved this week',
    filters: [visitDate, reviewState],
    tenancyClientId: clientId,
  });
  clientView = await create(client, { title: 'Mine: Target doors', filters: [visitDate, retailer] });
});
afterAll(async () => {
  await api?.close();
});

describe('a client user and views staff made', () => {
  it('cannot delete, archive, restrict or edit a staff view (409, nothing written), through PUT or the bulk call', async () => {
    for (const body of [{ status: 0 }, { status: 2 }, { restrictTokenUserId: clientUserId }, { title: 'Renamed' }]) {
      const res = await client('PUT', `/api/v2/savedView/id/${staffView.id}`, body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([
        409,
        'You can change or delete only the saved views you created; this one was made by someone else.',
      ]);
    }
    const bulk = await client('POST', '/api/v2/savedView/status', { ids: [clientView.id, staffView.id], status: 0 });
    expect(bulk.status).toBe(409);
    const rows = await api.database.db
      .select()
      .from(savedViews)
      .where(inArray(savedViews.id, [staffView.id, clientView.id]));
    expect(rows.map((r) => [r.title, r.status, r.restrictTokenUserId]).sort()).toEqual([
      ['Mine: Target doors', 1, null],
      ['Staff: Target doors', 1, null],
    ]);
    // The view is still served to them.
    expect((await client<View>('GET', `/api/v2/savedView/id/${staffView.id}`)).body.data!.title).toBe(
      'Staff: Target doors',
    );
  });

  it('may restrict, edit and delete a view they created', async () => {
    const own = await create(client, { title: 'Mine: to delete', filters: [visitDate] });
    expect(
      (await client<View>('PUT', `/api/v2/savedView/id/${own.id}`, { restrictTokenUserId: clientUserId })).body.data!
        .restrictTokenUserId,
    ).toBe(clientUserId);
    expect((await client<View>('PUT', `/api/v2/savedView/id/${own.id}`, { status: 0 })).body.data!.status).toBe(0);
  });
});

describe('restrictTokenUserId hides a view from others, never from its owner', () => {
  it('serves a view restricted to its creator to that creator (list and GET /id), and to no one else', async () => {
    const own = await create(client, {
      title: 'Mine: only me',
      filters: [visitDate],
      restrictTokenUserId: clientUserId,
    });
    expect(own.restrictTokenUserId).toBe(clientUserId);
    const one = await client<View>('GET', `/api/v2/savedView/id/${own.id}`);
    expect([one.status, one.body.data?.title]).toEqual([200, 'Mine: only me']);
    expect((await client<View[]>('GET', '/api/v2/savedView')).body.data!.map((v) => v.title)).toContain(
      'Mine: only me',
    );
    expect((await admin('GET', `/api/v2/savedView/id/${own.id}`)).status).toBe(404);
    expect((await admin<View[]>('GET', '/api/v2/savedView/all')).body.data!.map((v) => v.title)).not.toContain(
      'Mine: only me',
    );
    // Staff cannot reach it to change it either.
    expect((await admin('PUT', `/api/v2/savedView/id/${own.id}`, { status: 0 })).status).toBe(404);
    expect((await admin('POST', '/api/v2/savedView/status', { ids: [own.id], status: 0 })).status).toBe(404);
  });

  it('names only the caller: restricting to someone else is refused', async () => {
    const res = await client('PUT', `/api/v2/savedView/id/${clientView.id}`, {
      restrictTokenUserId: staffView.createdBy,
    });
    expect([res.status, res.body.message]).toEqual([
      400,
      'restrictTokenUserId can only be your own user id (only visible to me), or empty.',
    ]);
  });
});

describe('a staff view whose filter client users may not use', () => {
  it('is not listed to client users, and GET /id says why instead of widening it (409)', async () => {
    const lists = [
      await client<View[]>('GET', '/api/v2/savedView'),
      await client<View[]>('GET', '/api/v2/savedView/all'),
    ];
    for (const list of lists) {
      expect(list.body.data!.map((v) => v.title)).toContain('Staff: Target doors');
      expect(list.body.data!.map((v) => v.title)).not.toContain('Staff: approved this week');
    }
    const one = await client('GET', `/api/v2/savedView/id/${approvedOnly.id}`);
    expect([one.status, one.body.message]).toEqual([
      409,
      'This saved view uses the filter Review State, which client users cannot use, so it is not shown to client users. Ask staff for a view without that filter.',
    ]);
    expect(JSON.stringify(one.body)).not.toContain('Staff: approved this week');
    // Staff still get it whole.
    expect(
      (await admin<View>('GET', `/api/v2/savedView/id/${approvedOnly.id}`)).body.data!.filters.map((f) => f.label),
    ).toEqual(['Visit Date', 'Review State']);
  });

  it('cannot be put on a client user’s own view by staff', async () => {
    const res = await admin('PUT', `/api/v2/savedView/id/${clientView.id}`, { filters: [visitDate, reviewState] });
    expect([res.status, res.body.message]).toEqual([
      400,
      'This saved view belongs to a client user, who cannot use the filter Review State: leave it out.',
    ]);
  });
});

describe('staff and client users’ views', () => {
  it('staff change a client view of the client selected, not with another client selected', async () => {
    const other = await api.as(adminEmail, { clientId: otherClientId });
    const refused = await other('PUT', `/api/v2/savedView/id/${clientView.id}`, { title: 'Elsewhere' });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'This saved view belongs to a client user of another client than the one selected: select its client first.',
    ]);
    const same = await api.as(adminEmail, { clientId });
    expect(
      (await same<View>('PUT', `/api/v2/savedView/id/${clientView.id}`, { description: 'Checked by staff' })).status,
    ).toBe(200);
  });
});

describe('POST /api/v2/savedView/status', () => {
  it('archives several views in one call, skips those already archived, and deletes them', async () => {
    const a = await create(admin, { title: 'Bulk A', filters: [visitDate] });
    const b = await create(admin, { title: 'Bulk B', filters: [visitDate] });
    await admin('PUT', `/api/v2/savedView/id/${b.id}`, { status: 2 });
    const res = await admin<BulkAnswer>('POST', '/api/v2/savedView/status', { ids: [a.id, b.id], status: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ changed: [a.id], skipped: [b.id], changedCount: 1, skippedCount: 1 });
    expect(res.body.data!.savedViews.map((v) => [v.id, v.status])).toEqual([[a.id, 2]]);
    const deleted = await admin<BulkAnswer>('POST', '/api/v2/savedView/status', { ids: [a.id, b.id], status: 0 });
    expect(deleted.body.data!.changedCount).toBe(2);
    expect([(await statusOf(a.id)).status, (await statusOf(b.id)).status]).toEqual([0, 0]);
  });

  it('changes nothing when one id is unknown, and refuses bad input with 400', async () => {
    const c = await create(admin, { title: 'Bulk C', filters: [visitDate] });
    const res = await admin('POST', '/api/v2/savedView/status', { ids: [c.id, 999999], status: 2 });
    expect([res.status, res.body.message]).toEqual([
      404,
      'Saved view 999999 does not exist or is not visible to you. Nothing was changed.',
    ]);
    expect((await statusOf(c.id)).status).toBe(1);
    for (const body of [
      { ids: [], status: 2 },
      { ids: [c.id], status: 3 },
      { ids: [2 ** 31], status: 2 },
      { ids: 'x', status: 2 },
      {},
    ]) {
      expect((await admin('POST', '/api/v2/savedView/status', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
