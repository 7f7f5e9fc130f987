/**
 * Notifications over REST (spec 001 §2.4, §3-§5, §7; issue 13): staff only; create with recipients checked
 * through the client's visits; send and cancel only while unsent, once (409 after); a scheduled one queued as a
 * job at its date in the create's transaction and sent by that job only if still due; the Sent list leaving out
 * the review decision's notifications; and the closed revision loop (a rejection names its NEEDS REVISION
 * questions).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import * as f from '../../api/src/testing/factories.js';
import {
  buildTalentWithVisits,
  deliveryRowsOf,
  jobsOfNotification,
  minutesFromNow,
  notificationBody,
} from '../../api/src/testing/factories/notifications.js';
import { notificationRecipients, notifications } from '../../api/src/db/schema.js';
import { runScheduledSend } from '../../api/src/notification/scheduled.js';
import { SCHEDULED_SEND_KIND } from '../../api/src/notification/write.js';
import { DELIVERY_JOB } from '../../api/src/notification/delivery/outbox.js';
import type { NotificationDetail } from '../../api/src/notification/presenter.js';

let api: TestApi;
let admin: ApiClient;
let reviewer: ApiClient;
let client: ApiClient;
let adminEmail: string;
let clientId: number;
let otherClientId: number;
/** Two talent with visits of the client (the first with two), one with a visit of another client only. */
let t1: Awaited<ReturnType<typeof buildTalentWithVisits>>;
let t2: Awaited<ReturnType<typeof buildTalentWithVisits>>;
let stranger: Awaited<ReturnType<typeof buildTalentWithVisits>>;

const base = '/api/v2/membership/notification';
type Page = { data: NotificationDetail[]; total: number; page: number; pageSize: number };

async function create(body: Record<string, unknown>) {
  const res = await admin<NotificationDetail>('POST', base, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data!;
}

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  adminEmail = (await f.buildUser(db, { role: 'administrator' })).email;
  const reviewerEmail = (await f.buildUser(db, { role: 'reviewer' })).email;
  clientId = (await f.buildClient(db)).id;
  otherClientId = (await f.buildClient(db)).id;
  const clientEmail = (await f.buildUser(db, { role: 'client', clientId, clientRoleId: api.config.clientRoleId }))
    .email;
  t1 = await buildTalentWithVisits(db, clientId, { visits: 2 });
  t2 = await buildTalentWithVisits(db, clientId);
  stranger = await buildTalentWithVisits(db, otherClientId);
  admin = await api.as(adminEmail, { clientId });
  reviewer = await api.as(reviewerEmail, { clientId });
  client = await api.as(clientEmail);
});

afterAll(async () => api?.close());

