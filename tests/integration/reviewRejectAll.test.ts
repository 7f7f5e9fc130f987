/**
 * REJECT ALL over REST (spec 001 §4: "REJECT ALL marks every visited question as rejected (empty feedback)"):
 * the visited questions of formState.visitedQuestions, answered or not, internal ones included, and no other;
 * the answered questions when the report records no visited one (docs/DECISIONS.md); all in the decision's
 * one call and one transaction.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeVisits } from '../../api/src/db/schema.js';
import * as f from '../../api/src/testing/factories.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import { Demo, type Visit } from './reviewFixtures.js';

let api: TestApi;
let admin: ApiClient;
let reviewer: ApiClient;
let demo: Demo;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  const own = await f.buildClient(db);
  admin = await api.as((await f.buildUser(db, { role: 'administrator' })).email);
  reviewer = await api.as((await f.buildUser(db, { role: 'reviewer' })).email);
  for (let i = 0; i < 4; i++) await f.buildVisit(db, { clientId: own.id, privacy: 0 });
  demo = await Demo.load(api, admin);
});
afterAll(async () => {
  await api?.close();
});

/** A report In Review on a form of 6 texts (the first 3 answered), 2 photos and a video, all those answered. */
async function report(visitedQuestions?: unknown[]): Promise<f.ReviewableReport> {
  const [model] = demo.take(1, (v) => v.status === 1 && (v as Visit & { svrType?: number }).svrType !== 1);
  const r = await f.reviewableReport(api.database.db, admin, model.id, { texts: 6, answeredTexts: 3, photos: 2 });
  if (visitedQuestions)
    await api.database.db
      .update(storeVisits)
      .set({ formState: { visitedQuestions, feedback: { message: '', questions: {} } } })
      .where(eq(storeVisits.id, r.id));
  return r;
}

const base = (id: number) => `/api/v2/storeVisit/id/${id}/review`;

async function rejectAll(id: number) {
  const res = await reviewer<Visit>('POST', `${base(id)}/decision`, { reviewState: 4, rejectAll: true });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
}

describe('REJECT ALL (spec 001 §4)', () => {
  it('spec 001 §4: marks every visited question, answered or not, internal ones included, and no other', async () => {
    const r = await report();
    const internal = await demo.hideQuestion(r.id, 'Text 6'); // unanswered, internal
    const visited = [r.texts[0], r.texts[1].toUpperCase(), r.texts[4], internal, r.photos[0], 'not-on-this-form'];
    await api.database.db
      .update(storeVisits)
      .set({ formState: { visitedQuestions: visited, feedback: { message: '', questions: {} } } })
      .where(eq(storeVisits.id, r.id));
    await reviewer('PUT', `${base(r.id)}/revisionRequests/${r.texts[0]}`, { feedback: 'Blurry' });

    const v = await rejectAll(r.id);
    expect(v.metaReviewState).toBe(4);
    // Text 3, Photo 2 and the video are answered but were not visited: not marked. Text 5 and Text 6 were
    // visited without an answer: marked. Text 1 keeps its text.
    expect(v.formState.feedback?.questions).toEqual({
      [r.texts[0]]: 'Blurry',
      [r.texts[1]]: '',
      [r.texts[4]]: '',
      [internal]: '',
      [r.photos[0]]: '',
    });
    expect(v.formState.visitedQuestions).toEqual(visited);
    // One decision, one transaction: the marks' row beside the state's and the rejection's.
    const trail = (await demo.trail(r.id)).map((a) => a.kind);
    expect(trail.filter((k) => k === 'visit.formState')).toHaveLength(2); // the single mark, then REJECT ALL's
    expect(trail.filter((k) => k === 'review.state' || k === 'rejection.create').sort()).toEqual([
      'rejection.create',
      'review.state',
    ]);
  });

  it('spec 001 §4: with no visited question recorded (missing or empty list), marks the answered questions', async () => {
    for (const visited of [undefined, []]) {
      const r = await report(visited);
      const v = await rejectAll(r.id);
      const marked = Object.keys(v.formState.feedback?.questions ?? {});
      // Texts 1 to 3, both photos and the video; not the unanswered texts.
      expect(marked).toHaveLength(6);
      expect(marked).toEqual(expect.arrayContaining([...r.texts.slice(0, 3), ...r.photos]));
      for (const unanswered of r.texts.slice(3)) expect(marked).not.toContain(unanswered);
      expect(Object.values(v.formState.feedback!.questions!)).toEqual(Array(6).fill(''));
    }
  });

  it('spec 001 §4: a visited list of uuids that are not on the form marks nothing, and still rejects', async () => {
    const r = await report(['not-on-this-form']);
    const v = await rejectAll(r.id);
    expect([v.metaReviewState, v.formState.feedback?.questions]).toEqual([4, {}]);
  });
});
