/**
 * POST /api/v2/savedWidget/data (issue 12): each widget's data computed by the api in SQL, checked against
 * hand-counted fixtures. One client's visits over the last 30 days (plus one older, one of another client and one
 * hidden from the client) answer a choice, a checkbox, a number, a text, a before/after photo pair, a lone photo
 * and a video; the widgets count them by option, by retailer, by month, add the numbers, list the answers,
 * feedback and slides (pairs, stars, flags, blocks). Client users: no feedback widget, no other client's widget,
 * no blocked media, no flags. A widget whose filter fails or whose question is gone is a problem item; bad ids 400.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_MESSAGES } from '@svr/domain';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import {
  buildClient,
  buildForm,
  buildProject,
  buildSavedWidget,
  buildUser,
  buildVisit,
  formOption,
  formQuestion,
  type VisitAnswer,
} from '../../api/src/testing/factories.js';
import { WIDGET_DATA_MESSAGES } from '../../api/src/dashboard/data/plan.js';

interface Item<D = Record<string, unknown>> {
  id: number;
  widgetType: string | null;
  data: D & { kind: string };
}
interface Point {
  label: string;
  group: string | null;
  count: number;
}
interface Slide {
  storeVisitId: number;
  uuid: string;
  beforeUuid: string | null;
  questionTitle: string | null;
  starred: boolean;
  flagged: boolean;
  blocked: boolean;
}

const DAY = 86_400_000;
const day = (d: number) => new Date(Date.now() - d * DAY).toISOString().slice(0, 10);
const ago = (d: number) => new Date(Date.now() - d * DAY);
const visitDate = (from: number) => ({
  label: 'Visit Date',
  path: 'expectedCheckinTime',
  type: 'Date',
  data: [day(from), `${day(0)} 23:59:59`],
});
const reviewState = (...states: number[]) => ({
  label: 'Review State',
  path: 'metaJson.reviewState',
  type: 'range',
  data: states,
});
const clientName = (name: string) => ({
  label: 'Client Name',
  path: 'metaJson.corporation',
  type: 'String',
  data: [name],
});

const condition = formQuestion('radio-button-input', 'Condition of the display', {
  options: [formOption('Good'), formOption('Damaged')],
});
const products = formQuestion('checkbox-input', 'Which products were faced?', {
  options: [formOption('Lipstick'), formOption('Mascara'), formOption('Foundation')],
});
const testers = formQuestion('numeric-int-input', 'Number of testers replaced');
const manager = formQuestion('single-line-input', 'Store manager');
const before = formQuestion('photo-input', 'Display before', { meta: { photoType: 'before-photo' } });
const after = formQuestion('photo-input', 'Display after', {
  meta: { photoType: 'after-photo', pairedQuestionUuid: before.uuid },
});
const shelf = formQuestion('photo-input', 'Shelf photo', { meta: { photoType: 'general-photo' } });
const video = formQuestion('video-input', 'Aisle video');
/** Answers that only look like option lists must not break the query (the jsonb cast of a list answer). */
const odd = formQuestion('checkbox-input', 'Odd answers', { options: [formOption('x')] });

/** Media uuids by name. */
const m = Object.fromEntries(
  ['A1', 'B1', 'S1', 'A2', 'S2', 'B3', 'S6', 'A8', 'B8', 'A9', 'B9', 'V1', 'A10', 'B10', 'C10'].map((k) => [
    k,
    randomUUID(),
  ]),
) as Record<string, string>;
const mark = (...uuids: string[]) => uuids.map((uuid) => ({ uuid, motive: 'demo' }));

