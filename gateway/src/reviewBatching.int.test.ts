/**
 * The review parts a list asks of each row (issue 14): viewerCan, activity, feedback, rejections and reviewers of
 * a 50-row page cost one REST call together (GET storeVisit/reviewParts), not one per row and field, and answer
 * what the report alone answers; a client user gets the staff-only parts as null. The review page itself is one
 * REST call. Records are built with the api's factories (no demo seed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the records the test reads are built by the api's factories
import { buildClient, buildProject, buildTalent, buildUser, buildVisit } from '../../api/src/testing/factories.js';
import type { Caller } from './testing/graphqlClient.js';
import { startGatewayTest, type GatewayTest } from './testing/harness.js';

let harness: GatewayTest;
let gql: GatewayTest['gql'];
let admin: Caller;
let clientUser: Caller;
let rejectedId: number;

beforeAll(async () => {
  harness = await startGatewayTest({ seed: false });
  gql = harness.gql;
  const db = harness.api.database.db;
  const clientId = (await buildClient(db, { name: 'Batch Beauty' })).id;
  const projectId = (await buildProject(db, { clientId })).id;
  const talentId = (await buildTalent(db)).id;
  for (let i = 0; i < 55; i++)
    await buildVisit(db, { clientId, projectId, talentId, privacy: 0, reviewState: [1, 2, 3][i % 3] });
  const adminRow = await buildUser(db, { role: 'administrator' });
  const clientRow = await buildUser(db, { role: 'client', clientId, clientRoleId: harness.api.config.clientRoleId });
  admin = await harness.signIn(adminRow.email);
  clientUser = await harness.signIn(clientRow.email, { clientId });
  // One report rejected with feedback: a rejection, a feedback thread and trail rows to batch.
  const rest = await harness.api.as(adminRow.email);
  const inReview = await rest<{ data: { id: number; metaReviewState: number }[] }>(
    'POST',
    '/api/v2/storeVisit/userStoreVisits',
    { filters: [], pageSize: 100 },
  );
  rejectedId = inReview.body.data!.data.find((v) => v.metaReviewState === 2)!.id;
  const res = await rest('POST', `/api/v2/storeVisit/id/${rejectedId}/review/decision`, {
    reviewState: 4,
    feedback: 'Retake the photos, please.',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}, 240_000);

afterAll(async () => {
  await harness?.close();
});

const PARTS = `id
  viewerCan { ownReport approve { allowed reason } reject { allowed reason } giveFeedback { allowed } }
  activity(limit: 20) { id kind actorEmail }
  feedback { id canonicalKey texts { text } }
  rejections { id rejectedBy }
  reviewers { userId }`;
const LIST = `query List($pageSize: Int) { storeVisits(filters: [], pageSize: $pageSize) { total items { ${PARTS} } } }`;
const ONE = `query One($id: Int!) { storeVisit(id: $id) { ${PARTS} } }`;

interface Row {
  id: number;
  viewerCan: unknown;
  activity: { kind: string }[] | null;
  feedback: unknown[] | null;
  rejections: unknown[] | null;
  reviewers: unknown[] | null;
}

describe('review parts of a list', () => {
  it('answers a 50-row page with every part in one list call and one parts call, as each report alone answers', async () => {
    const res = await gql.data<{ storeVisits: { items: Row[] } }>(admin, LIST, { pageSize: 50 });
    const items = res.data.storeVisits.items;
    expect(items).toHaveLength(50);
    expect(res.restCalls).toBe(2);
    const rejected = items.find((r) => r.id === rejectedId);
    expect(rejected?.rejections).toHaveLength(1);
    expect(rejected?.feedback).toHaveLength(1);
    expect(rejected?.activity?.length).toBeGreaterThan(0);
    for (const row of [rejected!, ...items.slice(0, 3)]) {
      const one = await gql.data<{ storeVisit: Row }>(admin, ONE, { id: row.id });
      expect(one.data.storeVisit).toEqual(row);
      expect(one.restCalls, 'the report with its parts: one call').toBe(1);
    }
  });

  it('gives a client user the staff-only parts as null, still in one call', async () => {
    const res = await gql.data<{ storeVisits: { items: Row[] } }>(clientUser, LIST, { pageSize: 50 });
    const items = res.data.storeVisits.items;
    expect(items.length).toBeGreaterThan(0);
    expect(res.restCalls).toBe(2);
    for (const row of items) {
      expect(row).toMatchObject({ activity: null, feedback: null, rejections: null, reviewers: null });
      expect(row.viewerCan).toMatchObject({ ownReport: false, approve: { allowed: false } });
    }
  });

  it('answers a review change with the report as it now is in two calls: the write, then one read of its parts', async () => {
    const ADD = `mutation Add($id: Int!, $text: String!) {
      addFeedback(storeVisitId: $id, text: $text) {
        storeVisit { ${PARTS} answers { id document { uuid } } }
        error { message }
      }
    }`;
    const res = await gql.data<{
      addFeedback: { storeVisit: Omit<Row, 'feedback'> & { feedback: { texts: { text: string }[] }[] } };
    }>(admin, ADD, { id: rejectedId, text: 'Thanks, the new photos are fine.' });
    const v = res.data.addFeedback.storeVisit;
    expect(v.feedback.flatMap((f) => f.texts.map((t) => t.text))).toContain('Thanks, the new photos are fine.');
    expect(v.activity?.[0].kind).toBe('FEEDBACK_TEXT');
    // The test client refuses more than one write; the other call is the read.
    expect(res.restCalls).toBe(2);
  });
});
