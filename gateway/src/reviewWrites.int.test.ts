/**
 * The review page's mutations write through the api's one-action calls (issue 9): every mutation of
 * schema/review.graphql causes at most one REST write, two reviewers marking different questions or photos
 * at the same moment keep every mark, and a decision that fails half-way leaves the report as it was. The
 * gateway talks to the real api (in-process, PGlite, records built by the factories) through a counting
 * relay that sees every REST request the gateway makes.
 */
import { readFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the integration test starts the real api in-process; gateway code itself never imports api/
import { activity, feedback, rejections } from '../../api/src/db/schema.js';
// eslint-disable-next-line no-restricted-imports -- the test builds its report through the api's database and calls it as a user
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
// eslint-disable-next-line no-restricted-imports -- the report factory of the api's tests
import { buildUser, buildVisit, reviewableReport, TEST_PASSWORD } from '../../api/src/testing/factories.js';
import { createGateway } from './index.js';
import { graphqlClient, type Caller } from './testing/graphqlClient.js';

let api: TestApi;
let rest: ApiClient;
let gateway: Server;
let relay: Server;
let gql: ReturnType<typeof graphqlClient>;
let reviewer: Caller;
let admin: Caller;
/** Every REST write the gateway made, as 'METHOD path'. */
const writes: string[] = [];
/** Batched look-ups the spec makes with POST (their bodies carry the ids): reads, not writes. */
const READ_POSTS = [
  /^\/api\/v2\/document\/uuids$/,
  /^\/api\/v2\/storeVisitFormAnswer\/questionCanonicalKeys$/,
  /^\/api\/v2\/storeVisit\/userStoreVisits$/,
  /^\/api\/v2\/form\/ids/,
];
const isWrite = (method: string | undefined, url: string | undefined) =>
  method !== 'GET' && method !== 'HEAD' && !READ_POSTS.some((p) => p.test((url ?? '').split('?')[0]));

const listen = (app: http.RequestListener) =>
  new Promise<{ server: Server; url: string }>((resolve) => {
    const server = http.createServer(app);
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}` });
    });
  });

async function signIn(email: string): Promise<Caller> {
  const res = await fetch(`${api.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, strategy: 'local' }),
  });
  return { token: res.headers.get('x-access-token') };
}

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const adminEmail = (await buildUser(api.database.db, { role: 'administrator' })).email;
  const reviewerEmail = (await buildUser(api.database.db, { role: 'reviewer' })).email;
  rest = await api.as(adminEmail);
  const target = new URL(api.url);
  // The relay: passes every request on to the api unchanged and notes the writes.
  const r = await listen((req, res) => {
    if (isWrite(req.method, req.url)) writes.push(`${req.method} ${req.url}`);
    const up = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(up);
  });
  relay = r.server;
  const app = express();
  app.use(await createGateway({ apiUrl: r.url, explorerDist: '/nonexistent' }));
  const g = await listen(app);
  gateway = g.server;
  gql = graphqlClient(`${g.url}/graphql`);
  reviewer = await signIn(reviewerEmail);
  admin = await signIn(adminEmail);
});

afterAll(async () => {
  for (const s of [gateway, relay]) if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  await api?.close();
});

interface Report {
  id: number;
  texts: string[];
  unanswered: string;
  photoDocs: string[];
  videoDoc: string;
}

/** A fresh form of 13 answered text questions, one unanswered, 13 photos and a video, and a report on it in `reviewState`. */
async function report(reviewState: number): Promise<Report> {
  // The visit the report copies (client, project, talent, times): one built for it, filed by neither user.
  const pick = await buildVisit(api.database.db);
  const r = await reviewableReport(api.database.db, rest, pick.id, {
    texts: 14,
    answeredTexts: 13,
    photos: 13,
    reviewState,
  });
  return {
    id: r.id,
    texts: r.texts.slice(0, 13),
    unanswered: r.texts[13],
    photoDocs: r.photoDocs,
    videoDoc: r.videoDoc,
  };
}

const PAYLOAD =
  '{ storeVisit { id reviewState revisionRequests { questionUuid feedback } mediaMarks { documentUuid starred flagged blocked rotation } } error { message } }';
type Presence = { reviewers: { name: string }[]; error: { message: string } | null };
type Payload = {
  storeVisit: {
    id: number;
    reviewState: string;
    revisionRequests: { questionUuid: string; feedback: string }[];
    mediaMarks: { documentUuid: string; starred: boolean; flagged: boolean; blocked: boolean; rotation: number }[];
  } | null;
  error: { message: string } | null;
};

