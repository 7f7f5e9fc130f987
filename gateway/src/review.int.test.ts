/**
 * The review page over GraphQL (issue 5), against the real api in-process on PGlite with records it builds:
 * the page's one query causes a fixed number of REST calls whatever the report's size (40 questions,
 * 30 photos), and the workflow mutations change the report, record the trail and refuse what the api
 * refuses.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the integration test starts the real api in-process; gateway code itself never imports api/
import { answers, documents, storeVisits } from '../../api/src/db/schema.js';
// eslint-disable-next-line no-restricted-imports -- the test writes to the api's database and calls it as a user
import type { ApiClient, TestApi } from '../../api/src/testing/harness.js';
import type { Caller } from './testing/graphqlClient.js';
import { startGatewayTest, type GatewayTest } from './testing/harness.js';
// eslint-disable-next-line no-restricted-imports -- the records the test reads are built by the api's factories
import * as f from '../../api/src/testing/factories.js';

let harness: GatewayTest;
let api: TestApi;
let gql: GatewayTest['gql'];
let rest: ApiClient;
let reviewer: Caller;
let client: Caller;

const meta = { isRequired: true, isHidden: false, isQuickReview: false, isConditional: false, isCallOut: false };
const question = (type: string, title: string) => ({
  uuid: randomUUID(),
  canonicalKey: randomUUID(),
  type,
  title,
  tags: [],
  meta,
  options: [],
  documentIds: [],
  commonId: null,
});

/** A published form of 10 text and 30 photo questions, and a pending report on it with every answer. */
async function bigReport(): Promise<{ visitId: number; questions: number; photos: number }> {
  const text = Array.from({ length: 10 }, (_, i) => question('single-line-input', `Text ${i + 1}`));
  const photo = Array.from({ length: 30 }, (_, i) => question('photo-input', `Photo ${i + 1}`));
  const section = (title: string, content: unknown[]) => ({
    uuid: randomUUID(),
    type: 'section',
    title,
    tags: [],
    meta: { forceQuestionOrder: false },
    content,
  });
  const content = {
    structure: [
      [section('Arrival', text)],
      [section('Shelf', photo.slice(0, 15)), section('Back stock', photo.slice(15))],
      [],
    ],
    documents: [],
    callOut: { active: false, mailing: '' },
    hideFromClient: 0,
    invoicePlannedTime: 0,
    maxAllowedTime: '',
    bypassGPSValidation: false,
    bypassDuplicatePhotoCheck: false,
  };
  const db = api.database.db;
  // A pending report the client user may see, as the model of the new one (same client and project).
  const seenByClient = await (
    await api.as(users.client)
  )<{ data: { id: number }[] }>('POST', '/api/v2/storeVisit/userStoreVisits', { filters: [], pageSize: 50 });
  const [model] = await db.select().from(storeVisits).where(eq(storeVisits.id, seenByClient.body.data!.data[0].id));
  const created = await rest<{ id: number }>('POST', '/api/v2/form', {
    title: 'Forty questions',
    content: JSON.stringify(content),
    tenancyClientId: model.clientId,
    autoApprovalHourTrigger: 0,
    status: 1,
  });
  expect(created.status).toBe(201);
  const { id: _id, createdAt: _c, timestamp: _t, ...copy } = model;
  const [visit] = await db
    .insert(storeVisits)
    .values({
      ...copy,
      formId: created.body.data!.id,
      privacy: 0,
      reviewState: 1,
      metaJson: { ...(copy.metaJson as object), reviewState: 1 },
      formState: {},
      approvedBy: null,
      approvedDate: null,
      rejectedCounter: 0,
      lastRejectedDate: null,
      lastSubmissionDate: new Date(),
    })
    .returning();
  const uuids = photo.map(() => randomUUID());
  await db.insert(documents).values(
    uuids.map((uuid, i) => ({
      uuid,
      title: `photo-${i + 1}.jpg`,
      size: 1000,
      url: `/files/demo/p${i}.jpg`,
      xsurl: `/files/demo/p${i}-xs.jpg`,
      type: 'image',
      mimeType: 'image/jpeg',
      storageKey: `demo/p${i}.jpg`,
    })),
  );
  await db.insert(answers).values([
    ...text.map((q, i) => ({
      storeVisitId: visit.id,
      questionUuid: q.uuid,
      questionCanonicalKey: q.canonicalKey,
      answerValue: `Answer ${i + 1}`,
    })),
    ...photo.map((q, i) => ({
      storeVisitId: visit.id,
      questionUuid: q.uuid,
      questionCanonicalKey: q.canonicalKey,
      answerValue: uuids[i],
    })),
  ]);
  return { visitId: visit.id, questions: 40, photos: 30 };
}