let api: TestApi;
let admin: ApiClient;
let clientUser: ApiClient;
let otherClientUser: ApiClient;
const v: Record<string, number> = {};
const w: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  const north = await buildClient(db);
  const acme = await buildClient(db);
  const project = await buildProject(db, { clientId: north.id });
  const form = await buildForm(db, {
    tenancyClientId: north.id,
    questions: [condition, products, testers, manager, before, after, shelf, video, odd],
  });
  const adminRow = await buildUser(db);
  const clientRow = await buildUser(db, { role: 'client', clientId: north.id });
  const otherRow = await buildUser(db, { role: 'client', clientId: acme.id });
  admin = await api.as(adminRow.email);
  clientUser = await api.as(clientRow.email);
  otherClientUser = await api.as(otherRow.email);

  const a = (question: VisitAnswer['question'], value: string | null): VisitAnswer => ({ question, value });
  const visit = async (
    name: string,
    o: {
      days: number;
      state: number;
      month: string;
      retailer: string;
      answers: VisitAnswer[];
      feedback?: string;
      meta?: Record<string, unknown>;
      privacy?: number;
      clientId?: number;
    },
  ) => {
    const other = o.clientId !== undefined;
    const row = await buildVisit(db, {
      clientId: o.clientId ?? north.id,
      ...(other ? {} : { projectId: project.id, formId: form.id }),
      reviewState: o.state,
      expectedCheckinTime: ago(o.days),
      timestamp: new Date(`${o.month}-15T12:00:00Z`),
      privacy: o.privacy ?? 0,
      formState: { visitedQuestions: [], feedback: { message: o.feedback ?? '', questions: {} } },
      meta: { retailer: o.retailer, ...o.meta },
      answers: o.answers,
    });
    v[name] = row.id;
  };
  // Approved (3) in the last 30 days: V1, V2, V3, V6 (hidden from the client), V8. V4 pending; V5 too old; V7 Acme's.
  await visit('V1', {
    days: 2,
    state: 3,
    month: '2026-01',
    retailer: 'Target',
    feedback: 'Great visit',
    meta: { starPhotos: mark(m.A1) },
    answers: [
      a(condition, 'Good'),
      a(products, '["Lipstick","Mascara"]'),
      a(testers, '5'),
      a(manager, 'Dana'),
      a(before, m.B1),
      a(after, m.A1),
      a(shelf, m.S1),
      a(video, m.V1),
      a(odd, '[ "x" , "y\\"z" ]'),
    ],
  });
  await visit('V2', {
    days: 3,
    state: 3,
    month: '2026-01',
    retailer: 'CVS',
    meta: { flagPhotos: mark(m.A2), blockPhotos: mark(m.S2) },
    answers: [
      a(condition, 'Damaged'),
      a(products, '["Lipstick"]'),
      a(testers, '7.5'),
      a(manager, ''),
      a(after, m.A2),
      a(shelf, m.S2),
      a(odd, '["a\\q"]'),
    ],
  });
  await visit('V3', {
    days: 4,
    state: 3,
    month: '2026-02',
    retailer: 'Target',
    meta: { blockPhotos: mark(m.B3) },
    answers: [
      a(condition, ''),
      a(products, '[]'),
      a(testers, 'abc'),
      a(manager, null),
      a(before, m.B3),
      a(shelf, 'n/a'),
      a(odd, '[1, 2]'),
    ],
  });
  await visit('V4', {
    days: 5,
    state: 1,
    month: '2026-02',
    retailer: 'CVS',
    feedback: 'Pending feedback',
    answers: [a(condition, 'Good'), a(products, '["Mascara"]'), a(testers, '3')],
  });
  await visit('V5', {
    days: 40,
    state: 3,
    month: '2026-01',
    retailer: 'Target',
    feedback: 'Too old',
    answers: [a(condition, 'Good'), a(testers, '100'), a(shelf, randomUUID())],
  });
  await visit('V6', {
    days: 6,
    state: 3,
    month: '2026-02',
    retailer: 'Target',
    feedback: 'Stocked fully',
    privacy: 1,
    answers: [a(condition, 'Good'), a(testers, ' 10 '), a(shelf, m.S6)],
  });
  await visit('V7', {
    days: 2,
    state: 3,
    month: '2026-01',
    retailer: 'Target',
    feedback: 'Acme visit',
    clientId: acme.id,
    answers: [a(condition, 'Damaged'), a(testers, '1000'), a(shelf, randomUUID())],
  });
  await visit('V8', {
    days: 7,
    state: 3,
    month: '2026-02',
    retailer: 'CVS',
    meta: { blockPhotos: mark(m.B8) },
    answers: [a(before, m.B8), a(after, m.A8)],
  });
  await visit('V9', {
    days: 8,
    state: 3,
    month: '2026-02',
    retailer: 'CVS',
    meta: { blockPhotos: mark(m.A9) },
    answers: [a(before, m.B9), a(after, m.A9)],
  });
  // Two answers to the before question (35 days ago: only in the 40-day widgets): the after one takes the first.
  await visit('V10', {
    days: 35,
    state: 3,
    month: '2026-02',
    retailer: 'CVS',
    meta: { starPhotos: mark(m.A10) },
    answers: [a(before, m.B10), a(before, m.C10), a(after, m.A10)],
  });

  const approvedNorth = [visitDate(30), clientName(north.name), reviewState(3)];
  const widget = async (
    name: string,
    widgetType: string,
    keys: string[],
    extra: Record<string, unknown> = {},
    filters: unknown[] = approvedNorth,
    tenancyClientId = north.id,
  ) => {
    const row = await buildSavedWidget(db, {
      title: name,
      formQuestionCanonicalKeys: keys.join(','),
      filters,
      tenancyClientId,
      createdBy: adminRow.id,
      metaJson: { widgetType, ...extra },
    });
    w[name] = row.id;
  };
  await widget('percentage', 'percentage', [], {}, [visitDate(30), clientName(north.name), reviewState(1, 3)]);
  await widget('approvedPercentage', 'percentage', []);
  await widget('pie', 'pieChart', [condition.canonicalKey]);
  await widget('bar', 'barChart', [products.canonicalKey], { dataGroupBy: 'metaJson.retailer' });
  await widget('line', 'lineChart', [condition.canonicalKey]);
  await widget('odd', 'pieChart', [odd.canonicalKey]);
  await widget('sum', 'sum', [testers.canonicalKey]);
  await widget('answers', 'questionResponse', [manager.canonicalKey]);
  await widget('checkboxAnswers', 'questionResponse', [products.canonicalKey]);
  await widget('feedback', 'feedback', [testers.canonicalKey]);
  await widget('photo', 'photo', [before.canonicalKey, after.canonicalKey, shelf.canonicalKey]);
  await widget('starred', 'photo', [before.canonicalKey, after.canonicalKey, shelf.canonicalKey], { starred: true });
  await widget('flagged', 'photo', [before.canonicalKey, after.canonicalKey, shelf.canonicalKey], { flagged: true });
  await widget('video', 'video', [video.canonicalKey]);
  const fortyDays = [visitDate(40), clientName(north.name), reviewState(3)];
  await widget('pairs40', 'photo', [before.canonicalKey, after.canonicalKey], {}, fortyDays);
  await widget('starredPairs40', 'photo', [before.canonicalKey, after.canonicalKey], { starred: true }, fortyDays);
  await widget('tooLong', 'pieChart', [condition.canonicalKey], {}, [
    visitDate(400),
    clientName(north.name),
    reviewState(3),
  ]);
  await widget('noReviewState', 'sum', [testers.canonicalKey], {}, [visitDate(30), clientName(north.name)]);
  await widget('gone', 'pieChart', [randomUUID()]);
  await widget('acme', 'percentage', [], {}, [visitDate(30), clientName(acme.name), reviewState(3)], acme.id);
}, 120_000);

