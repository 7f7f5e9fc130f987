/**
 * Reports over visits: the Excel export (spec 002 §7 POST /storeVisit/export/{type}) read back with
 * exceljs, and the meal-period report (spec 001 §2.3, §7).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import { formQuestions } from '../../api/src/storeVisit/export/workbook.js';
import * as f from '../../api/src/testing/factories.js';

interface Visit {
  id: number;
  clientId: number;
  formId: number | null;
  privacy: number | null;
  metaReviewState: number;
  metaJson: Record<string, unknown>;
}
interface Page {
  data: Visit[];
  total: number;
}
interface Answer {
  storeVisitId: number;
  questionCanonicalKey: string;
  answerValue: string | null;
}
interface Exported {
  url: string;
  fileName: string;
  rows: number;
  columns: string[];
  photos: number;
}

const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
const last45 = {
  label: 'Visit Date',
  path: 'expectedCheckinTime',
  type: 'Date',
  data: [day(45), `${day(0)} 23:59:59`],
};

let api: TestApi;
let admin: ApiClient;
let client: ApiClient;
let northwind: Visit[];
let photoKey: string;
let textKey: string;
let hiddenKey: string;
let adminEmail: string;
const DAY = 86_400_000;

/**
 * Northwind Beauty (the client user's) with a form of a radio, a photo and a hidden question, and eight
 * approved visits answering all three (the photo a stored JPEG), at Target and Walmart doors; Acme's three
 * visits; four six-hour visits each with a 30-minute break three hours after check-in, one of them in the
 * evening so that its break starts after midnight UTC. Answers Northwind's id.
 */
async function buildRecords() {
  const db = api.database.db;
  adminEmail = (await f.buildUser(db, { role: 'administrator' })).email;
  const nw = await f.buildClient(db, { name: 'Northwind Beauty' });
  const acme = await f.buildClient(db, { name: 'Acme Home Electronics' });
  const clientEmail = (
    await f.buildUser(db, { role: 'client', clientId: nw.id, clientRoleId: api.config.clientRoleId })
  ).email;
  const condition = f.formQuestion('radio-button-input', 'Condition of the display', {
    options: [f.formOption('Good'), f.formOption('Damaged')],
  });
  const photo = f.formQuestion('photo-input', 'Photo of the display');
  const hidden = f.formQuestion('single-line-input', 'Internal note', { meta: { isHidden: true } });
  const form = await f.buildForm(db, { tenancyClientId: nw.id, questions: [condition, photo, hidden] });
  const person = await f.buildTalent(db);
  for (let i = 0; i < 8; i++) {
    const doc = await f.buildDocument(db, { filesDir: api.filesDir });
    await f.buildVisit(db, {
      formId: form.id,
      talentId: person.id,
      reviewState: 3,
      expectedCheckinTime: new Date(Date.now() - (2 + i * 4) * DAY),
      meta: { retailer: i % 2 ? 'Walmart' : 'Target' },
      answers: [
        { question: condition, value: i % 3 ? 'Good' : 'Damaged' },
        { question: photo, value: doc.uuid },
        { question: hidden, value: 'For staff only' },
      ],
    });
  }
  for (let i = 0; i < 3; i++)
    await f.buildVisit(db, { clientId: acme.id, expectedCheckinTime: new Date(Date.now() - (3 + i) * DAY) });
  const evening = new Date(Date.now() - 5 * DAY);
  evening.setUTCHours(21, 30, 0, 0);
  for (const expected of [
    new Date(Date.now() - 3 * DAY),
    new Date(Date.now() - 12 * DAY),
    evening,
    new Date(Date.now() - 30 * DAY),
  ]) {
    const v = await f.buildVisit(db, {
      formId: form.id,
      talentId: person.id,
      expectedCheckinTime: expected,
      expectedDurationMinutes: 360,
    });
    await f.buildMealPeriod(db, {
      storeVisitId: v.id,
      talentId: person.id,
      startTime: new Date(v.actualCheckinTime!.getTime() + 3 * 3_600_000),
      waived: v.id % 2,
    });
  }
  return { northwindId: nw.id, clientEmail };
}

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const { northwindId, clientEmail } = await buildRecords();
  admin = await api.as(adminEmail);
  client = await api.as(clientEmail);
  const all = (await admin<Page>('POST', '/api/v2/storeVisit/userStoreVisits', { filters: [last45], pageSize: 1000 }))
    .body.data!.data;
  northwind = all.filter(
    (v) =>
      v.clientId === northwindId &&
      v.privacy === 0 &&
      v.metaReviewState === 3 &&
      v.formId === all.find((x) => x.clientId === northwindId)!.formId,
  );
  const answers = (
    await admin<Answer[]>('POST', '/api/v2/storeVisitFormAnswer/questionCanonicalKeys', {
      questionCanonicalKeys: [],
      svrResponses: northwind.slice(0, 5).map((v) => v.id),
    })
  ).body.data!;
  const form = (await admin<{ content: unknown }>('GET', `/api/v2/form/formid/${northwind[0].formId}`)).body.data!;
  const questions = formQuestions(form.content);
  const keyOf = (type: string) =>
    questions.find(
      (q) => q.type === type && answers.some((a) => a.questionCanonicalKey === q.canonicalKey && a.answerValue),
    )!.canonicalKey as string;
  photoKey = keyOf('photo-input');
  textKey = keyOf('radio-button-input');
  hiddenKey = questions.find((q) => (q.meta as { isHidden?: boolean }).isHidden)!.canonicalKey as string;
});
afterAll(async () => {
  await api?.close();
});

