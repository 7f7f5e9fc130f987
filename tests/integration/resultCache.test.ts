/**
 * The results cache (api/src/cache): a dashboard's widgets' data, a roll-up's page and documents by uuid are served
 * from it while the data generation is unchanged, and never stale: after each kind of write through the REST api (an
 * answer edited, a review decision, a photo starred or blocked, a document renamed, a visit deleted, a question
 * renamed, a question made internal, a widget edited) the next read shows the change. A staff user and a client user
 * never get each other's answer; two apis on one database (two processes) see each other's writes; every table a cached answer may read bumps the
 * generation (drop one trigger: the check fails). Each read is made twice first: the second must be a hit, so a
 * change seen after a write is the cache's invalidation at work, not a cache that never served.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../api/src/testing/harness.js';
import {
  buildClient,
  buildForm,
  buildProject,
  buildSavedRollup,
  buildSavedWidget,
  buildDocument,
  buildUser,
  buildVisit,
  formContent,
  formOption,
  formQuestion,
  type FormQuestion,
} from '../../api/src/testing/factories.js';
import { createApi } from '../../api/src/index.js';
import { dataGeneration, uncoveredTables } from '../../api/src/cache/generation.js';
import { rows } from '../../api/src/db/client.js';

const DAY = 86_400_000;
const day = (d: number) => new Date(Date.now() - d * DAY).toISOString().slice(0, 10);
const visitDate = {
  label: 'Visit Date',
  path: 'expectedCheckinTime',
  type: 'Date',
  data: [day(30), `${day(0)} 23:59:59`],
};
const reviewState = (...states: number[]) => ({
  label: 'Review State',
  path: 'metaJson.reviewState',
  type: 'range',
  data: states,
});

const condition = formQuestion('radio-button-input', 'Condition', { options: [formOption('Good'), formOption('Bad')] });
const testers = formQuestion('numeric-int-input', 'Testers replaced');
const notes = formQuestion('single-line-input', 'Store notes');
const shelf = formQuestion('photo-input', 'Shelf photo', { meta: { photoType: 'general-photo' } });
const photo = { one: randomUUID(), two: randomUUID() };

interface Read {
  outcome: string | null;
  status: number;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are inspected loosely, by path
  data: any;
}
type Caller = (method: string, path: string, body?: unknown) => Promise<Read>;

let api: TestApi;
let other: { url: string; server: Server };
let admin: Caller;
let clientUser: Caller;
let adminOnOther: Caller;
let formId: number;
const v: Record<string, number> = {};
const w: Record<string, number> = {};
let rollupId: number;

/** Signs in at `url` and answers a caller that reads the X-Result-Cache header too. */
async function signIn(url: string, email: string): Promise<Caller> {
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234', strategy: 'local' }),
  });
  expect(login.status).toBe(200);
  const authorization = `Bearer ${login.headers.get('x-access-token')}`;
  return async (method, path, body) => {
    const res = await fetch(url + path, {
      method,
      headers: { 'content-type': 'application/json', authorization },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const parsed: unknown = text ? JSON.parse(text) : {};
    const data = typeof parsed === 'object' && parsed !== null && 'data' in parsed ? parsed.data : parsed;
    return { outcome: res.headers.get('x-result-cache'), status: res.status, text, data };
  };
}

const widgetIds = (...names: string[]) => ({ ids: names.map((n) => w[n]) });
const widgets = (caller: Caller, ...names: string[]) => caller('POST', '/api/v2/savedWidget/data', widgetIds(...names));
const rollupPage = (caller: Caller) => caller('POST', `/api/v2/savedRollup/id/${rollupId}/visits`, { pageSize: 100 });
const widget = (read: Read, name: string) => read.data.find((item: { id: number }) => item.id === w[name])?.data;

/** Reads twice: the second read is served from the cache, and is the same answer. */
async function cached(read: () => Promise<Read>): Promise<Read> {
  const first = await read();
  expect(first.status, first.text).toBe(200);
  const second = await read();
  expect(second.outcome).toBe('hit');
  expect(second.text).toBe(first.text);
  return second;
}

async function answerId(visit: string, question: FormQuestion): Promise<number> {
  const [row] = await rows<{ id: number }>(
    api.database.db,
    sql`SELECT id FROM answers WHERE store_visit_id = ${v[visit]} AND question_canonical_key = ${question.canonicalKey}`,
  );
  return row.id;
}

/** A review decision on a visit (2: EDIT RESPONSES, 3: approve). */
async function decide(visit: string, state: number) {
  const decided = await admin('POST', `/api/v2/storeVisit/id/${v[visit]}/review/decision`, { reviewState: state });
  expect(decided.status, decided.text).toBe(200);
}

/** An answer changed by a reviewer (the visit In Review). */
async function editAnswer(visit: string, question: FormQuestion, answerValue: string) {
  const edited = await admin('PUT', `/api/v2/storeVisitFormAnswer/id/${await answerId(visit, question)}`, {
    answerValue,
  });
  expect(edited.status, edited.text).toBe(200);
}

/** A reviewer's mark on a photo of a visit (STAR, FLAG, BLOCK), set on. */
async function markMedia(visit: string, uuid: string, mark: string) {
  const marked = await admin('POST', `/api/v2/storeVisit/id/${v[visit]}/review/media/${uuid}/mark`, {
    mark,
    motive: 'x',
    on: true,
  });
  expect(marked.status, marked.text).toBe(200);
}

/** A new published revision of the form, its questions changed by `change`. */
async function reviseForm(change: (q: FormQuestion) => FormQuestion) {
  const current = await admin('GET', `/api/v2/form/formid/${formId}`);
  expect(current.status, current.text).toBe(200);
  const questions = [condition, testers, notes, shelf].map((q) => change(structuredClone(q)));
  const saved = await admin('POST', '/api/v2/form', {
    title: current.data.title,
    canonicalKey: current.data.canonicalKey,
    content: formContent(questions),
    revision: current.data.revision,
    status: 1,
  });
  expect(saved.status, saved.text).toBe(201);
  formId = saved.data.id;
}

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  const north = await buildClient(db);
  const project = await buildProject(db, { clientId: north.id });
  const form = await buildForm(db, { tenancyClientId: north.id, questions: [condition, testers, notes, shelf] });
  formId = form.id;
  for (const uuid of Object.values(photo)) await buildDocument(db, { uuid });
  const adminRow = await buildUser(db);
  const clientRow = await buildUser(db, { role: 'client', clientId: north.id });
  const visit = async (name: string, state: number, answers: [FormQuestion, string][]) => {
    const row = await buildVisit(db, {
      clientId: north.id,
      projectId: project.id,
      formId: form.id,
      reviewState: state,
      expectedCheckinTime: new Date(Date.now() - (Object.keys(v).length + 1) * DAY),
      formState: { visitedQuestions: [], feedback: { message: `Feedback of ${name}`, questions: {} } },
      answers: answers.map(([question, value]) => ({ question, value })),
    });
    v[name] = row.id;
  };
  await visit('V1', 3, [
    [condition, 'Good'],
    [testers, '5'],
    [notes, 'Dana'],
    [shelf, photo.one],
  ]);
  await visit('V2', 3, [
    [condition, 'Bad'],
    [testers, '7'],
    [notes, 'Lee'],
    [shelf, photo.two],
  ]);
  await visit('V3', 1, [
    [condition, 'Good'],
    [testers, '3'],
  ]);
  await visit('V4', 1, [[testers, '2']]);
  const approved = [visitDate, reviewState(3)];
  const make = async (name: string, widgetType: string, keys: string[], filters: unknown[] = approved) => {
    const row = await buildSavedWidget(db, {
      title: name,
      formQuestionCanonicalKeys: keys.join(','),
      filters,
      tenancyClientId: north.id,
      createdBy: adminRow.id,
      metaJson: { widgetType },
    });
    w[name] = row.id;
  };
  await make('sum', 'sum', [testers.canonicalKey]);
  await make('openSum', 'sum', [testers.canonicalKey], [visitDate, reviewState(1, 2)]);
  await make('percentage', 'percentage', [], [visitDate, reviewState(1, 3)]);
  await make('photo', 'photo', [shelf.canonicalKey]);
  await make('notes', 'questionResponse', [notes.canonicalKey]);
  await make('feedback', 'feedback', [testers.canonicalKey]);
  await make('edited', 'sum', [testers.canonicalKey]);
  const rollup = await buildSavedRollup(db, {
    formQuestionCanonicalKeys: [testers.canonicalKey, notes.canonicalKey].join(','),
    filters: [visitDate, reviewState(1, 2, 3)],
    tenancyClientId: north.id,
    createdBy: adminRow.id,
  });
  rollupId = rollup.id;

  // A second api on the same database, as a second process would be: its own cache.
  const app = createApi({ db, config: api.config });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  other = { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };

  admin = await signIn(api.url, adminRow.email);
  clientUser = await signIn(api.url, clientRow.email);
  adminOnOther = await signIn(other.url, adminRow.email);
}, 120_000);

