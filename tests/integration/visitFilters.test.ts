/**
 * The visit filter engine over REST: tenancy and client rules that no filter can widen, validation
 * messages, date and retailer filters, every spec filter label, paging, multi-day grouping, fields,
 * and the wait-colour sort.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import * as f from '../../api/src/testing/factories.js';
import { rows } from '../../api/src/db/client.js';
import { visitFilterLabels, visitPaths } from '../../api/src/storeVisit/filters/paths.js';
import {
  compareWaitColor,
  TALENT_GROUP_RANK,
  talentGroup,
  waitColor,
  WAIT_BAND_HOURS,
} from '../../api/src/storeVisit/waitColor/waitColor.js';
import { ALWAYS_LISTED_FIELDS, ALWAYS_META, LISTED_FIELD_NAMES } from '../../api/src/storeVisit/lists/presenter.js';
import { ROW_META_KEYS } from '../../api/src/storeVisit/visit/presenter.js';

interface Visit {
  id: number;
  clientId: number;
  clientName: string;
  projectName: string;
  metaReviewState: number;
  privacy: number | null;
  status: number | null;
  approvedBy: string | null;
  metaMcEmail: string | null;
  talentType: string | null;
  lastSubmissionDate: string | null;
  svrType: number;
  expectedCheckinTime: string;
  metaJson: Record<string, unknown>;
  waitColor: string | null;
  multiDayEventId: string | null;
  multiDayEvents: unknown[];
}
interface Page {
  data: Visit[];
  total: number;
  page: number;
  pageSize: number;
}

const LIST = '/api/v2/storeVisit/userStoreVisits';
const DAY = 86_400_000;
const daysAgo = (d: number) => new Date(Date.now() - d * DAY).toISOString().slice(0, 10);
const today = daysAgo(0);
const visitDate = (from: string, to: string) => ({
  label: 'Visit Date',
  path: 'expectedCheckinTime',
  type: 'Date',
  data: [from, `${to} 23:59:59`],
});
const last45 = visitDate(daysAgo(45), today);

let api: TestApi;
let admin: ApiClient;
let client: ApiClient;
let all: Visit[];
let clientEmail: string;
let adminEmail: string;
/** Acme Home Electronics: a client other than the client user's. */
let acmeId: number;
/** Visits built over the last 43 days. */
const VISITS = 60;

/**
 * Three clients (Northwind Beauty, the client user's; Acme Home Electronics; Bluebird Beverages with its
 * project Cooler Audits); VISITS visits spread over the last 43 days, by turn of client, review state 1 to 5,
 * retailer (Target, Walmart) and talent (Employee, Contractor, no type), a few of Northwind's private; and a
 * three-day report of Northwind.
 */
async function buildRecords() {
  const db = api.database.db;
  adminEmail = (await f.buildUser(db, { role: 'administrator' })).email;
  const clients = [
    await f.buildClient(db, { name: 'Northwind Beauty' }),
    await f.buildClient(db, { name: 'Acme Home Electronics' }),
    await f.buildClient(db, { name: 'Bluebird Beverages' }),
  ];
  acmeId = clients[1].id;
  clientEmail = (
    await f.buildUser(db, { role: 'client', clientId: clients[0].id, clientRoleId: api.config.clientRoleId })
  ).email;
  const projects = [
    await f.buildProject(db, { clientId: clients[0].id, name: 'Spring Counter Refresh' }),
    await f.buildProject(db, { clientId: clients[1].id, name: 'TV Endcap Resets' }),
    await f.buildProject(db, { clientId: clients[2].id, name: 'Cooler Audits' }),
  ];
  const forms = [];
  for (const c of clients) forms.push(await f.buildForm(db, { tenancyClientId: c.id }));
  const people = [
    await f.buildTalent(db, { talentType: 'Employee' }),
    await f.buildTalent(db, { talentType: 'Contractor' }),
    await f.buildTalent(db, { talentType: null }),
  ];
  for (let i = 0; i < VISITS; i++) {
    const c = i % 3;
    await f.buildVisit(db, {
      formId: forms[c].id,
      clientId: clients[c].id,
      projectId: projects[c].id,
      talentId: people[Math.floor(i / 3) % 3].id,
      reviewState: 1 + (i % 5),
      privacy: i % 7 === 3 ? 1 : 0,
      expectedCheckinTime: new Date(Date.now() - (1 + (i % 43)) * DAY),
      meta: { retailer: i % 2 ? 'Walmart' : 'Target', city: i % 4 ? 'Chicago' : 'Dallas' },
    });
  }
  await f.buildVisit(db, {
    formId: forms[0].id,
    clientId: clients[0].id,
    projectId: projects[0].id,
    talentId: people[0].id,
    days: 3,
    expectedCheckinTime: new Date(Date.now() - 10 * DAY),
  });
}

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  await buildRecords();
  admin = await api.as(adminEmail);
  client = await api.as(clientEmail);
  all = (await admin<Page>('POST', LIST, { filters: [], pageSize: 1000 })).body.data!.data;
});
afterAll(async () => {
  await api?.close();
});