const PAGE = `query($id: Int!) { storeVisit(id: $id) {
  id reviewState doorLocation doorNumber talentName talentApprovedDate
  form { id title heroImageUrl sections { uuid title phase position } questions { uuid type title sectionUuid parentQuestionUuid parentOptionUuid isHidden options { uuid label value } } }
  answers { id questionUuid value blocked document { uuid url xsurl type title } }
  revisionRequests { questionUuid feedback }
  mediaMarks { documentUuid starred flagged blocked rotation }
  activity(limit: 50) { kind actorEmail actorName at change { __typename ... on ReviewStateChange { toState } } }
  feedback { id texts { text createdByEmail } }
  rejections { rejectedBy rejectedDate }
} }`;

interface Page {
  storeVisit: {
    id: number;
    reviewState: string;
    talentApprovedDate: string | null;
    form: { questions: { uuid: string; type: string; title: string }[] };
    answers: {
      id: number;
      questionUuid: string;
      value: string | null;
      blocked: boolean;
      document: { uuid: string; url: string; type: string } | null;
    }[];
    revisionRequests: { questionUuid: string; feedback: string }[];
    mediaMarks: { documentUuid: string; starred: boolean; flagged: boolean; blocked: boolean; rotation: number }[];
    activity:
      | {
          kind: string;
          actorEmail: string;
          actorName: string | null;
          change: { __typename: string; toState?: string };
        }[]
      | null;
    feedback: { id: number; texts: { text: string; createdByEmail: string }[] }[] | null;
    rejections: { rejectedBy: string }[] | null;
  };
}
type Payload = { storeVisit: Page['storeVisit'] | null; error: { message: string } | null };

let report: { visitId: number; questions: number; photos: number };
const users = { admin: '', reviewer: '', reviewerName: '', client: '' };

/**
 * The users; a pending report of the client user's client it may see (the model bigReport copies), and a
 * pending report the reviewer filed (a talent with the reviewer's e-mail).
 */
async function buildUsersAndVisits() {
  const db = api.database.db;
  const own = await f.buildClient(db);
  const reviewerUser = await f.buildUser(db, { role: 'reviewer' });
  Object.assign(users, {
    admin: (await f.buildUser(db, { role: 'administrator' })).email,
    reviewer: reviewerUser.email,
    reviewerName: reviewerUser.name,
    client: (await f.buildUser(db, { role: 'client', clientId: own.id, clientRoleId: api.config.clientRoleId })).email,
  });
  await f.buildVisit(db, { clientId: own.id, privacy: 0, reviewState: 1 });
  await f.buildVisit(db, { talentId: (await f.buildTalent(db, { email: reviewerUser.email })).id, reviewState: 1 });
}

beforeAll(async () => {
  harness = await startGatewayTest({ seed: false });
  api = harness.api;
  gql = harness.gql;
  await buildUsersAndVisits();
  rest = await api.as(users.admin);
  reviewer = await harness.signIn(users.reviewer);
  client = await harness.signIn(users.client);
  report = await bigReport();
});

afterAll(async () => {
  await harness?.close();
});