afterAll(async () => {
  if (other) {
    await new Promise<void>((resolve) => other.server.close(() => resolve()));
    other.server.closeAllConnections();
  }
  await api?.close();
});

describe('the results cache serves only what is current', () => {
  it('an answer edited: the sum and the roll-up page show the new value', async () => {
    const before = await cached(() => widgets(admin, 'openSum'));
    expect(widget(before, 'openSum')).toMatchObject({ value: 5, count: 2 });
    const page = await cached(() => rollupPage(admin));
    await decide('V4', 2);
    const inReview = await cached(() => widgets(admin, 'openSum'));
    expect(widget(inReview, 'openSum')).toMatchObject({ value: 5, count: 2 });
    await editAnswer('V4', testers, '20');
    const after = await widgets(admin, 'openSum');
    expect(after.outcome).toBe('miss');
    expect(widget(after, 'openSum')).toMatchObject({ value: 23, count: 2 });
    const pageAfter = await rollupPage(admin);
    expect(pageAfter.outcome).toBe('miss');
    expect(pageAfter.text).not.toBe(page.text);
  });

  it('review decisions: the percentage and the sum count the visit in review, then approved', async () => {
    const before = await cached(() => widgets(admin, 'percentage', 'sum'));
    expect(widget(before, 'percentage')).toMatchObject({ approved: 2, total: 3 });
    await decide('V3', 2);
    const inReview = await cached(() => widgets(admin, 'percentage', 'sum'));
    expect(widget(inReview, 'percentage')).toMatchObject({ approved: 2, total: 2 });
    await decide('V3', 3);
    const after = await widgets(admin, 'percentage', 'sum');
    expect(widget(after, 'percentage')).toMatchObject({ approved: 3, total: 3 });
    expect(widget(after, 'sum')).toMatchObject({ value: 15, count: 3 });
  });

  it('a photo starred, then blocked: the staff slides show the star, the client user no longer sees it', async () => {
    const slide = (read: Read, uuid: string) =>
      (widget(read, 'photo').slides as { uuid: string; starred: boolean }[]).find((s) => s.uuid === uuid);
    const before = await cached(() => widgets(admin, 'photo'));
    expect(slide(before, photo.one)).toMatchObject({ starred: false });
    await markMedia('V1', photo.one, 'STAR');
    expect(slide(await widgets(admin, 'photo'), photo.one)).toMatchObject({ starred: true });

    const seen = await cached(() => widgets(clientUser, 'photo'));
    expect(slide(seen, photo.one)).toBeDefined();
    await markMedia('V1', photo.one, 'BLOCK');
    expect(slide(await widgets(clientUser, 'photo'), photo.one)).toBeUndefined();
  });

  it('a question renamed (a new revision of the form): the widget names it so', async () => {
    await cached(() => widgets(admin, 'sum'));
    await reviseForm((q) => (q.uuid === testers.uuid ? { ...q, title: 'Testers swapped' } : q));
    expect(widget(await widgets(admin, 'sum'), 'sum').question).toMatchObject({ title: 'Testers swapped' });
  });

  it('a question made internal: the client user no longer gets its answers', async () => {
    const before = await cached(() => widgets(clientUser, 'notes'));
    expect(before.text).toContain('Lee');
    await reviseForm((q) => (q.uuid === notes.uuid ? { ...q, meta: { ...q.meta, isHidden: true } } : q));
    const after = await widgets(clientUser, 'notes');
    expect(after.status).toBe(200);
    expect(after.text).not.toContain('Lee');
  });

  it('a widget edited: its data follows its new filter', async () => {
    expect(widget(await cached(() => widgets(admin, 'edited')), 'edited')).toMatchObject({ count: 3 });
    const edited = await admin('PUT', `/api/v2/savedWidget/id/${w.edited}`, { filters: [visitDate, reviewState(1)] });
    expect(edited.status, edited.text).toBe(200);
    expect(widget(await widgets(admin, 'edited'), 'edited')).toMatchObject({ count: 0 });
  });

  it('documents by uuid: a renamed photo shows its new title, a blocked one reaches the client user as a placeholder', async () => {
    const documents = (caller: Caller) => caller('POST', '/api/v2/document/uuids', { uuids: [photo.two] });
    const before = await cached(() => documents(admin));
    expect(before.data).toMatchObject([{ uuid: photo.two, title: expect.any(String) }]);
    const renamed = await admin('PUT', `/api/v2/document/uuid/${photo.two}`, { title: 'Endcap, renamed' });
    expect(renamed.status, renamed.text).toBe(200);
    const after = await documents(admin);
    expect(after.outcome).toBe('miss');
    expect(after.data).toMatchObject([{ uuid: photo.two, title: 'Endcap, renamed' }]);

    const seen = await cached(() => documents(clientUser));
    expect(seen.data[0]).toMatchObject({ uuid: photo.two, title: 'Endcap, renamed' });
    expect(seen.data[0].url).toEqual(expect.any(String));
    await markMedia('V2', photo.two, 'BLOCK');
    const hidden = await documents(clientUser);
    expect(hidden.outcome).toBe('miss');
    expect(hidden.data).toEqual([expect.objectContaining({ uuid: photo.two, blocked: true, url: null, title: null })]);
  });

  it('a visit deleted: the sum and the roll-up page leave it out', async () => {
    const before = await cached(() => widgets(admin, 'sum'));
    const page = await cached(() => rollupPage(admin));
    expect(page.data.data.map((r: { id: number }) => r.id)).toContain(v.V2);
    expect((await admin('DELETE', `/api/v2/storeVisit/id/${v.V2}`)).status).toBe(200);
    expect(widget(await widgets(admin, 'sum'), 'sum').value).toBe(widget(before, 'sum').value - 7);
    const pageAfter = await rollupPage(admin);
    expect(pageAfter.data.data.map((r: { id: number }) => r.id)).not.toContain(v.V2);
  });
});

