/**
 * Dashboard and widget writes over REST (spec 002 §2-§7; issue 12): POST /savedDashboard (data.id), PUT
 * /savedDashboard/id/{id} (data.data), POST /savedDashboard/id/{id}/move (ours), POST /savedWidget and PUT
 * /savedWidget/id/{id} (with dashboardId, ours). The rules: title and widget type, question counts by type,
 * validateFilter for widgets (366 days, Review State for staff), 'ONLY VISIBLE TO ME' for its owner alone, client
 * users on their own client without feedback widgets, internal filters or internal questions, reorders that keep
 * the same widgets, positions 1 to n, concurrent moves ending in a permutation, soft deletes that leave widgets.
 * Every record is built here with the factories.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FILTER_MESSAGES } from '@svr/domain';
import { savedWidgets } from '../../api/src/db/schema.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import {
  buildClient,
  buildForm,
  buildSavedDashboard,
  buildSavedWidget,
  buildUser,
  formOption,
  formQuestion,
} from '../../api/src/testing/factories.js';

interface Dashboard {
  id: number;
  title: string;
  metaJson: Record<string, unknown>;
  widgetIds: string;
  status: number;
  restrictTokenUserId: number | null;
  tenancyClientId: number | null;
}
interface Widget {
  id: number;
  title: string;
  description: string | null;
  formQuestionCanonicalKeys: string;
  filters: { label: string; path: string; data: unknown[] }[];
  metaJson: Record<string, unknown>;
  restrictTokenUserId: number | null;
  status: number;
  tenancyClientId: number | null;
  dashboard?: Dashboard;
}

const DAY = 86_400_000;
const day = (d: number) => new Date(Date.now() - d * DAY).toISOString().slice(0, 10);
const visitDate = (from: number, to = 0) => ({
  label: 'Visit Date',
  path: 'expectedCheckinTime',
  type: 'Date',
  data: [day(from), `${day(to)} 23:59:59`],
});
const approved = { label: 'Review State', path: 'metaJson.reviewState', type: 'range', data: [3] };

let api: TestApi;
/** Staff with North selected (the tenancy header), staff with no client, two client users of North. */
let admin: ApiClient;
let adminAll: ApiClient;
let clientUser: ApiClient;
let otherClientUser: ApiClient;
let adminId: number;
let clientUserId: number;
let northId: number;
let acmeId: number;
const stocked = formQuestion('radio-button-input', 'Shelf stocked?', {
  options: [formOption('Yes'), formOption('No')],
});
const testers = formQuestion('numeric-int-input', 'Testers replaced');
const shelfPhoto = formQuestion('photo-input', 'Shelf photo');
const brandNotes = formQuestion('multi-line-input', 'Brand notes', { meta: { isHidden: true } });

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  northId = (await buildClient(db, { name: 'North Beauty' })).id;
  acmeId = (await buildClient(db, { name: 'Acme Home' })).id;
  await buildForm(db, { tenancyClientId: northId, questions: [stocked, testers, shelfPhoto, brandNotes] });
  const admin_ = await buildUser(db, { role: 'administrator' });
  adminId = admin_.id;
  const client_ = await buildUser(db, { role: 'client', clientId: northId, clientRoleId: api.config.clientRoleId });
  clientUserId = client_.id;
  const other_ = await buildUser(db, { role: 'client', clientId: northId, clientRoleId: api.config.clientRoleId });
  admin = await api.as(admin_.email, { clientId: northId });
  adminAll = await api.as(admin_.email);
  clientUser = await api.as(client_.email);
  otherClientUser = await api.as(other_.email);
});
afterAll(async () => {
  await api?.close();
});

/** A staff widget body of `type` (bar chart by default) over North's questions. */
const widgetBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Stocked shelves',
  description: 'Share of stocked shelves',
  formQuestionCanonicalKeys: stocked.canonicalKey,
  filters: [visitDate(30), approved],
  metaJson: { widgetType: 'barChart', namespace: 'widget-stocked', dataGroupBy: 'metaJson.retailer' },
  ...extra,
});
const widgetsOf = (d: Dashboard) => d.widgetIds.split(',').filter(Boolean).map(Number);
/** n percentage widgets of North, built directly. */
const someWidgets = async (n: number) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await buildSavedWidget(api.database.db, { tenancyClientId: northId })).id);
  return out;
};

