/**
 * The review page's actions over REST, one call and one transaction each (issue 9, docs/API.md "The review
 * page"): marks made at the same moment by two reviewers on different questions or photos of one report all
 * survive; a decision that fails half-way leaves nothing changed; the spec's whole-list PUT refuses a stale
 * write; and each action keeps the review rules (self-review, tenancy, staff only, motives, review mode).
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, documents, feedback, feedbackTexts, rejections, storeVisits } from '../../api/src/db/schema.js';
import * as f from '../../api/src/testing/factories.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import { Demo, OWN, text, type Visit } from './reviewFixtures.js';

let api: TestApi;
let admin: ApiClient;
let reviewer: ApiClient;
let client: ApiClient;
let demo: Demo;
let adminEmail: string;
let reviewerEmail: string;

/**
 * The users, and the visits the reports copy (Demo.load reads them back): twenty pending ones of the client
 * user's client it may see, five of another client, and two the reviewer filed (a talent with the
 * reviewer's e-mail).
 */
beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  const [own, other] = [await f.buildClient(db), await f.buildClient(db)];
  adminEmail = (await f.buildUser(db, { role: 'administrator' })).email;
  reviewerEmail = (await f.buildUser(db, { role: 'reviewer' })).email;
  const clientEmail = (
    await f.buildUser(db, { role: 'client', clientId: own.id, clientRoleId: api.config.clientRoleId })
  ).email;
  const mine = await f.buildTalent(db, { email: reviewerEmail });
  for (let i = 0; i < 2; i++) await f.buildVisit(db, { clientId: own.id, talentId: mine.id, reviewState: 1 });
  for (let i = 0; i < 5; i++) await f.buildVisit(db, { clientId: other.id, privacy: 0 });
  for (let i = 0; i < 20; i++) await f.buildVisit(db, { clientId: own.id, privacy: 0 });
  admin = await api.as(adminEmail);
  reviewer = await api.as(reviewerEmail);
  client = await api.as(clientEmail);
  demo = await Demo.load(api, admin);
});
afterAll(async () => {
  await api?.close();
});

/** A fresh form of 14 text, 14 photo and 1 video questions and a report on it in `reviewState`, every question answered. */
async function report(reviewState = 2, seenByClient = false): Promise<f.ReviewableReport> {
  const clientIds = seenByClient
    ? new Set(
        (
          await client<{ data: { id: number }[] }>('POST', '/api/v2/storeVisit/userStoreVisits', {
            filters: [],
            pageSize: 1000,
          })
        ).body.data!.data.map((v) => v.id),
      )
    : null;
  const [model] = demo.take(
    1,
    (v) =>
      (!clientIds || clientIds.has(v.id)) &&
      v.metaMcEmail !== reviewerEmail &&
      v.metaMcEmail !== adminEmail &&
      v.status === 1 &&
      (v as Visit & { svrType?: number }).svrType !== 1,
  );
  return f.reviewableReport(api.database.db, admin, model.id, { reviewState });
}

const base = (id: number) => `/api/v2/storeVisit/id/${id}/review`;
const revisionsOf = (v: Visit) => v.formState.feedback?.questions ?? {};
const rowsOf = async (table: typeof rejections | typeof feedback | typeof activity, visitId: number) =>
  (await api.database.db.select({ n: count() }).from(table).where(eq(table.storeVisitId, visitId)))[0].n;

