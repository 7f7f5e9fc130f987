/**
 * Saved roll-ups over REST (spec 002 §2-§5, §7; issue 11): the spec's five calls (create answering data.id, edit,
 * the selected client's list, all, one), the list's bulk status, and a page of a roll-up's visits. Tenancy
 * (client users: their own client only, DELETE only), restricted roll-ups, de-duplicated question keys, a
 * client user's roll-up never holding an internal question, validateFilter for roll-ups (185 days, Review
 * State for staff) and bad input answered 4xx. Every record is built here with the factories.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_MESSAGES } from '@svr/domain';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import {
  buildClient,
  buildForm,
  buildProject,
  buildSavedRollup,
  buildUser,
  buildVisit,
  formQuestion,
} from '../../api/src/testing/factories.js';

interface Rollup {
  id: number;
  title: string;
  description: string | null;
  formQuestionCanonicalKeys: string;
  questions: { canonicalKey: string; title: string; type: string }[];
  filters: { label: string; path: string; data: unknown[] }[];
  restrictTokenUserId: number | null;
  tenancyClientId: number | null;
  status: number;
  createdBy: number | null;
  metaJson: {
    embedPhotosInExcelReport: boolean;
    includeMotivesInExcelReport: boolean;
    widgetType: string | null;
    blockPhotos: unknown[];
  };
}
interface VisitPage {
  data: { id: number; metaReviewState: number }[];
  total: number;
  page: number;
  pageSize: number;
}
interface Answer {
  storeVisitId: number;
  questionCanonicalKey: string;
  answerValue: string | null;
}

const DAY = 86_400_000;
const day = (d: number) => new Date(Date.now() - d * DAY).toISOString().slice(0, 10);
/** Visit Date from `from` days ago to `to` days ago (23:59:59). */
const visitDate = (from: number, to = 0) => ({
  label: 'Visit Date',
  path: 'expectedCheckinTime',
  type: 'Date',
  data: [day(from), `${day(to)} 23:59:59`],
});
const reviewState = (...states: number[]) => ({
  label: 'Review State',
  path: 'metaJson.reviewState',
  type: 'range',
  data: states,
});

let api: TestApi;
let admin: ApiClient;
let reviewer: ApiClient;
let clientUser: ApiClient;
let adminId: number;
let clientUserId: number;
let northId: number;
let acmeId: number;
/** North's form: a count, a photo, an internal brand note (isHidden); Acme's form: one text question. */
const count = formQuestion('numeric-int-input', 'Testers replaced');
const photo = formQuestion('photo-input', 'Shelf photo');
const brandNotes = formQuestion('multi-line-input', 'Brand notes', { meta: { isHidden: true } });
const acmeQuestion = formQuestion('single-line-input', 'Acme question');
/** North's visits, oldest first: approved ones 100, 60, 20, 3 and 2 days ago; one not submitted; one pending. */
let approved: { id: number }[];
let notSubmitted: { id: number };

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  northId = (await buildClient(db, { name: 'North Beauty' })).id;
  acmeId = (await buildClient(db, { name: 'Acme Home' })).id;
  const admin_ = await buildUser(db, { role: 'administrator' });
  adminId = admin_.id;
  const reviewer_ = await buildUser(db, { role: 'reviewer' });
  const client_ = await buildUser(db, {
    role: 'client',
    clientId: northId,
    clientRoleId: api.config.clientRoleId,
  });
  clientUserId = client_.id;
  const northForm = await buildForm(db, { tenancyClientId: northId, questions: [count, photo, brandNotes] });
  await buildForm(db, { tenancyClientId: acmeId, questions: [acmeQuestion] });
  const projectId = (await buildProject(db, { clientId: northId })).id;
  const visit = (daysAgo: number, state: number, testers: string | null) =>
    buildVisit(db, {
      formId: northForm.id,
      clientId: northId,
      projectId,
      reviewState: state,
      expectedCheckinTime: new Date(Date.now() - daysAgo * DAY),
      answers: [
        ...(testers === null ? [] : [{ question: count, value: testers }]),
        { question: brandNotes, value: 'Internal: the brand rep was late' },
      ],
    });
  approved = [];
  for (const [daysAgo, testers] of [
    [100, '12'],
    [60, '3'],
    [20, '100'],
    [3, '7'],
    [2, null],
  ] as const)
    approved.push(await visit(daysAgo, 3, testers));
  notSubmitted = await visit(1, 0, null);
  await visit(1, 1, '5');
  admin = await api.as(admin_.email);
  reviewer = await api.as(reviewer_.email);
  clientUser = await api.as(client_.email);
});
afterAll(async () => {
  await api?.close();
});

