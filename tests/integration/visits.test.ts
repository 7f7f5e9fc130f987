import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import {
  buildClient,
  buildDocument,
  buildForm,
  buildProject,
  buildSavedDashboard,
  buildSavedWidget,
  buildTalent,
  buildUser,
  buildVisit,
  formQuestion,
} from '../../api/src/testing/factories.js';

let api: TestApi;
let admin: ApiClient;
let client: ApiClient;
let reviewerEmail: string;
/** Days ago of the visits built: four in the last 45 days (the longest list range), one before. */
const OFFSETS = [2, 10, 11, 30, 55];
const STATES = [0, 1, 2, 3, 4, 5];
/** Text questions per form: enough that the submitted visits give more than 1000 answers. */
const TEXTS = 25;
/**
 * Two clients (Northwind Beauty, whose client user signs in, and Acme Home Electronics), each with a form of
 * TEXTS text questions and a photo question, and a visit in every review state on every day of OFFSETS; each
 * submitted visit answers every question, its photo a stored JPEG. A dashboard only the reviewer sees, and
 * Northwind's dashboard of three widgets, one of them feedback.
 */
beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  const adminUser = await buildUser(db, { role: 'administrator' });
  const reviewerUser = await buildUser(db, { role: 'reviewer' });
  reviewerEmail = reviewerUser.email;
  const northwind = await buildClient(db, { name: 'Northwind Beauty' });
  const acme = await buildClient(db, { name: 'Acme Home Electronics' });
  const clientUser = await buildUser(db, {
    role: 'client',
    clientId: northwind.id,
    clientRoleId: api.config.clientRoleId,
  });
  const person = await buildTalent(db);
  for (const c of [northwind, acme]) {
    const project = await buildProject(db, { clientId: c.id });
    const texts = Array.from({ length: TEXTS }, (_, i) => formQuestion('single-line-input', `Text ${i + 1}`));
    const photo = formQuestion('photo-input', 'Shelf photo');
    const form = await buildForm(db, { tenancyClientId: c.id, questions: [...texts, photo] });
    for (const d of OFFSETS)
      for (const reviewState of STATES) {
        const doc = reviewState ? await buildDocument(db, { filesDir: api.filesDir }) : null;
        await buildVisit(db, {
          formId: form.id,
          clientId: c.id,
          projectId: project.id,
          talentId: person.id,
          reviewState,
          expectedCheckinTime: new Date(Date.now() - d * 86_400_000),
          answers: doc
            ? [
                ...texts.map((q, i) => ({ question: q, value: `Answer ${i + 1}` })),
                { question: photo, value: doc.uuid },
              ]
            : [],
        });
      }
  }
  await buildSavedDashboard(db, { title: 'My review queue', restrictTokenUserId: reviewerUser.id });
  const widgets = [
    await buildSavedWidget(db, { tenancyClientId: northwind.id, metaJson: { widgetType: 'percentage' } }),
    await buildSavedWidget(db, { tenancyClientId: northwind.id, metaJson: { widgetType: 'feedback' } }),
    await buildSavedWidget(db, { tenancyClientId: northwind.id, metaJson: { widgetType: 'pieChart' } }),
  ];
  await buildSavedDashboard(db, { title: 'Northwind overview', tenancyClientId: northwind.id, widgets });
  admin = await api.as(adminUser.email);
  client = await api.as(clientUser.email);
});
afterAll(async () => {
  await api?.close();
});

interface Visit {
  id: number;
  clientId: number;
  clientName: string;
  metaReviewState: number;
  privacy: number | null;
  metaJson: Record<string, unknown>;
  approvedBy: string | null;
  expectedCheckinTime: string;
}
interface Page {
  data: Visit[];
  total: number;
}
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
const visitDate = (from: string, to: string) => ({
  label: 'Visit Date',
  path: 'expectedCheckinTime',
  type: 'Date',
  data: [from, `${to} 23:59:59`],
});

