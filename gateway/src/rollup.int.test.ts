/**
 * The roll-up page is one GraphQL query (issue 11): the roll-up, a page of its visits, one column per question
 * and each row's answers; two REST calls in one round (issue 14): the roll-up, and its page with the page's answers
 * (and their documents) primed into the loaders the cells read. Also the list, the saves and the list's bulk status through the gateway, and what a client
 * user gets. The records are built here with the factories (no demo seed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the records the test reads are built by the api's factories
import {
  buildClient,
  buildForm,
  buildProject,
  buildSavedRollup,
  buildTalent,
  buildUser,
  buildVisit,
  formQuestion,
} from '../../api/src/testing/factories.js';
import type { Caller } from './testing/graphqlClient.js';
import { startGatewayTest, type GatewayTest } from './testing/harness.js';

const DAY = 86_400_000;
const day = (d: number) => new Date(Date.now() - d * DAY).toISOString().slice(0, 10);
const filters = [
  { label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date', data: [day(120), `${day(0)} 23:59:59`] },
  { label: 'Review State', path: 'metaJson.reviewState', type: 'range', data: [0, 3] },
];
/** Visits of the big roll-up: more than one answer call's worth. */
const VISITS = 1_200;

let harness: GatewayTest;
let gql: GatewayTest['gql'];
let admin: Caller;
let clientUser: Caller;
let rollupId: number;
let clientId: number;
const shelf = formQuestion('single-line-input', 'Shelf state');
const testers = formQuestion('numeric-int-input', 'Testers replaced');
const notes = formQuestion('multi-line-input', 'Brand notes', { meta: { isHidden: true } });
let greyVisitId: number;

beforeAll(async () => {
  harness = await startGatewayTest({ seed: false });
  gql = harness.gql;
  const db = harness.api.database.db;
  clientId = (await buildClient(db, { name: 'Roll-up Beauty' })).id;
  const form = await buildForm(db, { tenancyClientId: clientId, questions: [shelf, testers, notes] });
  const projectId = (await buildProject(db, { clientId })).id;
  const talentId = (await buildTalent(db)).id;
  for (let i = 0; i < VISITS; i++) {
    await buildVisit(db, {
      formId: form.id,
      clientId,
      projectId,
      talentId,
      reviewState: 3,
      expectedCheckinTime: new Date(Date.now() - (1 + (i % 100)) * DAY),
      answers: [
        { question: shelf, value: i % 2 ? 'Full' : 'Gaps' },
        { question: testers, value: String(i % 13) },
        { question: notes, value: 'Internal note' },
      ],
    });
  }
  greyVisitId = (await buildVisit(db, { formId: form.id, clientId, projectId, talentId, reviewState: 0 })).id;
  const adminRow = await buildUser(db, { role: 'administrator' });
  const clientRow = await buildUser(db, { role: 'client', clientId, clientRoleId: harness.api.config.clientRoleId });
  rollupId = (
    await buildSavedRollup(db, {
      title: 'Shelves',
      tenancyClientId: clientId,
      formQuestionCanonicalKeys: [shelf.canonicalKey, testers.canonicalKey, notes.canonicalKey].join(','),
      filters,
      createdBy: adminRow.id,
    })
  ).id;
  admin = await harness.signIn(adminRow.email);
  clientUser = await harness.signIn(clientRow.email);
}, 240_000);

afterAll(async () => {
  await harness?.close();
});

interface Page {
  rollupPage: {
    total: number;
    page: number;
    pageSize: number;
    rollup: { title: string };
    columns: { canonicalKey: string; title: string; type: string }[];
    rows: {
      visit: { id: number };
      reviewState: string;
      greyed: boolean;
      cells: { canonicalKey: string; answers: { value: string | null }[] }[];
    }[];
  } | null;
}
const PAGE = `query Page($id: Int!, $pageSize: Int, $page: Int, $sort: RollupSortInput, $omitIds: [Int!]) {
  rollupPage(id: $id, pageSize: $pageSize, page: $page, sort: $sort, omitIds: $omitIds) {
    total page pageSize
    rollup { title }
    columns { canonicalKey title type }
    rows { visit { id } reviewState greyed cells { canonicalKey answers { value } } }
  }
}`;