/** GET as a browser does: the export's address is signed, it needs no cookie or token. */
const asBrowser = async (url: string) => fetch(url);

async function readBack(url: string) {
  const res = await asBrowser(api.url + url);
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: ExcelJS.CellValue[][] = [];
  ws.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

describe('POST /api/v2/storeVisit/export/{type}', () => {
  it('writes an xlsx of the chosen visits, columns and questions, with photo links, and answers its link', async () => {
    const ids = northwind.slice(0, 5).map((v) => v.id);
    const res = await admin<Exported>('POST', '/api/v2/storeVisit/export/xlsx', {
      title: 'Display check',
      ids,
      columns: ['id', 'Visit Date', 'Retailer', 'Talent Name'],
      questions: [{ canonicalKey: textKey, title: 'Condition' }, photoKey],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ fileName: 'Display-check.xlsx', rows: 5 });
    expect(res.body.data!.url).toMatch(/^\/files\/exports\/[0-9a-f-]{36}\/Display-check\.xlsx\?exp=\d+&sig=[\w-]+$/);
    const rows = await readBack(res.body.data!.url);
    expect(rows[0].slice(0, 5)).toEqual(['Report Number', 'Visit Date', 'Retailer', 'Talent Name', 'Condition']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(ids);
    expect(rows[1][2]).toBe(northwind[0].metaJson.retailer);
    expect(rows[1][1]).toBeInstanceOf(Date);
    const photo = rows
      .slice(1)
      .map((r) => r[5])
      .find((c) => c && typeof c === 'object' && 'hyperlink' in c) as { hyperlink: string };
    // A stable link that goes through sign-in; the signed-in app then asks the api for a signed address.
    const uuid = /\/files\/open\/([0-9a-f-]{36})$/.exec(photo.hyperlink)![1];
    expect(
      (await fetch(photo.hyperlink, { headers: { accept: 'text/html' }, redirect: 'manual' })).headers.get('location'),
    ).toBe(`/login?next=${encodeURIComponent(`/files/open/${uuid}`)}`);
    const link = await admin<{ url: string }>('GET', `/api/v2/document/uuid/${uuid}/link`);
    expect((await asBrowser(api.url + link.body.data!.url)).status).toBe(200);
  });

  it('takes the multipart field report (JSON text), as the spec sends it', async () => {
    const login = await fetch(`${api.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: f.TEST_PASSWORD, strategy: 'local' }),
    });
    const form = new FormData();
    form.set(
      'report',
      JSON.stringify({
        title: 'Multipart',
        transformedData: northwind.slice(0, 3).map((v) => ({ id: v.id, anything: 'ignored' })),
      }),
    );
    const res = await fetch(`${api.url}/api/v2/storeVisit/export/xlsx`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.headers.get('x-access-token')}` },
      body: form,
    });
    const body = (await res.json()) as { data: Exported };
    expect(res.status).toBe(200);
    expect(body.data.rows).toBe(3);
    expect((await readBack(body.data.url)).length).toBe(4);
  });

  it('exports every row of a filter', async () => {
    const res = await admin<Exported>('POST', '/api/v2/storeVisit/export/excel', {
      filters: [last45, { label: 'Retailer', path: 'metaJson.retailer', data: ['Target'] }],
    });
    const count = (
      await admin<Page>('POST', '/api/v2/storeVisit/userStoreVisits', {
        filters: [last45, { label: 'Retailer', path: 'metaJson.retailer', data: ['Target'] }],
      })
    ).body.data!.total;
    expect(res.body.data!.rows).toBe(count);
    expect((await readBack(res.body.data!.url)).length).toBe(count + 1);
  });

  it('gives a client user no Report Number, no internal column, no hidden question and no other client', async () => {
    const ids = northwind.slice(0, 3).map((v) => v.id);
    const res = await client<Exported>('POST', '/api/v2/storeVisit/export/xlsx', {
      ids,
      columns: ['id', 'Visit Date', 'Talent Name', 'Retailer'],
      questions: [textKey, hiddenKey],
    });
    expect(res.status).toBe(200);
    const rows = await readBack(res.body.data!.url);
    expect(rows[0]).toEqual(['Visit Date', 'Retailer', expect.any(String)]);
    expect(rows).toHaveLength(4);
    const acme = (
      await admin<Page>('POST', '/api/v2/storeVisit/userStoreVisits', {
        filters: [last45, { label: 'Client Name', path: 'metaJson.corporation', data: ['Acme Home Electronics'] }],
        pageSize: 3,
      })
    ).body.data!.data;
    const other = await client('POST', '/api/v2/storeVisit/export/xlsx', { ids: acme.map((v) => v.id) });
    expect([other.status, other.body.message]).toEqual([
      400,
      'None of the selected reports exists or is yours to export.',
    ]);
  });

  it('refuses an unknown type, nothing selected and unknown columns with clear messages', async () => {
    expect((await admin('POST', '/api/v2/storeVisit/export/pdf', { ids: [1] })).body.message).toBe(
      "Export type 'pdf' is not supported: use xlsx.",
    );
    expect((await admin('POST', '/api/v2/storeVisit/export/xlsx', {})).body.message).toBe(
      'Please first select rows to export.',
    );
    expect(
      (await admin('POST', '/api/v2/storeVisit/export/xlsx', { ids: [1], columns: ['password'] })).body.message,
    ).toBe('Unknown export column: password');
  });
});

