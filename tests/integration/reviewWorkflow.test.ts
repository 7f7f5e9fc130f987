/**
 * The review workflow over REST (spec 001 §4, §5, §6): PUT /api/v2/storeVisit/storevisitid/{id} moves the
 * review state only along the spec's transitions, records rejections, approvals and media marks, refuses
 * the reviewer's own reports (409, nothing written) and client users (403), and every change leaves an
 * activity row written in its transaction (none when refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import * as f from '../../api/src/testing/factories.js';
import { Demo, OWN, text, type Visit } from './reviewFixtures.js';

let api: TestApi;
let admin: ApiClient;
let reviewer: ApiClient;
let client: ApiClient;
let demo: Demo;
let adminEmail: string;
let reviewerEmail: string;
/** The client user's client, and another. */
let ownClientId: number;
let otherClientId: number;
/** Reports built per client and review state. */
const PER_STATE = 7;

/**
 * Two clients, each with a form of a text, a notes, two photo and a video question and PER_STATE reports in
 * every review state (0 to 5; each submitted one answers the texts and both photos), and a report the
 * reviewer filed (a talent with the reviewer's e-mail) waiting for approval. Demo.load reads them back.
 */
async function buildReports() {
  const db = api.database.db;
  adminEmail = (await f.buildUser(db, { role: 'administrator' })).email;
  reviewerEmail = (await f.buildUser(db, { role: 'reviewer' })).email;
  const clients = [await f.buildClient(db), await f.buildClient(db)];
  [ownClientId, otherClientId] = clients.map((c) => c.id);
  const clientEmail = (
    await f.buildUser(db, { role: 'client', clientId: ownClientId, clientRoleId: api.config.clientRoleId })
  ).email;
  const person = await f.buildTalent(db);
  const own = await f.buildTalent(db, { email: reviewerEmail });
  for (const c of clients) {
    const who = f.formQuestion('single-line-input', 'Who did you meet?');
    const notes = f.formQuestion('multi-line-input', 'Notes');
    const photos = [f.formQuestion('photo-input', 'Before'), f.formQuestion('photo-input', 'After')];
    const video = f.formQuestion('video-input', 'Aisle video');
    const form = await f.buildForm(db, { tenancyClientId: c.id, questions: [who, notes, ...photos, video] });
    const project = await f.buildProject(db, { clientId: c.id });
    const report = async (reviewState: number, talentId = person.id) => {
      const docs: string[] = [];
      for (let i = 0; reviewState && i < photos.length; i++) docs.push((await f.buildDocument(db)).uuid);
      await f.buildVisit(db, {
        formId: form.id,
        clientId: c.id,
        projectId: project.id,
        talentId,
        reviewState,
        privacy: 0,
        answers: reviewState
          ? [
              { question: who, value: 'Dana at the counter' },
              { question: notes, value: 'All good' },
              ...photos.map((q, i) => ({ question: q, value: docs[i] })),
            ]
          : [],
      });
    };
    for (const reviewState of [0, 1, 2, 3, 4, 5]) for (let i = 0; i < PER_STATE; i++) await report(reviewState);
    if (c.id === ownClientId) await report(1, own.id);
  }
  return clientEmail;
}

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const clientEmail = await buildReports();
  admin = await api.as(adminEmail);
  reviewer = await api.as(reviewerEmail);
  client = await api.as(clientEmail);
  demo = await Demo.load(api, admin);
});
afterAll(async () => {
  await api?.close();
});

const notOwn = (v: Visit) => v.metaMcEmail !== reviewerEmail;
const inState =
  (...states: number[]) =>
  (v: Visit) =>
    notOwn(v) && states.includes(v.metaReviewState) && v.status === 1;
const put = (as: ApiClient, id: number, body: unknown) =>
  as<Visit>('PUT', `/api/v2/storeVisit/storevisitid/${id}`, body);