describe('who may call', () => {
  it('refuses a client user every call (403), and changes nothing', async () => {
    const n = await create(notificationBody([t1.talent.id]));
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['POST', `${base}/all`, { filters: [] }],
      ['GET', `${base}/autocomplete/title/Bring`],
      ['GET', `${base}/id/${n.id}`],
      ['POST', base, notificationBody([t1.talent.id])],
      ['PUT', `${base}/id/${n.id}`, { title: 'Changed by a client' }],
      ['DELETE', `${base}/id/${n.id}`],
      ['POST', `${base}/id/${n.id}/send`],
      ['POST', `${base}/id/${n.id}/cancel`],
    ];
    for (const [method, path, body] of calls) {
      const res = await client(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const [row] = await api.database.db.select().from(notifications).where(eq(notifications.id, n.id));
    expect(row).toMatchObject({ title: n.title, sent: 0 });
  });

  it('serves a reviewer (staff) as an administrator', async () => {
    expect((await reviewer('GET', base)).status).toBe(200);
  });
});

describe('create', () => {
  it('creates an unsent notification to the unique talent, each with the first selected visit of theirs', async () => {
    const [v1a, v1b] = t1.visits;
    const n = await create(
      notificationBody([t1.talent.id, t2.talent.id, t1.talent.id], {
        data: { action: 2 },
        storeVisitIds: [v1b.id, v1a.id, t2.visits[0].id],
      }),
    );
    expect(n).toMatchObject({
      title: 'Bring the new planogram',
      data: { action: 2 },
      type: 0,
      config: {},
      sent: 0,
      sentTimestamp: null,
      sentUserEmail: null,
      createUserEmail: adminEmail,
      clientId,
      recipientCount: 2,
    });
    const byTalent = new Map(n.recipients.map((r) => [r.talentId, r]));
    expect(byTalent.get(t1.talent.id)).toMatchObject({
      mcid: t1.talent.mcid,
      name: t1.talent.name,
      storeVisitId: Math.min(v1a.id, v1b.id),
      dateSeen: null,
      deliveries: [],
    });
    expect(byTalent.get(t2.talent.id)?.storeVisitId).toBe(t2.visits[0].id);
    const again = await admin<NotificationDetail>('GET', `${base}/id/${n.id}`);
    expect(again.body.data).toEqual(n);
  });

  it.each([
    ['an empty title', { title: '  ' }, 'Please fill all the information.'],
    ['an empty message', { message: '' }, 'Please fill all the information.'],
    ['an action below 0', { data: { action: -1 } }, 'Please fill all the information.'],
    ['no recipient', { users: [] }, 'Please first select records to send the notification.'],
    ['a type other than 0 or 1', { type: 2 }, 'type is 0 (immediate) or 1 (scheduled).'],
    ['a scheduled one without a date', { type: 1 }, 'A scheduled notification needs its date and time'],
    [
      'a scheduled one in the past',
      { type: 1, config: { scheduled: { date: minutesFromNow(-10) } } },
      'The scheduled date and time cannot be earlier than now.',
    ],
  ])('refuses %s (400), writing nothing', async (_what, change, message) => {
    const before = (await api.database.db.select().from(notifications)).length;
    const res = await admin('POST', base, { ...notificationBody([t1.talent.id]), ...change });
    expect(res.status).toBe(400);
    expect(res.body.err).toContain(message);
    expect(await api.database.db.select().from(notifications)).toHaveLength(before);
  });

  it('refuses talent with no visit of the chosen client, and a selected visit of another client', async () => {
    const res = await admin('POST', base, notificationBody([t1.talent.id, stranger.talent.id]));
    expect(res.status).toBe(400);
    expect(res.body.err).toBe(
      `Talent ${stranger.talent.id} has no visit of the chosen client: notifications go to the talent of its visits.`,
    );
    const visit = await admin('POST', base, {
      ...notificationBody([t1.talent.id]),
      storeVisitIds: [stranger.visits[0].id],
    });
    expect(visit.status).toBe(400);
    expect(visit.body.err).toBe(`Store visit ${stranger.visits[0].id} is not a visit of the chosen client.`);
    const unknown = await admin('POST', base, notificationBody([2_000_000_000]));
    expect(unknown.status).toBe(400);
  });
});

describe('send, cancel, change and delete', () => {
  it('sends once: sent = 1 with time and sender, one outbox row per recipient and one delivery job; again 409', async () => {
    const n = await create(notificationBody([t1.talent.id, t2.talent.id]));
    const sent = await admin<NotificationDetail>('POST', `${base}/id/${n.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ sent: 1, sentUserEmail: adminEmail });
    expect(Date.now() - Date.parse(sent.body.data!.sentTimestamp!)).toBeLessThan(60_000);
    const outbox = await deliveryRowsOf(api.database.db, n.id);
    expect(outbox.map((d) => d.channel)).toEqual(['inbox', 'inbox']);
    expect(sent.body.data!.recipients.every((r) => r.deliveries.length === 1)).toBe(true);

    const twice = await admin('POST', `${base}/id/${n.id}/send`);
    expect(twice.status).toBe(409);
    expect(twice.body.err).toBe('This notification has been sent already.');
    expect(await deliveryRowsOf(api.database.db, n.id)).toHaveLength(2);
    expect(await jobsOfNotification(api.database.db, DELIVERY_JOB, n.id)).toHaveLength(1);

    for (const [method, path, body] of [
      ['POST', `${base}/id/${n.id}/cancel`],
      ['PUT', `${base}/id/${n.id}`, { title: 'Too late' }],
      ['DELETE', `${base}/id/${n.id}`],
    ] as const) {
      const res = await admin(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(409);
      expect(res.body.err).toBe('This notification has been sent already.');
    }
  });

  it('five SENDs and a CANCEL at the same moment: one of them wins, the others are refused, one outbox', async () => {
    const n = await create(notificationBody([t1.talent.id, t2.talent.id]));
    const sends = Array.from({ length: 5 }, (_, i) => (i % 2 ? reviewer : admin)('POST', `${base}/id/${n.id}/send`));
    const all = await Promise.all([...sends, admin('POST', `${base}/id/${n.id}/cancel`)]);
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    expect(all.filter((r) => r.status === 409)).toHaveLength(5);
    const [row] = await api.database.db.select().from(notifications).where(eq(notifications.id, n.id));
    const sent = row.sent === 1;
    expect(await deliveryRowsOf(api.database.db, n.id)).toHaveLength(sent ? 2 : 0);
    expect(await jobsOfNotification(api.database.db, DELIVERY_JOB, n.id)).toHaveLength(sent ? 1 : 0);
  });

  it('cancels an unsent one (sent 0 → 2); then send, cancel, change and delete are refused', async () => {
    const n = await create(notificationBody([t1.talent.id]));
    const cancelled = await admin<NotificationDetail>('POST', `${base}/id/${n.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ sent: 2, sentTimestamp: null });
    for (const path of [`${base}/id/${n.id}/send`, `${base}/id/${n.id}/cancel`]) {
      const res = await admin('POST', path);
      expect(res.status).toBe(409);
      expect(res.body.err).toBe('This notification has been canceled.');
    }
    expect(await deliveryRowsOf(api.database.db, n.id)).toHaveLength(0);
  });

  it('changes an unsent one (PUT) and deletes it for good (DELETE)', async () => {
    const n = await create(notificationBody([t1.talent.id], { storeVisitIds: [t1.visits[0].id] }));
    const put = await admin<NotificationDetail>('PUT', `${base}/id/${n.id}`, {
      title: 'Corrected title',
      data: { action: 1 },
      users: [t2.talent.id, t1.talent.id],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ title: 'Corrected title', data: { action: 1 }, sent: 0 });
    // A talent kept keeps the visit they were chosen from; a new one has none unless storeVisitIds names it.
    const chosenFrom = new Map(put.body.data!.recipients.map((r) => [r.talentId, r.storeVisitId]));
    expect(Object.fromEntries(chosenFrom)).toEqual({ [t1.talent.id]: t1.visits[0].id, [t2.talent.id]: null });
    const bad = await admin('PUT', `${base}/id/${n.id}`, { users: [stranger.talent.id] });
    expect(bad.status).toBe(400);

    const gone = await admin('DELETE', `${base}/id/${n.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ id: n.id });
    expect((await admin('GET', `${base}/id/${n.id}`)).status).toBe(404);
    expect((await admin('POST', `${base}/id/${n.id}/send`)).status).toBe(404);
  });

  it('keeps to the chosen client: a notification of another client is 404 by id', async () => {
    const n = await create(notificationBody([t1.talent.id]));
    const elsewhere = await api.as(adminEmail, { clientId: otherClientId });
    expect((await elsewhere('GET', `${base}/id/${n.id}`)).status).toBe(404);
    expect((await elsewhere('POST', `${base}/id/${n.id}/send`)).status).toBe(404);
  });

  it('answers several notifications with their recipients in one call, only those of the chosen client', async () => {
    const a = await create(notificationBody([t1.talent.id, t2.talent.id]));
    const b = await create(notificationBody([t2.talent.id]));
    const both = await admin<NotificationDetail[]>('POST', `${base}/ids`, { ids: [b.id, a.id, 2_000_000] });
    expect(both.status).toBe(200);
    const byId = new Map(both.body.data!.map((n) => [n.id, n]));
    expect([...byId.keys()].sort()).toEqual([a.id, b.id].sort());
    expect(
      byId
        .get(a.id)!
        .recipients.map((r) => r.talentId)
        .sort(),
    ).toEqual([t1.talent.id, t2.talent.id].sort());
    expect(byId.get(b.id)!.recipients.map((r) => r.talentId)).toEqual([t2.talent.id]);
    expect(byId.get(a.id)!.recipientCount).toBe(2);

    const elsewhere = await api.as(adminEmail, { clientId: otherClientId });
    expect((await elsewhere<NotificationDetail[]>('POST', `${base}/ids`, { ids: [a.id, b.id] })).body.data).toEqual([]);
    expect((await client('POST', `${base}/ids`, { ids: [a.id] })).status).toBe(403);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await admin('POST', `${base}/ids`, { ids: tooMany })).status).toBe(400);
    expect((await admin('POST', `${base}/ids`, { ids: [] })).status).toBe(400);
  });
});

describe('scheduled', () => {
  it('queues its send at the date in the create; the job sends it once, if still due', async () => {
    const db = api.database.db;
    const date = minutesFromNow(60);
    const n = await create(notificationBody([t1.talent.id], { type: 1, config: { scheduled: { date } } }));
    expect(n).toMatchObject({ type: 1, config: { scheduled: { date } }, sent: 0 });
    const [job] = await jobsOfNotification(db, SCHEDULED_SEND_KIND, n.id);
    expect(job.runAfter.toISOString()).toBe(date);
    expect(job.params).toEqual({ notificationId: n.id, scheduledFor: date });

    // A new date queues another job; the first, run at its time, finds the date changed and sends nothing.
    const later = minutesFromNow(120);
    const moved = await admin('PUT', `${base}/id/${n.id}`, { config: { scheduled: { date: later } } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const queued = await jobsOfNotification(db, SCHEDULED_SEND_KIND, n.id);
    expect(queued.map((j) => j.runAfter.toISOString())).toEqual([date, later]);
    expect(await runScheduledSend(db, { notificationId: n.id, scheduledFor: date })).toBe('rescheduled');
    expect(await deliveryRowsOf(db, n.id)).toHaveLength(0);

    expect(await runScheduledSend(db, { notificationId: n.id, scheduledFor: later })).toBe('sent');
    const sent = await admin<NotificationDetail>('GET', `${base}/id/${n.id}`);
    expect(sent.body.data).toMatchObject({ sent: 1, sentUserEmail: adminEmail });
    // Run again (a restart before the job's end): nothing is sent twice.
    expect(await runScheduledSend(db, { notificationId: n.id, scheduledFor: later })).toBe('not unsent');
    expect(await deliveryRowsOf(db, n.id)).toHaveLength(1);
    expect(await jobsOfNotification(db, DELIVERY_JOB, n.id)).toHaveLength(1);
  });

  it('a PUT sending back a stored date now past is accepted; a new past date is refused', async () => {
    const past = minutesFromNow(-30);
    const n = await f.buildNotification(api.database.db, {
      type: 1,
      config: { scheduled: { date: past } },
      clientId,
      talentIds: [t1.talent.id],
    });
    const same = await admin('PUT', `${base}/id/${n.id}`, {
      title: 'Edited',
      type: 1,
      config: { scheduled: { date: past } },
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(await jobsOfNotification(api.database.db, SCHEDULED_SEND_KIND, n.id)).toHaveLength(0);
    const earlier = await admin('PUT', `${base}/id/${n.id}`, { config: { scheduled: { date: minutesFromNow(-60) } } });
    expect(earlier.status).toBe(400);
    expect(earlier.body.err).toBe('The scheduled date and time cannot be earlier than now.');
  });

  it('a cancelled or deleted scheduled notification is not sent by its job', async () => {
    const db = api.database.db;
    const date = minutesFromNow(5);
    const cancelled = await create(notificationBody([t1.talent.id], { type: 1, config: { scheduled: { date } } }));
    expect((await admin('POST', `${base}/id/${cancelled.id}/cancel`)).status).toBe(200);
    expect(await runScheduledSend(db, { notificationId: cancelled.id, scheduledFor: date })).toBe('not unsent');
    const deleted = await create(notificationBody([t1.talent.id], { type: 1, config: { scheduled: { date } } }));
    expect((await admin('DELETE', `${base}/id/${deleted.id}`)).status).toBe(200);
    expect(await runScheduledSend(db, { notificationId: deleted.id, scheduledFor: date })).toBe('gone');
    expect(await deliveryRowsOf(db, cancelled.id)).toHaveLength(0);
  });
});

describe('the Sent list', () => {
  it('pages newest first, searches the searchable columns, suggests values, and hides the visit decisions', async () => {
    const other = await f.buildClient(api.database.db);
    const db = api.database.db;
    const talent = await buildTalentWithVisits(db, other.id);
    const mine = await api.as(adminEmail, { clientId: other.id });
    const make = async (title: string, type = 0) =>
      f.buildNotification(db, { title, type, clientId: other.id, talentIds: [talent.talent.id] });
    await make('Visit Approved');
    await make('Visit Rejected');
    const scheduledApproved = await make('Visit Approved', 1);
    const a = await make('Safety briefing');
    const b = await make('Schedule change next week');
    await mine('POST', `${base}/id/${b.id}/send`);

    const list = await mine<Page>('GET', `${base}?page=1&pageSize=2`);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(list.body.data!.data.map((n) => n.id)).toEqual([b.id, a.id]);
    expect(list.body.data!.data[0].recipientCount).toBe(1);
    const all = await mine<Page>('GET', `${base}?pageSize=50&includeVisitNotifications=true`);
    expect(all.body.data!.total).toBe(5);

    const search = async (filters: unknown[], extra: Record<string, unknown> = {}) => {
      const res = await mine<Page>('POST', `${base}/all`, { filters, page: 1, pageSize: 50, ...extra });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data!.data.map((n) => n.id);
    };
    expect(await search([])).toEqual([b.id, a.id, scheduledApproved.id]);
    expect(await search([{ path: 'title', data: ['briefing'] }])).toEqual([a.id]);
    expect(await search([{ path: 'sent', data: [1] }])).toEqual([b.id]);
    expect(await search([{ path: 'sent', data: [1], exclude: true }])).toEqual([a.id, scheduledApproved.id]);
    expect(await search([{ path: 'type', data: [1] }])).toEqual([scheduledApproved.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await search([{ path: 'created', type: 'Date', data: [today, today] }])).toHaveLength(3);
    // A relative range runs on today's days, whatever stale days came with it (a saved 'Today' stays today).
    const stale = ['2020-01-01', '2020-01-01'];
    expect(await search([{ path: 'created', type: 'Date', data: stale, relative: 'today' }])).toHaveLength(3);
    expect(await search([{ path: 'created', type: 'Date', data: stale }])).toHaveLength(0);
    expect(await search([{ path: 'createUserEmail', data: ['nobody@'] }])).toEqual([]);
    expect(await search([{ path: 'sentUserEmail', data: [adminEmail.toUpperCase()] }])).toEqual([b.id]);
    expect(await search([], { sort: { path: 'title', direction: 'asc' } })).toEqual([a.id, b.id, scheduledApproved.id]);
    expect(await search([{ path: 'title', data: ['Visit'] }], { includeVisitNotifications: true })).toHaveLength(3);
    const unknown = await mine('POST', `${base}/all`, { filters: [{ path: 'password', data: ['x'] }] });
    expect(unknown.status).toBe(400);

    const suggested = await mine<string[]>('GET', `${base}/autocomplete/title/sCh`);
    expect(suggested.body.data).toEqual(['Schedule change next week']);
    const visitTitles = await mine<string[]>('GET', `${base}/autocomplete/title/Visit`);
    expect(visitTitles.body.data).toEqual(['Visit Approved']);
    expect((await mine('GET', `${base}/autocomplete/password/x`)).status).toBe(400);
  });
});

describe('the closed revision loop', () => {
  async function reportInReview() {
    const db = api.database.db;
    const questions = ['Shelf facing', 'Price tags', 'Endcap'].map((t) => f.formQuestion('single-line-input', t));
    const form = await f.buildForm(db, { tenancyClientId: clientId, questions });
    const talent = await f.buildTalent(db);
    const visit = await f.buildVisit(db, {
      formId: form.id,
      clientId,
      talentId: talent.id,
      reviewState: 2,
      answers: questions.map((question) => ({ question, value: 'done' })),
    });
    return { visit, talent, questions };
  }
  const review = (id: number) => `/api/v2/storeVisit/id/${id}/review`;
  /** The notifications sent about a visit (their recipient was chosen from it). */
  const aboutVisit = async (visitId: number) =>
    (
      await api.database.db
        .select({ n: notifications })
        .from(notifications)
        .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
        .where(eq(notificationRecipients.storeVisitId, visitId))
    ).map((r) => r.n);

  it('rejecting a report with two NEEDS REVISION marks sends its talent a Visit Rejected naming both', async () => {
    const { visit, talent, questions } = await reportInReview();
    for (const [q, feedback] of [
      [questions[2], 'The endcap photo is blurry.'],
      [questions[0], 'Face every product forward.'],
    ] as const) {
      const res = await admin('PUT', `${review(visit.id)}/revisionRequests/${q.uuid}`, { feedback });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const rejected = await admin('POST', `${review(visit.id)}/decision`, { reviewState: 4 });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);

    const [row] = await aboutVisit(visit.id);
    const found = await admin<Page>('POST', `${base}/all`, {
      filters: [{ path: 'title', data: ['Visit Rejected'] }],
      includeVisitNotifications: true,
    });
    const n = found.body.data!.data.find((x) => x.id === row?.id)!;
    expect(n).toMatchObject({
      title: 'Visit Rejected',
      type: 0,
      sent: 1,
      sentUserEmail: adminEmail,
      recipientCount: 1,
    });
    expect(n.message).toContain('was rejected');
    expect(n.message).toContain('- Shelf facing: Face every product forward.\n- Endcap: The endcap photo is blurry.');
    expect(n.message).not.toContain('Price tags');
    const detail = await admin<NotificationDetail>('GET', `${base}/id/${n.id}`);
    expect(detail.body.data!.recipients).toMatchObject([
      { talentId: talent.id, storeVisitId: visit.id, deliveries: [{ channel: 'inbox' }] },
    ]);
    // Hidden from the Sent list.
    const list = await admin<Page>('GET', `${base}?pageSize=1000`);
    expect(list.body.data!.data.some((x) => x.id === n.id)).toBe(false);
  });

  it('approving a report sends its talent a Visit Approved; a refused decision sends nothing', async () => {
    const { visit, talent } = await reportInReview();
    const approved = await admin('POST', `${review(visit.id)}/decision`, { reviewState: 3, feedback: 'Great work.' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const twice = await admin('POST', `${review(visit.id)}/decision`, { reviewState: 3 });
    expect(twice.status).toBe(409);
    const decisions = await aboutVisit(visit.id);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({ title: 'Visit Approved', sent: 1 });
    expect(decisions[0].message).toContain('was approved.\n\nFeedback: Great work.');
    const detail = await admin<NotificationDetail>('GET', `${base}/id/${decisions[0].id}`);
    expect(detail.body.data!.recipients.map((r) => r.talentId)).toEqual([talent.id]);
  });

  it('the spec whole-list PUT rejecting a report, and the list bulk approve, notify the talent too', async () => {
    const rejected = await reportInReview();
    const [q] = rejected.questions;
    const put = await admin('PUT', `/api/v2/storeVisit/storevisitid/${rejected.visit.id}`, {
      metaJson: { reviewState: 4 },
      formState: { feedback: { message: '', questions: { [q.uuid]: 'Redo the facing.' } } },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const [fromPut] = await aboutVisit(rejected.visit.id);
    expect(fromPut).toMatchObject({ title: 'Visit Rejected', sent: 1 });
    expect(fromPut.message).toContain('- Shelf facing: Redo the facing.');

    const a = await reportInReview();
    const b = await reportInReview();
    const bulk = await admin('POST', '/api/v2/storeVisit/bulk/approve', { ids: [a.visit.id, b.visit.id] });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    for (const r of [a, b]) {
      const sent = await aboutVisit(r.visit.id);
      expect(sent.map((n) => [n.title, n.sent])).toEqual([['Visit Approved', 1]]);
      expect(await deliveryRowsOf(api.database.db, sent[0].id)).toHaveLength(1);
    }
  });
});