describe('the review page over GraphQL', () => {
  it('builds a 40-question, 30-photo report from one query with no per-question or per-photo REST call', async () => {
    const res = await gql.data<Page>(reviewer, PAGE, { id: report.visitId });
    const v = res.data.storeVisit;
    expect(v.form.questions).toHaveLength(report.questions);
    expect(v.answers).toHaveLength(report.questions);
    expect(v.answers.filter((a) => a.document)).toHaveLength(report.photos);
    // The report with its form, answers, documents, activity, feedback and rejections: one call (review/page.ts).
    expect(res.data.storeVisit.reviewState, 'the new report is pending').toBe('PENDING_REVIEW');
    expect(Date.parse(v.talentApprovedDate!)).toBeLessThan(Date.now());
    expect(res.restCalls).toBe(1);
  });

  it('walks the workflow: EDIT RESPONSES, NEEDS REVISION on two questions, REJECT with feedback; the trail shows each step', async () => {
    const { visitId } = report;
    const page = (await gql.data<Page>(reviewer, PAGE, { id: visitId })).data.storeVisit;
    const [q1, q2] = page.form.questions;
    const edit = await gql.data<{ setReviewState: Payload }>(
      reviewer,
      'mutation($id: Int!) { setReviewState(storeVisitId: $id, target: IN_REVIEW) { storeVisit { reviewState } error { message } } }',
      { id: visitId },
    );
    expect(edit.data.setReviewState, JSON.stringify(page)).toEqual({
      storeVisit: { reviewState: 'IN_REVIEW' },
      error: null,
    });

    const mark = `mutation($id: Int!, $q: ID!, $f: String) { setRevisionRequest(storeVisitId: $id, questionUuid: $q, feedback: $f) { storeVisit { revisionRequests { questionUuid feedback } } error { message } } }`;
    await gql.data(reviewer, mark, { id: visitId, q: q1.uuid, f: 'Photo is blurry' });
    const marked = await gql.data<{ setRevisionRequest: Payload }>(reviewer, mark, {
      id: visitId,
      q: q2.uuid,
      f: 'Wrong count',
    });
    expect(marked.data.setRevisionRequest.storeVisit!.revisionRequests).toHaveLength(2);
    expect(marked.data.setRevisionRequest.storeVisit!.revisionRequests).toEqual(
      expect.arrayContaining([
        { questionUuid: q1.uuid, feedback: 'Photo is blurry' },
        { questionUuid: q2.uuid, feedback: 'Wrong count' },
      ]),
    );

    const approve = await gql.data<{ setReviewState: Payload }>(
      reviewer,
      'mutation($id: Int!) { setReviewState(storeVisitId: $id, target: APPROVED) { error { message } } }',
      { id: visitId },
    );
    expect(approve.data.setReviewState.error).toEqual({
      message: 'This SVR has questions marked as needing revision: clear them before approving it.',
    });

    const reject = await gql.data<{ setReviewState: Payload }>(
      reviewer,
      'mutation($id: Int!) { setReviewState(storeVisitId: $id, target: REJECTED, feedback: "  Please redo two answers  ") { storeVisit { reviewState } error { message } } }',
      { id: visitId },
    );
    expect(reject.data.setReviewState).toEqual({ storeVisit: { reviewState: 'REJECTED' }, error: null });

    const after = (await gql.data<Page>(reviewer, PAGE, { id: visitId })).data.storeVisit;
    expect(after.feedback![0].texts[0]).toEqual({
      text: 'Please redo two answers',
      createdByEmail: users.reviewer,
    });
    expect(after.rejections).toHaveLength(1);
    const kinds = after.activity!.map((a) => a.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'REVIEW_STATE',
        'VISIT_FORM_STATE',
        'REJECTION_CREATE',
        'FEEDBACK_SAVE',
        'FEEDBACK_TEXT',
      ]),
    );
    // Each entry carries its kind's member of the ActivityChange union, decoded by the gateway.
    expect(after.activity!.find((a) => a.kind === 'REVIEW_STATE')!.change).toEqual({
      __typename: 'ReviewStateChange',
      toState: 'REJECTED',
    });
    expect(new Set(after.activity!.map((a) => a.change.__typename))).toEqual(
      new Set([
        'ReviewStateChange',
        'RevisionRequestsChange',
        'RejectionRecorded',
        'FeedbackThreadChange',
        'FeedbackMessage',
      ]),
    );
    expect(after.activity!.every((a) => a.actorEmail === users.reviewer && a.actorName === users.reviewerName)).toBe(
      true,
    );
  });

  it('stars, rotates and blocks a photo; a client user gets no blocked photo and no staff-only reads', async () => {
    const { visitId } = report;
    const page = (await gql.data<Page>(reviewer, PAGE, { id: visitId })).data.storeVisit;
    const photo = page.answers.find((a) => a.document)!.document!;
    const star = await gql.data<{ toggleMediaMark: Payload }>(
      reviewer,
      'mutation($id: Int!, $d: ID!) { toggleMediaMark(storeVisitId: $id, documentUuid: $d, mark: STAR, motive: "Great facing") { storeVisit { mediaMarks { documentUuid starred } } error { message } } }',
      { id: visitId, d: photo.uuid },
    );
    expect(star.data.toggleMediaMark.storeVisit!.mediaMarks).toContainEqual({
      documentUuid: photo.uuid,
      starred: true,
    });
    const noMotive = await gql.data<{ toggleMediaMark: Payload }>(
      reviewer,
      'mutation($id: Int!, $d: ID!) { toggleMediaMark(storeVisitId: $id, documentUuid: $d, mark: FLAG) { error { message } } }',
      { id: visitId, d: photo.uuid },
    );
    expect(noMotive.data.toggleMediaMark.error).toEqual({ message: 'Please give a motive.' });

    const rotate =
      'mutation($id: Int!, $d: ID!) { rotateMedia(storeVisitId: $id, documentUuid: $d) { storeVisit { mediaMarks { documentUuid rotation } answers { document { uuid url } } } error { message } } }';
    await gql.data(reviewer, rotate, { id: visitId, d: photo.uuid });
    const rotated = await gql.data<{ rotateMedia: Payload }>(reviewer, rotate, { id: visitId, d: photo.uuid });
    expect(rotated.data.rotateMedia.storeVisit!.mediaMarks).toContainEqual({ documentUuid: photo.uuid, rotation: 180 });

    const block = await gql.data<{ toggleMediaMark: Payload }>(
      reviewer,
      'mutation($id: Int!, $d: ID!) { toggleMediaMark(storeVisitId: $id, documentUuid: $d, mark: BLOCK) { error { message } } }',
      { id: visitId, d: photo.uuid },
    );
    expect(block.data.toggleMediaMark.error).toBeNull();

    const seen = await gql.data<Page>(client, PAGE, { id: visitId });
    const v = seen.data.storeVisit;
    expect(v.activity).toBeNull();
    expect(v.talentApprovedDate).toBeNull();
    expect(v.feedback).toBeNull();
    expect(v.rejections).toBeNull();
    const blocked = v.answers.find((a) => a.blocked)!;
    expect(blocked).toMatchObject({ value: null, document: null });
    expect(JSON.stringify(v)).not.toContain(photo.uuid);
  });

  it('refuses a change by the talent who filed the report, with the spec message', async () => {
    const own = (
      await rest<{ data: { id: number; metaMcEmail: string | null; metaReviewState: number }[] }>(
        'POST',
        '/api/v2/storeVisit/userStoreVisits',
        { filters: [], pageSize: 1000 },
      )
    ).body.data!.data.find((v) => v.metaMcEmail === users.reviewer && v.metaReviewState === 1)!;
    const res = await gql.data<{ setReviewState: Payload }>(
      reviewer,
      'mutation($id: Int!) { setReviewState(storeVisitId: $id, target: APPROVED) { storeVisit { id } error { message } } }',
      { id: own.id },
    );
    expect(res.data.setReviewState).toEqual({
      storeVisit: null,
      error: { message: 'You can not edit the status of an SVR you have submitted.' },
    });
  });

  it('edits an answer only in review mode, and creates one where none existed', async () => {
    const { visitId } = report;
    const page = (await gql.data<Page>(reviewer, PAGE, { id: visitId })).data.storeVisit;
    const text = page.form.questions.find((q) => q.type === 'SINGLE_LINE_INPUT')!;
    const save =
      'mutation($id: Int!, $q: ID!, $v: String) { saveAnswer(storeVisitId: $id, questionUuid: $q, value: $v) { answer { questionUuid value } error { message } } }';
    const refused = await gql.data<{ saveAnswer: { answer: unknown; error: { message: string } | null } }>(
      reviewer,
      save,
      { id: visitId, q: text.uuid, v: 'Changed' },
    );
    expect(refused.data.saveAnswer, JSON.stringify(refused.data)).toMatchObject({
      answer: null,
      error: { message: expect.stringMatching(/In Review/) },
    });
  });
});