afterAll(async () => api?.close());

async function dataOf(caller: ApiClient, names: string[]): Promise<Item[]> {
  const res = await caller<Item[]>('POST', '/api/v2/savedWidget/data', { ids: names.map((n) => w[n]) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data ?? [];
}
async function one<D>(caller: ApiClient, name: string): Promise<Item<D>['data']> {
  const [item] = await dataOf(caller, [name]);
  expect(item.id).toBe(w[name]);
  return item.data as Item<D>['data'];
}
const sortPoints = (points: Point[]) =>
  [...points].sort((x, y) => `${x.group}|${x.label}`.localeCompare(`${y.group}|${y.label}`));

describe('POST /savedWidget/data for staff', () => {
  it('answers every widget asked, in the order asked, each with its type and kind', async () => {
    const names = ['sum', 'percentage', 'photo', 'feedback', 'line', 'pie', 'bar', 'answers', 'video'];
    const items = await dataOf(admin, names);
    expect(items.map((i) => i.id)).toEqual(names.map((n) => w[n]));
    expect(items.map((i) => [i.widgetType, i.data.kind])).toEqual([
      ['sum', 'number'],
      ['percentage', 'percentage'],
      ['photo', 'media'],
      ['feedback', 'feedback'],
      ['lineChart', 'chart'],
      ['pieChart', 'chart'],
      ['barChart', 'chart'],
      ['questionResponse', 'answers'],
      ['video', 'media'],
    ]);
  });

  it('percentage: approved visits out of the visits of the filter', async () => {
    // Review State 1 or 3 of the last 30 days: V1 V2 V3 V4 V6 V8 V9; approved all but V4.
    expect(await one(admin, 'percentage')).toEqual({ kind: 'percentage', approved: 6, total: 7 });
  });

  it('pieChart: answers by option, the empty answer under an empty label', async () => {
    const data = await one<{ points: Point[]; total: number; groupBy: string | null; question: unknown }>(admin, 'pie');
    expect(data.question).toEqual({
      canonicalKey: condition.canonicalKey,
      title: 'Condition of the display',
      type: 'radio-button-input',
    });
    expect(data.groupBy).toBeNull();
    expect(data.total).toBe(4); // V1 Good, V2 Damaged, V3 '', V6 Good (V4 pending, V5 too old, V7 Acme's)
    expect(sortPoints(data.points)).toEqual([
      { label: '', group: null, count: 1 },
      { label: 'Damaged', group: null, count: 1 },
      { label: 'Good', group: null, count: 2 },
    ]);
  });

  it('barChart: a multiple-choice answer counts once per option, grouped by the data grouped by path', async () => {
    const data = await one<{ points: Point[]; total: number; groupBy: string }>(admin, 'bar');
    expect(data.groupBy).toBe('metaJson.retailer');
    expect(data.total).toBe(3); // V1 [Lipstick, Mascara] at Target, V2 [Lipstick] at CVS, V3 [] at Target
    expect(sortPoints(data.points)).toEqual([
      { label: 'Lipstick', group: 'CVS', count: 1 },
      { label: '', group: 'Target', count: 1 },
      { label: 'Lipstick', group: 'Target', count: 1 },
      { label: 'Mascara', group: 'Target', count: 1 },
    ]);
  });

  it('a list of strings counts per option; text that is not one (bad escape, numbers) is a label of its own', async () => {
    const data = await one<{ points: Point[]; total: number }>(admin, 'odd');
    expect(data.total).toBe(3);
    expect(sortPoints(data.points)).toEqual(
      sortPoints([
        { label: 'x', group: null, count: 1 },
        { label: 'y"z', group: null, count: 1 },
        { label: '["a\\q"]', group: null, count: 1 },
        { label: '[1, 2]', group: null, count: 1 },
      ]),
    );
  });

  it('lineChart: answers by month (YYYY-MM) of the visit timestamp', async () => {
    const data = await one<{ points: Point[]; total: number }>(admin, 'line');
    expect(data.total).toBe(4);
    expect(sortPoints(data.points)).toEqual([
      { label: 'Damaged', group: '2026-01', count: 1 },
      { label: 'Good', group: '2026-01', count: 1 },
      { label: '', group: '2026-02', count: 1 },
      { label: 'Good', group: '2026-02', count: 1 },
    ]);
  });

  it('sum: numeric answers added up, text skipped', async () => {
    const data = await one<{ value: number; count: number }>(admin, 'sum');
    expect(data).toMatchObject({ kind: 'number', value: 22.5, count: 3 }); // 5 + 7.5 + 10; 'abc' skipped
  });

  it('questionResponse: answers newest visit first, empty answers null, checkbox answers as text', async () => {
    const data = await one<{ total: number; answers: { storeVisitId: number; value: string | null }[] }>(
      admin,
      'answers',
    );
    expect(data.total).toBe(3);
    expect(data.answers.map((x) => [x.storeVisitId, x.value])).toEqual([
      [v.V1, 'Dana'],
      [v.V2, null],
      [v.V3, null],
    ]);
    expect(data.answers[0]).toMatchObject({ retailer: 'Target', doorNumber: '1000', doorLocation: 'Chicago Downtown' });
    const boxes = await one<{ answers: { storeVisitId: number; value: string | null }[] }>(admin, 'checkboxAnswers');
    expect(boxes.answers.map((x) => [x.storeVisitId, x.value])).toEqual([
      [v.V1, 'Lipstick, Mascara'],
      [v.V2, 'Lipstick'],
      [v.V3, null],
    ]);
  });

  it('feedback: only visits of the filter with a message, newest check-in first', async () => {
    const data = await one<{ total: number; entries: Record<string, unknown>[] }>(admin, 'feedback');
    expect(data.total).toBe(2);
    expect(data.entries.map((e) => [e.storeVisitId, e.message])).toEqual([
      [v.V1, 'Great visit'],
      [v.V6, 'Stocked fully'],
    ]);
    expect(data.entries[0]).toMatchObject({ retailer: 'Target', location: 'Chicago Downtown', doorNumber: '1000' });
    expect(typeof data.entries[0].projectName).toBe('string');
  });

  it('photo: one slide per photo or before/after pair, with its marks, newest visit first', async () => {
    const data = await one<{ total: number; slides: Slide[] }>(admin, 'photo');
    const got = data.slides.map((s) => [s.storeVisitId, s.uuid, s.beforeUuid, s.starred, s.flagged, s.blocked]);
    expect(data.total).toBe(8);
    expect(got).toEqual(
      expect.arrayContaining([
        [v.V1, m.A1, m.B1, true, false, false],
        [v.V1, m.S1, null, false, false, false],
        [v.V2, m.A2, null, false, true, false],
        [v.V2, m.S2, null, false, false, true],
        [v.V3, m.B3, null, false, false, true],
        [v.V6, m.S6, null, false, false, false],
        [v.V8, m.A8, m.B8, false, false, true],
        [v.V9, m.A9, m.B9, false, false, true],
      ]),
    );
    expect(got).toHaveLength(8);
    // Newest visit (expected check-in) first: V1 (2 days ago) … V9 (8 days ago).
    expect([...new Set(data.slides.map((s) => s.storeVisitId))]).toEqual([v.V1, v.V2, v.V3, v.V6, v.V8, v.V9]);
    expect(data.slides.find((s) => s.uuid === m.A1)?.questionTitle).toBe('Display after');
  });

  it('photo: starred and flagged widgets keep only starred or flagged media', async () => {
    const starred = await one<{ total: number; slides: Slide[] }>(admin, 'starred');
    expect(starred.slides.map((s) => [s.uuid, s.beforeUuid])).toEqual([[m.A1, m.B1]]);
    expect(starred.total).toBe(1);
    const flagged = await one<{ total: number; slides: Slide[] }>(admin, 'flagged');
    expect(flagged.slides.map((s) => s.uuid)).toEqual([m.A2]);
  });

  it("photo: an after photo pairs with its visit's first before photo, and no before photo of the visit has a slide", async () => {
    // Marks decide late (staff, all slides) or early (starred only; a client user): the same pair either way.
    for (const [caller, name] of [
      [admin, 'pairs40'],
      [admin, 'starredPairs40'],
      [clientUser, 'pairs40'],
    ] as const) {
      const data = await one<{ total: number; slides: Slide[] }>(caller, name);
      const ofV10 = data.slides.filter((s) => s.storeVisitId === v.V10).map((s) => [s.uuid, s.beforeUuid, s.starred]);
      expect(ofV10, name).toEqual([[m.A10, m.B10, true]]);
    }
  });

  it('video: the video answers', async () => {
    const data = await one<{ total: number; slides: Slide[] }>(admin, 'video');
    expect(data.slides.map((s) => [s.storeVisitId, s.uuid, s.beforeUuid])).toEqual([[v.V1, m.V1, null]]);
  });

  it('charts, sums, percentages and slides over the same visits, asked together (one statement), are as each alone', async () => {
    const names = ['pie', 'bar', 'line', 'odd', 'sum', 'approvedPercentage', 'photo', 'starred', 'flagged', 'video'];
    const together = await dataOf(admin, names);
    expect(together.map((i) => i.id)).toEqual(names.map((n) => w[n]));
    for (const [i, name] of names.entries()) expect(together[i].data, name).toEqual(await one(admin, name));
    const clientNames = [
      'pie',
      'bar',
      'line',
      'sum',
      'approvedPercentage',
      'photo',
      'starred',
      'flagged',
      'noReviewState',
    ];
    const theirs = await dataOf(clientUser, clientNames);
    expect(theirs.map((i) => i.id)).toEqual(clientNames.map((n) => w[n]));
    for (const [i, name] of clientNames.entries()) expect(theirs[i].data, name).toEqual(await one(clientUser, name));
  });

  it('a widget whose filter fails validateFilter, or whose question is gone, is a problem item', async () => {
    const [tooLong, noReviewState, gone] = await dataOf(admin, ['tooLong', 'noReviewState', 'gone']);
    expect(tooLong.data).toEqual({ kind: 'problem', message: FILTER_MESSAGES.max12Months });
    expect(noReviewState.data).toEqual({ kind: 'problem', message: FILTER_MESSAGES.reviewStateRequired });
    expect(gone.data).toEqual({ kind: 'problem', message: WIDGET_DATA_MESSAGES.questionGone });
    expect(gone.widgetType).toBe('pieChart');
  });
});

describe('POST /savedWidget/data for client users', () => {
  it('leaves out the feedback widget and other clients’ widgets', async () => {
    const items = await dataOf(clientUser, ['feedback', 'pie', 'acme', 'photo']);
    expect(items.map((i) => i.id)).toEqual([w.pie, w.photo]);
    const theirs = await dataOf(otherClientUser, ['acme', 'pie', 'feedback']);
    expect(theirs.map((i) => i.id)).toEqual([w.acme]);
  });

  it('counts only visits visible to the client, without the staff Review State filter', async () => {
    // V1 V2 V3 V4 V8 V9 (V6 is hidden from the client); approved all but V4.
    expect(await one(clientUser, 'percentage')).toEqual({ kind: 'percentage', approved: 5, total: 6 });
  });

  it('never gets blocked media nor flags; a blocked half of a pair leaves the other one alone', async () => {
    const data = await one<{ total: number; slides: Slide[] }>(clientUser, 'photo');
    const got = data.slides.map((s) => [s.storeVisitId, s.uuid, s.beforeUuid, s.flagged, s.blocked]);
    expect(got).toEqual([
      [v.V1, m.A1, m.B1, false, false],
      [v.V1, m.S1, null, false, false],
      [v.V2, m.A2, null, false, false],
      [v.V8, m.A8, null, false, false],
      [v.V9, m.B9, null, false, false],
    ]);
    expect(data.total).toBe(5);
    const all = JSON.stringify(data);
    for (const blocked of [m.S2, m.B3, m.B8, m.A9, m.S6]) expect(all).not.toContain(blocked);
  });
});

describe('POST /savedWidget/data input', () => {
  it('refuses missing, empty, too many or malformed ids with 400', async () => {
    for (const body of [
      {},
      { ids: [] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { ids: ['x'] },
      { ids: [0] },
    ]) {
      const res = await admin('POST', '/api/v2/savedWidget/data', body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });

  it('leaves out ids of no widget', async () => {
    const items = await dataOf(admin, ['pie']);
    const res = await admin<Item[]>('POST', '/api/v2/savedWidget/data', { ids: [999_999, w.pie] });
    expect(res.body.data).toEqual(items);
  });
});
