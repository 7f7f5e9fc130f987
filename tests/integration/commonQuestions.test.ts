import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { commonQuestions, tags } from '../../api/src/db/schema.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import { buildCommonQuestion, buildTag, buildUser } from '../../api/src/testing/factories.js';

let api: TestApi;
let admin: ApiClient;
let reviewer: ApiClient;
let client: ApiClient;
const choices = (...labels: string[]) =>
  labels.map((label) => ({ uuid: randomUUID(), label, value: label, conditionalFork: [] }));
/** The three users, the tag Display, and a library of five questions, the last one archived. */
beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  const emails = [
    (await buildUser(db, { role: 'administrator' })).email,
    (await buildUser(db, { role: 'reviewer' })).email,
    (await buildUser(db, { role: 'client', clientRoleId: api.config.clientRoleId })).email,
  ];
  await buildTag(db, { title: 'Display' });
  await buildCommonQuestion(db, {
    title: 'Share of shelf compared with competitors',
    type: 'radio-button-input',
    options: choices('Less than 25%', '25–50%', 'More than 50%'),
  });
  await buildCommonQuestion(db, { title: 'Was the store manager informed of the visit?', tags: 'Compliance' });
  await buildCommonQuestion(db, { title: 'Photo of the store entrance', type: 'photo-input', options: [] });
  await buildCommonQuestion(db, { title: 'Additional comments', type: 'multi-line-input', options: [] });
  await buildCommonQuestion(db, {
    title: 'Number of shoppers engaged',
    type: 'numeric-int-input',
    options: [],
    status: 2,
  });
  [admin, reviewer, client] = [await api.as(emails[0]), await api.as(emails[1]), await api.as(emails[2])];
});
afterAll(async () => {
  await api?.close();
});

interface Option {
  uuid: string;
  label: string;
  value: string;
  conditionalFork: { uuid: string; type: string; title: string }[];
}
interface CommonQuestion {
  id: number;
  canonicalKey: string;
  uuid: string;
  title: string;
  type: string;
  options: Option[];
  tags: string;
  documentIds: string;
  metaJson: Record<string, unknown>;
  status: number;
  timestamp: string;
}
interface Tag {
  id: number;
  uuid: string;
  title: string;
}

const questionCount = async () => (await api.database.db.select({ n: count() }).from(commonQuestions))[0].n;
const list = async (query = '') =>
  (await reviewer<CommonQuestion[]>('GET', `/api/v2/commonFormQuestion${query}`)).body.data!;