/** The mutations schema/review.graphql declares. */
function reviewMutations(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const sdl = readFileSync(path.join(here, '../../schema/review.graphql'), 'utf8');
  const block = /extend type Mutation \{([\s\S]*?)\n\}/
    .exec(sdl)![1]
    .replace(/"""[\s\S]*?"""/g, '')
    .replace(/"[^"\n]*"/g, '');
  return [...block.matchAll(/^\s+(\w+)\(/gm)].map((m) => m[1]);
}

describe('every review mutation makes at most one REST write', () => {
  it('walks each mutation of schema/review.graphql and counts the REST writes each causes', async () => {
    const r = await report(1);
    const other = await report(2);
    const seen = new Map<string, number[]>();
    const run = async (name: string, args: string, selection = PAYLOAD, as: Caller = reviewer) => {
      writes.length = 0;
      const res = await gql.data<Record<string, { error: { message: string } | null }>>(
        as,
        `mutation { ${name}(${args}) ${selection} }`,
      );
      expect(res.data[name].error, `${name}(${args})`).toBeNull();
      seen.set(name, [...(seen.get(name) ?? []), writes.length]);
      expect(writes.length, `${name}(${args}) wrote ${JSON.stringify(writes)}`).toBeLessThanOrEqual(1);
      return res.data[name];
    };
    const id = `storeVisitId: ${r.id}`;
    await run('setReviewState', `${id}, target: IN_REVIEW`);
    await run('setRevisionRequest', `${id}, questionUuid: "${r.texts[0]}", feedback: "Blurry"`);
    await run('setRevisionRequest', `${id}, questionUuid: "${r.texts[0]}", feedback: null`);
    await run('setRevisionRequest', `${id}, questionUuid: "${r.texts[1]}", feedback: "Wrong"`);
    await run('clearRevisionRequests', id);
    await run(
      'saveAnswer',
      `${id}, questionUuid: "${r.texts[2]}", value: "Changed"`,
      '{ answer { value } error { message } }',
    );
    await run(
      'saveAnswer',
      `${id}, questionUuid: "${r.unanswered}", value: "New"`,
      '{ answer { value } error { message } }',
    );
    await run('toggleMediaMark', `${id}, documentUuid: "${r.photoDocs[0]}", mark: STAR, motive: "Great facing"`);
    await run('toggleMediaMark', `${id}, documentUuid: "${r.photoDocs[0]}", mark: STAR`);
    await run('toggleMediaMark', `${id}, documentUuid: "${r.videoDoc}", mark: BLOCK`);
    const photo = (await run('rotateMedia', `${id}, documentUuid: "${r.photoDocs[1]}"`)) as Payload;
    expect(photo.storeVisit!.mediaMarks).toContainEqual({
      documentUuid: r.photoDocs[1],
      starred: false,
      flagged: false,
      blocked: false,
      rotation: 90,
    });
    const video = (await run('rotateMedia', `${id}, documentUuid: "${r.videoDoc}"`)) as Payload;
    expect(video.storeVisit!.mediaMarks).toContainEqual({
      documentUuid: r.videoDoc,
      starred: false,
      flagged: false,
      blocked: true,
      rotation: 90,
    });
    await run('setVisibleToClient', `${id}, visible: false`);
    await run('addFeedback', `${id}, text: "Check the endcap"`);
    // Presence (issue 15): the admin's heartbeat is what the reviewer's answers list.
    const presence = '{ reviewers { name since } error { message } }';
    await run('reviewHeartbeat', id, presence, admin);
    const others = (await run('reviewHeartbeat', id, presence)) as Presence;
    expect(others.reviewers).toHaveLength(1);
    await run('leaveReview', id, presence, admin);
    expect(((await run('leaveReview', id, presence)) as Presence).reviewers).toEqual([]);
    const rejected = (await run(
      'setReviewState',
      `${id}, target: REJECTED, feedback: "Please redo", rejectAll: true`,
    )) as Payload;
    expect(rejected.storeVisit!.reviewState).toBe('REJECTED');
    expect(rejected.storeVisit!.revisionRequests, '14 texts, 13 photos and the video are answered').toHaveLength(28);
    await run('setReviewState', `storeVisitId: ${other.id}, target: APPROVED, feedback: "Well done"`);

    // Every mutation the schema declares was walked.
    expect([...seen.keys()].sort()).toEqual(reviewMutations().sort());
  });
});

describe('two reviewers at once', () => {
  const mark = `mutation($id: Int!, $q: ID!, $f: String) { setRevisionRequest(storeVisitId: $id, questionUuid: $q, feedback: $f) ${PAYLOAD} }`;
  const star = `mutation($id: Int!, $d: ID!, $m: MediaMarkKind!) { toggleMediaMark(storeVisitId: $id, documentUuid: $d, mark: $m, motive: "Seen") ${PAYLOAD} }`;

  it('keeps all 12 NEEDS REVISION marks sent at the same moment on 12 questions', async () => {
    const r = await report(2);
    const answersOf = await Promise.all(
      r.texts
        .slice(0, 12)
        .map((q, i) =>
          gql.data<{ setRevisionRequest: Payload }>(i % 2 ? admin : reviewer, mark, { id: r.id, q, f: `Redo ${i}` }),
        ),
    );
    expect(answersOf.map((a) => a.data.setRevisionRequest.error)).toEqual(Array(12).fill(null));
    const page = await gql.data<{ storeVisit: { revisionRequests: { questionUuid: string; feedback: string }[] } }>(
      reviewer,
      'query($id: Int!) { storeVisit(id: $id) { revisionRequests { questionUuid feedback } } }',
      { id: r.id },
    );
    expect(page.data.storeVisit.revisionRequests.map((q) => q.questionUuid).sort()).toEqual(
      r.texts.slice(0, 12).sort(),
    );
  });

  it('keeps all 12 media marks sent at the same moment on 12 photos', async () => {
    const r = await report(1);
    const kinds = ['STAR', 'FLAG', 'BLOCK'];
    const answersOf = await Promise.all(
      r.photoDocs
        .slice(0, 12)
        .map((d, i) =>
          gql.data<{ toggleMediaMark: Payload }>(i % 2 ? admin : reviewer, star, { id: r.id, d, m: kinds[i % 3] }),
        ),
    );
    expect(answersOf.map((a) => a.data.toggleMediaMark.error)).toEqual(Array(12).fill(null));
    const page = await gql.data<{ storeVisit: NonNullable<Payload['storeVisit']> }>(
      reviewer,
      'query($id: Int!) { storeVisit(id: $id) { mediaMarks { documentUuid starred flagged blocked rotation } } }',
      { id: r.id },
    );
    const marks = new Map(page.data.storeVisit.mediaMarks.map((m) => [m.documentUuid, m]));
    r.photoDocs.slice(0, 12).forEach((d, i) => {
      const m = marks.get(d);
      expect([m?.starred, m?.flagged, m?.blocked], `photo ${i}`).toEqual([i % 3 === 0, i % 3 === 1, i % 3 === 2]);
    });
  });
});

describe('a decision is all or nothing', () => {
  it('a failure while saving the feedback message leaves the report In Review, with no rejection, feedback or trail row', async () => {
    const r = await report(2);
    const db = api.database.db;
    const rowsOf = async (table: typeof rejections | typeof feedback | typeof activity) =>
      (await db.select({ n: count() }).from(table).where(eq(table.storeVisitId, r.id)))[0].n;
    const before = [await rowsOf(rejections), await rowsOf(feedback), await rowsOf(activity)];
    await db.execute(
      sql`ALTER TABLE feedback_texts ADD CONSTRAINT gateway_test_refuse CHECK (feedback_text NOT LIKE '%[refused by the database]%')`,
    );
    try {
      const res = await gql.send<{ setReviewState: Payload }>(
        reviewer,
        `mutation { setReviewState(storeVisitId: ${r.id}, target: REJECTED, feedback: "Redo [refused by the database]", rejectAll: true) ${PAYLOAD} }`,
      );
      expect(res.errors?.length ?? 0, JSON.stringify(res)).toBeGreaterThan(0);
    } finally {
      await db.execute(sql`ALTER TABLE feedback_texts DROP CONSTRAINT gateway_test_refuse`);
    }
    const page = await gql.data<{
      storeVisit: { reviewState: string; revisionRequests: unknown[]; rejections: unknown[]; feedback: unknown[] };
    }>(
      reviewer,
      'query($id: Int!) { storeVisit(id: $id) { reviewState revisionRequests { questionUuid } rejections { id } feedback { id } } }',
      { id: r.id },
    );
    expect(page.data.storeVisit).toEqual({
      reviewState: 'IN_REVIEW',
      revisionRequests: [],
      rejections: [],
      feedback: [],
    });
    expect([await rowsOf(rejections), await rowsOf(feedback), await rowsOf(activity)]).toEqual(before);
  });
});

describe('viewerCan', () => {
  it("serves what the page may do, from the api's rules, with the reason when not", async () => {
    const r = await report(1);
    const q =
      'query($id: Int!) { storeVisit(id: $id) { viewerCan { ownReport editResponses { allowed reason } approve { allowed reason } markMedia { allowed } } } }';
    const res = await gql.data<{ storeVisit: { viewerCan: unknown } }>(reviewer, q, { id: r.id });
    expect(res.data.storeVisit.viewerCan).toEqual({
      ownReport: false,
      editResponses: { allowed: true, reason: null },
      markMedia: { allowed: true },
      approve: { allowed: false, reason: 'Press EDIT RESPONSES first: an SVR is approved in review mode.' },
    });
  });
});
