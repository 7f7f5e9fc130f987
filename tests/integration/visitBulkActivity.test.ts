/**
 * Bulk approve, archive, activate, delete and reset write one activity row per changed report, in the
 * transaction of the change: skipped reports get none, and a refused call writes none.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity } from '../../api/src/db/schema.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import * as f from '../../api/src/testing/factories.js';

interface Visit {
  id: number;
  status: number;
  svrType: number;
  metaReviewState: number;
  metaMcEmail: string | null;
}
interface Entry {
  kind: string;
  actorEmail: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

let api: TestApi;
let admin: ApiClient;
let all: Visit[];
let adminEmail: string;
const used = new Set<number>();
const take = (n: number, where: (v: Visit) => boolean): Visit[] => {
  const found = all.filter((v) => !used.has(v.id) && where(v)).slice(0, n);
  if (found.length < n) throw new Error('Too few matching visits were built for this test.');
  found.forEach((v) => used.add(v.id));
  return found;
};
const rowsOf = (ids: number[], kind?: string) =>
  api.database.db
    .select()
    .from(activity)
    .where(
      kind ? and(inArray(activity.storeVisitId, ids), eq(activity.kind, kind)) : inArray(activity.storeVisitId, ids),
    );
const trail = async (id: number) => (await admin<Entry[]>('GET', `/api/v2/storeVisit/id/${id}/activity`)).body.data!;

/**
 * Visits of one client: a three-day report first (so that it comes last in the newest-first list), then
 * three waiting for approval, three approved and four more in other states.
 */
beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  adminEmail = (await f.buildUser(db, { role: 'administrator' })).email;
  const form = await f.buildForm(db);
  const project = await f.buildProject(db, { clientId: form.tenancyClientId! });
  const person = await f.buildTalent(db);
  const visit = (over: Parameters<typeof f.buildVisit>[1]) =>
    f.buildVisit(db, { formId: form.id, projectId: project.id, talentId: person.id, ...over });
  await visit({ days: 3, reviewState: 1 });
  for (const reviewState of [1, 1, 1, 3, 3, 3, 0, 2, 4, 5]) await visit({ reviewState });
  admin = await api.as(adminEmail);
  all = (await admin<{ data: Visit[] }>('POST', '/api/v2/storeVisit/userStoreVisits', { filters: [], pageSize: 1000 }))
    .body.data!.data;
});
afterAll(async () => {
  await api?.close();
});

describe('bulk actions leave an activity trail', () => {
  it('approve: one review-state row per approved report, none for a skipped one', async () => {
    const todo = take(2, (v) => v.metaReviewState === 1 && v.metaMcEmail !== adminEmail);
    const done = take(1, (v) => v.metaReviewState === 3);
    const before = (await rowsOf([...todo, ...done].map((v) => v.id))).length;
    const res = await admin('POST', '/api/v2/storeVisit/bulk/approve', { ids: [...todo, ...done].map((v) => v.id) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await rowsOf([...todo, ...done].map((v) => v.id))).length).toBe(before + 2);
    for (const v of todo) {
      expect((await trail(v.id))[0]).toMatchObject({
        kind: 'review.state',
        actorEmail: adminEmail,
        before: { reviewState: 1 },
        after: { reviewState: 3 },
      });
    }
    expect(
      (await rowsOf([done[0].id], 'review.state')).filter((r) => (r.after as { bulk?: boolean } | null)?.bulk),
    ).toHaveLength(0);
  });

  it('moves the report timestamp on, so a whole-list PUT naming the timestamp read before is refused as stale', async () => {
    const [v] = take(1, (x) => x.status === 1 && x.metaMcEmail !== adminEmail);
    const read = (await admin<{ timestamp: string }>('GET', `/api/v2/storeVisit/id/${v.id}`)).body.data!.timestamp;
    expect((await admin('POST', '/api/v2/storeVisit/bulk/archive', { ids: [v.id] })).status).toBe(200);
    const stale = await admin('PUT', `/api/v2/storeVisit/storevisitid/${v.id}`, { privacy: 0, timestamp: read });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
  });

  it('archive, activate and delete: one status row per changed report, with the move', async () => {
    const visits = take(3, (v) => v.status === 1);
    const ids = visits.map((v) => v.id);
    expect((await admin('POST', '/api/v2/storeVisit/bulk/archive', { ids })).status).toBe(200);
    expect((await trail(ids[0]))[0]).toMatchObject({
      kind: 'visit.status',
      before: { status: 1 },
      after: { status: 2 },
    });
    expect((await admin('POST', '/api/v2/storeVisit/bulk/activate', { ids })).status).toBe(200);
    expect((await admin('POST', '/api/v2/storeVisit/bulk/delete', { ids })).status).toBe(200);
    const rows = await rowsOf(ids, 'visit.status');
    expect(rows).toHaveLength(9);
    expect(
      rows
        .filter((r) => r.storeVisitId === ids[2])
        .sort((a, b) => a.id - b.id)
        .map((r) => [r.before, r.after]),
    ).toEqual([
      [{ status: 1 }, { status: 2, bulk: true }],
      [{ status: 2 }, { status: 1, bulk: true }],
      [{ status: 1 }, { status: 0, bulk: true }],
    ]);
    // Deleting them again skips them: no new row.
    expect((await admin('POST', '/api/v2/storeVisit/bulk/delete', { ids })).status).toBe(200);
    expect(await rowsOf(ids, 'visit.status')).toHaveLength(9);
  });

  it('reset: one row per reset report saying what it went back to; a refused reset writes none', async () => {
    const multiDay = take(1, (v) => v.svrType === 1);
    const [v] = take(1, (x) => x.metaReviewState === 3 && x.svrType !== 1);
    const before = (await rowsOf([multiDay[0].id, v.id])).length;
    expect((await admin('POST', '/api/v2/storeVisit/bulk/reset', { ids: [multiDay[0].id, v.id] })).status).toBe(409);
    expect((await rowsOf([multiDay[0].id, v.id])).length).toBe(before);

    const res = await admin('POST', `/api/v2/storeVisit/bulk/reset`, { ids: [v.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await rowsOf([multiDay[0].id, v.id])).length).toBe(before + 1);
    expect((await trail(v.id))[0]).toMatchObject({
      kind: 'review.state',
      before: { reviewState: 3 },
      after: { reviewState: 0, reset: true, resetBy: adminEmail },
    });
  });
});