describe('a client user can never see another client or internal fields, whatever the filters', () => {
  const northwindOnly = (res: { status: number; body: { data?: Page } }) => {
    expect(res.status).toBe(200);
    for (const v of res.body.data!.data) {
      expect(v.clientName).toBe('Northwind Beauty');
      expect(v.privacy).toBeNull();
      expect(v.status).toBeNull();
      expect(v.approvedBy).toBeNull();
      expect(v.metaMcEmail).toBeNull();
      expect(v.waitColor).toBeNull();
      expect(v.metaJson.mcFullName).toBeUndefined();
      expect(v.metaJson.reviewedBy).toBeUndefined();
    }
  };

  it('answers nothing for a filter on another client, by name, exclusion or report numbers', async () => {
    const acmeIds = all
      .filter((v) => v.clientName === 'Acme Home Electronics')
      .slice(0, 20)
      .map((v) => v.id);
    const byName = await client<Page>('POST', LIST, {
      filters: [last45, { label: 'Client Name', path: 'metaJson.corporation', data: ['Acme Home Electronics'] }],
    });
    northwindOnly(byName);
    expect(byName.body.data!.total).toBe(0);
    const excluded = await client<Page>('POST', LIST, {
      filters: [
        last45,
        { label: 'Exclude Client Name', path: 'metaJson.corporation', data: ['Northwind Beauty'], exclude: true },
      ],
    });
    expect(excluded.body.data!.total).toBe(0);
    const byId = await client<Page>('POST', LIST, {
      filters: [last45, { label: 'Report Number', path: 'id', data: acmeIds }],
    });
    expect(byId.body.data!.total).toBe(0);
    const injected = await client<Page>('POST', LIST, {
      filters: [last45, { label: 'Retailer', path: 'metaJson.retailer', data: ["x') OR 1=1 --"] }],
    });
    expect(injected.body.data!.total).toBe(0);
  });

  it('refuses internal filters and sorts (client id, privacy, status, review state) with a clear message', async () => {
    const unknown = await client('POST', LIST, { filters: [last45, { label: 'Client', path: 'clientId', data: [2] }] });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Unknown filter path: clientId']);
    for (const [label, path] of [
      ['Visibility', 'privacy'],
      ['Status', 'status'],
      ['Review State', 'metaJson.reviewState'],
    ]) {
      const res = await client('POST', LIST, { filters: [last45, { label, path, data: [1] }] });
      expect([res.status, res.body.message]).toEqual([400, `The filter ${label} is not available to client users.`]);
    }
    const sort = await client('POST', LIST, { filters: [last45], sort: { path: 'waitColor' } });
    expect([sort.status, sort.body.message]).toEqual([400, 'Client users cannot sort by review wait colour.']);
    const sortPrivacy = await client('POST', LIST, { filters: [last45], sort: { path: 'privacy' } });
    expect(sortPrivacy.status).toBe(400);
  });

  it('refuses the tenancy header of another client', async () => {
    const other = await api.as(clientEmail, { clientId: acmeId });
    const res = await other('POST', LIST, { filters: [last45] });
    expect(res.status).toBe(403);
  });

  it('keeps the scope with colours, colour sort, day rows, fields and no filter at all', async () => {
    northwindOnly(
      await client<Page>('POST', LIST, { filters: [], pageSize: 1000, sortandcolors: true, groupMultiDaySvrs: false }),
    );
    const fields = await client<Page>('POST', LIST, {
      filters: [last45],
      fields: ['metaMcEmail', 'approvedBy', 'metaJson.mcFullName', 'clientName'],
    });
    northwindOnly(fields);
    const total = (await client<Page>('POST', LIST, { filters: [] })).body.data!.total;
    expect(total).toBe(all.filter((v) => v.clientName === 'Northwind Beauty' && v.privacy === 0).length);
  });

  it('never lets staff widen a tenancy header with a filter', async () => {
    const scoped = await api.as(adminEmail, { clientId: acmeId });
    const res = await scoped<Page>('POST', LIST, {
      filters: [last45, { label: 'Client Name', path: 'metaJson.corporation', data: ['Northwind Beauty'] }],
    });
    expect(res.body.data!.total).toBe(0);
  });
});

