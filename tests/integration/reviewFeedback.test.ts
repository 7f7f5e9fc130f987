/**
 * Feedback, rejection records and the talent's approved date over REST (spec 001 §3, §5, §7): feedback
 * needs a non-blank text, who wrote it comes from the session, each save is in the report's trail, and a
 * refused save writes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejections } from '../../api/src/db/schema.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import * as f from '../../api/src/testing/factories.js';
import { Demo, text, type Visit } from './reviewFixtures.js';

let api: TestApi;
let admin: ApiClient;
let reviewer: ApiClient;
let demo: Demo;
let adminUser: { id: number; email: string };
let reviewerUser: { email: string; name: string };

/**
 * The reports the tests pick from (Demo.load reads them through the api): four in each of review states 1
 * to 3, and two rejected ones with their rejection on file.
 */
beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  adminUser = await f.buildUser(db, { role: 'administrator' });
  reviewerUser = await f.buildUser(db, { role: 'reviewer' });
  const form = await f.buildForm(db);
  for (const reviewState of [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4]) {
    const v = await f.buildVisit(db, { formId: form.id, reviewState });
    if (reviewState === 4) await f.buildRejection(db, { storeVisitId: v.id, by: adminUser });
  }
  admin = await api.as(adminUser.email);
  reviewer = await api.as(reviewerUser.email);
  demo = await Demo.load(api, admin);
});
afterAll(async () => {
  await api?.close();
});

interface FeedbackText {
  feedback_canonicalkey: string;
  feedbacktext: string;
  createdby: string;
  createdbyemail: string;
  createddate: string;
  feedbackresolvedstatus: number;
}
interface Feedback {
  canonicalkey: string;
  feedbackstatus: number;
  feedbacktype: string;
  docid: string | null;
  storevisitid: number;
  feedbacktexts: FeedbackText[];
}
interface Rejection {
  id: number;
  storevisitid: number;
  eventid: string | null;
  userid: number;
  rejectedby: string;
  rejecteddate: string;
}

const usable = (state: number) => (v: Visit) =>
  v.metaMcEmail !== reviewerUser.email && v.status === 1 && v.metaReviewState === state;
const feedbackOf = async (id: number) =>
  (await admin<Feedback[]>('GET', `/api/v2/svrfeedback/getfeedback/id/${id}`)).body.data!;