const staffRollup = (extra: Record<string, unknown> = {}) => ({
  title: 'Testers and shelves',
  description: 'Approved visits',
  formQuestionCanonicalKeys: `${count.canonicalKey},${photo.canonicalKey},${count.canonicalKey}`,
  filters: [visitDate(150), reviewState(0, 3)],
  tenancyClientId: northId,
  metaJson: { embedPhotosInExcelReport: true, includeMotivesInExcelReport: true },
  ...extra,
});

describe('the spec calls', () => {
  it('creates (data.id, keys de-duplicated), reads, lists, edits, archives, activates and deletes a roll-up', async () => {
    const created = await admin<Rollup>('POST', '/api/v2/savedRollup', staffRollup());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const r = created.body.data!;
    expect(r.id).toBeGreaterThan(0);
    expect(r).toMatchObject({
      title: 'Testers and shelves',
      formQuestionCanonicalKeys: `${count.canonicalKey},${photo.canonicalKey}`,
      tenancyClientId: northId,
      status: 1,
      createdBy: adminId,
      restrictTokenUserId: null,
      metaJson: { embedPhotosInExcelReport: true, includeMotivesInExcelReport: true },
    });
    expect(r.questions).toEqual([
      { canonicalKey: count.canonicalKey, title: 'Testers replaced', type: 'numeric-int-input' },
      { canonicalKey: photo.canonicalKey, title: 'Shelf photo', type: 'photo-input' },
    ]);
    expect((await admin<Rollup>('GET', `/api/v2/savedRollup/id/${r.id}`)).body.data!.title).toBe('Testers and shelves');
    const ids = (res: { body: { data?: Rollup[] } }) => res.body.data!.map((x) => x.id);
    expect(ids(await admin<Rollup[]>('GET', '/api/v2/savedRollup/all'))).toContain(r.id);

    const edited = await admin<Rollup>('PUT', `/api/v2/savedRollup/id/${r.id}`, {
      title: 'Testers',
      formQuestionCanonicalKeys: count.canonicalKey,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Testers', formQuestionCanonicalKeys: count.canonicalKey });
    expect(edited.body.data!.description).toBe('Approved visits');

    expect((await admin<Rollup>('PUT', `/api/v2/savedRollup/id/${r.id}`, { status: 2 })).body.data!.status).toBe(2);
    expect(ids(await admin<Rollup[]>('GET', '/api/v2/savedRollup/all?status=1'))).not.toContain(r.id);
    expect(ids(await admin<Rollup[]>('GET', '/api/v2/savedRollup/all?status=2'))).toContain(r.id);
    const activated = await admin<{ changed: number[]; skipped: number[] }>('POST', '/api/v2/savedRollup/status', {
      ids: [r.id],
      status: 1,
    });
    expect(activated.body.data).toMatchObject({ changed: [r.id], skipped: [] });
    const again = await admin<{ changed: number[]; skipped: number[] }>('POST', '/api/v2/savedRollup/status', {
      ids: [r.id],
      status: 1,
    });
    expect(again.body.data).toMatchObject({ changed: [], skipped: [r.id] });

    expect((await admin<Rollup>('PUT', `/api/v2/savedRollup/id/${r.id}`, { status: 0 })).body.data!.status).toBe(0);
    expect(ids(await admin<Rollup[]>('GET', '/api/v2/savedRollup/all'))).not.toContain(r.id);
    expect(ids(await admin<Rollup[]>('GET', '/api/v2/savedRollup/all?status=0'))).not.toContain(r.id);
    expect((await admin('GET', `/api/v2/savedRollup/id/${r.id}`)).status).toBe(404);
  });

  it('GET /savedRollup is the selected client (and no client); /all every client', async () => {
    const db = api.database.db;
    const acme = await buildSavedRollup(db, {
      tenancyClientId: acmeId,
      formQuestionCanonicalKeys: acmeQuestion.canonicalKey,
    });
    const north = await buildSavedRollup(db, {
      tenancyClientId: northId,
      formQuestionCanonicalKeys: count.canonicalKey,
    });
    const northAdmin = await api.as((await buildUser(db, { role: 'administrator' })).email, { clientId: northId });
    const selected = (await northAdmin<Rollup[]>('GET', '/api/v2/savedRollup')).body.data!.map((x) => x.id);
    expect(selected).toContain(north.id);
    expect(selected).not.toContain(acme.id);
    const all = (await northAdmin<Rollup[]>('GET', '/api/v2/savedRollup/all')).body.data!.map((x) => x.id);
    expect(all).toEqual(expect.arrayContaining([north.id, acme.id]));
  });
});

describe('validateFilter for roll-ups', () => {
  it('asks staff for a Review State, allows 185 days and refuses 186 with the spec message', async () => {
    const noState = await admin('POST', '/api/v2/savedRollup', staffRollup({ filters: [visitDate(30)] }));
    expect(noState.status).toBe(400);
    expect(noState.body.message).toBe(FILTER_MESSAGES.reviewStateRequired);
    const ok = await admin('POST', '/api/v2/savedRollup', staffRollup({ filters: [visitDate(185), reviewState(3)] }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const over = await admin('POST', '/api/v2/savedRollup', staffRollup({ filters: [visitDate(186), reviewState(3)] }));
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(FILTER_MESSAGES.max6Months);
    const edit = await admin('PUT', `/api/v2/savedRollup/id/${(ok.body.data as Rollup).id}`, {
      filters: [visitDate(200), reviewState(3)],
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(FILTER_MESSAGES.max6Months);
  });

  it('needs no Review State from a client user, and refuses them one', async () => {
    const body = {
      title: 'My testers',
      formQuestionCanonicalKeys: count.canonicalKey,
      filters: [visitDate(30)],
    };
    expect((await clientUser('POST', '/api/v2/savedRollup', body)).status).toBe(201);
    const withState = await clientUser('POST', '/api/v2/savedRollup', {
      ...body,
      filters: [visitDate(30), reviewState(3)],
    });
    expect(withState.status).toBe(400);
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['no title', { title: '  ' }, /title/i],
    ['no question', { formQuestionCanonicalKeys: '' }, /Please select one or more questions to roll up/],
    ['an unknown question', { formQuestionCanonicalKeys: 'no-such-question' }, /no-such-question/],
    ['filters that are not JSON', { filters: '[{' }, /filters/],
    ['a status that does not exist', { status: 7 }, /status/],
    ['metaJson of the wrong type', { metaJson: { embedPhotosInExcelReport: 'yes' } }, /embedPhotosInExcelReport/],
    ['another user in restrictTokenUserId', { restrictTokenUserId: 999_999 }, /restrictTokenUserId/],
  ];
  for (const [what, change, message] of cases) {
    it(`refuses ${what} with a 400 that says why`, async () => {
      const res = await admin('POST', '/api/v2/savedRollup', staffRollup(change));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(String(res.body.message)).toMatch(message);
    });
  }

  it('refuses ids out of range and unknown ids', async () => {
    expect((await admin('GET', '/api/v2/savedRollup/id/0')).status).toBe(400);
    expect((await admin('GET', '/api/v2/savedRollup/id/abc')).status).toBe(400);
    expect((await admin('GET', '/api/v2/savedRollup/id/999999')).status).toBe(404);
    expect((await admin('PUT', '/api/v2/savedRollup/id/999999', { title: 'x' })).status).toBe(404);
    expect((await admin('POST', '/api/v2/savedRollup/status', { ids: [], status: 2 })).status).toBe(400);
    expect((await admin('POST', '/api/v2/savedRollup/status', { ids: [999999], status: 2 })).status).toBe(404);
  });
});

describe('tenancy and restriction', () => {
  it('keeps a client user to their own client: saves there, never sees another client’s roll-up', async () => {
    const db = api.database.db;
    const acme = await buildSavedRollup(db, {
      tenancyClientId: acmeId,
      formQuestionCanonicalKeys: acmeQuestion.canonicalKey,
    });
    const mine = await clientUser<Rollup>('POST', '/api/v2/savedRollup', {
      title: 'Mine',
      formQuestionCanonicalKeys: count.canonicalKey,
      filters: [visitDate(10)],
    });
    expect(mine.body.data!.tenancyClientId).toBe(northId);
    const listed = (await clientUser<Rollup[]>('GET', '/api/v2/savedRollup/all')).body.data!;
    expect(listed.map((x) => x.id)).toContain(mine.body.data!.id);
    expect(listed.every((x) => x.tenancyClientId === northId)).toBe(true);
    expect((await clientUser('GET', `/api/v2/savedRollup/id/${acme.id}`)).status).toBe(404);
    expect((await clientUser('POST', `/api/v2/savedRollup/id/${acme.id}/visits`, {})).status).toBe(404);
    expect((await clientUser('POST', '/api/v2/savedRollup/status', { ids: [acme.id], status: 0 })).status).toBe(404);
    const elsewhere = await clientUser('POST', '/api/v2/savedRollup', {
      title: 'Elsewhere',
      formQuestionCanonicalKeys: acmeQuestion.canonicalKey,
      filters: [visitDate(10)],
      tenancyClientId: acmeId,
    });
    expect(elsewhere.status).toBe(403);
    // A question of another client's form is no question of theirs.
    const otherQuestion = await clientUser('POST', '/api/v2/savedRollup', {
      title: 'Other question',
      formQuestionCanonicalKeys: acmeQuestion.canonicalKey,
      filters: [visitDate(10)],
    });
    expect(otherQuestion.status).toBe(400);
  });

  it('lets a client user DELETE their roll-ups, never archive or activate, never delete staff ones', async () => {
    const mine = (
      await clientUser<Rollup>('POST', '/api/v2/savedRollup', {
        title: 'To delete',
        formQuestionCanonicalKeys: count.canonicalKey,
        filters: [visitDate(10)],
      })
    ).body.data!;
    const archive = await clientUser('POST', '/api/v2/savedRollup/status', { ids: [mine.id], status: 2 });
    expect(archive.status).toBe(409);
    expect(archive.body.message).toMatch(/only delete/);
    expect((await clientUser('PUT', `/api/v2/savedRollup/id/${mine.id}`, { status: 2 })).status).toBe(409);
    const staff = await buildSavedRollup(api.database.db, {
      tenancyClientId: northId,
      formQuestionCanonicalKeys: count.canonicalKey,
      filters: [visitDate(10), reviewState(3)],
      createdBy: adminId,
    });
    const notMine = await clientUser('POST', '/api/v2/savedRollup/status', { ids: [mine.id, staff.id], status: 0 });
    expect(notMine.status).toBe(409);
    expect((await clientUser<Rollup>('GET', `/api/v2/savedRollup/id/${mine.id}`)).body.data!.status).toBe(1);
    const deleted = await clientUser<{ changed: number[] }>('POST', '/api/v2/savedRollup/status', {
      ids: [mine.id],
      status: 0,
    });
    expect(deleted.body.data!.changed).toEqual([mine.id]);
    expect((await clientUser('GET', `/api/v2/savedRollup/id/${mine.id}`)).status).toBe(404);
  });

  it('serves a restricted roll-up only to its owner, and restricts only to the caller', async () => {
    const r = (
      await admin<Rollup>('POST', '/api/v2/savedRollup', staffRollup({ restrictTokenUserId: String(adminId) }))
    ).body.data!;
    expect(r.restrictTokenUserId).toBe(adminId);
    expect((await reviewer('GET', `/api/v2/savedRollup/id/${r.id}`)).status).toBe(404);
    expect(
      ((await reviewer<Rollup[]>('GET', '/api/v2/savedRollup/all')).body.data ?? []).map((x) => x.id),
    ).not.toContain(r.id);
    expect((await admin('GET', `/api/v2/savedRollup/id/${r.id}`)).status).toBe(200);
    const other = await admin('POST', '/api/v2/savedRollup', staffRollup({ restrictTokenUserId: clientUserId }));
    expect(other.status).toBe(400);
  });
});

describe('a client user never gets an internal question', () => {
  it('refuses to save one, and serves a staff roll-up of their client without it, its motives or block list', async () => {
    const refused = await clientUser('POST', '/api/v2/savedRollup', {
      title: 'With brand notes',
      formQuestionCanonicalKeys: `${count.canonicalKey},${brandNotes.canonicalKey}`,
      filters: [visitDate(30)],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/internal/);

    const staff = (
      await admin<Rollup>(
        'POST',
        '/api/v2/savedRollup',
        staffRollup({
          formQuestionCanonicalKeys: `${brandNotes.canonicalKey},${count.canonicalKey}`,
          filters: [visitDate(30), reviewState(3)],
          metaJson: {
            includeMotivesInExcelReport: true,
            blockPhotos: [{ uuid: '0b7f3c52-6c1e-4b7e-9d55-000000000001' }],
          },
        }),
      )
    ).body.data!;
    expect(staff.formQuestionCanonicalKeys).toBe(`${brandNotes.canonicalKey},${count.canonicalKey}`);
    expect(staff.metaJson.blockPhotos).toHaveLength(1);

    const seen = (await clientUser<Rollup>('GET', `/api/v2/savedRollup/id/${staff.id}`)).body.data!;
    expect(seen.formQuestionCanonicalKeys).toBe(count.canonicalKey);
    expect(seen.questions.map((q) => q.canonicalKey)).toEqual([count.canonicalKey]);
    expect(seen.filters.map((f) => f.label)).toEqual(['Visit Date']);
    expect(seen.metaJson).toMatchObject({ includeMotivesInExcelReport: false, blockPhotos: [] });
    const listed = (await clientUser<Rollup[]>('GET', '/api/v2/savedRollup')).body.data!.find((x) => x.id === staff.id);
    expect(listed?.formQuestionCanonicalKeys).toBe(count.canonicalKey);

    // The page's rows and their answers: the staff filter still applies; no internal answer reaches them.
    const page = await clientUser<VisitPage>('POST', `/api/v2/savedRollup/id/${staff.id}/visits`, { pageSize: 100 });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data!.data.every((v) => v.metaReviewState === 3)).toBe(true);
    const answers = await clientUser<Answer[]>('POST', '/api/v2/storeVisitFormAnswer/questionCanonicalKeys', {
      questionCanonicalKeys: [brandNotes.canonicalKey, count.canonicalKey],
      svrResponses: page.body.data!.data.map((v) => v.id),
    });
    expect(answers.body.data!.length).toBeGreaterThan(0);
    expect(answers.body.data!.every((a) => a.questionCanonicalKey === count.canonicalKey)).toBe(true);
    const sortInternal = await clientUser('POST', `/api/v2/savedRollup/id/${staff.id}/visits`, {
      sort: { questionCanonicalKey: brandNotes.canonicalKey, direction: 'asc' },
    });
    expect(sortInternal.status).toBe(400);
  });
});

describe('the page of a roll-up', () => {
  let rollupId: number;
  beforeAll(async () => {
    rollupId = (await admin<Rollup>('POST', '/api/v2/savedRollup', staffRollup())).body.data!.id;
  });
  const page = (body: Record<string, unknown>) =>
    admin<VisitPage>('POST', `/api/v2/savedRollup/id/${rollupId}/visits`, body);

  it('lists the visits of its filter over more than 45 days, newest report first, paged', async () => {
    const all = await page({ pageSize: 100 });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    // Approved within 150 days (5) and the one not submitted (state 0); the pending one is not in the filter.
    expect(all.body.data!.total).toBe(6);
    const ids = all.body.data!.data.map((v) => v.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toContain(notSubmitted.id);
    const second = await page({ page: 2, pageSize: 4 });
    expect(second.body.data).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(second.body.data!.data.map((v) => v.id)).toEqual(ids.slice(4));
  });

  it('sorts by a question column, numbers as numbers, unanswered last when descending', async () => {
    const asc = await page({ sort: { questionCanonicalKey: count.canonicalKey, direction: 'asc' }, pageSize: 100 });
    expect(asc.status, JSON.stringify(asc.body)).toBe(200);
    const order = asc.body.data!.data.map((v) => v.id);
    // Unanswered (two) first ascending, then 3, 7, 12, 100.
    expect(order.slice(2)).toEqual([approved[1].id, approved[3].id, approved[0].id, approved[2].id]);
    const desc = await page({ sort: { questionCanonicalKey: count.canonicalKey, direction: 'desc' }, pageSize: 100 });
    expect(desc.body.data!.data.map((v) => v.id).slice(0, 4)).toEqual([
      approved[2].id,
      approved[0].id,
      approved[3].id,
      approved[1].id,
    ]);
    const byDate = await page({ sort: { path: 'expectedCheckinTime', direction: 'asc' }, pageSize: 100 });
    expect(byDate.body.data!.data[0].id).toBe(approved[0].id);
    expect((await page({ sort: { questionCanonicalKey: acmeQuestion.canonicalKey } })).status).toBe(400);
    expect((await page({ sort: { path: 'no.such.path' } })).status).toBe(400);
  });

  it("leaves omitted visits out of the rows and the total ('OMIT FROM ROLL-UP')", async () => {
    const omitted = await page({ omitIds: [approved[0].id, notSubmitted.id], pageSize: 100 });
    expect(omitted.body.data!.total).toBe(4);
    expect(omitted.body.data!.data.map((v) => v.id)).not.toContain(approved[0].id);
  });

  it('refuses a page size over 5000 and a stored filter over 185 days', async () => {
    expect((await page({ pageSize: 5001 })).status).toBe(400);
    const old = await buildSavedRollup(api.database.db, {
      tenancyClientId: northId,
      formQuestionCanonicalKeys: count.canonicalKey,
      filters: [visitDate(300), reviewState(3)],
    });
    const res = await admin('POST', `/api/v2/savedRollup/id/${old.id}/visits`, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FILTER_MESSAGES.max6Months);
  });
});
