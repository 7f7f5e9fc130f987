/**
 * What batching promises, on more than a page of demo data: 1,000 visits with their answers and photo
 * documents cost at most 3 REST calls, and the analysts' form query answers the demo forms whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from './testing/graphqlClient.js';
import { startGatewayTest, type GatewayTest } from './testing/harness.js';

let harness: GatewayTest;
let gql: GatewayTest['gql'];
let admin: Caller;

beforeAll(async () => {
  harness = await startGatewayTest({ visits: 1_100 });
  gql = harness.gql;
  admin = await harness.signIn('admin@example.com');
});

afterAll(async () => {
  await harness?.close();
});

describe('batching', () => {
  it('answers 1,000 visits with their answers and photo documents in at most 3 REST calls', async () => {
    type Answer = { value: string | null; document: { uuid: string; url: string } | null };
    const { data, restCalls } = await gql.data<{
      storeVisits: { total: number; items: { id: number; answers: Answer[] }[] };
    }>(
      admin,
      '{ storeVisits(filters: [], pageSize: 1000) { total items { id answers { value document { uuid url } } } } }',
    );
    expect(data.storeVisits.total).toBeGreaterThanOrEqual(1_000);
    expect(data.storeVisits.items).toHaveLength(1_000);
    const photos = data.storeVisits.items.flatMap((v) => v.answers).filter((a) => a.document);
    expect(photos.length).toBeGreaterThan(500);
    expect(restCalls).toBeLessThanOrEqual(3); // visits, answers (≤ 1000 visit ids a call), documents
  });

  it('answers the demo forms with their sections and questions, as an analyst would ask in the explorer', async () => {
    type Form = {
      title: string;
      status: string;
      sections: { uuid: string; phase: string }[];
      questions: { uuid: string; type: string; depth: number; parentOptionUuid: string | null }[];
    };
    const { data } = await gql.data<{ forms: Form[] }>(
      admin,
      '{ forms { title status sections { uuid phase title } questions { uuid type typeLabel title depth parentQuestionUuid parentOptionUuid options { uuid label } } } }',
    );
    const published = data.forms.filter((f) => f.status === 'ACTIVE');
    expect(published.length).toBeGreaterThanOrEqual(3);
    for (const form of published) {
      expect(form.sections.length).toBeGreaterThan(0);
      expect(form.questions.length).toBeGreaterThan(0);
    }
    // The demo forms nest conditional forks three levels deep.
    expect(Math.max(...data.forms.flatMap((f) => f.questions.map((q) => q.depth)))).toBeGreaterThanOrEqual(3);
  });
});
