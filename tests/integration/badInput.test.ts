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
  const tables = [
    'forms',
    'store_visits',
    'answers',
    'documents',
    'common_questions',
    'tags',
    'saved_views',
    'saved_widgets',
    'saved_dashboards',
    'users',
    'refresh_tokens',
  ];
  const out: Record<string, unknown> = {};
  for (const t of tables) {
    const [r] = await rows<{ n: string; h: string | null }>(
      api.database.db,
      sql.raw(
        `/* badInput.snapshot */ SELECT count(*) AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${t} t`,
      ),
    );
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

function expectRefusal(
  res: { status: number; body: Record<string, unknown> },
  status: number | number[],
  message?: string,
) {
  expect([status].flat()).toContain(res.status);
  expect(typeof res.body.message).toBe('string');
  expect((res.body.message as string).length).toBeGreaterThan(5);
  if (message !== undefined) expect(res.body).toMatchObject({ err: message, message });
}

describe('bad input writes nothing and answers 4xx JSON with a message', () => {
  it.each(ROUTES)('%s %s without a token: 401', async (method, path) => {
    const before = await snapshot();
    const res = await fetch(api.url + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expectRefusal(
      { status: res.status, body: (await res.json()) as Record<string, unknown> },
      401,
      'Please sign in: this call needs a bearer token.',
    );
    expect(await snapshot()).toEqual(before);
  });

  it.each(ROUTES.filter(([, , json]) => json))('%s %s with malformed JSON: 400', async (method, path) => {
    const before = await snapshot();
    expectRefusal(await admin(method, path, '{"title": "unfinished'), 400, 'The request body is not valid JSON.');
    expect(await snapshot()).toEqual(before);
  });

  it('POST /auth/login with malformed JSON or wrong types: 400', async () => {
    for (const body of ['{"email": ', JSON.stringify({ email: 5, password: ['x'] })]) {
      const res = await fetch(`${api.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
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

/** The defects of issue 9, each as a caller sends it: 400 (or 404) with a sentence, nothing written. */
describe('hostile values answer 4xx with a sentence and write nothing (issue 9)', () => {
  const TOO_BIG = '2147483648';
  const visitDate = (from: string, to: string) => ({
    label: 'Visit Date',
    path: 'expectedCheckinTime',
    type: 'Date',
    data: [from, to],
  });

  it('ids ≥ 2^31 in a path or a body: 400 saying what an id is', async () => {
    const before = await snapshot();
    const cases: [string, string, unknown][] = [
      ['GET', `/api/v2/form/formid/${TOO_BIG}`, undefined],
      ['GET', `/api/v2/form/ids/1,${TOO_BIG}`, undefined],
      ['DELETE', `/api/v2/form/id/${TOO_BIG}`, undefined],
      ['POST', `/api/v2/form/updateDraft/id/${TOO_BIG}`, { title: 'x', content: { structure: [[], [], []] } }],
      ['GET', `/api/v2/storeVisit/id/${TOO_BIG}`, undefined],
      ['PUT', `/api/v2/storeVisit/storevisitid/${TOO_BIG}`, { privacy: 1 }],
      ['DELETE', `/api/v2/storeVisit/id/${TOO_BIG}`, undefined],
      ['POST', `/api/v2/storeVisit/id/${TOO_BIG}/reset`, undefined],
      ['GET', `/api/v2/storeVisit/id/${TOO_BIG}/activity`, undefined],
      ['GET', `/api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/${TOO_BIG}`, undefined],
      ['PUT', `/api/v2/storeVisitFormAnswer/id/${TOO_BIG}`, { answerValue: 'x' }],
      ['DELETE', `/api/v2/document/id/${TOO_BIG}`, undefined],
      ['GET', `/api/v2/savedView/id/${TOO_BIG}`, undefined],
      ['PUT', `/api/v2/savedView/id/${TOO_BIG}`, { title: 'x' }],
      ['GET', `/api/v2/savedDashboard/id/${TOO_BIG}`, undefined],
      ['GET', `/api/v2/savedWidget/id/${TOO_BIG}`, undefined],
      ['PUT', `/api/v2/commonFormQuestion/id/${TOO_BIG}`, { status: 2 }],
      ['GET', `/api/v2/svrfeedback/getfeedback/id/${TOO_BIG}`, undefined],
      ['GET', `/api/v2/svrrejectedbyusers/getrejectedbyusers/id/${TOO_BIG}`, undefined],
      ['GET', '/api/v2/storeVisit/id/99999999999999999999', undefined],
      ['POST', '/api/v2/storeVisit/bulk/approve', { ids: [Number(TOO_BIG)] }],
      ['POST', '/api/v2/storeVisit/bulk/archive', { ids: ['99999999999999999999999'] }],
      [
        'POST',
        '/api/v2/storeVisitFormAnswer/answer',
        { questionUuid: UNKNOWN_UUID, storeVisitId: Number(TOO_BIG), answerValue: 'x' },
      ],
      ['POST', '/api/v2/svrfeedback/savefeedback', { storevisitid: TOO_BIG }],
      ['POST', '/api/v2/svrrejectedbyusers/saverejectedbyusers', { storevisitid: TOO_BIG }],
      [
        'POST',
        '/api/v2/savedView',
        { title: 'x', filters: [visitDate('2026-11-01', '2026-11-05')], tenancyClientId: Number(TOO_BIG) },
      ],
      ['POST', '/api/v2/form', { title: 'x', content: { structure: [[], [], []] }, tenancyClientId: Number(TOO_BIG) }],
    ];
    for (const [method, path, body] of cases) {
      const res = await admin(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.message, `${method} ${path}`).toMatch(/id/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("out-of-range numbers in tenancy headers, meal pages, widget ids and answer visit ids: 400 naming the field, not the database's refusal", async () => {
    const scoped = await api.as('admin@example.com', { clientId: Number(TOO_BIG) });
    const before = await snapshot();
    const header = await scoped('GET', '/api/v2/storeVisit/id/1');
    expect([header.status, header.body.message]).toEqual([
      400,
      expect.stringContaining('Header x-tenancy-client-id must be an id'),
    ]);
    const meal = await admin('GET', '/api/v2/storeVisit/meal?page=4.5e236');
    expect([meal.status, JSON.stringify(meal.body)]).toEqual([400, expect.stringContaining('page')]);
    const widgets = await admin('POST', '/api/v2/savedWidget/ids', { ids: [2.6e243] });
    expect([widgets.status, JSON.stringify(widgets.body)]).toEqual([400, expect.stringContaining('ids must be an id')]);
    const answers = await admin('POST', '/api/v2/storeVisitFormAnswer/questionCanonicalKeys', {
      questionCanonicalKeys: [],
      svrResponses: [Number(TOO_BIG)],
    });
    expect([answers.status, JSON.stringify(answers.body)]).toEqual([
      400,
      expect.stringContaining('svrResponses must be an id'),
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('a % typed in the autocomplete box (sent as %25, or raw): suggestions or 400, never 500', async () => {
    const typed = await admin('GET', '/api/v2/storeVisit/autocomplete/metaJson.retailer/100%25');
    expect(typed.status).toBe(200);
    expect(typed.body.data).toEqual([]);
    const raw = await admin('GET', '/api/v2/storeVisit/autocomplete/metaJson.retailer/50%');
    expectRefusal(raw, 400);
    expect(raw.body.message).toMatch(/%25/);
  });

  it('NUL bytes in tags, views, filters, feedback and paths: 400 naming the field', async () => {
    const before = await snapshot();
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', '/api/v2/tag', { title: 'a\u0000b' }, /title/],
      ['GET', '/api/v2/tag/substr/a%00b', undefined, /NUL/],
      ['POST', '/api/v2/savedView', { title: 'v\u0000', filters: [visitDate('2026-11-01', '2026-11-05')] }, /title/],
      [
        'POST',
        '/api/v2/storeVisit/userStoreVisits',
        {
          filters: [
            visitDate('2026-11-01', '2026-11-05'),
            { label: 'Retailer', path: 'metaJson.retailer', data: ['T\u0000'] },
          ],
        },
        /filters\.1\.data\.0/,
      ],
      [
        'POST',
        '/api/v2/storeVisit/userStoreVisits',
        { filters: JSON.stringify([{ label: 'Retailer', path: 'metaJson.retailer', data: ['T\u0000'] }]) },
        /NUL/,
      ],
      [
        'POST',
        '/api/v2/svrfeedbackinfo/savefeedbackinfo',
        { feedback_canonicalkey: UNKNOWN_UUID, feedbacktext: 'fix\u0000' },
        /feedbacktext/,
      ],
      ['POST', '/api/v2/commonFormQuestion', { title: 'q', type: 'text-input', tags: ['a\u0000'] }, /tags\.0/],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await admin(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.message, `${method} ${path}`).toMatch(field);
      expect(res.body.message).toMatch(/NUL/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('Visit Date 0000-01-01, a day that does not exist, 70,000 values and page 1e308: 400 with the reason', async () => {
    const before = await snapshot();
    const search = (body: unknown) => admin('POST', '/api/v2/storeVisit/userStoreVisits', body);
    const year0 = await search({ filters: [visitDate('0000-01-01', '0000-01-05')] });
    expectRefusal(year0, 400);
    expect(year0.body.message).toContain("Visit Date: '0000-01-01' is not a date from 1900 to 2999 (YYYY-MM-DD).");
    const feb30 = await search({ filters: [visitDate('2026-02-27', '2026-02-30')] });
    expectRefusal(feb30, 400);
    expect(feb30.body.message).toContain("'2026-02-30' is not a date");
    const many = await search({
      filters: [
        visitDate('2026-11-01', '2026-11-05'),
        {
          label: 'Door Number',
          path: 'metaJson.doorNumber',
          data: Array.from({ length: 70_000 }, (_, i) => String(i)),
        },
      ],
    });
    expectRefusal(many, 400);
    expect(many.body.message).toMatch(/10,000 are accepted|at most 5,000 values/);
    const fiveThousandOne = await search({
      filters: [
        visitDate('2026-11-01', '2026-11-05'),
        { label: 'Door Number', path: 'metaJson.doorNumber', data: Array.from({ length: 5_000 }, (_, i) => String(i)) },
      ],
    });
    expect(fiveThousandOne.body.message).toContain(
      'A filter can hold at most 5,000 values in all: remove some from Door Number.',
    );
    for (const page of [1e308, '1e308', 2 ** 53]) {
      const res = await search({ filters: [visitDate('2026-11-01', '2026-11-05')], page });
      expectRefusal(res, 400);
      expect(res.body.message).toContain('page is at most 1,000,000.');
    }
    const saved = await admin('POST', '/api/v2/savedView', {
      title: 'old',
      filters: [visitDate('0000-01-01', '0000-01-02')],
    });
    expectRefusal(saved, 400);
    expect(await snapshot()).toEqual(before);
  });

  it('formState or any body nested 10,000 deep: 400 naming where, nothing stored', async () => {
    const before = await snapshot();
    const deep = `${'{"a":['.repeat(5_000)}1${']}'.repeat(5_000)}`;
    const body = await admin('PUT', '/api/v2/storeVisit/storevisitid/1', `{"formState": ${deep}}`);
    expectRefusal(body, 400);
    expect(body.body.message).toMatch(/^The field formState(\.a\.0)+.* is nested more than 64 levels deep/);
    const asText = await admin('PUT', '/api/v2/storeVisit/storevisitid/1', { formState: deep });
    expectRefusal(asText, 400);
    expect(asText.body.message).toMatch(/nested more than 64 levels deep/);
    expect(await snapshot()).toEqual(before);
  });
});