describe('POST and PUT /savedDashboard', () => {
  it('creates a dashboard (201, data.id) of the current client, with widgetIds as comma text, and edits it (data.data)', async () => {
    const ids = await someWidgets(3);
    const created = await admin<Dashboard>('POST', '/api/v2/savedDashboard', {
      title: '  Store health ',
      metaJson: JSON.stringify({ layout: 'two-column' }),
      widgetIds: `${ids[0]},${ids[1]},${ids[1]},${ids[2]}`,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const d = created.body.data!;
    expect(d.id).toBeGreaterThan(0);
    expect(d).toMatchObject({
      title: 'Store health',
      metaJson: { layout: 'two-column' },
      widgetIds: ids.join(','),
      status: 1,
      restrictTokenUserId: null,
      tenancyClientId: northId,
    });
    expect((await admin<Dashboard>('GET', `/api/v2/savedDashboard/id/${d.id}`)).body.data!.title).toBe('Store health');

    const reordered = [ids[2], ids[0], ids[1]];
    const edited = await admin<{ data: Dashboard }>('PUT', `/api/v2/savedDashboard/id/${d.id}`, {
      title: 'Store health (weekly)',
      widgetIds: reordered,
      metaJson: { layout: 'one-column' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data!.data).toMatchObject({
      id: d.id,
      title: 'Store health (weekly)',
      widgetIds: reordered.join(','),
      metaJson: { layout: 'one-column' },
    });
    const read = await admin<Dashboard>('GET', `/api/v2/savedDashboard/id/${d.id}`);
    expect(read.body.data!.widgetIds).toBe(reordered.join(','));
  });

  it('refuses a widget order that is not the same widgets (a reorder), and drops deleted widgets from the order', async () => {
    const ids = await someWidgets(3);
    const d = await buildSavedDashboard(api.database.db, {
      tenancyClientId: northId,
      widgets: ids.map((id) => ({ id })),
    });
    for (const asked of [[ids[0], ids[1]], [...ids, (await someWidgets(1))[0]], []]) {
      const res = await admin('PUT', `/api/v2/savedDashboard/id/${d.id}`, { widgetIds: asked, title: 'Changed' });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toMatch(/same widgets as the dashboard/);
    }
    expect((await admin<Dashboard>('GET', `/api/v2/savedDashboard/id/${d.id}`)).body.data!.title).toBe(d.title);

    await api.database.db.update(savedWidgets).set({ status: 0 }).where(eq(savedWidgets.id, ids[1]));
    expect((await admin('PUT', `/api/v2/savedDashboard/id/${d.id}`, { widgetIds: ids })).status).toBe(400);
    const ok = await admin<{ data: Dashboard }>('PUT', `/api/v2/savedDashboard/id/${d.id}`, {
      widgetIds: `${ids[2]},${ids[0]}`,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data!.data.widgetIds).toBe(`${ids[2]},${ids[0]}`);
  });

  it('refuses a blank or long title, unknown widgets and a bad metaJson with a sentence', async () => {
    for (const body of [
      {},
      { title: '   ' },
      { title: 'x'.repeat(201) },
      { title: 'Ok', widgetIds: [999_999] },
      { title: 'Ok', widgetIds: 'a,b' },
      { title: 'Ok', metaJson: '{not json' },
      { title: 'Ok', metaJson: [1, 2] },
    ]) {
      const res = await admin('POST', '/api/v2/savedDashboard', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it("'ONLY VISIBLE TO ME': only the caller's own id; the dashboard is then seen and changed by its owner alone", async () => {
    const refused = await clientUser('POST', '/api/v2/savedDashboard', { title: 'Mine', restrictTokenUserId: adminId });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/only be your own user id/);

    const mine = await clientUser<Dashboard>('POST', '/api/v2/savedDashboard', {
      title: 'Mine',
      restrictTokenUserId: String(clientUserId),
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect(mine.body.data).toMatchObject({ restrictTokenUserId: clientUserId, tenancyClientId: northId });
    const id = mine.body.data!.id;
    for (const other of [otherClientUser, admin]) {
      expect((await other('GET', `/api/v2/savedDashboard/id/${id}`)).status).toBe(404);
      const put = await other('PUT', `/api/v2/savedDashboard/id/${id}`, { title: 'Taken over' });
      expect(put.status).toBe(404);
      expect(put.body.message).toMatch(/not visible to you/);
      expect((await other('PUT', `/api/v2/savedDashboard/id/${id}`, { status: 0 })).status).toBe(404);
    }
    const cleared = await clientUser<{ data: Dashboard }>('PUT', `/api/v2/savedDashboard/id/${id}`, {
      restrictTokenUserId: null,
    });
    expect(cleared.body.data!.data.restrictTokenUserId).toBeNull();
    expect((await otherClientUser('GET', `/api/v2/savedDashboard/id/${id}`)).status).toBe(200);
    expect((await admin<Dashboard>('GET', `/api/v2/savedDashboard/id/${id}`)).body.data!.title).toBe('Mine');
  });

  it("client users save dashboards of their own client only, and cannot change another client's", async () => {
    const other = await clientUser('POST', '/api/v2/savedDashboard', { title: 'Acme', tenancyClientId: acmeId });
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/your own client/);
    const acme = await buildSavedDashboard(api.database.db, { tenancyClientId: acmeId });
    expect((await clientUser('PUT', `/api/v2/savedDashboard/id/${acme.id}`, { title: 'Mine now' })).status).toBe(404);
    const staffGiven = await adminAll<Dashboard>('POST', '/api/v2/savedDashboard', {
      title: 'Acme board',
      tenancyClientId: acmeId,
    });
    expect(staffGiven.body.data!.tenancyClientId).toBe(acmeId);
    const noClient = await adminAll<Dashboard>('POST', '/api/v2/savedDashboard', { title: 'Everyone' });
    expect(noClient.body.data!.tenancyClientId).toBeNull();
  });

  it('deletes a dashboard by status 0 (soft): it is no longer served, its widgets stay', async () => {
    const ids = await someWidgets(2);
    const d = await buildSavedDashboard(api.database.db, {
      tenancyClientId: northId,
      widgets: ids.map((id) => ({ id })),
    });
    const deleted = await admin<{ data: Dashboard }>('PUT', `/api/v2/savedDashboard/id/${d.id}`, { status: 0 });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.data!.data.status).toBe(0);
    expect((await admin('GET', `/api/v2/savedDashboard/id/${d.id}`)).status).toBe(404);
    const list = await adminAll<Dashboard[]>('GET', '/api/v2/savedDashboard/all');
    expect(list.body.data!.map((x) => x.id)).not.toContain(d.id);
    const widgets = await admin<Widget[]>('POST', '/api/v2/savedWidget/ids', { ids });
    expect(widgets.body.data!.map((w) => w.id)).toEqual(ids);
    expect((await admin('PUT', `/api/v2/savedDashboard/id/${d.id}`, { status: 1 })).status).toBe(404);
    expect((await admin('PUT', `/api/v2/savedDashboard/id/${d.id}`, { status: 2 })).status).toBe(400);
  });
});

describe('POST /savedDashboard/id/{id}/move', () => {
  it('moves a widget to a position from 1 to the number of widgets', async () => {
    const [a, b, c, dd] = await someWidgets(4);
    const d = await buildSavedDashboard(api.database.db, {
      tenancyClientId: northId,
      widgets: [a, b, c, dd].map((id) => ({ id })),
    });
    const move = (widgetId: unknown, position: unknown) =>
      admin<{ data: Dashboard }>('POST', `/api/v2/savedDashboard/id/${d.id}/move`, { widgetId, position });
    const first = await move(c, 1);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data!.data.widgetIds).toBe([c, a, b, dd].join(','));
    expect((await move(c, '4')).body.data!.data.widgetIds).toBe([a, b, dd, c].join(','));
    expect((await move(a, 2)).body.data!.data.widgetIds).toBe([b, a, dd, c].join(','));
    expect((await admin<Dashboard>('GET', `/api/v2/savedDashboard/id/${d.id}`)).body.data!.widgetIds).toBe(
      [b, a, dd, c].join(','),
    );
  });

  it('refuses a position out of range, not whole or empty, and a widget not on the dashboard', async () => {
    const ids = await someWidgets(3);
    const d = await buildSavedDashboard(api.database.db, {
      tenancyClientId: northId,
      widgets: ids.map((id) => ({ id })),
    });
    const [outsider] = await someWidgets(1);
    const cases: [unknown, unknown, RegExp][] = [
      [ids[0], 0, /from 1 to 3/],
      [ids[0], 4, /from 1 to 3/],
      [ids[0], -1, /from 1 to 3/],
      [ids[0], 1.5, /whole number/],
      [ids[0], 'abc', /whole number/],
      [ids[0], '', /enter the new position/],
      [ids[0], undefined, /enter the new position/],
      [outsider, 1, /is not on dashboard/],
      ['x', 1, /widgetId/],
    ];
    for (const [widgetId, position, message] of cases) {
      const res = await admin('POST', `/api/v2/savedDashboard/id/${d.id}/move`, { widgetId, position });
      expect(res.status, JSON.stringify({ widgetId, position })).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await admin<Dashboard>('GET', `/api/v2/savedDashboard/id/${d.id}`)).body.data!.widgetIds).toBe(
      ids.join(','),
    );
    expect(
      (await admin('POST', '/api/v2/savedDashboard/id/999999/move', { widgetId: ids[0], position: 1 })).status,
    ).toBe(404);
  });

  it('moves and new widgets at once end with every widget once, each move at its position (the row lock)', async () => {
    const ids = await someWidgets(6);
    const d = await buildSavedDashboard(api.database.db, {
      tenancyClientId: northId,
      widgets: ids.map((id) => ({ id })),
    });
    const moves = ids.flatMap((id, i) => [
      { widgetId: id, position: 6 - i },
      { widgetId: id, position: ((i + 2) % 6) + 1 },
    ]);
    const moved = moves.map((m) => admin<{ data: Dashboard }>('POST', `/api/v2/savedDashboard/id/${d.id}/move`, m));
    const added = [1, 2, 3, 4].map((n) =>
      admin<Widget>('POST', '/api/v2/savedWidget', widgetBody({ title: `Concurrent ${n}`, dashboardId: d.id })),
    );
    const [moveAnswers, addAnswers] = await Promise.all([Promise.all(moved), Promise.all(added)]);
    moveAnswers.forEach((a, i) => {
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(widgetsOf(a.body.data!.data).indexOf(moves[i].widgetId)).toBe(moves[i].position - 1);
    });
    for (const a of addAnswers) expect(a.status, JSON.stringify(a.body)).toBe(201);
    const all = [...ids, ...addAnswers.map((a) => a.body.data!.id)].sort((x, y) => x - y);
    const final = (await admin<Dashboard>('GET', `/api/v2/savedDashboard/id/${d.id}`)).body.data!;
    expect([...widgetsOf(final)].sort((x, y) => x - y)).toEqual(all);
  });
});

describe('POST and PUT /savedWidget', () => {
  it('creates a widget (201, data.id) and appends it to the dashboard given, in one transaction', async () => {
    const [first] = await someWidgets(1);
    const d = await buildSavedDashboard(api.database.db, { tenancyClientId: northId, widgets: [{ id: first }] });
    const created = await admin<Widget>(
      'POST',
      '/api/v2/savedWidget',
      widgetBody({
        formQuestionCanonicalKeys: `${stocked.canonicalKey},${stocked.canonicalKey}`,
        filters: JSON.stringify([visitDate(30), approved]),
        metaJson: JSON.stringify({ widgetType: 'barChart', dataGroupBy: 'metaJson.retailer' }),
        dashboardId: d.id,
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const w = created.body.data!;
    expect(w.id).toBeGreaterThan(0);
    expect(w).toMatchObject({
      title: 'Stocked shelves',
      formQuestionCanonicalKeys: stocked.canonicalKey,
      metaJson: { widgetType: 'barChart', dataGroupBy: 'metaJson.retailer' },
      tenancyClientId: northId,
      status: 1,
      restrictTokenUserId: null,
    });
    expect(w.filters.map((f) => f.label)).toEqual(['Visit Date', 'Review State']);
    expect(w.dashboard).toMatchObject({ id: d.id, widgetIds: `${first},${w.id}` });
    expect((await admin<Dashboard>('GET', `/api/v2/savedDashboard/id/${d.id}`)).body.data!.widgetIds).toBe(
      `${first},${w.id}`,
    );
    const plain = await admin<Widget>('POST', '/api/v2/savedWidget', widgetBody());
    expect(plain.status).toBe(201);
    expect(plain.body.data!.dashboard).toBeUndefined();
  });

  it('checks the title, the type and the number of questions of each type', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: ' ' }, /title for the widget/],
      [{ title: 'x'.repeat(201) }, /at most 200/],
      [{ metaJson: { namespace: 'x' } }, /widgetType/],
      [{ metaJson: { widgetType: 'gauge' } }, /widgetType is one of/],
      [{ metaJson: undefined }, /widget type/],
      [{ formQuestionCanonicalKeys: `${stocked.canonicalKey},${testers.canonicalKey}` }, /exactly one question/],
      [{ formQuestionCanonicalKeys: '' }, /Please select one or more questions to roll up/],
      [{ formQuestionCanonicalKeys: [], metaJson: { widgetType: 'sum' } }, /numeric type question/],
      [{ formQuestionCanonicalKeys: [], metaJson: { widgetType: 'photo' } }, /one or more questions/],
      [{ metaJson: { widgetType: 'photo', starred: true, flagged: true } }, /starred or flagged/],
      [{ formQuestionCanonicalKeys: 'no-such-question' }, /No form has this question/],
      // Spec 002 §5: each type takes its kind of question (widgetTakesQuestionType), as the creator offers them.
      [{ metaJson: { widgetType: 'sum' } }, /sum widget cannot roll up 'Shelf stocked\?' \(radio-button-input\)/],
      [{ formQuestionCanonicalKeys: testers.canonicalKey }, /charts multiple-choice questions/],
      [{ formQuestionCanonicalKeys: testers.canonicalKey, metaJson: { widgetType: 'photo' } }, /photo questions/],
    ];
    for (const [extra, message] of cases) {
      const res = await admin('POST', '/api/v2/savedWidget', widgetBody(extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message, JSON.stringify(extra)).toMatch(message);
    }
    const percentage = await admin<Widget>(
      'POST',
      '/api/v2/savedWidget',
      widgetBody({ formQuestionCanonicalKeys: '', metaJson: { widgetType: 'percentage' } }),
    );
    expect(percentage.status, JSON.stringify(percentage.body)).toBe(201);
    const photos = await admin<Widget>(
      'POST',
      '/api/v2/savedWidget',
      widgetBody({
        formQuestionCanonicalKeys: [shelfPhoto.canonicalKey, shelfPhoto.canonicalKey],
        metaJson: { widgetType: 'photo', starred: true },
      }),
    );
    expect(photos.status, JSON.stringify(photos.body)).toBe(201);
  });

  it('stores the SHA-256 of the filter set, worked out by the api (spec 002 §3), the same for the same filters', async () => {
    const hashOf = (w: Widget) => (w.metaJson as { filterHash?: string }).filterHash;
    const a = await admin<Widget>('POST', '/api/v2/savedWidget', widgetBody());
    const b = await admin<Widget>(
      'POST',
      '/api/v2/savedWidget',
      widgetBody({
        filters: [approved, visitDate(30)],
        metaJson: { widgetType: 'pieChart', filterHash: 'sent-by-the-caller' },
      }),
    );
    expect(hashOf(a.body.data!)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOf(b.body.data!)).toBe(hashOf(a.body.data!));
    const changed = await admin<Widget>('PUT', `/api/v2/savedWidget/id/${b.body.data!.id}`, {
      filters: [visitDate(20), approved],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(hashOf(changed.body.data!)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOf(changed.body.data!)).not.toBe(hashOf(a.body.data!));
  });

  it('holds the filter to validateFilter for widgets: 366 days, and a Review State for staff', async () => {
    const long = await admin('POST', '/api/v2/savedWidget', widgetBody({ filters: [visitDate(400), approved] }));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(FILTER_MESSAGES.max12Months);
    const noState = await admin('POST', '/api/v2/savedWidget', widgetBody({ filters: [visitDate(30)] }));
    expect(noState.status).toBe(400);
    expect(noState.body.message).toBe(FILTER_MESSAGES.reviewStateRequired);
    const noDate = await admin('POST', '/api/v2/savedWidget', widgetBody({ filters: [approved] }));
    expect(noDate.body.message).toBe(FILTER_MESSAGES.visitDateRequired);
    const year = await admin('POST', '/api/v2/savedWidget', widgetBody({ filters: [visitDate(300), approved] }));
    expect(year.status, JSON.stringify(year.body)).toBe(201);
    const w = await buildSavedWidget(api.database.db, { tenancyClientId: northId });
    const edit = await admin('PUT', `/api/v2/savedWidget/id/${w.id}`, { filters: [visitDate(400), approved] });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(FILTER_MESSAGES.max12Months);
  });

  it('edits a widget (fields left out stay) and deletes it by status 0, off the dashboard given, in one transaction', async () => {
    const made = await admin<Widget>('POST', '/api/v2/savedWidget', widgetBody());
    const id = made.body.data!.id;
    const [other] = await someWidgets(1);
    const d = await buildSavedDashboard(api.database.db, {
      tenancyClientId: northId,
      widgets: [{ id: other }, { id }],
    });
    const edited = await admin<Widget>('PUT', `/api/v2/savedWidget/id/${id}`, {
      title: 'Stocked shelves by retailer',
      formQuestionCanonicalKeys: testers.canonicalKey,
      metaJson: { widgetType: 'sum' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      id,
      title: 'Stocked shelves by retailer',
      description: 'Share of stocked shelves',
      formQuestionCanonicalKeys: testers.canonicalKey,
      metaJson: { widgetType: 'sum' },
    });
    expect(edited.body.data!.filters).toHaveLength(2);
    // A new type must take the stored question: a line chart charts multiple-choice questions, not a number.
    const wrongType = await admin('PUT', `/api/v2/savedWidget/id/${id}`, { metaJson: { widgetType: 'lineChart' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/lineChart widget cannot roll up 'Testers replaced'/);
    expect((await admin<Widget>('GET', `/api/v2/savedWidget/id/${id}`)).body.data!.metaJson).toMatchObject({
      widgetType: 'sum',
    });
    const twoKeys = await admin('PUT', `/api/v2/savedWidget/id/${id}`, {
      formQuestionCanonicalKeys: [stocked.canonicalKey, testers.canonicalKey],
    });
    expect(twoKeys.status).toBe(400);

    const [unrelated] = await someWidgets(1);
    const notOn = await admin('PUT', `/api/v2/savedWidget/id/${unrelated}`, { status: 0, dashboardId: d.id });
    expect(notOn.status).toBe(400);
    expect(notOn.body.message).toMatch(/is not on dashboard/);
    expect((await admin<Widget>('GET', `/api/v2/savedWidget/id/${unrelated}`)).body.data!.status).toBe(1);

    const deleted = await admin<Widget>('PUT', `/api/v2/savedWidget/id/${id}`, { status: 0, dashboardId: d.id });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.data).toMatchObject({ id, status: 0, dashboard: { id: d.id, widgetIds: String(other) } });
    expect((await admin('GET', `/api/v2/savedWidget/id/${id}`)).status).toBe(404);
    expect((await admin('PUT', `/api/v2/savedWidget/id/${id}`, { title: 'Back' })).status).toBe(404);
  });

  it('a dashboard or widget the caller cannot see is refused, and nothing is written', async () => {
    const acmeBoard = await buildSavedDashboard(api.database.db, { tenancyClientId: acmeId });
    const restricted = await buildSavedDashboard(api.database.db, {
      tenancyClientId: northId,
      restrictTokenUserId: clientUserId,
    });
    for (const dashboardId of [acmeBoard.id, restricted.id]) {
      const title = `Never saved ${dashboardId}`;
      const res = await otherClientUser(
        'POST',
        '/api/v2/savedWidget',
        widgetBody({ title, filters: [visitDate(30)], dashboardId }),
      );
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/not visible to you/);
      const rows = await api.database.db.select().from(savedWidgets).where(eq(savedWidgets.title, title));
      expect(rows).toHaveLength(0);
    }
    const mine = await buildSavedWidget(api.database.db, { tenancyClientId: northId, restrictTokenUserId: adminId });
    expect((await otherClientUser('PUT', `/api/v2/savedWidget/id/${mine.id}`, { title: 'Taken' })).status).toBe(404);
    expect(
      (await admin('PUT', `/api/v2/savedWidget/id/${mine.id}`, { restrictTokenUserId: clientUserId })).status,
    ).toBe(400);
    const acmeWidget = await buildSavedWidget(api.database.db, { tenancyClientId: acmeId });
    expect((await clientUser('PUT', `/api/v2/savedWidget/id/${acmeWidget.id}`, { status: 0 })).status).toBe(404);
  });
});

describe('client users and widgets', () => {
  it('save widgets of their own client with the filters and questions a client has; never a feedback widget', async () => {
    const ok = await clientUser<Widget>(
      'POST',
      '/api/v2/savedWidget',
      widgetBody({ filters: [visitDate(30)], metaJson: { widgetType: 'pieChart', blockPhotos: [] } }),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data).toMatchObject({ tenancyClientId: northId, metaJson: { widgetType: 'pieChart' } });
    expect(ok.body.data!.metaJson).not.toHaveProperty('blockPhotos');

    const feedback = await clientUser(
      'POST',
      '/api/v2/savedWidget',
      widgetBody({
        filters: [visitDate(30)],
        formQuestionCanonicalKeys: testers.canonicalKey,
        metaJson: { widgetType: 'feedback' },
      }),
    );
    expect(feedback.status).toBe(403);
    expect(feedback.body.message).toMatch(/cannot save feedback widgets/);
    const toFeedback = await clientUser('PUT', `/api/v2/savedWidget/id/${ok.body.data!.id}`, {
      metaJson: { widgetType: 'feedback' },
    });
    expect(toFeedback.status).toBe(403);

    const internalFilter = await clientUser('POST', '/api/v2/savedWidget', widgetBody());
    expect(internalFilter.status).toBe(400);
    expect(internalFilter.body.message).toMatch(/not available to client users/);
    const internalQuestion = await clientUser(
      'POST',
      '/api/v2/savedWidget',
      widgetBody({
        filters: [visitDate(30)],
        formQuestionCanonicalKeys: brandNotes.canonicalKey,
        metaJson: { widgetType: 'photo' },
      }),
    );
    expect(internalQuestion.status).toBe(400);
    expect(internalQuestion.body.message).toMatch(/internal/);
    const otherClient = await clientUser(
      'POST',
      '/api/v2/savedWidget',
      widgetBody({ filters: [visitDate(30)], tenancyClientId: acmeId }),
    );
    expect(otherClient.status).toBe(403);
    const staffFeedback = await admin(
      'POST',
      '/api/v2/savedWidget',
      widgetBody({ formQuestionCanonicalKeys: testers.canonicalKey, metaJson: { widgetType: 'feedback' } }),
    );
    expect(staffFeedback.status, JSON.stringify(staffFeedback.body)).toBe(201);
  });

  it('edit a staff widget without dropping the Review State or the block list they are not shown', async () => {
    const blocked = { uuid: '0f0e0d0c-0b0a-4000-8000-000000000001' };
    const staff = await admin<Widget>(
      'POST',
      '/api/v2/savedWidget',
      widgetBody({ metaJson: { widgetType: 'barChart', blockPhotos: [blocked] } }),
    );
    const id = staff.body.data!.id;
    const seen = await clientUser<Widget>('GET', `/api/v2/savedWidget/id/${id}`);
    expect(seen.body.data!.filters.map((f) => f.label)).toEqual(['Visit Date']);
    const edited = await clientUser<Widget>('PUT', `/api/v2/savedWidget/id/${id}`, {
      filters: [visitDate(60)],
      metaJson: { widgetType: 'barChart', dataGroupBy: 'metaJson.doorNumber' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const stored = (await admin<Widget>('GET', `/api/v2/savedWidget/id/${id}`)).body.data!;
    expect(stored.filters.map((f) => f.label)).toEqual(['Visit Date', 'Review State']);
    expect(stored.filters[0].data[0]).toBe(day(60));
    expect(stored.metaJson).toMatchObject({ dataGroupBy: 'metaJson.doorNumber', blockPhotos: [blocked] });
  });

  it("choosing 'Only show starred' ends staff's 'Only show flagged' they are not shown", async () => {
    const flagged = await admin<Widget>(
      'POST',
      '/api/v2/savedWidget',
      widgetBody({
        formQuestionCanonicalKeys: shelfPhoto.canonicalKey,
        metaJson: { widgetType: 'photo', flagged: true },
      }),
    );
    const id = flagged.body.data!.id;
    expect((await clientUser<Widget>('GET', `/api/v2/savedWidget/id/${id}`)).body.data!.metaJson).toEqual({
      widgetType: 'photo',
    });
    const starred = await clientUser('PUT', `/api/v2/savedWidget/id/${id}`, {
      metaJson: { widgetType: 'photo', starred: true },
    });
    expect(starred.status, JSON.stringify(starred.body)).toBe(200);
    const stored = (await admin<Widget>('GET', `/api/v2/savedWidget/id/${id}`)).body.data!;
    expect(stored.metaJson).toEqual({
      widgetType: 'photo',
      starred: true,
      flagged: false,
      filterHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});