describe('the roll-up page', () => {
  it(`builds ${VISITS + 1} rows of answers in one query and two REST calls`, async () => {
    const { data, restCalls } = await gql.data<Page>(admin, PAGE, { id: rollupId, pageSize: 1_250 });
    const page = data.rollupPage!;
    expect(page.total).toBe(VISITS + 1);
    expect(page.rows).toHaveLength(VISITS + 1);
    expect(page.columns.map((c) => [c.title, c.type])).toEqual([
      ['Shelf state', 'SINGLE_LINE_INPUT'],
      ['Testers replaced', 'NUMERIC_INT_INPUT'],
      ['Brand notes', 'MULTI_LINE_INPUT'],
    ]);
    // Newest report first; each row one cell per column, in column order, with its answer.
    const ids = page.rows.map((r) => r.visit.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const full = page.rows.filter((r) => r.visit.id !== greyVisitId);
    for (const row of full) {
      expect(row.cells.map((c) => c.canonicalKey)).toEqual(page.columns.map((c) => c.canonicalKey));
      expect(row.cells.every((c) => c.answers.length === 1)).toBe(true);
    }
    const grey = page.rows.find((r) => r.visit.id === greyVisitId)!;
    expect(grey).toMatchObject({ reviewState: 'PENDING_SUBMISSION', greyed: true });
    expect(full.every((r) => !r.greyed && r.reviewState === 'APPROVED')).toBe(true);
    // The roll-up, and its visits with their answers (issue 14: one round instead of one call per 1,000 visits).
    expect(restCalls).toBe(2);
  });

  it('reads the whole roll-up as values in one cheap query, with the same REST calls', async () => {
    type Values = { rollupPage: { total: number; rows: { visit: { id: number }; values: (string | null)[] }[] } };
    const { data, restCalls } = await gql.data<Values>(
      admin,
      `{ rollupPage(id: ${rollupId}, pageSize: 5000) { total rows { visit { id } values } } }`,
    );
    expect(data.rollupPage.rows).toHaveLength(VISITS + 1);
    const answered = data.rollupPage.rows.filter((r) => r.visit.id !== greyVisitId);
    expect(answered.every((r) => r.values.length === 3 && ['Full', 'Gaps'].includes(r.values[0] ?? ''))).toBe(true);
    expect(answered.every((r) => r.values[2] === 'Internal note')).toBe(true);
    expect(data.rollupPage.rows.find((r) => r.visit.id === greyVisitId)!.values).toEqual([null, null, null]);
    expect(restCalls).toBe(2);
  });

  it('answers a page with the answers the answer call gives, to staff and to client users', async () => {
    for (const [caller, perVisit] of [
      [admin, 3],
      [clientUser, 2], // never the internal question's answers
    ] as const) {
      const call = async <T>(path: string, body?: unknown): Promise<T> => {
        const res = await fetch(`${harness.api.url}/api/v2${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${caller.token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(res.status).toBe(200);
        return ((await res.json()) as { data: T }).data;
      };
      type Answer = { storeVisitId: number; questionCanonicalKey: string };
      const page = await call<{ data: { id: number }[]; answers: Answer[] }>(`/savedRollup/id/${rollupId}/visits`, {
        pageSize: 50,
        sort: { questionCanonicalKey: shelf.canonicalKey, direction: 'asc' },
        include: ['answers'],
      });
      const rollup = await call<{ questions: { canonicalKey: string }[] }>(`/savedRollup/id/${rollupId}`);
      const answers = await call<Answer[]>('/storeVisitFormAnswer/questionCanonicalKeys', {
        questionCanonicalKeys: rollup.questions.map((q) => q.canonicalKey),
        svrResponses: page.data.map((v) => v.id),
      });
      expect(page.answers).toEqual(answers);
      expect(page.answers).toHaveLength(page.data.filter((v) => v.id !== greyVisitId).length * perVisit);
    }
  });

  it('pages, sorts by a question column and omits visits', async () => {
    const sorted = await gql.data<Page>(admin, PAGE, {
      id: rollupId,
      pageSize: 25,
      page: 2,
      sort: { questionCanonicalKey: testers.canonicalKey, direction: 'DESC' },
    });
    const page = sorted.data.rollupPage!;
    expect(page).toMatchObject({ total: VISITS + 1, page: 2, pageSize: 25 });
    expect(page.rows).toHaveLength(25);
    const values = page.rows.map((r) => Number(r.cells[1].answers[0].value));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values[0]).toBe(12); // 93 visits answered 12 fill page 1 and start page 2
    expect(sorted.restCalls).toBe(2);

    const omitted = await gql.data<Page>(admin, PAGE, { id: rollupId, pageSize: 5, omitIds: [greyVisitId] });
    expect(omitted.data.rollupPage!.total).toBe(VISITS);
    expect(omitted.data.rollupPage!.rows.map((r) => r.visit.id)).not.toContain(greyVisitId);
  });

  it('gives a client user no internal column and no internal answer; null for a roll-up not theirs', async () => {
    const { data } = await gql.data<Page>(clientUser, PAGE, { id: rollupId, pageSize: 50 });
    const page = data.rollupPage!;
    expect(page.columns.map((c) => c.title)).toEqual(['Shelf state', 'Testers replaced']);
    const answered = page.rows.flatMap((r) => r.cells.flatMap((c) => c.answers.map((a) => a.value)));
    expect(answered).not.toContain('Internal note');
    const values = await gql.data<{ rollupPage: { rows: { values: (string | null)[] }[] } }>(
      clientUser,
      `{ rollupPage(id: ${rollupId}, pageSize: 50) { rows { values } } }`,
    );
    expect(values.data.rollupPage.rows.every((r) => r.values.length === 2)).toBe(true);
    expect(values.data.rollupPage.rows.flatMap((r) => r.values)).not.toContain('Internal note');
    expect(answered.length).toBeGreaterThan(0);
    const other = await buildSavedRollup(harness.api.database.db, {
      formQuestionCanonicalKeys: shelf.canonicalKey,
      filters,
    });
    expect((await gql.data<Page>(clientUser, PAGE, { id: other.id })).data).toEqual({ rollupPage: null });
    const tooBig = await gql.send(admin, `{ rollupPage(id: ${rollupId}, pageSize: 5001) { total } }`);
    expect(tooBig.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('saves and the list', () => {
  it('creates, edits, lists and bulk-archives roll-ups; client users may only delete', async () => {
    type Payload = {
      savedRollup: { id: number; title: string; questionCanonicalKeys: string[] } | null;
      error: { message: string } | null;
    };
    const created = await gql.data<{ createSavedRollup: Payload }>(
      admin,
      `mutation Create($input: SavedRollupInput!) { createSavedRollup(input: $input) { savedRollup { id title questionCanonicalKeys } error { message } } }`,
      {
        input: {
          title: 'Testers',
          questionCanonicalKeys: [testers.canonicalKey, testers.canonicalKey, shelf.canonicalKey],
          filters,
          tenancyClientId: clientId,
          meta: { embedPhotosInExcelReport: true },
        },
      },
    );
    const r = created.data.createSavedRollup.savedRollup!;
    expect(r.questionCanonicalKeys).toEqual([testers.canonicalKey, shelf.canonicalKey]);
    const refused = await gql.data<{ createSavedRollup: Payload }>(
      admin,
      `mutation Create($input: SavedRollupInput!) { createSavedRollup(input: $input) { savedRollup { id } error { message } } }`,
      { input: { title: 'No state', questionCanonicalKeys: [shelf.canonicalKey], filters: [filters[0]] } },
    );
    expect(refused.data.createSavedRollup).toEqual({
      savedRollup: null,
      error: { message: 'Review State is required. Please enter the Review State' },
    });
    const edited = await gql.data<{ updateSavedRollup: Payload }>(
      admin,
      `mutation { updateSavedRollup(id: ${r.id}, input: { title: "Testers replaced" }) { savedRollup { id title questionCanonicalKeys } error { message } } }`,
    );
    expect(edited.data.updateSavedRollup.savedRollup!.title).toBe('Testers replaced');

    type List = { savedRollups: { id: number; status: string }[] };
    const listed = await gql.data<List>(admin, '{ savedRollups(allClients: true) { id status } }');
    expect(listed.data.savedRollups.map((x) => x.id)).toContain(r.id);
    const archive = await gql.data<{ setSavedRollupStatus: { changed: number; error: { message: string } | null } }>(
      admin,
      `mutation { setSavedRollupStatus(ids: [${r.id}, ${rollupId}], status: ARCHIVED) { changed error { message } } }`,
    );
    expect(archive.data.setSavedRollupStatus).toEqual({ changed: 2, error: null });
    expect(archive.restCalls).toBe(1);
    const archived = await gql.data<List>(
      admin,
      '{ savedRollups(allClients: true, statuses: [ARCHIVED]) { id status } }',
    );
    expect(archived.data.savedRollups.map((x) => x.id)).toEqual(expect.arrayContaining([r.id, rollupId]));

    const clientArchive = await gql.data<{
      setSavedRollupStatus: { changed: number; error: { message: string } | null };
    }>(
      clientUser,
      `mutation { setSavedRollupStatus(ids: [${rollupId}], status: ACTIVE) { changed error { message } } }`,
    );
    expect(clientArchive.data.setSavedRollupStatus.changed).toBe(0);
    expect(clientArchive.data.setSavedRollupStatus.error!.message).toMatch(/only delete/);
  });
});