describe('who gets which cached answer', () => {
  it('a staff user and a client user asking the same widgets never get each other’s answer', async () => {
    const staff = await cached(() => widgets(admin, 'feedback', 'sum'));
    expect(staff.data.map((i: { id: number }) => i.id)).toEqual([w.feedback, w.sum]);
    const client = await widgets(clientUser, 'feedback', 'sum');
    expect(client.outcome).toBe('miss');
    expect(client.data.map((i: { id: number }) => i.id)).toEqual([w.sum]);
    const again = await widgets(admin, 'feedback', 'sum');
    expect(again.outcome).toBe('hit');
    expect(again.text).toBe(staff.text);
  });
});

describe('two apis on one database', () => {
  it('a write through one is seen through the other’s cached read', async () => {
    const before = await cached(() => widgets(adminOnOther, 'openSum'));
    const value = widget(before, 'openSum').value as number;
    await editAnswer('V4', testers, '21');
    const after = await widgets(adminOnOther, 'openSum');
    expect(after.outcome).toBe('miss');
    expect(widget(after, 'openSum').value).toBe(value + 1);
  });
});

describe('the data generation', () => {
  it('is bumped once by a transaction however many rows it writes, at its commit', async () => {
    const db = api.database.db;
    const start = await dataGeneration(db);
    await db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE answers SET answer_value = answer_value WHERE store_visit_id = ${v.V1}`);
      await tx.execute(sql`UPDATE store_visits SET privacy = privacy WHERE id = ${v.V1}`);
      expect(await dataGeneration(tx)).toBe(start);
    });
    expect(await dataGeneration(db)).toBe(start + 1);
    await db.execute(sql`UPDATE store_visits SET privacy = privacy WHERE false`);
    expect(await dataGeneration(db)).toBe(start + 1);
  });

  it('is bumped by every table a cached answer may read: a table left without its trigger fails the check', async () => {
    const db = api.database.db;
    expect(await uncoveredTables(db)).toEqual([]);
    await db.execute(sql`DROP TRIGGER data_generation_bump ON answers`);
    try {
      expect(await uncoveredTables(db)).toEqual(['answers']);
    } finally {
      await db.execute(sql`CREATE CONSTRAINT TRIGGER data_generation_bump AFTER INSERT OR UPDATE OR DELETE ON answers
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (data_generation_first_write())
        EXECUTE FUNCTION data_generation_bump()`);
    }
    expect(await uncoveredTables(db)).toEqual([]);
  });
});