describe('two reviewers at once', () => {
  it('keeps all 12 NEEDS REVISION marks made at the same moment on 12 questions, each with its activity row', async () => {
    const r = await report();
    const marks = [...r.texts.slice(0, 6), ...r.photos.slice(0, 6)];
    const answersOf = await Promise.all(
      marks.map((q, i) =>
        (i % 2 ? admin : reviewer)('PUT', `${base(r.id)}/revisionRequests/${q}`, { feedback: `Redo ${i}` }),
      ),
    );
    expect(
      answersOf.map((a) => a.status),
      JSON.stringify(answersOf.find((a) => a.status !== 200)?.body),
    ).toEqual(marks.map(() => 200));
    const questions = revisionsOf(await demo.visit(r.id));
    expect(Object.keys(questions).sort()).toEqual([...marks].sort());
    marks.forEach((q, i) => expect(questions[q]).toBe(`Redo ${i}`));
    const trail = await demo.trail(r.id);
    expect(trail.filter((a) => a.kind === 'visit.formState')).toHaveLength(12);

    // Clearing one keeps the eleven others; clearing all clears them, in one row.
    const cleared = await reviewer<Visit>('DELETE', `${base(r.id)}/revisionRequests/${marks[0]}`);
    expect(cleared.status).toBe(200);
    expect(Object.keys(revisionsOf(cleared.body.data!))).toHaveLength(11);
    const none = await admin<Visit>('DELETE', `${base(r.id)}/revisionRequests`);
    expect([none.status, revisionsOf(none.body.data!)]).toEqual([200, {}]);
  });

  it('keeps all 12 media marks made at the same moment on 12 photos (stars, flags, blocks)', async () => {
    const r = await report(1);
    const docs = r.photoDocs.slice(0, 12);
    const kinds = ['STAR', 'FLAG', 'BLOCK'] as const;
    const answersOf = await Promise.all(
      docs.map((d, i) =>
        (i % 2 ? admin : reviewer)('POST', `${base(r.id)}/media/${d}/mark`, {
          mark: kinds[i % 3],
          motive: `Motive ${i}`,
        }),
      ),
    );
    expect(
      answersOf.map((a) => a.status),
      JSON.stringify(answersOf.find((a) => a.status !== 200)?.body),
    ).toEqual(docs.map(() => 200));
    const m = (await demo.visit(r.id)).metaJson as Record<
      string,
      { uuid: string; motive?: string; storeVisitId?: number }[]
    >;
    expect(m.starPhotos.map((e) => e.uuid).sort()).toEqual(docs.filter((_, i) => i % 3 === 0).sort());
    expect(m.flagPhotos.map((e) => e.uuid).sort()).toEqual(docs.filter((_, i) => i % 3 === 1).sort());
    expect(m.blockPhotos.map((e) => e.uuid).sort()).toEqual(docs.filter((_, i) => i % 3 === 2).sort());
    expect(m.starPhotos[0]).toEqual({
      uuid: m.starPhotos[0].uuid,
      motive: expect.stringMatching(/^Motive \d+$/),
      storeVisitId: r.id,
    });
    expect(m.blockPhotos[0]).toEqual({ uuid: m.blockPhotos[0].uuid, storeVisitId: r.id });
    expect((await demo.trail(r.id)).filter((a) => a.kind === 'media.mark')).toHaveLength(12);
  });

  it('turns 12 concurrent rotations of one video into 12 steps of 90° (1080° = 0°), and photos through their url', async () => {
    const r = await report(1);
    const turns = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? admin : reviewer)('POST', `${base(r.id)}/media/${r.videoDoc}/rotate`),
      ),
    );
    expect(turns.map((t) => t.status)).toEqual(Array(12).fill(200));
    expect((await demo.visit(r.id)).metaJson.rotateVideos).toEqual([{ uuid: r.videoDoc, rotate: 0 }]);
    const once = await reviewer<Visit>('POST', `${base(r.id)}/media/${r.videoDoc}/rotate`);
    expect(once.body.data!.metaJson.rotateVideos).toEqual([{ uuid: r.videoDoc, rotate: 90 }]);

    await Promise.all([
      reviewer('POST', `${base(r.id)}/media/${r.photoDocs[0]}/rotate`),
      admin('POST', `${base(r.id)}/media/${r.photoDocs[0]}/rotate`),
    ]);
    const [doc] = await api.database.db.select().from(documents).where(eq(documents.uuid, r.photoDocs[0]));
    expect(doc.url).toBe('/files/demo/p0.jpg?rotate=180');
    expect((await demo.trail(r.id)).filter((a) => a.kind === 'media.rotate')).toHaveLength(15);
  });
});

