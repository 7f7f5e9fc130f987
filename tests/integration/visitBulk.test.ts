/**
 * Bulk actions on reports over REST (spec 001 §2.2, §4, §5): approve refuses the caller's own reports,
 * reset refuses multi-day reports and non-administrators, status actions skip what is already there,
 * and a refused call changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import * as f from '../../api/src/testing/factories.js';

interface Visit {
  id: number;
  clientId: number;
  projectName: string;
  status: number;
  svrType: number;
  formId: number | null;
  metaReviewState: number;
  metaMcEmail: string | null;
  approvedBy: string | null;
  expectedCheckinTime: string;
  actualCheckinTime: string | null;
  actualCheckoutTime: string | null;
  actualCheckinLatitude: number | null;
  actualCheckinDistanceKm: number | null;
  formState: { visitedQuestions?: unknown[]; feedback?: { message?: string } };
  metaJson: Record<string, unknown>;
}
interface Page {
  data: Visit[];
  total: number;
}
interface Result {
  changed: number[];
  skipped: number[];
  changedCount: number;
  skippedCount: number;
}

let api: TestApi;
let admin: ApiClient;
let reviewer: ApiClient;
let client: ApiClient;
let all: Visit[];
let adminEmail: string;
let reviewerEmail: string;
/** Northwind Beauty (the client user's) and Acme Home Electronics. */
let northwindId: number;
let acmeId: number;
const used = new Set<number>();
/** Visits no other test has touched yet. */
const take = (n: number, where: (v: Visit) => boolean): Visit[] => {
  const found = all.filter((v) => !used.has(v.id) && where(v)).slice(0, n);
  if (found.length < n) throw new Error('Too few matching visits were built for this test.');
  found.forEach((v) => used.add(v.id));
  return found;
};
const get = async (id: number) => (await admin<Visit>('GET', `/api/v2/storeVisit/id/${id}`)).body.data!;
const statusOf = async (ids: number[]) => {
  const res = await admin<Page>('POST', '/api/v2/storeVisit/userStoreVisits', { filters: [], pageSize: 1000 });
  return ids.map((id) => res.body.data!.data.find((v) => v.id === id)?.status ?? 0);
};

/** Review states of the visits built for each client. */
const STATES = [0, 0, 1, 1, 1, 1, 1, 2, 3, 3, 3, 3, 3, 4, 5, 5];

/**
 * Two clients, each with a visit in each of STATES and two archived approved ones; a report filed by the
 * reviewer (a talent with the reviewer's e-mail) waiting for approval, and a three-day report.
 */
async function buildRecords() {
  const db = api.database.db;
  adminEmail = (await f.buildUser(db, { role: 'administrator' })).email;
  reviewerEmail = (await f.buildUser(db, { role: 'reviewer' })).email;
  const clients = [await f.buildClient(db), await f.buildClient(db)];
  [northwindId, acmeId] = clients.map((c) => c.id);
  const clientEmail = (
    await f.buildUser(db, { role: 'client', clientId: northwindId, clientRoleId: api.config.clientRoleId })
  ).email;
  const person = await f.buildTalent(db);
  for (const c of clients) {
    const form = await f.buildForm(db, { tenancyClientId: c.id });
    const project = await f.buildProject(db, { clientId: c.id });
    const visit = (over: Parameters<typeof f.buildVisit>[1]) =>
      f.buildVisit(db, { formId: form.id, clientId: c.id, projectId: project.id, talentId: person.id, ...over });
    // First, so that they come last in the list (newest first) and the pickers of other tests leave them.
    if (c.id === northwindId) {
      await visit({ days: 3, reviewState: 1 });
      await visit({ talentId: (await f.buildTalent(db, { email: reviewerEmail })).id, reviewState: 1 });
    }
    for (const reviewState of STATES) await visit({ reviewState });
    for (let i = 0; i < 2; i++) await visit({ reviewState: 3, status: 2 });
  }
  return clientEmail;
}

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const clientEmail = await buildRecords();
  admin = await api.as(adminEmail);
  reviewer = await api.as(reviewerEmail);
  client = await api.as(clientEmail);
  all = (await admin<Page>('POST', '/api/v2/storeVisit/userStoreVisits', { filters: [], pageSize: 1000 })).body.data!
    .data;
});
afterAll(async () => {
  await api?.close();
});