const setState = (as: ApiClient, id: number, reviewState: number) => put(as, id, { metaJson: text({ reviewState }) });

/** A refusal: the status and message, and the visit and its trail unchanged. */
async function expectRefused(
  res: { status: number; body: { message?: string } },
  status: number,
  message: string,
  before: Visit,
) {
  expect([res.status, res.body.message]).toEqual([status, message]);
  const after = await demo.visit(before.id);
  expect(after.metaReviewState).toBe(before.metaReviewState);
  expect(after.metaJson).toEqual(before.metaJson);
  expect(after.formState).toEqual(before.formState);
  expect(after.privacy).toBe(before.privacy);
}

describe('In Review (EDIT RESPONSES)', () => {
  it('moves Pending Review and Resubmitted to In Review, naming the reviewer, with an activity row', async () => {
    for (const [v] of [demo.take(1, inState(1)), demo.take(1, inState(5))]) {
      expect(await demo.activityCount(v.id)).toBe(0);
      const res = await setState(reviewer, v.id, 2);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({
        id: v.id,
        metaReviewState: 2,
        metaJson: { reviewState: 2, reviewedBy: reviewerEmail },
      });
      expect((await demo.visit(v.id)).metaReviewState).toBe(2);
      const trail = await demo.trail(v.id);
      expect(trail).toHaveLength(1);
      expect(trail[0]).toMatchObject({
        kind: 'review.state',
        actorEmail: reviewerEmail,
        before: { reviewState: v.metaReviewState },
        after: { reviewState: 2 },
      });
    }
  });

  it('refuses Approved and Rejected reports (409) and writes nothing', async () => {
    for (const [v] of [demo.take(1, inState(3)), demo.take(1, inState(4))]) {
      const name = v.metaReviewState === 3 ? 'Approved' : 'Rejected';
      await expectRefused(
        await setState(reviewer, v.id, 2),
        409,
        `This SVR is already ${name}: it cannot be marked In Review.`,
        v,
      );
      expect(await demo.activityCount(v.id)).toBe(0);
    }
  });

  it('refuses a report not submitted yet (Pending Submission)', async () => {
    const [v] = demo.take(1, inState(0));
    await expectRefused(
      await setState(admin, v.id, 2),
      409,
      'This SVR has not been submitted yet: there is nothing to review.',
      v,
    );
    await expectRefused(
      await setState(admin, v.id, 3),
      409,
      'This SVR has not been submitted yet: there is nothing to review.',
      v,
    );
    expect(await demo.activityCount(v.id)).toBe(0);
  });

  it('sending the current state back is no move (the page saves the whole metaJson)', async () => {
    const [v] = demo.take(1, inState(5));
    const res = await put(reviewer, v.id, { metaJson: text({ ...v.metaJson, reviewState: 5 }) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data!.metaReviewState).toBe(5);
    expect(await demo.activityCount(v.id)).toBe(0);
  });

  it('refuses unknown review states and states the review page never sets', async () => {
    const [v] = demo.take(1, inState(2));
    await expectRefused(
      await setState(admin, v.id, 7),
      400,
      'Invalid input. metaJson.reviewState: Unknown review state: reviewState is 0 to 5.',
      v,
    );
    await expectRefused(
      await put(admin, v.id, { metaJson: text({ reviewState: 'approved' }) }),
      400,
      'Invalid input. metaJson.reviewState: reviewState must be a number from 0 to 5.',
      v,
    );
    for (const state of [0, 1, 5]) {
      await expectRefused(
        await setState(admin, v.id, state),
        400,
        'The review page can set the review state to In Review (2), Approved (3) or Rejected (4) only.',
        v,
      );
    }
    expect((await put(admin, v.id, {})).body.message).toBe(
      'Invalid input. Nothing to update: send status, privacy, metaJson or formState.',
    );
    expect((await put(admin, v.id, { metaJson: '{not json' })).body.message).toBe('metaJson is not valid JSON.');
    expect(await demo.activityCount(v.id)).toBe(0);
  });
});

describe('APPROVE', () => {
  it('sets Approved with approvedBy and the approved date, from In Review', async () => {
    const [v] = demo.take(1, inState(2));
    const res = await setState(reviewer, v.id, 3);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      metaReviewState: 3,
      approvedBy: reviewerEmail,
      metaJson: { reviewState: 3, reviewedBy: reviewerEmail },
    });
    const [row] = await demo.trail(v.id);
    expect(row).toMatchObject({
      kind: 'review.state',
      before: { reviewState: 2 },
      after: { reviewState: 3, approvedBy: reviewerEmail },
    });
    // Approved is final for the page: no reject, no In Review.
    const approved = await demo.visit(v.id);
    await expectRefused(
      await setState(admin, v.id, 4),
      409,
      'This SVR is already Approved: it cannot be marked Rejected.',
      approved,
    );
    expect(await demo.activityCount(v.id)).toBe(1);
  });

  it('refuses while a question is marked as needing revision, and approves once the marks are cleared', async () => {
    const [v] = demo.take(1, inState(2));
    const question = (await demo.answers(v.id))[0].questionUuid;
    const marked = await put(reviewer, v.id, {
      formState: text({ ...v.formState, feedback: { message: '', questions: { [question]: 'Retake please' } } }),
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const before = await demo.visit(v.id);
    const trailBefore = await demo.activityCount(v.id);
    await expectRefused(
      await setState(reviewer, v.id, 3),
      409,
      'This SVR has questions marked as needing revision: clear them before approving it.',
      before,
    );
    expect(await demo.activityCount(v.id)).toBe(trailBefore);
    // Clearing the marks and approving in one save.
    const res = await put(reviewer, v.id, {
      formState: text({ feedback: { message: '', questions: {} } }),
      metaJson: text({ reviewState: 3 }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data!.metaReviewState).toBe(3);
    const kinds = (await demo.trail(v.id)).map((a) => a.kind);
    expect(kinds.filter((k) => k === 'visit.formState')).toHaveLength(2);
    expect(kinds).toContain('review.state');
  });

  it('refuses a Rejected report (it must be resubmitted first)', async () => {
    const [v] = demo.take(1, inState(4));
    await expectRefused(
      await setState(admin, v.id, 3),
      409,
      'This SVR is already Rejected: it cannot be marked Approved.',
      v,
    );
  });
});

describe('REJECT', () => {
  it('sets Rejected, stores lastRejectedDate (UTC now) and records the rejection (who, when, event)', async () => {
    for (const [v] of [demo.take(1, inState(2)), demo.take(1, inState(1)), demo.take(1, inState(5))]) {
      const before = Date.now();
      const res = await setState(reviewer, v.id, 4);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const after = res.body.data!;
      expect(after.metaReviewState).toBe(4);
      const rejectedAt = Date.parse(after.metaJson.lastRejectedDate as string);
      expect(rejectedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(rejectedAt).toBeLessThanOrEqual(Date.now() + 1000);
      expect(after.metaJson.lastRejectedDate).toMatch(/Z$/);
      expect(after.metaLastRejectedDate).toBe(after.metaJson.lastRejectedDate);
      expect(after.rejectedCounter).toBe((v.rejectedCounter ?? 0) + 1);
      const rejections = await admin<{ rejectedby: string; userid: number; eventid: string; rejecteddate: string }[]>(
        'GET',
        `/api/v2/svrrejectedbyusers/getrejectedbyusers/id/${v.id}`,
      );
      expect(rejections.body.data![0]).toMatchObject({
        rejectedby: reviewerEmail,
        eventid: v.eventId,
        rejecteddate: after.metaJson.lastRejectedDate,
      });
      const trail = await demo.trail(v.id);
      expect(trail.map((a) => a.kind).sort()).toEqual(['rejection.create', 'review.state']);
      expect(trail.find((a) => a.kind === 'review.state')!.after).toMatchObject({
        reviewState: 4,
        lastRejectedDate: after.metaJson.lastRejectedDate,
      });
    }
  });

  it('refuses an Approved report; rejecting a Rejected one again is no move (no second rejection)', async () => {
    for (const [v] of [demo.take(1, inState(4)), demo.take(1, inState(3))]) {
      const count = (await admin<unknown[]>('GET', `/api/v2/svrrejectedbyusers/getrejectedbyusers/id/${v.id}`)).body
        .data!.length;
      const res = await setState(reviewer, v.id, 4);
      if (v.metaReviewState === 3)
        await expectRefused(res, 409, 'This SVR is already Approved: it cannot be marked Rejected.', v);
      else expect([res.status, res.body.data!.metaLastRejectedDate]).toEqual([200, v.metaLastRejectedDate]);
      expect(
        (await admin<unknown[]>('GET', `/api/v2/svrrejectedbyusers/getrejectedbyusers/id/${v.id}`)).body.data!.length,
      ).toBe(count);
      expect(await demo.activityCount(v.id)).toBe(0);
    }
  });
});

describe('self-review (spec 001 §5)', () => {
  it("refuses every review change on the caller's own report with 409 and the spec's text, writing nothing", async () => {
    const [own] = demo.take(1, (v) => v.metaMcEmail === reviewerEmail && v.metaReviewState === 1);
    const total = await demo.activityCount();
    const answers = await demo.answers(own.id);
    const feedback = (await admin<unknown[]>('GET', `/api/v2/svrfeedback/getfeedback/id/${own.id}`)).body.data;
    const photo = answers.find((a) => a.answerValue && /^[0-9a-f-]{36}$/.test(a.answerValue));
    const attempts = [
      setState(reviewer, own.id, 2),
      setState(reviewer, own.id, 3),
      setState(reviewer, own.id, 4),
      put(reviewer, own.id, { privacy: 1 }),
      put(reviewer, own.id, { formState: text({ feedback: { message: 'x', questions: {} } }) }),
      put(reviewer, own.id, { metaJson: text({ starPhotos: [{ uuid: photo!.answerValue, motive: 'nice' }] }) }),
      reviewer('PUT', `/api/v2/storeVisitFormAnswer/id/${answers[0].id}`, { answerValue: 'changed' }),
      reviewer('POST', '/api/v2/storeVisitFormAnswer/answer', {
        questionUuid: answers[0].questionUuid,
        storeVisitId: own.id,
        answerValue: 'x',
      }),
      reviewer('POST', '/api/v2/svrfeedback/savefeedback', { storevisitid: own.id, feedbacktype: 'svr' }),
      reviewer('POST', '/api/v2/svrrejectedbyusers/saverejectedbyusers', {
        storevisitid: own.id,
        eventid: own.eventId,
      }),
      reviewer('PUT', `/api/v2/document/uuid/${photo!.answerValue}`, { url: '/files/rotated/90/x.jpg' }),
    ];
    for (const res of await Promise.all(attempts))
      expect([res.status, res.body.message, res.body.err]).toEqual([409, OWN, OWN]);
    await expectRefused({ status: 409, body: { message: OWN } }, 409, OWN, own);
    expect(await demo.answers(own.id)).toEqual(answers);
    expect((await admin<unknown[]>('GET', `/api/v2/svrfeedback/getfeedback/id/${own.id}`)).body.data).toEqual(feedback);
    expect(await demo.activityCount()).toBe(total);
    // Another reviewer may review it.
    expect((await setState(admin, own.id, 2)).status).toBe(200);
  });
});

describe('client users (spec 001 §6)', () => {
  it('get 403 for every review write and for the trail, and nothing changes', async () => {
    const [v] = demo.take(1, (x) => inState(2)(x) && x.clientId === ownClientId && x.privacy === 0);
    const answers = await demo.answers(v.id);
    const total = await demo.activityCount();
    const attempts = [
      setState(client, v.id, 3),
      put(client, v.id, { privacy: 1 }),
      client('PUT', `/api/v2/storeVisitFormAnswer/id/${answers[0].id}`, { answerValue: 'x' }),
      client('POST', '/api/v2/storeVisitFormAnswer/answer', {
        questionUuid: answers[0].questionUuid,
        storeVisitId: v.id,
        answerValue: 'x',
      }),
      client('POST', '/api/v2/svrfeedback/savefeedback', { storevisitid: v.id }),
      client('POST', '/api/v2/svrfeedbackinfo/savefeedbackinfo', {
        feedback_canonicalkey: '7d1c3a7e-1111-4c1b-9a77-8f2d1e0c9b10',
        feedbacktext: 'x',
      }),
      client('POST', '/api/v2/svrrejectedbyusers/saverejectedbyusers', { storevisitid: v.id }),
      client('GET', `/api/v2/storeVisit/id/${v.id}/activity`),
      client('GET', `/api/v2/svrfeedback/getfeedback/id/${v.id}`),
      client('GET', `/api/v2/svrrejectedbyusers/getrejectedbyusers/id/${v.id}`),
      client('GET', `/api/v2/talent/talentapproveddate/${v.talentId}`),
    ];
    for (const res of await Promise.all(attempts))
      expect([res.status, res.body.message]).toEqual([403, 'Client users cannot do this.']);
    await expectRefused({ status: 403, body: { message: 'x' } }, 403, 'x', v);
    expect(await demo.activityCount()).toBe(total);
  });
});

describe('visibility and record status', () => {
  it('staff set privacy (0 Yes, 1 No); only administrators change the record status', async () => {
    const [v] = demo.take(1, inState(1, 2, 3));
    const res = await put(reviewer, v.id, { privacy: v.privacy === 0 ? 1 : 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data!.privacy).toBe(v.privacy === 0 ? 1 : 0);
    expect((await demo.trail(v.id))[0]).toMatchObject({
      kind: 'visit.privacy',
      before: { privacy: v.privacy },
      after: { privacy: v.privacy === 0 ? 1 : 0 },
    });
    expect((await put(admin, v.id, { privacy: 2 })).body.message).toBe(
      'Invalid input. privacy: privacy is 0 (visible to the client) or 1 (not visible).',
    );

    const refused = await put(reviewer, v.id, { status: 2 });
    expect([refused.status, refused.body.message]).toEqual([403, 'Only administrators can do this.']);
    const archived = await put(admin, v.id, { status: 2 });
    expect(archived.body.data!.status).toBe(2);
    expect((await demo.trail(v.id))[0]).toMatchObject({
      kind: 'visit.status',
      actorEmail: adminEmail,
      before: { status: 1 },
      after: { status: 2 },
    });
  });

  it('answers 404 for a report outside the tenancy or deleted', async () => {
    const [acme] = demo.take(1, (x) => inState(2)(x) && x.clientId === otherClientId);
    const scoped = await api.as(adminEmail, { clientId: ownClientId });
    const res = await setState(scoped, acme.id, 3);
    expect([res.status, res.body.message]).toEqual([
      404,
      `Store visit ${acme.id} does not exist or is not yours to change.`,
    ]);
    expect((await setState(admin, 999999, 3)).status).toBe(404);
  });
});

describe('media marks (spec 001 §3, §4)', () => {
  const photosOf = async (v: Visit) => {
    const questions = await demo.questions(v.formId!);
    const types = new Map(questions.map((q) => [q.uuid, q.type]));
    return (await demo.answers(v.id))
      .filter((a) => types.get(a.questionUuid) === 'photo-input' && a.answerValue)
      .map((a) => a.answerValue!);
  };

  /** A visit with at least two photo answers. */
  const withPhotos = async () => {
    for (;;) {
      const [v] = demo.take(1, (x) => inState(2, 3)(x) && x.formId !== null);
      const photos = await photosOf(v);
      if (photos.length >= 2) return { v, photos };
    }
  };

  it('stars, flags and blocks photos with their motives and the visit id, and records each change', async () => {
    const {
      v,
      photos: [a, b],
    } = await withPhotos();
    const meta = {
      ...v.metaJson,
      starPhotos: [{ uuid: a, motive: 'Great facing' }],
      flagPhotos: [{ uuid: b, motive: 'Blurry' }],
      blockPhotos: [{ uuid: b.toUpperCase() }],
    };
    const res = await put(reviewer, v.id, { metaJson: text(meta) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data!.metaJson).toMatchObject({
      starPhotos: [{ uuid: a, motive: 'Great facing', storeVisitId: v.id }],
      flagPhotos: [{ uuid: b, motive: 'Blurry', storeVisitId: v.id }],
      blockPhotos: [{ uuid: b, storeVisitId: v.id }],
      reviewState: v.metaReviewState,
    });
    const trail = await demo.trail(v.id);
    expect(trail).toHaveLength(3);
    expect(trail.every((r) => r.kind === 'media.mark')).toBe(true);
    expect(trail.map((r) => [r.documentUuid, (r.after as { list: string }).list]).sort()).toEqual(
      [
        [a, 'starPhotos'],
        [b, 'blockPhotos'],
        [b, 'flagPhotos'],
      ].sort(),
    );

    // Removing the star (toggle off) is recorded with the mark it removed.
    const off = await put(reviewer, v.id, { metaJson: text({ starPhotos: [] }) });
    expect(off.body.data!.metaJson.starPhotos).toEqual([]);
    expect(off.body.data!.metaJson.flagPhotos).toHaveLength(1);
    const [latest] = await demo.trail(v.id);
    expect(latest).toMatchObject({
      kind: 'media.mark',
      documentUuid: a,
      before: { list: 'starPhotos', uuid: a, motive: 'Great facing' },
      after: null,
    });
  });

  it('refuses a star or flag without a motive, and media that is not this report’s', async () => {
    const [v, other] = demo.take(2, (x) => inState(2, 3)(x) && x.formId !== null);
    const [a] = await photosOf(v);
    const [foreign] = await photosOf(other);
    const cases: [unknown, string][] = [
      [
        { starPhotos: [{ uuid: a, motive: '   ' }] },
        'Invalid input. metaJson.starPhotos.0.motive: A motive is required.',
      ],
      [{ flagPhotos: [{ uuid: a }] }, 'Invalid input. metaJson.flagPhotos.0.motive: A motive is required.'],
      [
        { starPhotos: [{ uuid: 'not-a-uuid', motive: 'x' }] },
        'Invalid input. metaJson.starPhotos.0.uuid: uuid must be a uuid.',
      ],
      [{ blockPhotos: [{ uuid: foreign }] }, `blockPhotos: ${foreign} is not a photo of SVR ${v.id}.`],
      [
        { starPhotos: [{ uuid: a, motive: 'x', storeVisitId: other.id }] },
        `starPhotos: the mark of ${a} names SVR ${other.id}, not ${v.id}.`,
      ],
      [{ blockVideos: [{ uuid: a }] }, `blockVideos: ${a} is not a video of SVR ${v.id}.`],
      [{ starPhotos: 'yes' }, 'Invalid input. metaJson.starPhotos: Expected array, received string'],
    ];
    for (const [metaJson, message] of cases)
      await expectRefused(await put(reviewer, v.id, { metaJson: text(metaJson) }), 400, message, v);
    expect(await demo.activityCount(v.id)).toBe(0);
  });

  it('rotates videos in 90-degree steps modulo 360, and marks videos', async () => {
    const [v] = demo.take(1, (x) => inState(2, 3)(x) && x.clientId === otherClientId && x.formId !== null);
    const questions = await demo.questions(v.formId!);
    const video = await demo.addVideoAnswer(v.id, questions.find((q) => q.type === 'video-input')!.uuid);
    const res = await put(reviewer, v.id, {
      metaJson: text({
        rotateVideos: [{ uuid: video, rotate: 450 }],
        starVideos: [{ uuid: video, motive: 'Clear' }],
        blockVideos: [{ uuid: video }],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data!.metaJson).toMatchObject({
      rotateVideos: [{ uuid: video, rotate: 90 }],
      starVideos: [{ uuid: video, motive: 'Clear' }],
      blockVideos: [{ uuid: video }],
    });
    expect(
      (await put(reviewer, v.id, { metaJson: text({ rotateVideos: [{ uuid: video, rotate: -90 }] }) })).body.data!
        .metaJson.rotateVideos,
    ).toEqual([{ uuid: video, rotate: 270 }]);
    const after = await demo.visit(v.id);
    await expectRefused(
      await put(reviewer, v.id, { metaJson: text({ rotateVideos: [{ uuid: video, rotate: 45 }] }) }),
      400,
      'Invalid input. metaJson.rotateVideos.0.rotate: Videos rotate in steps of 90 degrees.',
      after,
    );
    const rotations = (await demo.trail(v.id)).filter((r) => r.kind === 'media.rotate');
    expect(
      rotations.map((r) => [
        (r.before as { rotate?: number } | null)?.rotate ?? null,
        (r.after as { rotate: number }).rotate,
      ]),
    ).toEqual([
      [90, 270],
      [null, 90],
    ]);
  });

  it('records a photo rotation (a new document url) in the trail of the report that holds it', async () => {
    const [v] = demo.take(1, (x) => inState(2, 3)(x) && x.formId !== null);
    const [a] = await photosOf(v);
    const docs = await admin<{ url: string }[]>('POST', '/api/v2/document/uuids', { uuids: [a] });
    const res = await reviewer<{ url: string }>('PUT', `/api/v2/document/uuid/${a}`, {
      uuid: a,
      url: 'https://img.example.com/rotate/90/photo.jpg',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await demo.trail(v.id))[0]).toMatchObject({
      // The trail keeps the stored address; answers hand it out signed (?exp=…&sig=…), so compare without the signature.
      kind: 'media.rotate',
      documentUuid: a,
      before: { url: docs.body.data![0].url.replace(/[?&]exp=\d+&sig=[^&]+$/, '') },
      after: { url: 'https://img.example.com/rotate/90/photo.jpg' },
    });
  });
});

describe('GET /api/v2/storeVisit/id/{id}/activity', () => {
  it('answers the trail newest first, with the actor', async () => {
    const [v] = demo.take(1, inState(1));
    await setState(reviewer, v.id, 2);
    await put(admin, v.id, { privacy: v.privacy === 0 ? 1 : 0 });
    await setState(admin, v.id, 3);
    const trail = await demo.trail(v.id);
    expect(trail.map((r) => [r.kind, r.actorEmail])).toEqual([
      ['review.state', adminEmail],
      ['visit.privacy', adminEmail],
      ['review.state', reviewerEmail],
    ]);
    for (let i = 1; i < trail.length; i++)
      expect(Date.parse(trail[i - 1].at)).toBeGreaterThanOrEqual(Date.parse(trail[i].at));
    expect((await admin('GET', `/api/v2/storeVisit/id/${v.id}/activity?limit=1`)).body.data).toHaveLength(1);
    expect((await admin('GET', `/api/v2/storeVisit/id/${v.id}/activity?kind=visit.privacy`)).body.data).toHaveLength(1);
    expect((await admin('GET', '/api/v2/storeVisit/id/999999/activity')).status).toBe(404);
  });
});
