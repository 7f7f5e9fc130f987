/**
 * GET /api/v2/storeVisit/reviewParts (docs/API.md "The review page"): the parts of up to 100 reports in one read
 * answer exactly what each part's own call answers, for staff and for a client user (no internal questions'
 * answers, blocked media as placeholders, no staff-only parts), and leave out reports the caller may not see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import {
  buildClient,
  buildDocument,
  buildForm,
  buildProject,
  buildTalent,
  buildUser,
  buildVisit,
  formQuestion,
} from '../../api/src/testing/factories.js';

let api: TestApi;
let admin: ApiClient;
let client: ApiClient;
/** Northwind's reports (the client user's), then the other client's. */
const own: number[] = [];
const other: number[] = [];
const blocked: string[] = [];

type Item = Record<string, unknown> & { id: number };
const ALL = 'visit,viewerCan,answers,documents,form,feedback,rejections,activity,reviewers';

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  const adminEmail = (await buildUser(db, { role: 'administrator' })).email;
  const clients = [await buildClient(db, { name: 'Northwind Beauty' }), await buildClient(db)];
  const clientEmail = (
    await buildUser(db, { role: 'client', clientId: clients[0].id, clientRoleId: api.config.clientRoleId })
  ).email;
  const person = await buildTalent(db);
  for (const [i, c] of clients.entries()) {
    const photos = [formQuestion('photo-input', 'Display before'), formQuestion('photo-input', 'Display after')];
    const line = formQuestion('single-line-input', 'Who did you meet?');
    const notes = formQuestion('multi-line-input', 'Internal notes', { meta: { isHidden: true } });
    const form = await buildForm(db, { tenancyClientId: c.id, questions: [...photos, line, notes] });
    const project = await buildProject(db, { clientId: c.id });
    for (let n = 0; n < 3; n++) {
      const shots: string[] = [];
      for (const _ of photos) shots.push((await buildDocument(db, { filesDir: api.filesDir })).uuid);
      blocked.push(shots[1]);
      const visit = await buildVisit(db, {
        formId: form.id,
        clientId: c.id,
        projectId: project.id,
        talentId: person.id,
        reviewState: 2,
        privacy: 0,
        meta: { blockPhotos: [{ uuid: shots[1], motive: 'Blurry' }] },
        answers: [
          ...photos.map((q, k) => ({ question: q, value: shots[k] })),
          { question: line, value: 'Dana at the counter' },
          { question: notes, value: 'The new testers arrived.' },
        ],
      });
      (i === 0 ? own : other).push(visit.id);
    }
  }
  admin = await api.as(adminEmail);
  client = await api.as(clientEmail);
  // A rejection with feedback: a rejection record, a feedback thread and trail rows on the first report.
  const rejected = await admin('POST', `/api/v2/storeVisit/id/${own[0]}/review/decision`, {
    reviewState: 4,
    feedback: 'Retake the second photo, please.',
  });
  expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
});
afterAll(async () => {
  await api?.close();
});

const parts = (as: ApiClient, ids: number[], include = ALL) =>
  as<Item[]>('GET', `/api/v2/storeVisit/reviewParts?ids=${ids.join(',')}&include=${include}`);
/** Signed addresses carry an expiry bucket: compared without it. */
const unsigned = (v: unknown) => JSON.parse(JSON.stringify(v).replace(/[?&](exp|sig)=[^&"]*/g, ''));

/** Each part as its own call answers it (null where that call refuses the caller with 403). */
async function oneByOne(as: ApiClient, id: number) {
  const get = async (url: string) => {
    const res = await as<unknown>('GET', url);
    if (res.status === 403) return null;
    expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.data;
  };
  const visit = (await get(`/api/v2/storeVisit/id/${id}`)) as { formId: number };
  const answers = (await get(`/api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/${id}`)) as {
    answerValue: string | null;
  }[];
  const uuids = answers.map((a) => a.answerValue).filter((v): v is string => !!v && /^[0-9a-f-]{36}$/i.test(v));
  const documents = (await as('POST', '/api/v2/document/uuids', { uuids })).body.data;
  const [form] = (await get(`/api/v2/form/ids/${visit.formId}?status=1,2,3`)) as unknown[];
  return {
    id,
    visit,
    viewerCan: await get(`/api/v2/storeVisit/id/${id}/review/viewerCan`),
    answers,
    documents,
    form: form ?? null,
    feedback: await get(`/api/v2/svrfeedback/getfeedback/id/${id}`),
    rejections: await get(`/api/v2/svrrejectedbyusers/getrejectedbyusers/id/${id}`),
    activity: await get(`/api/v2/storeVisit/id/${id}/activity?limit=200`),
    reviewers: await get(`/api/v2/storeVisit/id/${id}/review/presence`),
  };
}

describe('GET /api/v2/storeVisit/reviewParts', () => {
  it('answers for staff what each part’s own call answers, for several reports in the order asked', async () => {
    const ids = [own[1], other[0], own[0]];
    const res = await parts(admin, ids);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data!.map((i) => i.id)).toEqual(ids);
    for (const item of res.body.data!) expect(unsigned(item)).toEqual(unsigned(await oneByOne(admin, item.id)));
    const first = res.body.data![2];
    expect(first.rejections).toHaveLength(1);
    expect(first.feedback).toHaveLength(1);
    expect((first.activity as unknown[]).length).toBeGreaterThan(0);
  });

  it('gives a client user what their own calls give: no internal answers, blocked photos as placeholders, no staff-only parts', async () => {
    const res = await parts(client, own);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data!.map((i) => i.id)).toEqual(own);
    for (const item of res.body.data!) {
      expect(unsigned(item)).toEqual(unsigned(await oneByOne(client, item.id)));
      expect(item).toMatchObject({ feedback: null, rejections: null, activity: null, reviewers: null });
      const answers = item.answers as { answerValue: string | null; blocked?: boolean }[];
      expect(answers.map((a) => a.answerValue)).not.toContain('The new testers arrived.');
      expect(answers.filter((a) => a.blocked)).toHaveLength(1);
      const docs = item.documents as { uuid: string; url: string | null }[];
      expect(docs.some((d) => blocked.includes(d.uuid) && d.url !== null)).toBe(false);
    }
  });

  it('leaves out reports the caller may not see, and answers only the parts asked', async () => {
    const res = await parts(client, [other[0], own[2], 99_999_999], 'viewerCan,activity');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data!.map((i) => Object.keys(i).sort())).toEqual([['activity', 'id', 'viewerCan']]);
    expect(res.body.data![0].id).toBe(own[2]);
  });

  it('refuses more than 100 ids, an unknown part and no part (400)', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const [ids, include] of [
      [many, 'viewerCan'],
      [[own[0]], 'everything'],
      [[own[0]], ''],
      [[], 'viewerCan'],
    ] as const) {
      const res = await parts(admin, [...ids], include);
      expect(res.status, `${ids.length} ids, ${include}`).toBe(400);
    }
  });
});
