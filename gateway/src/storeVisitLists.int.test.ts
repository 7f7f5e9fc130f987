/**
 * The visit lists over GraphQL (issue 4), against the real api in-process on PGlite with the visits built below:
 * sort, wait colours, fields and multi-day days; filter suggestions; bulk actions with the refusals the
 * screens show; the Excel export link; saved views; the meal-period report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from './testing/graphqlClient.js';
import { startGatewayTest, type GatewayTest } from './testing/harness.js';
// eslint-disable-next-line no-restricted-imports -- the records the test reads are built by the api's factories
import * as f from '../../api/src/testing/factories.js';

let harness: GatewayTest;
let gql: GatewayTest['gql'];
let admin: Caller;
let reviewer: Caller;
let client: Caller;

const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
const visitDate = (from: number) => ({
  label: 'Visit Date',
  path: 'expectedCheckinTime',
  type: 'Date',
  data: [day(from), `${day(0)} 23:59:59`],
});

let reviewerEmail: string;
/** Visits in the last 30 days: more than two pages of 25. */
const VISITS = 52;

/**
 * Two clients with a project each; VISITS visits over the last 30 days (Target and Walmart doors), in review
 * states 1 to 4 by turn, by an employee or a contractor: those of the employee waiting for approval four
 * days or more are coloured red; one report filed by the reviewer (a talent with the reviewer's e-mail),
 * a three-day report, and a meal break. Users: an administrator, a reviewer, a client user of the first client.
 */
async function buildRecords(h: GatewayTest) {
  const db = h.api.database.db;
  const adminUser = await f.buildUser(db, { role: 'administrator' });
  const reviewerUser = await f.buildUser(db, { role: 'reviewer' });
  reviewerEmail = reviewerUser.email;
  const clients = [await f.buildClient(db), await f.buildClient(db)];
  const clientUser = await f.buildUser(db, {
    role: 'client',
    clientId: clients[0].id,
    clientRoleId: h.api.config.clientRoleId,
  });
  const projects = [
    await f.buildProject(db, { clientId: clients[0].id }),
    await f.buildProject(db, { clientId: clients[1].id }),
  ];
  const forms = [
    await f.buildForm(db, { tenancyClientId: clients[0].id }),
    await f.buildForm(db, { tenancyClientId: clients[1].id }),
  ];
  const people = [
    await f.buildTalent(db, { talentType: 'Employee' }),
    await f.buildTalent(db, { talentType: 'Contractor' }),
  ];
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
  for (let i = 0; i < VISITS; i++) {
    const c = i % 2;
    const v = await f.buildVisit(db, {
      formId: forms[c].id,
      clientId: clients[c].id,
      projectId: projects[c].id,
      talentId: people[Math.floor(i / 2) % 2].id,
      reviewState: 1 + (i % 4),
      expectedCheckinTime: at(1 + (i % 29)),
      meta: { retailer: i % 3 ? 'Target' : 'Walmart' },
    });
    if (i === 0) await f.buildMealPeriod(db, { storeVisitId: v.id, talentId: v.talentId! });
  }
  const own = await f.buildTalent(db, { email: reviewerUser.email, talentType: 'Employee' });
  await f.buildVisit(db, { formId: forms[0].id, clientId: clients[0].id, projectId: projects[0].id, talentId: own.id });
  await f.buildVisit(db, {
    formId: forms[0].id,
    clientId: clients[0].id,
    projectId: projects[0].id,
    talentId: people[0].id,
    days: 3,
    expectedCheckinTime: at(10),
  });
  return { admin: adminUser.email, reviewer: reviewerUser.email, client: clientUser.email };
}

beforeAll(async () => {
  harness = await startGatewayTest({ seed: false });
  gql = harness.gql;
  const emails = await buildRecords(harness);
  admin = await harness.signIn(emails.admin);
  reviewer = await harness.signIn(emails.reviewer);
  client = await harness.signIn(emails.client);
});

afterAll(async () => {
  await harness?.close();
});

interface Row {
  id: number;
  svrType: number;
  reviewState: string;
  status: string;
  expectedCheckinTime: string;
  waitColor: string | null;
  talentEmail: string | null;
  retailer: string | null;
  projectName: string;
  multiDayEventId: string | null;
  multiDayEvents: { eventId: string }[];
}
type ListAnswer = { storeVisits: { total: number; page: number; pageSize: number; items: Row[] } };
const LIST = `query($filters: [FilterParameterInput!]!, $sort: StoreVisitSortInput, $colors: SortAndColorsInput, $group: Boolean, $fields: [String!], $size: Int, $page: Int) {
  storeVisits(filters: $filters, sort: $sort, sortandcolors: $colors, groupMultiDaySvrs: $group, fields: $fields, pageSize: $size, page: $page) {
    total page pageSize items { id svrType reviewState status expectedCheckinTime waitColor talentEmail retailer projectName multiDayEventId multiDayEvents { eventId } } } }`;