describe('common-question library (spec 000 §4, §7)', () => {
  it('lists the library questions by title, never deleted ones, and filters by status', async () => {
    const all = await list();
    expect(all.length).toBe(5);
    const titles = all.map((q) => q.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await list('?status=2')).map((q) => q.title)).toEqual(['Number of shoppers engaged']);
    expect(all[0]).toMatchObject({
      id: expect.any(Number),
      canonicalKey: expect.any(String),
      uuid: expect.any(String),
      tags: expect.any(String),
      documentIds: '',
      status: expect.any(Number),
    });
  });

  it('creates, edits, archives, activates and deletes a question, each reflected in the list', async () => {
    const created = await admin<CommonQuestion>('POST', '/api/v2/commonFormQuestion', {
      title: '  Is the endcap stocked?  ',
      type: 'radio-button-input',
      options: JSON.stringify([
        { label: 'Yes' },
        { label: 'No', conditionalFork: [{ type: 'photo-input', title: 'Photo of the empty endcap' }] },
      ]),
      tags: ['Endcap', 'endcap', ' Display '],
      documentIds: '',
      metaJson: JSON.stringify({ isRequired: true, type: 'general' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const q = created.body.data!;
    expect(q).toMatchObject({
      title: 'Is the endcap stocked?',
      type: 'radio-button-input',
      tags: 'Endcap,Display',
      status: 1,
      metaJson: { isRequired: true, type: 'general' },
    });
    // The modal may leave out option uuids and values: the api fills them.
    expect(q.options.map((o) => [o.label, o.value, typeof o.uuid])).toEqual([
      ['Yes', 'Yes', 'string'],
      ['No', 'No', 'string'],
    ]);
    expect(q.options[1].conditionalFork[0]).toMatchObject({
      type: 'photo-input',
      title: 'Photo of the empty endcap',
      uuid: expect.any(String),
    });
    expect((await list()).map((x) => x.id)).toContain(q.id);

    const edited = await reviewer<CommonQuestion>('PUT', `/api/v2/commonFormQuestion/id/${q.id}`, {
      title: 'Is the endcap fully stocked?',
      tags: 'Endcap',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      title: 'Is the endcap fully stocked?',
      tags: 'Endcap',
      type: 'radio-button-input',
      status: 1,
    });
    expect(edited.body.data!.options).toEqual(q.options);

    const archived = await admin<CommonQuestion>('PUT', `/api/v2/commonFormQuestion/id/${q.id}`, { status: 2 });
    expect(archived.body.data!.status).toBe(2);
    expect((await list('?status=1')).map((x) => x.id)).not.toContain(q.id);
    expect((await list('?status=2')).map((x) => x.id)).toContain(q.id);

    const activated = await admin<CommonQuestion>('PUT', `/api/v2/commonFormQuestion/id/${q.id}`, { status: 1 });
    expect(activated.body.data!.status).toBe(1);
    expect((await list('?status=1')).map((x) => x.id)).toContain(q.id);

    const deleted = await admin<CommonQuestion>('PUT', `/api/v2/commonFormQuestion/id/${q.id}`, { status: 0 });
    expect(deleted.body.data!.status).toBe(0);
    expect((await list()).map((x) => x.id)).not.toContain(q.id);
    // A deleted question leaves the library for good.
    const again = await admin('PUT', `/api/v2/commonFormQuestion/id/${q.id}`, { status: 1 });
    expect(again.status).toBe(404);
    expect(again.body.err).toBe(`Common question ${q.id} does not exist.`);
  });

  it('changes the status of several questions in one call (POST /status): skips those already there, names the missing', async () => {
    const make = async (title: string) =>
      (
        await admin<CommonQuestion>('POST', '/api/v2/commonFormQuestion', {
          title,
          type: 'single-line-input',
          options: [],
          tags: [],
          documentIds: '',
          metaJson: {},
        })
      ).body.data!;
    const [a, b] = [await make('Bulk status A'), await make('Bulk status B')];
    const archived = await admin<{ changed: CommonQuestion[]; skipped: number[]; missing: number[] }>(
      'POST',
      '/api/v2/commonFormQuestion/status',
      { ids: [a.id, b.id, a.id], status: 2 },
    );
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(archived.body.data!.changed.map((q) => [q.id, q.status])).toEqual([
      [a.id, 2],
      [b.id, 2],
    ]);
    const again = await admin<{ changed: CommonQuestion[]; skipped: number[]; missing: number[] }>(
      'POST',
      '/api/v2/commonFormQuestion/status',
      { ids: [a.id, 999999], status: 2 },
    );
    expect(again.body.data).toEqual({ changed: [], skipped: [a.id], missing: [999999] });
    const deleted = await admin<{ changed: CommonQuestion[]; missing: number[] }>(
      'POST',
      '/api/v2/commonFormQuestion/status',
      { ids: [a.id, b.id, 999999], status: 0 },
    );
    expect([deleted.body.data!.changed.length, deleted.body.data!.missing]).toEqual([2, []]);
    expect((await list()).map((q) => q.id)).not.toContain(a.id);
    expect((await client('POST', '/api/v2/commonFormQuestion/status', { ids: [b.id], status: 1 })).status).toBe(403);
    expect((await admin('POST', '/api/v2/commonFormQuestion/status', { ids: [], status: 1 })).status).toBe(400);
  });

  it('refuses invalid questions with a clear message and writes nothing', async () => {
    const before = await questionCount();
    const cases: [unknown, string][] = [
      [{ type: 'single-line-input' }, 'Invalid input. title: The common question needs a title.'],
      [{ title: '   ', type: 'single-line-input' }, 'Invalid input. title: The common question needs a title.'],
      [
        { title: 'Which?', type: 'dropdown-input', options: [] },
        "The Dropdown question 'Which?' needs at least one answer.",
      ],
      [{ title: 'Which?', type: 'checkbox-input' }, "The Checkbox question 'Which?' needs at least one answer."],
      [
        { title: 'Which?', type: 'radio-button-input', options: [{ label: ' ' }] },
        "Every answer of the Radio Button question 'Which?' needs a label.",
      ],
      [
        { title: 'x', type: 'star-input' },
        expect.stringMatching(
          /^Invalid input\. type: Unknown question type 'star-input'\. Use one of: radio-button-input, /,
        ),
      ],
      [{ title: 'x', type: 'question-group' }, 'Invalid input. type: A common question cannot be a Question Group.'],
      [
        {
          title: 'x',
          type: 'radio-button-input',
          options: [{ label: 'A', conditionalFork: [{ type: 'signature-input', title: 'Sign' }] }],
        },
        'A Signature question cannot be placed in this conditional fork.',
      ],
      [{ title: 'x', type: 'single-line-input', options: '{oops' }, 'options is not valid JSON.'],
      [
        { title: 'x', type: 'single-line-input', metaJson: [1] },
        'Invalid input. metaJson: metaJson must be an object.',
      ],
      [
        { title: 'x', type: 'single-line-input', tags: ['a,b'] },
        "Invalid input. tags: A tag cannot contain a comma: 'a,b'.",
      ],
      [
        { title: 'x', type: 'single-line-input', documentIds: '1,abc' },
        "Invalid input. documentIds: 'abc' is not a document id.",
      ],
      [
        { title: 'x', type: 'single-line-input', documentIds: [999999] },
        'Document 999999 does not exist: upload it again.',
      ],
      [
        { title: 'x', type: 'single-line-input', status: 0 },
        'Invalid input. status: A new common question has status 1 (active) or 2 (archived).',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await admin('POST', '/api/v2/commonFormQuestion', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.err, JSON.stringify(body)).toEqual(message);
    }
    expect(await questionCount()).toBe(before);
  });

  it('refuses an edit that breaks the question and leaves it as it was', async () => {
    const radio = (await list()).find((q) => q.type === 'radio-button-input')!;
    for (const [body, message] of [
      [{ options: [] }, `The Radio Button question '${radio.title}' needs at least one answer.`],
      [{ title: '' }, 'Invalid input. title: The common question needs a title.'],
      [{ status: 7 }, 'Invalid input. status: status is 0 (deleted), 1 (active) or 2 (archived).'],
      [{}, 'Nothing to update: send the fields to change, or status (0 delete, 1 active, 2 archive).'],
    ] as const) {
      const res = await admin('PUT', `/api/v2/commonFormQuestion/id/${radio.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.err).toBe(message);
    }
    expect((await list()).find((q) => q.id === radio.id)).toEqual(radio);
    expect((await admin('PUT', '/api/v2/commonFormQuestion/id/abc', { status: 1 })).status).toBe(400);
    expect((await admin('PUT', '/api/v2/commonFormQuestion/id/999999', { status: 1 })).status).toBe(404);
  });

  it('is refused to client users', async () => {
    const before = await questionCount();
    for (const [method, path, body] of [
      ['GET', '/api/v2/commonFormQuestion', undefined],
      ['POST', '/api/v2/commonFormQuestion', { title: 'Sneaky', type: 'single-line-input' }],
      ['PUT', '/api/v2/commonFormQuestion/id/1', { status: 0 }],
    ] as const) {
      const res = await client(method, path, body);
      expect(res.status).toBe(403);
      expect(res.body.err).toBe('Client users cannot do this.');
    }
    expect(await questionCount()).toBe(before);
  });
});

describe('tags (spec 000 §5, §7)', () => {
  const tagCount = async () => (await api.database.db.select({ n: count() }).from(tags))[0].n;

  it('creates a tag once, whatever the case, and refuses an empty one', async () => {
    const before = await tagCount();
    const created = await reviewer<Tag>('POST', '/api/v2/tag', { title: '  Seasonal Aisle ' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: 'Seasonal Aisle',
      id: expect.any(Number),
      uuid: expect.any(String),
    });
    const same = await admin<Tag>('POST', '/api/v2/tag', { title: 'seasonal aisle' });
    expect(same.status).toBe(200);
    expect(same.body.data).toEqual(created.body.data);
    const seeded = await admin<Tag>('POST', '/api/v2/tag', { title: 'DISPLAY' });
    expect(seeded.body.data!.title).toBe('Display');
    expect(await tagCount()).toBe(before + 1);

    for (const [body, message] of [
      [{ title: '   ' }, 'Invalid input. title: The tag needs a title.'],
      [{}, 'Invalid input. title: The tag needs a title.'],
      [{ title: 'a,b' }, 'Invalid input. title: A tag cannot contain a comma.'],
      [{ title: 'x'.repeat(101) }, 'Invalid input. title: A tag is at most 100 characters.'],
    ] as const) {
      const res = await admin('POST', '/api/v2/tag', body);
      expect(res.status).toBe(400);
      expect(res.body.err).toBe(message);
    }
    expect(await tagCount()).toBe(before + 1);
  });

  it('finds tags by part of their title, any case, prefix matches first, wildcards taken literally', async () => {
    await admin('POST', '/api/v2/tag', { title: '100% Display' });
    await admin('POST', '/api/v2/tag', { title: 'Under_score' });
    const dis = await reviewer<Tag[]>('GET', '/api/v2/tag/substr/DIS');
    expect(dis.status).toBe(200);
    expect(dis.body.data!.map((t) => t.title)).toEqual(['Display', '100% Display']);
    const percent = await reviewer<Tag[]>('GET', `/api/v2/tag/substr/${encodeURIComponent('%')}`);
    expect(percent.body.data!.map((t) => t.title)).toEqual(['100% Display']);
    const underscore = await reviewer<Tag[]>('GET', '/api/v2/tag/substr/_');
    expect(underscore.body.data!.map((t) => t.title)).toEqual(['Under_score']);
    const none = await reviewer<Tag[]>('GET', '/api/v2/tag/substr/zzz');
    expect(none.body.data).toEqual([]);
  });

  it('answers at most 50 tags per search', async () => {
    for (let i = 0; i < 55; i++)
      await admin('POST', '/api/v2/tag', { title: `Bulk tag ${String(i).padStart(2, '0')}` });
    const res = await reviewer<Tag[]>('GET', '/api/v2/tag/substr/bulk');
    expect(res.body.data!.length).toBe(50);
    expect(res.body.data![0].title).toBe('Bulk tag 00');
  });

  it('is refused to client users', async () => {
    expect((await client('POST', '/api/v2/tag', { title: 'Client tag' })).status).toBe(403);
    expect((await client('GET', '/api/v2/tag/substr/dis')).status).toBe(403);
  });
});
