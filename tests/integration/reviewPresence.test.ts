/**
 * Reviewer throughput over REST (issue 15): who else has a report's review page open (a heartbeat while the
 * page is open, gone after the window or when the page closes; staff only) and the next pending report (the
 * review queue's order, id descending and wrapping, Pending Review / Resubmitted only, never the caller's own,
 * never one another reviewer has open, inside the caller's tenancy).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../api/src/testing/factories.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';

let api: TestApi;
let ann: ApiClient;
let bob: ApiClient;
let annEmail: string;
let clientUser: ApiClient;
let clientId: number;
let projectId: number;

interface Reviewer {
  userId: number;
  name: string;
  email: string;
  since: string;
}

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  clientId = (await f.buildClient(db)).id;
  projectId = (await f.buildProject(db, { clientId })).id;
  const a = await f.buildUser(db, { role: 'reviewer', name: 'Ann Reviewer' });
  annEmail = a.email;
  ann = await api.as(a.email, { clientId, projectId });
  bob = await api.as((await f.buildUser(db, { role: 'reviewer', name: 'Bob Reviewer' })).email, {
    clientId,
    projectId,
  });
  clientUser = await api.as((await f.buildUser(db, { role: 'client', clientId })).email);
});
afterAll(async () => {
  await api?.close();
});

const presence = (id: number) => `/api/v2/storeVisit/id/${id}/review/presence`;
const nextPending = (id: number) => `/api/v2/storeVisit/id/${id}/review/nextPending`;
const visit = (overrides: Parameters<typeof f.buildVisit>[1] = {}) =>
  f.buildVisit(api.database.db, { clientId, projectId, privacy: 0, ...overrides });

describe('presence on the review page', () => {
  it('a heartbeat makes the caller a reviewer others see, with the time they opened it; the caller never sees themself', async () => {
    const v = await visit();
    const first = await ann<Reviewer[]>('POST', presence(v.id));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual([]);

    const seen = await bob<Reviewer[]>('GET', presence(v.id));
    expect(seen.body.data?.map((r) => r.name)).toEqual(['Ann Reviewer']);
    const since = seen.body.data![0].since;

    // Bob opens it too: Ann now sees Bob; Ann's second beat keeps her "since".
    expect((await bob<Reviewer[]>('POST', presence(v.id))).body.data?.map((r) => r.name)).toEqual(['Ann Reviewer']);
    const again = await ann<Reviewer[]>('POST', presence(v.id));
    expect(again.body.data?.map((r) => r.name)).toEqual(['Bob Reviewer']);
    expect((await bob<Reviewer[]>('GET', presence(v.id))).body.data?.[0].since).toBe(since);
  });

  it('leaving removes the row at once, and a heartbeat older than 60 s no longer counts', async () => {
    const v = await visit();
    await ann('POST', presence(v.id));
    expect((await ann('DELETE', presence(v.id))).status).toBe(200);
    expect((await bob<Reviewer[]>('DELETE', presence(v.id))).body.data).toEqual([]);
    expect((await bob<Reviewer[]>('GET', presence(v.id))).body.data).toEqual([]);

    await ann('POST', presence(v.id));
    await api.database.db.execute(
      sql`UPDATE review_presence SET seen_at = now() - interval '61 seconds', since = now() - interval '5 minutes' WHERE store_visit_id = ${v.id}`,
    );
    expect((await bob<Reviewer[]>('GET', presence(v.id))).body.data).toEqual([]);
    // Coming back later starts a new "since".
    await ann('POST', presence(v.id));
    const back = (await bob<Reviewer[]>('GET', presence(v.id))).body.data!;
    expect(Date.now() - new Date(back[0].since).getTime()).toBeLessThan(30_000);
  });

  it('client users neither send nor read presence (403), and a report outside the tenancy is 404', async () => {
    const v = await visit();
    expect((await clientUser('POST', presence(v.id))).status).toBe(403);
    expect((await clientUser('GET', presence(v.id))).status).toBe(403);
    const other = await f.buildVisit(api.database.db, { privacy: 0 });
    expect((await ann('POST', presence(other.id))).status).toBe(404);
  });
});

describe('next pending report', () => {
  it('follows the queue order (id descending), wraps, and skips decided, own, open and foreign reports', async () => {
    // A project of its own, so the other tests' reports do not interleave.
    const db = api.database.db;
    const pid = (await f.buildProject(db, { clientId })).id;
    const me = await api.as(annEmail, { clientId, projectId: pid });
    const other = await api.as((await f.buildUser(db, { role: 'reviewer' })).email, { clientId, projectId: pid });
    const ownTalent = await f.buildTalent(db, { email: annEmail.toUpperCase() });
    const mk = (o: Parameters<typeof f.buildVisit>[1] = {}) => visit({ projectId: pid, ...o });
    const p1 = await mk(); // pending review
    const approved = await mk({ reviewState: 3 });
    const p2 = await mk({ reviewState: 5 }); // resubmitted
    await mk({ talentId: ownTalent.id }); // Ann's own report
    const open = await mk();
    const inReview = await mk({ reviewState: 2 });
    const p3 = await mk();
    await f.buildVisit(db, { privacy: 0 }); // another client's, newer than all of them
    await other('POST', presence(open.id));

    const next = async (id: number) => {
      const res = await me<{ id: number | null }>('GET', nextPending(id));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data!.id;
    };
    expect(await next(p3.id)).toBe(p2.id);
    expect(await next(inReview.id)).toBe(p2.id);
    expect(await next(p2.id)).toBe(p1.id);
    expect(await next(approved.id)).toBe(p1.id);
    expect(await next(p1.id)).toBe(p3.id); // wraps to the newest
    // Once the other reviewer leaves, the open report is next again.
    await other('DELETE', presence(open.id));
    expect(await next(p3.id)).toBe(open.id);
    // The only pending one left is this one: none.
    await db.execute(sql`UPDATE store_visits SET review_state = 3 WHERE project_id = ${pid} AND id <> ${p1.id}`);
    expect(await next(p1.id)).toBeNull();
    expect((await clientUser('GET', nextPending(p1.id))).status).toBe(403);
  });
});