describe('POST /api/v2/storeVisit/userStoreVisits', () => {
  it('pages the visits of the last 45 days (the longest list range), and every visit without a filter', async () => {
    const res = await admin<Page>('POST', '/api/v2/storeVisit/userStoreVisits', {
      filters: [visitDate(daysAgo(45), today)],
      pageSize: 10,
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.total).toBe(2 * STATES.length * OFFSETS.filter((d) => d <= 45).length);
    const all = await admin<Page>('POST', '/api/v2/storeVisit/userStoreVisits', { filters: [], pageSize: 10 });
    expect(all.body.data!.total).toBe(2 * STATES.length * OFFSETS.length);
    expect(res.body.data!.data).toHaveLength(10);
    const ids = res.body.data!.data.map((v) => v.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('gives the total with every page, past the end too, and pages that follow each other in both orders', async () => {
    const filters = [visitDate(daysAgo(45), today)];
    for (const sort of [undefined, { path: 'waitColor' }]) {
      const whole = await admin<Page>('POST', '/api/v2/storeVisit/userStoreVisits', { filters, sort, pageSize: 1000 });
      const total = whole.body.data!.total;
      expect(whole.body.data!.data).toHaveLength(total);
      const paged: number[] = [];
      for (let page = 1; page <= Math.ceil(total / 7) + 1; page++) {
        const res = await admin<Page>('POST', '/api/v2/storeVisit/userStoreVisits', {
          filters,
          sort,
          pageSize: 7,
          page,
        });
        expect(res.status).toBe(200);
        expect(res.body.data!.total).toBe(total);
        paged.push(...res.body.data!.data.map((v) => v.id));
      }
      expect(paged).toEqual(whole.body.data!.data.map((v) => v.id));
    }
  });

  it('has every review state, Resubmitted derived', async () => {
    const states = new Set<number>();
    for (let page = 1; page <= 2; page++) {
      const res = await admin<Page>('POST', '/api/v2/storeVisit/userStoreVisits', {
        filters: [],
        pageSize: 1000,
        page,
      });
      res.body.data!.data.forEach((v) => states.add(v.metaReviewState));
    }
    expect([...states].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('filters a date range inclusively by day', async () => {
    const day = daysAgo(10);
    const res = await admin<Page>('POST', '/api/v2/storeVisit/userStoreVisits', {
      filters: [visitDate(day, day)],
      pageSize: 1000,
    });
    expect(res.body.data!.data.length).toBeGreaterThan(0);
    expect(res.body.data!.data.every((v) => v.expectedCheckinTime.slice(0, 10) === day)).toBe(true);
  });

  it('refuses an unknown path, a bad date and too large a page', async () => {
    const unknown = await admin('POST', '/api/v2/storeVisit/userStoreVisits', {
      filters: [{ label: 'x', path: 'talent.email', data: ['a'] }],
    });
    expect(unknown.body.err).toBe('Unknown filter path: talent.email');
    const date = await admin('POST', '/api/v2/storeVisit/userStoreVisits', {
      filters: [visitDate('yesterday', today)],
    });
    expect(date.status).toBe(400);
    const big = await admin('POST', '/api/v2/storeVisit/userStoreVisits', { filters: [], pageSize: 5000 });
    expect(big.body.err).toMatch(/at most 1000/);
  });

  it("never gives a client user another client's visits or internal fields, whatever the filters", async () => {
    const res = await client<Page>('POST', '/api/v2/storeVisit/userStoreVisits', {
      filters: [
        visitDate(daysAgo(45), today),
        { label: 'Client Name', path: 'metaJson.corporation', data: ['Acme Home Electronics', 'Northwind Beauty'] },
      ],
      pageSize: 1000,
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.total).toBeGreaterThan(0);
    for (const v of res.body.data!.data) {
      expect(v.clientName).toBe('Northwind Beauty');
      expect(v.privacy).toBeNull();
      expect(v.approvedBy).toBeNull();
      expect(v.metaJson.mcFullName).toBeUndefined();
      expect(v.metaJson.mcEmail).toBeUndefined();
    }
    const internal = await client('POST', '/api/v2/storeVisit/userStoreVisits', {
      filters: [{ label: 'Review State', path: 'metaJson.reviewState', data: [1] }],
    });
    expect(internal.status).toBe(400);
  });

  it('hides a visit of another client from GET by id', async () => {
    const acme = await admin<Page>('POST', '/api/v2/storeVisit/userStoreVisits', {
      filters: [
        visitDate(daysAgo(45), today),
        { label: 'Client Name', path: 'metaJson.corporation', data: ['Acme Home Electronics'] },
      ],
      pageSize: 1,
    });
    const id = acme.body.data!.data[0].id;
    expect((await admin('GET', `/api/v2/storeVisit/id/${id}`)).status).toBe(200);
    expect((await client('GET', `/api/v2/storeVisit/id/${id}`)).status).toBe(404);
  });
});

describe('answers and documents', () => {
  it('answers by question keys for up to 1000 visits, with photo documents', async () => {
    const page = await admin<Page>('POST', '/api/v2/storeVisit/userStoreVisits', { filters: [], pageSize: 1000 });
    const ids = page.body.data!.data.map((v) => v.id);
    const res = await admin<{ storeVisitId: number; answerValue: string }[]>(
      'POST',
      '/api/v2/storeVisitFormAnswer/questionCanonicalKeys',
      { questionCanonicalKeys: [], svrResponses: ids },
    );
    expect(res.body.data!.length).toBeGreaterThan(1000);
    const uuids = res.body.data!.map((a) => a.answerValue).filter((v) => /^[0-9a-f]{8}-/.test(v ?? ''));
    const docs = await admin<{ uuid: string; url: string }[]>('POST', '/api/v2/document/uuids', {
      uuids: uuids.slice(0, 50),
    });
    expect(docs.body.data!.map((d) => d.uuid)).toEqual(uuids.slice(0, 50));
    const file = await fetch(api.url + docs.body.data![0].url); // a signed address: no cookie, no token
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/image\/(jpeg|png)/);
    const tooMany = await admin('POST', '/api/v2/storeVisitFormAnswer/questionCanonicalKeys', {
      questionCanonicalKeys: [],
      svrResponses: Array.from({ length: 1001 }, (_, i) => i + 1),
    });
    expect(tooMany.body.err).toBe('Invalid input. svrResponses: At most 1000 visit ids per request.');
  });

  it("gives a client user no answers of another client's visits", async () => {
    const acme = await admin<Page>('POST', '/api/v2/storeVisit/userStoreVisits', {
      filters: [
        visitDate(daysAgo(45), today),
        { label: 'Client Name', path: 'metaJson.corporation', data: ['Acme Home Electronics'] },
        { label: 'Review State', path: 'metaJson.reviewState', data: [3] },
      ],
      pageSize: 5,
    });
    const ids = acme.body.data!.data.map((v) => v.id);
    const res = await client<unknown[]>('POST', '/api/v2/storeVisitFormAnswer/questionCanonicalKeys', {
      questionCanonicalKeys: [],
      svrResponses: ids,
    });
    expect(res.body.data).toEqual([]);
  });
});

describe('dashboards and widgets', () => {
  it('shows restricted dashboards to their owner only and no feedback widget to clients', async () => {
    const reviewer = await api.as(reviewerEmail);
    const mine = await reviewer<{ title: string }[]>('GET', '/api/v2/savedDashboard/all');
    const theirs = await admin<{ title: string }[]>('GET', '/api/v2/savedDashboard/all');
    expect(mine.body.data!.map((d) => d.title)).toContain('My review queue');
    expect(theirs.body.data!.map((d) => d.title)).not.toContain('My review queue');
    const dash = await client<{ widgetIds: string }[]>('GET', '/api/v2/savedDashboard');
    const ids = dash.body.data![0].widgetIds.split(',').map(Number);
    const widgets = await client<{ metaJson: { widgetType: string } }[]>('POST', '/api/v2/savedWidget/ids', { ids });
    expect(widgets.body.data!.length).toBe(ids.length - 1);
    expect(widgets.body.data!.some((w) => w.metaJson.widgetType === 'feedback')).toBe(false);
  });
});