describe('a decision is one transaction', () => {
  it('REJECT ALL with feedback: state, rejection, every answered question marked, the thread and its message, and their trail, at once', async () => {
    const r = await report();
    const res = await reviewer<Visit>('POST', `${base(r.id)}/decision`, {
      reviewState: 4,
      feedback: '  Please redo the shelf  ',
      rejectAll: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const v = res.body.data!;
    expect(v).toMatchObject({
      metaReviewState: 4,
      rejectedCounter: 1,
      metaJson: { reviewState: 4, reviewedBy: reviewerEmail },
    });
    expect(v.metaLastRejectedDate).toBe(v.metaJson.lastRejectedDate);
    // Every answered question (14 texts, 14 photos, the video), each with empty feedback.
    expect(Object.keys(revisionsOf(v))).toEqual(expect.arrayContaining([...r.texts, ...r.photos]));
    expect(Object.values(revisionsOf(v))).toEqual(Array(29).fill(''));
    const threads = (
      await reviewer<{ feedbacktexts: { feedbacktext: string; createdbyemail: string }[] }[]>(
        'GET',
        `/api/v2/svrfeedback/getfeedback/id/${r.id}`,
      )
    ).body.data!;
    expect(threads.map((t) => t.feedbacktexts.map((x) => [x.feedbacktext, x.createdbyemail]))).toEqual([
      [['Please redo the shelf', reviewerEmail]],
    ]);
    expect(await rowsOf(rejections, r.id)).toBe(1);
    expect((await demo.trail(r.id)).map((a) => a.kind).sort()).toEqual([
      'feedback.save',
      'feedback.text',
      'rejection.create',
      'review.state',
      'visit.formState',
    ]);
  });

  it('a failure while saving the feedback message leaves the report, its marks, rejections, feedback and trail unchanged', async () => {
    const r = await report();
    await reviewer('PUT', `${base(r.id)}/revisionRequests/${r.texts[0]}`, { feedback: 'Kept' });
    const before = await demo.visit(r.id);
    const counts = async () => [
      await rowsOf(rejections, r.id),
      await rowsOf(feedback, r.id),
      await rowsOf(activity, r.id),
      (await api.database.db.select({ n: count() }).from(feedbackTexts)).map((x) => x.n)[0],
    ];
    const countsBefore = await counts();
    // A real failure inside the transaction: the database refuses this message (a CHECK the test adds).
    await api.database.db.execute(
      sql`ALTER TABLE feedback_texts ADD CONSTRAINT test_refuse_message CHECK (feedback_text NOT LIKE '%[refused by the database]%')`,
    );
    try {
      const res = await reviewer('POST', `${base(r.id)}/decision`, {
        reviewState: 4,
        feedback: 'Retake [refused by the database]',
        rejectAll: true,
      });
      expect(res.status).toBe(500);
    } finally {
      await api.database.db.execute(sql`ALTER TABLE feedback_texts DROP CONSTRAINT test_refuse_message`);
    }
    const after = await demo.visit(r.id);
    expect(after).toEqual(before);
    expect(await counts()).toEqual(countsBefore);

    const again = await reviewer<Visit>('POST', `${base(r.id)}/decision`, {
      reviewState: 4,
      feedback: 'Retake the shelf',
    });
    expect([again.status, again.body.data!.metaReviewState]).toEqual([200, 4]);
  });

  it('keeps the page rules: approve and reject in review mode only, never with questions marked, never twice', async () => {
    const r = await report(1);
    const approve = await reviewer('POST', `${base(r.id)}/decision`, { reviewState: 3 });
    expect([approve.status, approve.body.message]).toEqual([
      409,
      'Press EDIT RESPONSES first: an SVR is approved in review mode.',
    ]);
    const mark = await reviewer('PUT', `${base(r.id)}/revisionRequests/${r.texts[0]}`, { feedback: 'x' });
    expect([mark.status, mark.body.message]).toEqual([
      409,
      'Questions are marked NEEDS REVISION only while the SVR is In Review: press EDIT RESPONSES first.',
    ]);
    expect(
      (await reviewer<Visit>('POST', `${base(r.id)}/decision`, { reviewState: 2 })).body.data!.metaReviewState,
    ).toBe(2);
    await reviewer('PUT', `${base(r.id)}/revisionRequests/${r.texts[0]}`, { feedback: 'x' });
    const marked = await reviewer('POST', `${base(r.id)}/decision`, { reviewState: 3, feedback: 'Looks good' });
    expect([marked.status, marked.body.message]).toEqual([
      409,
      'This SVR has questions marked as needing revision: clear them before approving it.',
    ]);
    expect(await rowsOf(feedback, r.id)).toBe(0);
    await reviewer('DELETE', `${base(r.id)}/revisionRequests`);
    const approved = await reviewer<Visit>('POST', `${base(r.id)}/decision`, { reviewState: 3 });
    expect([approved.status, approved.body.data!.metaReviewState, approved.body.data!.approvedBy]).toEqual([
      200,
      3,
      reviewerEmail,
    ]);
    const twice = await admin('POST', `${base(r.id)}/decision`, { reviewState: 3 });
    expect([twice.status, twice.body.message]).toEqual([409, 'This SVR is already Approved.']);
    const badAll = await admin('POST', `${base(r.id)}/decision`, { reviewState: 3, rejectAll: true });
    expect(badAll.status).toBe(400);
  });

  it('EDIT RESPONSES with CLEAR (the keep-or-clear dialog) moves to In Review and clears the marks in one call', async () => {
    const r = await report(2);
    await reviewer('PUT', `${base(r.id)}/revisionRequests/${r.texts[0]}`, { feedback: 'a' });
    await reviewer('PUT', `${base(r.id)}/revisionRequests/${r.texts[1]}`, { feedback: 'b' });
    await reviewer('POST', `${base(r.id)}/decision`, { reviewState: 4 });
    // The talent resubmits: Pending Review with a submission after the rejection (Resubmitted, 5).
    await api.database.db
      .update(storeVisits)
      .set({ reviewState: 1, lastSubmissionDate: new Date(Date.now() + 1000) })
      .where(eq(storeVisits.id, r.id));
    const res = await reviewer<Visit>('POST', `${base(r.id)}/decision`, {
      reviewState: 2,
      clearRevisionRequests: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect([res.body.data!.metaReviewState, revisionsOf(res.body.data!)]).toEqual([2, {}]);
  });
});

describe('each action keeps the review rules', () => {
  it("refuses the reviewer's own report (409), client users (403), another tenancy (404), with nothing written", async () => {
    const [own] = demo.take(1, (v) => v.metaMcEmail === reviewerEmail && [1, 2, 5].includes(v.metaReviewState));
    const r = await report();
    const otherClient = demo.all.find((v) => v.clientId !== r.clientId)!.clientId;
    const elsewhere = await api.as(adminEmail, { clientId: otherClient });
    const activityBefore = await rowsOf(activity, own.id);
    for (const [path, method, body] of [
      [`${base(own.id)}/decision`, 'POST', { reviewState: 4, feedback: 'x' }],
      [`${base(own.id)}/feedback`, 'POST', { feedbacktext: 'x' }],
      [`${base(own.id)}/revisionRequests`, 'DELETE', undefined],
    ] as const) {
      const res = await reviewer(method, path, body);
      expect([res.status, res.body.message]).toEqual([409, OWN]);
    }
    expect(await rowsOf(activity, own.id)).toBe(activityBefore);
    const untouched = await demo.visit(r.id);
    const asClient = await client('POST', `${base(r.id)}/media/${r.photoDocs[0]}/mark`, { mark: 'BLOCK' });
    expect(asClient.status).toBe(403);
    const away = await elsewhere('POST', `${base(r.id)}/media/${r.photoDocs[0]}/mark`, { mark: 'BLOCK' });
    expect(away.status).toBe(404);
    expect(await demo.visit(r.id)).toEqual(untouched);
  });

  it('needs a motive to star or flag, and a photo or video of this report', async () => {
    const r = await report();
    const other = await report();
    const noMotive = await reviewer('POST', `${base(r.id)}/media/${r.photoDocs[0]}/mark`, {
      mark: 'FLAG',
      motive: '   ',
    });
    expect([noMotive.status, noMotive.body.message]).toEqual([400, 'Please give a motive.']);
    const foreign = await reviewer('POST', `${base(r.id)}/media/${other.photoDocs[0]}/mark`, { mark: 'BLOCK' });
    expect([foreign.status, foreign.body.message]).toEqual([
      404,
      `SVR ${r.id} has no photo or video ${other.photoDocs[0]}.`,
    ]);
    const unknownQuestion = await reviewer('PUT', `${base(r.id)}/revisionRequests/${other.texts[0]}`, {
      feedback: 'x',
    });
    expect(unknownQuestion.status).toBe(400);
    const nul = await reviewer('POST', `${base(r.id)}/feedback`, { feedbacktext: 'a\u0000b' });
    expect(nul.status).toBe(400);
    const blank = await reviewer('POST', `${base(r.id)}/feedback`, { feedbacktext: '  ' });
    expect([blank.status, blank.body.message]).toEqual([400, 'Please enter a feedback message.']);
    // A toggle removes; on: false on an absent mark changes nothing.
    await reviewer('POST', `${base(r.id)}/media/${r.photoDocs[1]}/mark`, { mark: 'STAR', motive: 'Nice' });
    const off = await reviewer<Visit>('POST', `${base(r.id)}/media/${r.photoDocs[1]}/mark`, { mark: 'STAR' });
    expect(off.body.data!.metaJson.starPhotos).toEqual([]);
    await reviewer('POST', `${base(r.id)}/media/${r.photoDocs[1]}/mark`, { mark: 'STAR', on: false });
    expect((await demo.trail(r.id)).filter((a) => a.kind === 'media.mark')).toHaveLength(2);
  });

  it('adds a feedback message in a new thread, or in the thread named', async () => {
    const r = await report();
    const first = await reviewer<Visit>('POST', `${base(r.id)}/feedback`, { feedbacktext: ' First ' });
    expect(first.status).toBe(201);
    const key = (first.body.feedback as { canonicalkey: string }).canonicalkey;
    const second = await admin('POST', `${base(r.id)}/feedback`, { feedbacktext: 'Second', canonicalkey: key });
    expect(
      (second.body.feedback as { feedbacktexts: { feedbacktext: string }[] }).feedbacktexts.map((t) => t.feedbacktext),
    ).toEqual(['First', 'Second']);
    expect(await rowsOf(feedback, r.id)).toBe(1);
  });
});

describe("viewerCan: what the review page lets the viewer do, from the api's rules", () => {
  it("follows the state, the marks, the viewer and the report's author", async () => {
    const r = await report(1, true);
    const can = async (as: ApiClient, id = r.id) =>
      (await as<Record<string, { allowed: boolean; reason: string | null } | boolean>>('GET', `${base(id)}/viewerCan`))
        .body.data!;
    expect(await can(reviewer)).toMatchObject({
      ownReport: false,
      editResponses: { allowed: true, reason: null },
      markMedia: { allowed: true, reason: null },
      approve: { allowed: false, reason: 'Press EDIT RESPONSES first: an SVR is approved in review mode.' },
      reject: { allowed: false, reason: 'Press EDIT RESPONSES first: an SVR is rejected in review mode.' },
    });
    await reviewer('POST', `${base(r.id)}/decision`, { reviewState: 2 });
    await reviewer('PUT', `${base(r.id)}/revisionRequests/${r.texts[0]}`, { feedback: 'x' });
    expect(await can(reviewer)).toMatchObject({
      editResponses: { allowed: false },
      reject: { allowed: true },
      markRevision: { allowed: true },
      editAnswers: { allowed: true },
      approve: {
        allowed: false,
        reason: 'This SVR has questions marked as needing revision: clear them before approving it.',
      },
    });
    const asClient = await client('GET', `${base(r.id)}/viewerCan`);
    expect(asClient.status, JSON.stringify(asClient.body)).toBe(200);
    expect(await can(client)).toMatchObject({
      approve: { allowed: false, reason: 'Client users cannot change an SVR.' },
      markMedia: { allowed: false },
    });
    const [own] = demo.take(1, (v) => v.metaMcEmail === reviewerEmail && v.metaReviewState === 1);
    expect(await can(reviewer, own.id)).toMatchObject({
      ownReport: true,
      editResponses: { allowed: false, reason: OWN },
      approve: { allowed: false, reason: 'Press EDIT RESPONSES first: an SVR is approved in review mode.' },
    });
  });
});

describe("the spec's whole-list PUT storeVisit/storevisitid/{id} refuses a stale write", () => {
  it('answers 409 and writes nothing when the report changed since the timestamp the caller read', async () => {
    const r = await report();
    const read = (await demo.visit(r.id)) as Visit & { timestamp: string };
    // Another reviewer stars a photo after this caller read the report.
    expect(
      (await admin('POST', `${base(r.id)}/media/${r.photoDocs[0]}/mark`, { mark: 'STAR', motive: 'Theirs' })).status,
    ).toBe(200);
    const stale = await reviewer('PUT', `/api/v2/storeVisit/storevisitid/${r.id}`, {
      metaJson: text({ starPhotos: [{ uuid: r.photoDocs[1], motive: 'Mine' }] }),
      timestamp: read.timestamp,
    });
    expect([stale.status, stale.body.message]).toEqual([
      409,
      'This SVR was changed by someone else since you opened it. Reload it to see their changes, then save again.',
    ]);
    const now = (await demo.visit(r.id)) as Visit & { timestamp: string };
    expect((now.metaJson.starPhotos as { uuid: string }[]).map((e) => e.uuid)).toEqual([r.photoDocs[0]]);
    expect(now.timestamp).not.toBe(read.timestamp);

    // With the timestamp just read, the whole list is saved (and the timestamp moves on); without one, as the spec's page does.
    const fresh = await reviewer<Visit & { timestamp: string }>('PUT', `/api/v2/storeVisit/storevisitid/${r.id}`, {
      metaJson: text({
        starPhotos: [
          { uuid: r.photoDocs[0], motive: 'Theirs' },
          { uuid: r.photoDocs[1], motive: 'Mine' },
        ],
      }),
      timestamp: now.timestamp,
    });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect(Date.parse(fresh.body.data!.timestamp)).toBeGreaterThan(Date.parse(now.timestamp));
    const again = await reviewer('PUT', `/api/v2/storeVisit/storevisitid/${r.id}`, {
      privacy: 1,
      timestamp: now.timestamp,
    });
    expect(again.status).toBe(409);
    expect((await reviewer('PUT', `/api/v2/storeVisit/storevisitid/${r.id}`, { privacy: 1 })).status).toBe(200);
    const bad = await reviewer('PUT', `/api/v2/storeVisit/storevisitid/${r.id}`, {
      privacy: 0,
      timestamp: 'yesterday',
    });
    expect(bad.status).toBe(400);
  });
});