const LIST_FIELDS = [
  'svrType',
  'status',
  'expectedCheckinTime',
  'clientId',
  'clientName',
  'projectId',
  'projectName',
  'metaMcEmail',
  'metaJson.retailer',
  'multiDayEvents',
];

describe('storeVisits with the list options', () => {
  it('sorts, pages, colours and narrows fields in one REST call', async () => {
    const { data, restCalls } = await gql.data<ListAnswer>(admin, LIST, {
      filters: [visitDate(30)],
      sort: { path: 'expectedCheckinTime', direction: 'ASC' },
      colors: { colors: true },
      fields: LIST_FIELDS,
      size: 25,
      page: 2,
    });
    expect(restCalls).toBe(1);
    const page = data.storeVisits;
    expect(page).toMatchObject({ page: 2, pageSize: 25 });
    expect(page.items).toHaveLength(25);
    const dates = page.items.map((v) => v.expectedCheckinTime);
    expect([...dates].sort()).toEqual(dates);
    expect(page.items.every((v) => v.retailer && v.projectName)).toBe(true);
    const all = await gql.data<ListAnswer>(admin, LIST, {
      filters: [visitDate(45)],
      colors: { colors: true },
      fields: LIST_FIELDS,
      size: 1000,
    });
    expect(all.data.storeVisits.items.some((v) => v.waitColor === '#ff8080')).toBe(true);
  });

  it('lists a multi-day report with its days, or once per day', async () => {
    const grouped = await gql.data<ListAnswer>(admin, LIST, {
      filters: [visitDate(45)],
      fields: LIST_FIELDS,
      size: 1000,
    });
    const multi = grouped.data.storeVisits.items.find((v) => v.svrType === 1)!;
    expect(multi.multiDayEvents).toHaveLength(3);
    expect(multi.multiDayEventId).toBeNull();
    const days = await gql.data<ListAnswer>(admin, LIST, {
      filters: [visitDate(45)],
      group: false,
      fields: LIST_FIELDS,
      size: 1000,
    });
    const rows = days.data.storeVisits.items.filter((v) => v.id === multi.id);
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.map((r) => r.multiDayEventId)).size).toBe(rows.length);

    // Its review page reads the days through reviewParts, handed over in-process as JSON would carry them.
    const page = await gql.data<{ storeVisit: { multiDayEvents: { expectedCheckinTime: string | null }[] } }>(
      admin,
      `query($id: Int!) { storeVisit(id: $id) { multiDayEvents { eventId expectedCheckinTime actualCheckinTime } } }`,
      { id: multi.id },
    );
    expect(page.data.storeVisit.multiDayEvents).toHaveLength(3);
    for (const d of page.data.storeVisit.multiDayEvents) expect(d.expectedCheckinTime).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('gives client users no colours, and refuses the colour sort with a clear message', async () => {
    const { data } = await gql.data<ListAnswer>(client, LIST, { filters: [visitDate(30)], colors: { colors: true } });
    expect(data.storeVisits.items.length).toBeGreaterThan(0);
    expect(data.storeVisits.items.every((v) => v.waitColor === null && v.talentEmail === null)).toBe(true);
    const sorted = await gql.send(client, LIST, { filters: [visitDate(30)], sort: { path: 'waitColor' } });
    expect(sorted.errors?.[0]).toMatchObject({
      message: 'Client users cannot sort by review wait colour.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it("answers validateFilter's message word for word", async () => {
    const answer = await gql.send(admin, LIST, { filters: [visitDate(60)] });
    expect(answer.errors?.[0].message).toBe('You can only run this for maximum 45 days');
  });

  it('suggests filter values containing the text, and nothing for a blank text', async () => {
    const { data } = await gql.data<{ storeVisitSuggestions: string[] }>(
      admin,
      '{ storeVisitSuggestions(path: "metaJson.retailer", search: "tar") }',
    );
    expect(data.storeVisitSuggestions).toContain('Target');
    const blank = await gql.data<{ storeVisitSuggestions: string[] }>(
      admin,
      '{ storeVisitSuggestions(path: "metaJson.retailer", search: "  ") }',
    );
    expect(blank).toEqual({ data: { storeVisitSuggestions: [] }, restCalls: 0 });
  });
});

type BulkAnswer = {
  bulkStoreVisits: {
    changed: number[];
    skipped: number[];
    changedCount: number;
    skippedCount: number;
    error: { message: string } | null;
    blockedReports: { id: number; date: string; projectName: string }[];
  };
};
const BULK = `mutation($action: StoreVisitBulkAction!, $ids: [Int!]!) { bulkStoreVisits(action: $action, ids: $ids) {
  changed skipped changedCount skippedCount error { message } blockedReports { id date projectName } } }`;

describe('bulkStoreVisits', () => {
  let rows: Row[];
  beforeAll(async () => {
    rows = (await gql.data<ListAnswer>(admin, LIST, { filters: [], size: 1000 })).data.storeVisits.items;
  });

  it("refuses the caller's own reports, naming them, and approves the others", async () => {
    const own = rows.find((v) => v.talentEmail === reviewerEmail && v.reviewState === 'PENDING_REVIEW')!;
    const others = rows
      .filter((v) => v.reviewState === 'PENDING_REVIEW' && v.talentEmail !== reviewerEmail)
      .slice(0, 2);
    const refused = await gql.data<BulkAnswer>(reviewer, BULK, {
      action: 'APPROVE',
      ids: [...others, own].map((v) => v.id),
    });
    expect(refused.data.bulkStoreVisits).toMatchObject({
      changedCount: 0,
      error: { message: 'You can not edit the status of an SVR you have submitted.' },
    });
    expect(refused.data.bulkStoreVisits.blockedReports).toEqual([
      { id: own.id, date: own.expectedCheckinTime.slice(0, 10), projectName: own.projectName },
    ]);
    const approved = await gql.data<BulkAnswer>(reviewer, BULK, { action: 'APPROVE', ids: others.map((v) => v.id) });
    expect(approved.data.bulkStoreVisits).toMatchObject({
      changedCount: 2,
      skippedCount: 0,
      error: null,
      blockedReports: [],
    });
  });

  it('refuses to reset a multi-day report with the spec text, and keeps reset for administrators', async () => {
    const multi = rows.find((v) => v.svrType === 1)!;
    const refused = await gql.data<BulkAnswer>(admin, BULK, { action: 'RESET', ids: [multi.id] });
    expect(refused.data.bulkStoreVisits.error?.message).toBe('MultiDay SVRs can’t be reset.');
    expect(refused.data.bulkStoreVisits.blockedReports.map((r) => r.id)).toEqual([multi.id]);
    const reviewerReset = await gql.send(reviewer, BULK, { action: 'RESET', ids: [multi.id] });
    expect(reviewerReset.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('archives and activates, counting what was skipped', async () => {
    const active = rows
      .filter((v) => v.status === 'ACTIVE' && v.svrType === 0)
      .slice(-2)
      .map((v) => v.id);
    const archived = await gql.data<BulkAnswer>(admin, BULK, { action: 'ARCHIVE', ids: active });
    expect(archived.data.bulkStoreVisits).toMatchObject({ changedCount: 2, skippedCount: 0 });
    const again = await gql.data<BulkAnswer>(admin, BULK, { action: 'ARCHIVE', ids: active });
    expect(again.data.bulkStoreVisits).toMatchObject({ changedCount: 0, skippedCount: 2 });
    await gql.data<BulkAnswer>(admin, BULK, { action: 'ACTIVATE', ids: active });
  });
});

describe('exportStoreVisits', () => {
  const EXPORT = `mutation($ids: [Int!], $columns: [String!]) { exportStoreVisits(ids: $ids, columns: $columns, title: "Three rows") {
    url fileName rows columns photos error { message } } }`;
  type ExportAnswer = {
    exportStoreVisits: {
      url: string | null;
      fileName: string | null;
      rows: number;
      columns: string[];
      error: { message: string } | null;
    };
  };

  it('answers a link to the workbook of the chosen rows and columns', async () => {
    const ids = (
      await gql.data<ListAnswer>(admin, LIST, { filters: [visitDate(30)], size: 3 })
    ).data.storeVisits.items.map((v) => v.id);
    const { data } = await gql.data<ExportAnswer>(admin, EXPORT, { ids, columns: ['id', 'Retailer'] });
    expect(data.exportStoreVisits).toMatchObject({
      fileName: 'Three-rows.xlsx',
      rows: 3,
      columns: ['Report Number', 'Retailer'],
      error: null,
    });
    const file = await fetch(harness.api.url + data.exportStoreVisits.url!); // a signed address
    expect(file.status).toBe(200);
  });

  it("shows the api's message when nothing is selected", async () => {
    const { data } = await gql.data<ExportAnswer>(admin, EXPORT, { ids: [] });
    expect(data.exportStoreVisits).toMatchObject({
      url: null,
      error: { message: 'Please first select rows to export.' },
    });
  });
});

describe('saved views', () => {
  type View = {
    id: number;
    title: string;
    description: string | null;
    status: string;
    filters: { label: string; path: string; type: string | null; data: unknown[]; exclude: boolean }[];
  };
  const FIELDS = 'id title description status filters { label path type data exclude }';

  it('saves, lists, changes and deletes a view (status 0)', async () => {
    const retailer = { label: 'Retailer', path: 'metaJson.retailer', type: 'String', data: ['Target'] };
    const created = await gql.data<{ createSavedView: { savedView: View; error: null } }>(
      reviewer,
      `mutation($input: SavedViewInput!) { createSavedView(input: $input) { savedView { ${FIELDS} } error { message } } }`,
      { input: { title: 'Target this week', description: 'Target doors', filters: [visitDate(7), retailer] } },
    );
    const view = created.data.createSavedView.savedView;
    expect(view).toMatchObject({ title: 'Target this week', status: 'ACTIVE' });
    expect(view.filters[1]).toEqual({ ...retailer, exclude: false });

    const list = await gql.data<{ savedViews: View[] }>(admin, `{ savedViews(allClients: true) { ${FIELDS} } }`);
    const titles = list.data.savedViews.map((v) => v.title);
    expect(titles).toContain('Target this week');
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    const updated = await gql.data<{ updateSavedView: { savedView: View } }>(
      admin,
      `mutation($id: Int!) { updateSavedView(id: $id, input: { title: "Target, this week" }) { savedView { ${FIELDS} } error { message } } }`,
      { id: view.id },
    );
    expect(updated.data.updateSavedView.savedView).toMatchObject({
      title: 'Target, this week',
      description: 'Target doors',
    });

    const deleted = await gql.data<{ setSavedViewStatus: { changed: number; error: null } }>(
      admin,
      'mutation($ids: [Int!]!) { setSavedViewStatus(ids: $ids, status: DELETED) { changed error { message } } }',
      { ids: [view.id] },
    );
    expect(deleted.data.setSavedViewStatus).toEqual({ changed: 1, error: null });
    const gone = await gql.data<{ savedView: View | null }>(
      admin,
      `query($id: Int!) { savedView(id: $id) { ${FIELDS} } }`,
      { id: view.id },
    );
    expect(gone.data.savedView).toBeNull();
  });

  it("refuses a view without a title or with a filter that fails validateFilter, with the api's message", async () => {
    const mutation =
      'mutation($input: SavedViewInput!) { createSavedView(input: $input) { savedView { id } error { message } } }';
    const untitled = await gql.data<{ createSavedView: { error: { message: string } } }>(admin, mutation, {
      input: { title: ' ', filters: [visitDate(7)] },
    });
    expect(untitled.data.createSavedView.error.message).toBe(
      'Invalid input. title: Please enter a title for the view.',
    );
    const long = await gql.data<{ createSavedView: { error: { message: string } } }>(admin, mutation, {
      input: { title: 'Long', filters: [visitDate(60)] },
    });
    expect(long.data.createSavedView.error.message).toBe('You can only run this for maximum 45 days');
  });
});

describe('mealPeriods', () => {
  it('answers person days with their meal breaks to staff, and FORBIDDEN to client users', async () => {
    const query = `query($filters: [FilterParameterInput!]!) { mealPeriods(filters: $filters, pageSize: 200) { total items { id day hours workedHours mealBreaks { waived minutes } } } }`;
    const { data } = await gql.data<{
      mealPeriods: { total: number; items: { id: string; day: string; mealBreaks: { waived: number }[] }[] };
    }>(admin, query, { filters: [visitDate(30)] });
    expect(data.mealPeriods.total).toBeGreaterThan(0);
    expect(data.mealPeriods.items.some((d) => d.mealBreaks.length > 0)).toBe(true);
    const refused = await gql.send(client, query, { filters: [visitDate(30)] });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