describe('filters', () => {
  it('filters by visit date range and retailer, matching rows only', async () => {
    const from = daysAgo(20);
    const to = daysAgo(5);
    const res = await admin<Page>('POST', LIST, {
      filters: [visitDate(from, to), { label: 'Retailer', path: 'metaJson.retailer', data: ['Target'] }],
      pageSize: 1000,
    });
    expect(res.status).toBe(200);
    const rows = res.body.data!.data;
    const expected = all.filter(
      (v) =>
        v.metaJson.retailer === 'Target' &&
        v.expectedCheckinTime.slice(0, 10) >= from &&
        v.expectedCheckinTime.slice(0, 10) <= to,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((v) => v.id).sort()).toEqual(expected.map((v) => v.id).sort());
    expect(res.body.data!.total).toBe(expected.length);
  });

  it('excludes project names and matches multi-select number groups', async () => {
    const res = await admin<Page>('POST', LIST, {
      filters: [
        last45,
        { label: 'Exclude Project Name', path: 'metaJson.projectName', data: ['Cooler Audits'], exclude: true },
        { label: 'Review State', path: 'metaJson.reviewState', type: 'range', data: [[1, 5]] },
      ],
      pageSize: 1000,
    });
    expect(res.body.data!.data.length).toBeGreaterThan(0);
    expect(
      res.body.data!.data.every((v) => v.projectName !== 'Cooler Audits' && [1, 5].includes(v.metaReviewState)),
    ).toBe(true);
  });

  it('runs (and sorts by) every filter label of the spec that applies to visits, per report and per day', async () => {
    for (const [label, path] of Object.entries(visitFilterLabels)) {
      const kind = visitPaths[path].kind;
      const data =
        kind === 'date' ? [daysAgo(10), `${today} 23:59:59`] : kind === 'number' ? [1, { from: 0, to: 3 }] : ['x'];
      const filters =
        path === 'expectedCheckinTime'
          ? [{ label, path, data }]
          : [last45, { label, path, data, exclude: label.startsWith('Exclude') }];
      for (const groupMultiDaySvrs of [true, false]) {
        const res = await admin('POST', LIST, { filters, pageSize: 5, groupMultiDaySvrs, sort: { path } });
        expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(200);
      }
    }
  });

  it("answers validateFilter's messages", async () => {
    const cases: [unknown[], string, boolean?][] = [
      [[visitDate(daysAgo(46), today)], 'You can only run this for maximum 45 days'],
      [
        [{ label: 'Client Name', path: 'metaJson.corporation', data: ['Northwind Beauty'] }],
        'Please select the another one or more report parameter with client to Load Result',
      ],
      [
        [{ label: 'Review State', path: 'metaJson.reviewState', data: [1] }],
        'Visit date range is required. Please select Visit Date Range',
      ],
      [
        [
          visitDate(daysAgo(60), today),
          { label: 'Door Number', path: 'metaJson.doorNumber', data: ['1', '2', '3', '4', '5', '6'] },
        ],
        'You cannot have more than 5 doors when running this report for more than 45 days',
      ],
      [
        [visitDate(daysAgo(400), today), { label: 'Door Number', path: 'metaJson.doorNumber', data: ['1'] }],
        'You can only run this for maximum 12 months',
      ],
    ];
    for (const [filters, message] of cases) {
      const res = await admin('POST', LIST, { filters });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const city = [
      visitDate(daysAgo(60), today),
      { label: 'Location - City', path: 'metaJson.city', data: ['Chicago'] },
    ];
    expect((await admin('POST', LIST, { filters: city })).body.message).toBe(
      'You can only run this for maximum 45 days',
    );
    expect((await admin('POST', LIST, { filters: city, isDashboard: true })).status).toBe(200);
  });

  it("holds a question picker's filter to the roll-up's or the widget's rule when it says so (filterFor)", async () => {
    const approved = { label: 'Review State', path: 'metaJson.reviewState', data: [3] };
    const days = async (n: number, filterFor?: string, withState = true) =>
      (
        await admin('POST', LIST, {
          filters: [visitDate(daysAgo(n), today), ...(withState ? [approved] : [])],
          pageSize: 1,
          ...(filterFor ? { filterFor } : {}),
        })
      ).body.message ?? 'ok';
    expect(await days(100)).toBe('You can only run this for maximum 45 days');
    expect(await days(100, 'rollup')).toBe('ok');
    expect(await days(190, 'rollup')).toBe('You can only run this for maximum 6 months');
    expect(await days(300, 'widget')).toBe('ok');
    expect(await days(370, 'widget')).toBe('You can only run this for maximum 12 months');
    expect(await days(10, 'rollup', false)).toBe('Review State is required. Please enter the Review State');
    expect((await admin('POST', LIST, { filters: [visitDate(daysAgo(5), today)], filterFor: 'all' })).status).toBe(400);
  });

  it('uses the default filter (last 7 days) when no filter list is sent', async () => {
    const res = await admin<Page>('POST', LIST, { pageSize: 1000 });
    expect(res.status).toBe(200);
    const from = daysAgo(7);
    expect(res.body.data!.total).toBe(all.filter((v) => v.expectedCheckinTime.slice(0, 10) >= from).length);
  });

  it('gives a client user no default Visit Date (spec 002 §5 "(staff)", 001 §2.2): no list sent asks for a range', async () => {
    const res = await client('POST', LIST, { pageSize: 1000 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Visit date range is required. Please select Visit Date Range');
    expect((await client<Page>('POST', LIST, { filters: [last45], pageSize: 1000 })).status).toBe(200);
  });
});

describe('paging, grouping and fields', () => {
  it('pages without overlap and sorts by a whitelisted path', async () => {
    const first = await admin<Page>('POST', LIST, {
      filters: [last45],
      pageSize: 25,
      sort: { path: 'expectedCheckinTime', direction: 'asc' },
    });
    const second = await admin<Page>('POST', LIST, {
      filters: [last45],
      pageSize: 25,
      page: 2,
      sort: { path: 'expectedCheckinTime', direction: 'asc' },
    });
    const a = first.body.data!.data;
    const b = second.body.data!.data;
    expect(a.filter((v) => b.some((w) => w.id === v.id))).toEqual([]);
    const times = [...a, ...b].map((v) => v.expectedCheckinTime);
    expect([...times].sort()).toEqual(times);
    expect(second.body.data).toMatchObject({ page: 2, pageSize: 25 });
    expect((await admin('POST', LIST, { filters: [last45], sort: { path: 'password_hash' } })).body.message).toBe(
      'Unknown sort path: password_hash',
    );
    expect((await admin('POST', LIST, { filters: [], pageSize: 1001 })).status).toBe(400);
  });

  it('lists a multi-day report once with its days, or once per day when not grouped', async () => {
    const multi = all.find((v) => v.svrType === 1)!;
    const first = multi.expectedCheckinTime.slice(0, 10);
    const third = new Date(Date.parse(multi.expectedCheckinTime) + 2 * DAY).toISOString().slice(0, 10);
    const byId = [visitDate(first, third), { label: 'Report Number', path: 'id', data: [multi.id] }];
    const grouped = await admin<Page>('POST', LIST, { filters: byId, groupMultiDaySvrs: true });
    expect(grouped.body.data!.data).toHaveLength(1);
    expect(grouped.body.data!.data[0].multiDayEvents).toHaveLength(3);
    const days = await admin<Page>('POST', LIST, { filters: byId, groupMultiDaySvrs: false });
    expect(days.body.data!.total).toBe(3);
    expect(new Set(days.body.data!.data.map((v) => v.multiDayEventId)).size).toBe(3);
    expect(new Set(days.body.data!.data.map((v) => v.expectedCheckinTime.slice(0, 10))).size).toBe(3);
  });

  it('answers the asked fields plus the ones always listed', async () => {
    const res = await admin<Page>('POST', LIST, {
      filters: [last45],
      pageSize: 1,
      fields: ['clientName', 'metaJson.retailer'],
    });
    const row = res.body.data!.data[0] as unknown as Record<string, unknown>;
    expect(Object.keys(row).sort()).toEqual(
      [
        'approvedBy',
        'clientName',
        'eventId',
        'formId',
        'id',
        'metaJson',
        'metaReviewState',
        'multiDayEventId',
        'privacy',
        'status',
        'timestamp',
        'waitColor',
      ].sort(),
    );
    expect(Object.keys(row.metaJson as object).sort()).toEqual(['retailer', 'reviewState', 'reviewedBy']);
    expect((await admin('POST', LIST, { filters: [last45], fields: ['secret'] })).body.message).toBe(
      'Unknown field: secret',
    );
  });

  it('answers with fields what the whole rows hold, reading only what it keeps', async () => {
    // metaJson keys stored (retailer), made from the visit's columns (mcFullName, reviewState), kept always
    // (reviewedBy) and absent from every visit (noSuchKey); formState, and plain columns.
    const fields = [
      'clientName',
      'talentType',
      'lastSubmissionDate',
      'formState',
      'metaJson.retailer',
      'metaJson.mcFullName',
      'metaJson.doorNumber',
      'metaJson.noSuchKey',
    ];
    const whole = (await admin<Page>('POST', LIST, { filters: [last45], pageSize: 40 })).body.data!.data;
    const narrow = (await admin<Page>('POST', LIST, { filters: [last45], pageSize: 40, fields })).body.data!.data;
    expect(narrow.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    expect(whole.some((r) => (r as unknown as { metaJson: Record<string, unknown> }).metaJson.retailer)).toBe(true);
    const keep = ['reviewState', 'reviewedBy', 'retailer', 'mcFullName', 'doorNumber', 'noSuchKey'];
    whole.forEach((w, i) => {
      const row = w as unknown as Record<string, unknown> & { metaJson: Record<string, unknown> };
      const expected: Record<string, unknown> = {};
      for (const k of ['id', 'formId', 'timestamp', 'eventId', 'status', 'privacy', 'approvedBy', 'metaReviewState'])
        expected[k] = row[k];
      for (const k of ['waitColor', 'multiDayEventId', ...fields.filter((f) => !f.startsWith('metaJson.'))])
        expected[k] = row[k];
      expected.metaJson = Object.fromEntries(keep.filter((k) => k in row.metaJson).map((k) => [k, row.metaJson[k]]));
      expect(narrow[i]).toEqual(expected);
    });
    // Without formState asked, none is read or answered; with metaJson itself, the whole of it.
    const bare = (await admin<Page>('POST', LIST, { filters: [last45], pageSize: 5, fields: ['clientName'] })).body
      .data!.data[0] as unknown as Record<string, unknown>;
    expect(bare).not.toHaveProperty('formState');
    expect(bare).not.toHaveProperty('metaJson');
    const meta = (await admin<Page>('POST', LIST, { filters: [last45], pageSize: 40, fields: ['metaJson'] })).body.data!
      .data;
    expect(meta.map((r) => (r as unknown as { metaJson: unknown }).metaJson)).toEqual(
      whole.map((r) => (r as unknown as { metaJson: unknown }).metaJson),
    );
  });

  it("answers each field alone as the whole rows hold it, though it reads only that field's columns", async () => {
    // Each field reads its own columns and the others are null (lists/store.ts listedColumnsSql): a field that read
    // a column it does not name would answer null here where the whole row has a value.
    const whole = (await admin<Page>('POST', LIST, { filters: [last45], pageSize: 40 })).body.data!
      .data as unknown as (Record<string, unknown> & { metaJson: Record<string, unknown> })[];
    expect(whole.length).toBeGreaterThan(20);
    const selections = [
      ...LISTED_FIELD_NAMES.filter((f) => f !== 'metaJson').map((f) => [f]),
      ...ROW_META_KEYS.map((k) => [`metaJson.${k}`]),
      ['metaJson.retailer', 'metaJson.mcEmail'],
    ];
    for (const fields of selections) {
      const narrow = (await admin<Page>('POST', LIST, { filters: [last45], pageSize: 40, fields })).body.data!.data;
      const keys = fields.filter((x) => !x.startsWith('metaJson.')).concat(ALWAYS_LISTED_FIELDS);
      const meta = fields.filter((x) => x.startsWith('metaJson.')).map((x) => x.slice('metaJson.'.length));
      const expected = whole.map((row) => ({
        ...Object.fromEntries(keys.map((k) => [k, row[k]])),
        ...(meta.length
          ? {
              metaJson: Object.fromEntries(
                [...ALWAYS_META, ...meta].filter((k) => k in row.metaJson).map((k) => [k, row.metaJson[k]]),
              ),
            }
          : {}),
      }));
      expect(narrow, fields.join(', ')).toEqual(expected);
    }
  });
});

describe('wait colours', () => {
  // Known waits on a few pending reports, one per band and talent type.
  beforeAll(async () => {
    const pendingOf = (type: string | null) => all.filter((v) => v.metaReviewState === 1 && v.talentType === type);
    const plan: [Visit, number][] = [
      [pendingOf('Employee')[0], 30],
      [pendingOf('Employee')[1], 50],
      [pendingOf('Employee')[2], 80],
      [pendingOf('Employee')[3], 2],
      [pendingOf(null)[0], 49],
      [pendingOf('Contractor')[0], 90],
    ];
    for (const [v, hours] of plan) {
      await api.database.db.execute(
        sql`UPDATE store_visits SET last_submission_date = now() - make_interval(hours => ${hours}), expected_checkin_time = now() - interval '4 days' WHERE id = ${v.id}`,
      );
    }
  });

  const nearBoundary = (v: Visit, now: number) => {
    if (!v.lastSubmissionDate) return false;
    const h = (now - Date.parse(v.lastSubmissionDate)) / 3_600_000;
    return Object.values(WAIT_BAND_HOURS).some((b) => Math.abs(h - b) < 0.05);
  };
  const input = (v: Visit, now: Date) => ({
    reviewState: v.metaReviewState,
    talentType: v.talentType,
    lastSubmissionDate: v.lastSubmissionDate,
    now,
  });

  it('gives every row the colour of the pure rule', async () => {
    const now = new Date();
    const rows = (
      await admin<Page>('POST', LIST, { filters: [last45], pageSize: 1000, sortandcolors: { colors: true } })
    ).body.data!.data;
    const colours = new Set(rows.map((v) => v.waitColor));
    expect(colours).toEqual(new Set(['#ff8080', '#ffd280', '#ffff99', null]));
    for (const v of rows.filter((r) => !nearBoundary(r, now.getTime())))
      expect(v.waitColor, `visit ${v.id}`).toBe(waitColor(input(v, now)).color);
    const off = (await admin<Page>('POST', LIST, { filters: [last45], pageSize: 50, sortandcolors: { colors: false } }))
      .body.data!.data;
    expect(off.every((v) => v.waitColor === null)).toBe(true);
  });

  it('sorts by wait colour in the spec order: Employee, Contractor, blank; red, orange, yellow, none', async () => {
    const now = new Date();
    for (const body of [{ sortandcolors: { sort: true } }, { sort: { path: 'waitColor' } }]) {
      const rows = (await admin<Page>('POST', LIST, { filters: [last45], pageSize: 1000, ...body })).body.data!.data;
      for (let i = 1; i < rows.length; i++) {
        if (nearBoundary(rows[i], now.getTime()) || nearBoundary(rows[i - 1], now.getTime())) continue;
        expect(
          compareWaitColor(input(rows[i - 1], now), input(rows[i], now)),
          `rows ${rows[i - 1].id} then ${rows[i].id}`,
        ).toBeLessThanOrEqual(0);
      }
      const employee = rows.filter((v) => v.talentType === 'Employee').map((v) => v.waitColor);
      expect(employee.indexOf('#ff8080')).toBeLessThan(employee.indexOf('#ffd280'));
      expect(employee.indexOf('#ffd280')).toBeLessThan(employee.indexOf('#ffff99'));
      expect(employee.indexOf('#ffff99')).toBeLessThan(employee.indexOf(null));
      const lastEmployee = rows.map((v) => v.talentType).lastIndexOf('Employee');
      const firstContractor = rows.findIndex((v) => v.talentType === 'Contractor');
      const firstBlank = rows.findIndex((v) => v.talentType === null);
      expect(lastEmployee).toBeLessThan(firstContractor);
      expect(rows.map((v) => v.talentType).lastIndexOf('Contractor')).toBeLessThan(firstBlank);
    }
    const reversed = (
      await admin<Page>('POST', LIST, {
        filters: [last45],
        pageSize: 1000,
        sort: { path: 'waitColor', direction: 'desc' },
      })
    ).body.data!.data;
    expect(reversed[0].talentType).toBeNull();
    expect(reversed[reversed.length - 1].talentType).toBe('Employee');
  });

  it("sorts 'Longest wait first' (waitTime) by what the rows show: colour, then the oldest (re)submission", async () => {
    const now = new Date();
    const rows = (await admin<Page>('POST', LIST, { filters: [last45], pageSize: 1000, sort: { path: 'waitTime' } }))
      .body.data!.data;
    const rank = (v: Visit) => ['#ff8080', '#ffd280', '#ffff99', null].indexOf(v.waitColor);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1], rows[i]];
      if (nearBoundary(a, now.getTime()) || nearBoundary(b, now.getTime())) continue;
      expect(rank(a), `rows ${a.id} then ${b.id}`).toBeLessThanOrEqual(rank(b));
      if (rank(a) === rank(b) && a.lastSubmissionDate && b.lastSubmissionDate)
        expect(Date.parse(a.lastSubmissionDate), `rows ${a.id} then ${b.id}`).toBeLessThanOrEqual(
          Date.parse(b.lastSubmissionDate),
        );
    }
    const refused = await client('POST', LIST, { filters: [last45], sort: { path: 'waitTime' } });
    expect(refused.status).toBe(400);
  });

  it("keeps each talent's stored group (talent.group_rank, the colour sort's) as the pure rule reads its type", async () => {
    const groupOf = (id: number) =>
      rows<{ group_rank: number }>(api.database.db, sql`SELECT group_rank FROM talent WHERE id = ${id}`);
    const types = ['Employee', ' eMPLOYEE ', 'Contractor', 'CONTRACTOR\t', 'Freelancer', '', '  ', null];
    for (const talentType of types) {
      const made = await f.buildTalent(api.database.db, { talentType });
      const [row] = await groupOf(made.id);
      expect(row.group_rank, JSON.stringify(talentType)).toBe(TALENT_GROUP_RANK[talentGroup(talentType)]);
    }
    // Changing the type moves the talent's group with it.
    const moved = await f.buildTalent(api.database.db, { talentType: 'Contractor' });
    await api.database.db.execute(sql`UPDATE talent SET talent_type = 'employee' WHERE id = ${moved.id}`);
    const [after] = await groupOf(moved.id);
    expect(after.group_rank).toBe(TALENT_GROUP_RANK.employee);
  });

  it('colours a contractor only when resubmitted', async () => {
    const rows = (
      await admin<Page>('POST', LIST, {
        filters: [last45, { label: 'Talent Type', path: 'talentType', data: ['Contractor'] }],
        pageSize: 1000,
      })
    ).body.data!.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((v) => v.waitColor !== null).every((v) => v.metaReviewState === 5)).toBe(true);
  });
});