describe('meal periods', () => {
  interface PersonDay {
    id: string;
    talentId: number;
    day: string;
    hours: number;
    workedHours: number | null;
    storeVisitIds: number[];
    mealBreaks: { storeVisitId: number; waived: number; minutes: number | null }[];
  }

  it('lists worked hours and meal breaks per person per day', async () => {
    const res = await admin<{ data: PersonDay[]; total: number }>('POST', '/api/v2/storeVisit/meal/query', {
      filters: [last45],
      pageSize: 1000,
    });
    expect(res.status).toBe(200);
    const rows = res.body.data!.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const withBreaks = rows.filter((r) => r.mealBreaks.length);
    expect(withBreaks.length).toBeGreaterThan(0);
    for (const r of withBreaks) {
      expect(r.id).toBe(`${r.talentId}-${r.day}`);
      expect(r.hours).toBeGreaterThan(0);
      for (const b of r.mealBreaks) {
        expect([0, 1]).toContain(b.waived);
        expect(r.storeVisitIds).toContain(b.storeVisitId);
        expect(b.minutes).toBe(30);
      }
    }
    const days = rows.map((r) => r.day);
    expect([...days].sort().reverse()).toEqual(days);
  });

  it('keeps each break with its visit, also when it starts after midnight UTC (an evening visit)', async () => {
    interface DayVisit {
      id: number;
      svrType: number;
      expectedDurationMinutes: number | null;
      actualCheckinTime: string | null;
    }
    const visits = (
      await admin<{ data: DayVisit[] }>('POST', '/api/v2/storeVisit/userStoreVisits', {
        filters: [last45],
        pageSize: 1000,
      })
    ).body.data!.data;
    const rows = (
      await admin<{ data: PersonDay[] }>('POST', '/api/v2/storeVisit/meal/query', { filters: [last45], pageSize: 1000 })
    ).body.data!.data;
    const listed = new Set(rows.flatMap((r) => r.mealBreaks.map((b) => b.storeVisitId)));
    // Every one-day visit of 6 hours or more with a check-in has a break 3 hours after it (buildRecords).
    const long = visits.filter(
      (v) => v.svrType !== 1 && (v.expectedDurationMinutes ?? 0) >= 360 && v.actualCheckinTime,
    );
    expect(long.length).toBeGreaterThan(0);
    expect(long.filter((v) => !listed.has(v.id)).map((v) => v.id)).toEqual([]);
  });

  it('answers the default (last 7 days) on GET, and refuses client users', async () => {
    const res = await admin<{ data: PersonDay[] }>('GET', '/api/v2/storeVisit/meal?pageSize=100');
    expect(res.status).toBe(200);
    expect(res.body.data!.data.every((r) => r.day >= day(7))).toBe(true);
    expect((await client('GET', '/api/v2/storeVisit/meal')).status).toBe(403);
    expect((await client('POST', '/api/v2/storeVisit/meal/query', { filters: [last45] })).status).toBe(403);
    expect(
      (await admin('POST', '/api/v2/storeVisit/meal/query', { filters: [{ ...last45, data: [day(90), day(0)] }] })).body
        .message,
    ).toBe('You can only run this for maximum 45 days');
  });
});