const pending = (v: Visit) => v.metaReviewState === 1 && v.metaMcEmail !== reviewerEmail;

describe('bulk approve', () => {
  it("refuses the caller's own reports, listing them by date and project, and changes nothing", async () => {
    const others = take(2, pending);
    const own = take(1, (v) => v.metaMcEmail === reviewerEmail && v.metaReviewState === 1);
    const res = await reviewer<Result>('POST', '/api/v2/storeVisit/bulk/approve', {
      ids: [...others, ...own].map((v) => v.id),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You can not edit the status of an SVR you have submitted.');
    expect(res.body.details).toEqual([
      { id: own[0].id, date: own[0].expectedCheckinTime.slice(0, 10), projectName: own[0].projectName },
    ]);
    for (const v of [...others, ...own]) expect((await get(v.id)).metaReviewState).toBe(v.metaReviewState);
    // Another reviewer may approve it.
    const byAdmin = await admin<Result>('POST', '/api/v2/storeVisit/bulk/approve', { ids: own.map((v) => v.id) });
    expect(byAdmin.body.data).toMatchObject({ changed: [own[0].id], skippedCount: 0 });
  });

  it('approves reports not yet approved and skips and counts those already approved', async () => {
    const todo = take(2, (v) => pending(v) || v.metaReviewState === 5);
    const done = take(1, (v) => v.metaReviewState === 3);
    const res = await reviewer<Result>('POST', '/api/v2/storeVisit/bulk/approve', {
      ids: [...todo, ...done].map((v) => ({ id: v.id })),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      changed: todo.map((v) => v.id).sort((a, b) => a - b),
      skipped: [done[0].id],
      changedCount: 2,
      skippedCount: 1,
    });
    const after = await get(todo[0].id);
    expect(after.metaReviewState).toBe(3);
    expect(after.approvedBy).toBe(reviewerEmail);
    expect(after.metaJson.reviewedBy).toBe(reviewerEmail);
  });

  it('refuses reports still in Pending Submission, and client users', async () => {
    const unsubmitted = take(1, (v) => v.metaReviewState === 0);
    const res = await admin('POST', '/api/v2/storeVisit/bulk/approve', { ids: unsubmitted.map((v) => v.id) });
    expect(res.status).toBe(409);
    expect(res.body.details).toMatchObject([{ id: unsubmitted[0].id }]);
    expect((await client('POST', '/api/v2/storeVisit/bulk/approve', { ids: [1] })).status).toBe(403);
  });

  it('refuses the whole call when one id is unknown or out of the tenancy, changing nothing', async () => {
    const [nb] = take(1, (v) => pending(v) && v.clientId === northwindId);
    const [acme] = take(1, (v) => pending(v) && v.clientId === acmeId);
    const scoped = await api.as(adminEmail, { clientId: northwindId });
    const res = await scoped('POST', '/api/v2/storeVisit/bulk/approve', { ids: [nb.id, acme.id] });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(`Store visit ${acme.id} does not exist or is not yours to change.`);
    expect((await get(nb.id)).metaReviewState).toBe(1);
    expect((await admin('POST', '/api/v2/storeVisit/bulk/approve', { ids: [] })).body.message).toBe(
      'Invalid input. ids: Select at least one report.',
    );
  });
});

describe('archive, activate and delete', () => {
  it('skips and counts reports already in the target status', async () => {
    const active = take(2, (v) => v.status === 1);
    const archived = take(1, (v) => v.status === 2);
    const ids = [...active, ...archived].map((v) => v.id);
    const archive = await admin<Result>('POST', '/api/v2/storeVisit/bulk/archive', { ids });
    expect(archive.body.data).toMatchObject({
      changed: active.map((v) => v.id).sort((a, b) => a - b),
      skipped: [archived[0].id],
      changedCount: 2,
      skippedCount: 1,
    });
    expect(await statusOf(ids)).toEqual([2, 2, 2]);
    const activate = await admin<Result>('POST', '/api/v2/storeVisit/bulk/activate', { ids });
    expect(activate.body.data).toMatchObject({ changedCount: 3, skippedCount: 0 });
    const again = await admin<Result>('POST', '/api/v2/storeVisit/bulk/activate', { ids });
    expect(again.body.data).toMatchObject({ changed: [], changedCount: 0, skippedCount: 3 });
    expect(await statusOf(ids)).toEqual([1, 1, 1]);
  });

  it('deletes one report (status 0) and skips it the second time; bulk delete too', async () => {
    const [one, two, three] = take(3, (v) => v.status === 1);
    const res = await admin<Result>('DELETE', `/api/v2/storeVisit/id/${one.id}`);
    expect(res.body.data).toMatchObject({ changed: [one.id], skippedCount: 0 });
    expect((await admin('GET', `/api/v2/storeVisit/id/${one.id}`)).status).toBe(404);
    expect((await admin<Result>('DELETE', `/api/v2/storeVisit/id/${one.id}`)).body.data).toMatchObject({
      changed: [],
      skipped: [one.id],
    });
    const bulk = await admin<Result>('POST', '/api/v2/storeVisit/bulk/delete', { ids: [one.id, two.id, three.id] });
    expect(bulk.body.data).toMatchObject({ changedCount: 2, skipped: [one.id] });
    expect((await admin('GET', `/api/v2/storeVisit/id/${three.id}`)).status).toBe(404);
  });

  it('is for administrators only', async () => {
    const [v] = take(1, (x) => x.status === 1);
    for (const path of ['archive', 'activate', 'delete', 'reset']) {
      const res = await reviewer('POST', `/api/v2/storeVisit/bulk/${path}`, { ids: [v.id] });
      expect([res.status, res.body.message]).toEqual([403, 'Only administrators can do this.']);
    }
    expect((await reviewer('DELETE', `/api/v2/storeVisit/id/${v.id}`)).status).toBe(403);
    expect((await client('DELETE', `/api/v2/storeVisit/id/${v.id}`)).status).toBe(403);
    expect(await statusOf([v.id])).toEqual([1]);
  });
});

describe('reset', () => {
  it('refuses a multi-day report with the spec message, changing nothing', async () => {
    const [multi] = take(1, (v) => v.svrType === 1 && v.metaReviewState !== 0);
    const res = await admin('POST', `/api/v2/storeVisit/id/${multi.id}/reset`);
    expect([res.status, res.body.message]).toEqual([409, 'MultiDay SVRs can’t be reset.']);
    const [single] = take(1, (v) => v.svrType === 0 && v.metaReviewState === 3);
    const bulk = await admin('POST', '/api/v2/storeVisit/bulk/reset', { ids: [single.id, multi.id] });
    expect(bulk.status).toBe(409);
    expect((await get(single.id)).metaReviewState).toBe(3);
    expect((await get(multi.id)).metaReviewState).toBe(multi.metaReviewState);
  });

  it('refuses non-administrators', async () => {
    const [v] = take(1, (x) => x.svrType === 0 && x.metaReviewState === 3);
    expect((await reviewer('POST', `/api/v2/storeVisit/id/${v.id}/reset`)).status).toBe(403);
    expect((await client('POST', `/api/v2/storeVisit/id/${v.id}/reset`)).status).toBe(403);
    expect((await get(v.id)).metaReviewState).toBe(3);
  });

  it('sets Active and Pending Submission with the awaitingOverwrite note, and clears what the spec lists', async () => {
    const [v] = take(
      1,
      (x) => x.svrType === 0 && x.metaReviewState === 3 && x.status === 1 && x.actualCheckinTime !== null,
    );
    await admin('POST', '/api/v2/storeVisit/bulk/archive', { ids: [v.id] });
    const res = await admin<Result>('POST', `/api/v2/storeVisit/id/${v.id}/reset`);
    expect(res.body.data).toMatchObject({ changed: [v.id] });
    const after = await get(v.id);
    expect(after).toMatchObject({
      status: 1,
      metaReviewState: 0,
      formId: null,
      approvedBy: null,
      actualCheckinTime: null,
      actualCheckoutTime: null,
      actualCheckinLatitude: null,
      actualCheckinDistanceKm: null,
    });
    expect(after.formState.visitedQuestions).toEqual([]);
    expect(after.formState.feedback).toEqual({ message: '', questions: {} });
    expect(after.metaJson).toMatchObject({
      reviewState: 0,
      awaitingOverwrite: true,
      resetBy: adminEmail,
      retailer: v.metaJson.retailer,
    });
    expect((await admin<Result>('POST', `/api/v2/storeVisit/id/${v.id}/reset`)).body.data).toMatchObject({
      changed: [],
      skipped: [v.id],
    });
  });
});
