/**
 * Bad input on every REST route: no token, a malformed JSON body, wrong types and unknown ids each
 * answer 4xx JSON with a message a person can act on, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/src/db/client.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';

let api: TestApi;
let admin: ApiClient;
const UNKNOWN_UUID = '0b7f3c52-6c1e-4b7e-9d55-000000000000';

/** Row counts and a fingerprint of every table a route of this suite could write. */
async function snapshot() {
  const tables = ['forms', 'store_visits', 'answers', 'documents', 'common_questions', 'tags', 'saved_views', 'saved_widgets', 'saved_dashboards', 'users', 'refresh_tokens'];
  const out: Record<string, unknown> = {};
  for (const t of tables) {
    const [r] = await rows<{ n: string; h: string | null }>(api.database.db, sql.raw(`/* badInput.snapshot */ SELECT count(*) AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${t} t`));
    out[t] = r;
  }
  return out;
}

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin@example.com');
});
afterAll(async () => {
  await api?.close();
});

/** Every route: method, a path with real-looking ids, and whether it takes a JSON body. */
const ROUTES: [string, string, boolean][] = [
  ['GET', '/api/v2/clientProjectList', false],
  ['GET', '/api/v2/regionals/getregionals', false],
  ['GET', '/api/v2/profileUseremail/getuserprofile/email/admin@example.com', false],
  ['GET', '/api/v2/storeVisit/autocomplete/metaJson.retailer/t', false],
  ['GET', '/api/v2/form', false],
  ['GET', `/api/v2/form/canonicalKey/${UNKNOWN_UUID}`, false],
  ['GET', '/api/v2/form/ids/1,2', false],
  ['GET', '/api/v2/form/formid/1', false],
  ['POST', '/api/v2/form', true],
  ['POST', '/api/v2/form/updateDraft/id/1', true],
  ['PUT', `/api/v2/form/canonical/${UNKNOWN_UUID}`, true],
  ['DELETE', '/api/v2/form/id/1', false],
  ['GET', '/api/v2/storeVisit/id/1', false],
  ['POST', '/api/v2/storeVisit/userStoreVisits', true],
  ['GET', '/api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/1', false],
  ['POST', '/api/v2/storeVisitFormAnswer/questionCanonicalKeys', true],
  ['POST', '/api/v2/document/uuids', true],
  ['GET', '/api/v2/savedDashboard', false],
  ['GET', '/api/v2/savedDashboard/id/1', false],
  ['GET', '/api/v2/savedWidget/id/1', false],
  ['POST', '/api/v2/savedWidget/ids', true],
  ['GET', '/api/v2/commonFormQuestion', false],
  ['POST', '/api/v2/commonFormQuestion', true],
  ['POST', '/api/v2/tag', true],
  ['GET', '/api/v2/tag/substr/a', false],
  ['POST', '/api/v2/savedView', true],
  ['GET', '/api/v2/savedView', false],
  ['POST', '/api/v2/storeVisit/bulk/approve', true],
];

function expectRefusal(res: { status: number; body: Record<string, unknown> }, status: number | number[]) {
  expect([status].flat()).toContain(res.status);
  expect(typeof res.body.message).toBe('string');
  expect((res.body.message as string).length).toBeGreaterThan(5);
}

describe('bad input writes nothing and answers 4xx JSON with a message', () => {
  it.each(ROUTES)('%s %s without a token: 401', async (method, path) => {
    const before = await snapshot();
    const res = await fetch(api.url + path, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expectRefusal({ status: res.status, body: (await res.json()) as Record<string, unknown> }, 401);
    expect(await snapshot()).toEqual(before);
  });

  it.each(ROUTES.filter(([, , json]) => json))('%s %s with malformed JSON: 400', async (method, path) => {
    const before = await snapshot();
    expectRefusal(await admin(method, path, '{"title": "unfinished'), 400);
    expect(await snapshot()).toEqual(before);
  });

  it('POST /auth/login with malformed JSON or wrong types: 400', async () => {
    for (const body of ['{"email": ', JSON.stringify({ email: 5, password: ['x'] })]) {
      const res = await fetch(`${api.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expectRefusal({ status: res.status, body: (await res.json()) as Record<string, unknown> }, 400);
    }
  });

  it('wrong types: 400 with the field named', async () => {
    const before = await snapshot();
    const cases: [string, string, unknown][] = [
      ['POST', '/api/v2/form', { title: 5, content: 'not a form' }],
      ['POST', '/api/v2/form/updateDraft/id/1', { title: ['x'], content: 7 }],
      ['PUT', `/api/v2/form/canonical/${UNKNOWN_UUID}`, { status: 'archived' }],
      ['POST', '/api/v2/storeVisit/userStoreVisits', { filters: 'all', page: 'first' }],
      ['POST', '/api/v2/storeVisitFormAnswer/questionCanonicalKeys', { storeVisitIds: 'x', questionCanonicalKeys: 3 }],
      ['POST', '/api/v2/document/uuids', { uuids: 5 }],
      ['POST', '/api/v2/savedWidget/ids', { ids: { a: 1 } }],
      ['POST', '/api/v2/commonFormQuestion', { title: 1, type: 2 }],
      ['POST', '/api/v2/tag', { title: { a: 1 } }],
      ['POST', '/api/v2/storeVisit/bulk/approve', { ids: 'all' }],
      ['GET', '/api/v2/form/ids/one,two', undefined],
      ['GET', '/api/v2/form/formid/abc', undefined],
      ['GET', '/api/v2/storeVisit/id/abc', undefined],
      ['DELETE', '/api/v2/form/id/-1', undefined],
    ];
    for (const [method, path, body] of cases) {
      const res = await admin(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expectRefusal(res, 400);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('unknown ids: 404 with what was not found', async () => {
    const before = await snapshot();
    const cases: [string, string, unknown][] = [
      ['GET', '/api/v2/form/formid/999999', undefined],
      ['POST', '/api/v2/form/updateDraft/id/999999', { title: 'x', content: { structure: [[], [], []] } }],
      ['PUT', `/api/v2/form/canonical/${UNKNOWN_UUID}`, { status: 2 }],
      ['DELETE', '/api/v2/form/id/999999', undefined],
      ['GET', '/api/v2/storeVisit/id/999999', undefined],
      ['GET', '/api/v2/savedDashboard/id/999999', undefined],
      ['GET', '/api/v2/savedWidget/id/999999', undefined],
      ['PUT', '/api/v2/commonFormQuestion/id/999999', { status: 2 }],
    ];
    for (const [method, path, body] of cases) {
      const res = await admin(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expectRefusal(res, 404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('an unknown path: 404 JSON naming it', async () => {
    const res = await admin('GET', '/api/v2/no/such/route');
    expectRefusal(res, 404);
    expect(res.body.message).toContain('/api/v2/no/such/route');
  });
});