describe('feedback (SVR FEEDBACK, the feedback widget)', () => {
  it('saves a thread and its text; the author comes from the session; both are in the trail', async () => {
    const [v] = demo.take(1, usable(2));
    const before = await feedbackOf(v.id);
    const thread = await reviewer<Feedback>('POST', '/api/v2/svrfeedback/savefeedback', {
      feedbackstatus: 0,
      feedbacktype: 'svr',
      docid: null,
      storevisitid: v.id,
    });
    expect(thread.status, JSON.stringify(thread.body)).toBe(201);
    expect(thread.body.data).toMatchObject({
      feedbackstatus: 0,
      feedbacktype: 'svr',
      storevisitid: v.id,
      feedbacktexts: [],
    });
    const key = thread.body.data!.canonicalkey;
    const saved = await reviewer<FeedbackText>('POST', '/api/v2/svrfeedbackinfo/savefeedbackinfo', {
      feedback_canonicalkey: key,
      feedbacktext: '  Please retake the shelf photo.  ',
      createdby: 'Someone Else',
      createdbyemail: 'else@example.com',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.data).toMatchObject({
      feedback_canonicalkey: key,
      feedbacktext: 'Please retake the shelf photo.',
      createdby: reviewerUser.name,
      createdbyemail: reviewerUser.email,
      feedbackresolvedstatus: 0,
    });
    const list = await feedbackOf(v.id);
    expect(list).toHaveLength(before.length + 1);
    expect(list[0]).toMatchObject({
      canonicalkey: key,
      feedbacktexts: [{ feedbacktext: 'Please retake the shelf photo.' }],
    });
    const trail = await demo.trail(v.id);
    expect(trail.map((r) => r.kind)).toEqual(['feedback.text', 'feedback.save']);
    expect(trail[0].after).toMatchObject({ feedbacktext: 'Please retake the shelf photo.' });

    // Resolving the thread: the same key, a new status, recorded with before and after.
    const resolved = await reviewer<Feedback>('POST', '/api/v2/svrfeedback/savefeedback', {
      canonicalkey: key,
      feedbackstatus: 1,
      storevisitid: v.id,
    });
    expect([resolved.status, resolved.body.data!.feedbackstatus, resolved.body.data!.feedbacktexts.length]).toEqual([
      200, 1, 1,
    ]);
    expect((await demo.trail(v.id))[0]).toMatchObject({
      kind: 'feedback.save',
      before: { feedbackstatus: 0 },
      after: { feedbackstatus: 1 },
    });
  });

  it('refuses a blank (trimmed) text and an unknown thread, writing nothing', async () => {
    const [v] = demo.take(1, usable(2));
    const key = (await reviewer<Feedback>('POST', '/api/v2/svrfeedback/savefeedback', { storevisitid: v.id })).body
      .data!.canonicalkey;
    const count = await demo.activityCount(v.id);
    for (const feedbacktext of ['', '   \n\t ', undefined, 12]) {
      const res = await reviewer('POST', '/api/v2/svrfeedbackinfo/savefeedbackinfo', {
        feedback_canonicalkey: key,
        feedbacktext,
      });
      expect([res.status, res.body.message]).toEqual([400, 'Please enter a feedback message.']);
    }
    const unknown = await reviewer('POST', '/api/v2/svrfeedbackinfo/savefeedbackinfo', {
      feedback_canonicalkey: '7d1c3a7e-1111-4c1b-9a77-8f2d1e0c9b10',
      feedbacktext: 'x',
    });
    expect([unknown.status, unknown.body.message]).toEqual([
      404,
      'No feedback has the canonical key 7d1c3a7e-1111-4c1b-9a77-8f2d1e0c9b10: save the feedback first.',
    ]);
    expect((await feedbackOf(v.id)).find((f) => f.canonicalkey === key)!.feedbacktexts).toEqual([]);
    expect(await demo.activityCount(v.id)).toBe(count);
  });

  it('refuses a thread key of another report, and reports the caller may not see', async () => {
    const [a, b] = demo.take(2, usable(1));
    const key = (await reviewer<Feedback>('POST', '/api/v2/svrfeedback/savefeedback', { storevisitid: a.id })).body
      .data!.canonicalkey;
    const res = await reviewer('POST', '/api/v2/svrfeedback/savefeedback', { canonicalkey: key, storevisitid: b.id });
    expect([res.status, res.body.message]).toEqual([409, `The feedback ${key} belongs to another SVR (${a.id}).`]);
    expect(await feedbackOf(b.id)).toEqual(await feedbackOf(b.id));
    expect((await reviewer('POST', '/api/v2/svrfeedback/savefeedback', { storevisitid: 99999999 })).status).toBe(404);
    expect(
      (await reviewer('POST', '/api/v2/svrfeedback/savefeedback', { storevisitid: a.id, feedbackstatus: 3 })).body
        .message,
    ).toBe('Invalid input. feedbackstatus: feedbackstatus is 0 (open) or 1 (resolved).');
    expect((await admin('GET', '/api/v2/svrfeedback/getfeedback/id/99999999')).status).toBe(404);
  });
});

describe('rejection records', () => {
  it('the reject of the PUT is recorded once: saverejectedbyusers then answers that record', async () => {
    const [v] = demo.take(1, usable(2));
    const rejected = await reviewer('PUT', `/api/v2/storeVisit/storevisitid/${v.id}`, {
      metaJson: text({ reviewState: 4 }),
    });
    expect(rejected.status).toBe(200);
    const list = (await admin<Rejection[]>('GET', `/api/v2/svrrejectedbyusers/getrejectedbyusers/id/${v.id}`)).body
      .data!;
    const count = await demo.activityCount(v.id);
    const res = await reviewer<Rejection>('POST', '/api/v2/svrrejectedbyusers/saverejectedbyusers', {
      storevisitid: v.id,
      eventid: v.eventId,
      userid: 99,
      rejectedby: 'someone@else.com',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual(list[0]);
    expect(res.body.data).toMatchObject({ rejectedby: reviewerUser.email, eventid: v.eventId });
    expect(
      (await admin<Rejection[]>('GET', `/api/v2/svrrejectedbyusers/getrejectedbyusers/id/${v.id}`)).body.data,
    ).toEqual(list);
    expect(await demo.activityCount(v.id)).toBe(count);
  });

  it('records a rejection of a Rejected report whose rejection has no record, and refuses other states', async () => {
    const [old] = demo.take(1, usable(4));
    // Its rejection is on file (buildRejection); a report rejected by the old system without a record gets one.
    await api.database.db.delete(rejections).where(eq(rejections.storeVisitId, old.id));
    const res = await admin<Rejection>('POST', '/api/v2/svrrejectedbyusers/saverejectedbyusers', {
      storevisitid: old.id,
      eventid: 'EV-unknown',
    });
    expect([res.status, res.body.message]).toEqual([400, `The event EV-unknown is not an event of SVR ${old.id}.`]);
    const ok = await admin<Rejection>('POST', '/api/v2/svrrejectedbyusers/saverejectedbyusers', {
      storevisitid: old.id,
      eventid: old.eventId,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data).toMatchObject({ storevisitid: old.id, eventid: old.eventId, rejectedby: adminUser.email });
    expect((await demo.trail(old.id))[0]).toMatchObject({ kind: 'rejection.create', actorEmail: adminUser.email });

    const [pending] = demo.take(1, usable(1));
    const before = (await admin<Rejection[]>('GET', `/api/v2/svrrejectedbyusers/getrejectedbyusers/id/${pending.id}`))
      .body.data!;
    const refused = await admin('POST', '/api/v2/svrrejectedbyusers/saverejectedbyusers', {
      storevisitid: pending.id,
      eventid: pending.eventId,
    });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'Only a rejected SVR has a rejection to record: reject it first.',
    ]);
    expect(
      (await admin<Rejection[]>('GET', `/api/v2/svrrejectedbyusers/getrejectedbyusers/id/${pending.id}`)).body.data,
    ).toEqual(before);
    expect(await demo.activityCount(pending.id)).toBe(0);
  });

  it('lists nothing for a report never rejected', async () => {
    const [v] = demo.take(1, usable(3));
    const res = await admin<Rejection[]>('GET', `/api/v2/svrrejectedbyusers/getrejectedbyusers/id/${v.id}`);
    expect([res.status, res.body.data]).toEqual([200, []]);
  });
});

describe('GET /api/v2/talent/talentapproveddate/{talentId}', () => {
  it('answers the approved date as the first element of data', async () => {
    const [v] = demo.take(1, (x) => x.talentId !== null);
    const res = await admin<{ talentId: number; approveddate: string }[]>(
      'GET',
      `/api/v2/talent/talentapproveddate/${v.talentId}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data![0]).toMatchObject({ talentId: v.talentId });
    expect(res.body.data![0].approveddate).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(Date.parse(res.body.data![0].approveddate)).toBeLessThan(Date.now());
    expect((await admin('GET', '/api/v2/talent/talentapproveddate/999999')).body.message).toBe(
      'No talent has the id 999999.',
    );
    expect((await admin('GET', '/api/v2/talent/talentapproveddate/abc')).status).toBe(400);
  });
});
