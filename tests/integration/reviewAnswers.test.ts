/**
 * Answers, media and zips of the review page over REST (spec 001 §3–§7, spec 002 §6, §8): answer changes
 * only in review mode and only with values their question accepts, client users never receive internal
 * questions' answers or blocked media (answers, documents, the visit's metaJson, the zip), and the zip's
 * entries are named for a person.
 */
import JSZip from 'jszip';
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
  formOption,
  formQuestion,
  TEST_PASSWORD,
} from '../../api/src/testing/factories.js';
import { Demo, text, type Answer, type Question, type Visit } from './reviewFixtures.js';

let api: TestApi;
let admin: ApiClient;
let reviewer: ApiClient;
let client: ApiClient;
let demo: Demo;
const emails = { admin: '', reviewer: '', client: '' };
/** The client user's client, Northwind. */
let northwindId: number;

/**
 * Two clients, each with a form of a radio, a checkbox, a count, two photos, a single line, the brand notes,
 * the store manager's signature (a PNG) and a ticket number left unanswered, the notes internal; Northwind's reports (visible
 * to the client) in review states 1 to 4, most In Review, the other client's In Review and approved. Every
 * submitted report answers all but the ticket number, its photos and signature stored files.
 */
async function buildReports() {
  const db = api.database.db;
  emails.admin = (await buildUser(db, { role: 'administrator' })).email;
  emails.reviewer = (await buildUser(db, { role: 'reviewer' })).email;
  const clients = [await buildClient(db, { name: 'Northwind Beauty' }), await buildClient(db)];
  northwindId = clients[0].id;
  emails.client = (
    await buildUser(db, { role: 'client', clientId: northwindId, clientRoleId: api.config.clientRoleId })
  ).email;
  const person = await buildTalent(db);
  for (const [c, states] of [
    // The other client's first: the list is newest first, so pickers without a client take Northwind's.
    [clients[1], [2, 3]],
    [clients[0], [1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4]],
  ] as const) {
    const radio = formQuestion('radio-button-input', 'Condition of the display', {
      options: [formOption('Good'), formOption('Damaged'), formOption('Missing')],
    });
    const checkbox = formQuestion('checkbox-input', 'Which products were faced?', {
      options: ['Lipstick', 'Foundation', 'Mascara', 'Skincare'].map((o) => formOption(o)),
    });
    const count = formQuestion('numeric-int-input', 'Number of testers replaced');
    const photos = [
      formQuestion('photo-input', 'Photo of the display before work'),
      formQuestion('photo-input', 'Photo of the display after work'),
    ];
    const line = formQuestion('single-line-input', 'Who did you meet?');
    const notes = formQuestion('multi-line-input', 'Notes for the brand', { meta: { isHidden: true } });
    const signature = formQuestion('signature-input', 'Store manager signature');
    const ticket = formQuestion('single-line-input', 'Ticket number');
    const form = await buildForm(db, {
      tenancyClientId: c.id,
      questions: [radio, checkbox, count, ...photos, line, notes, signature, ticket],
    });
    const project = await buildProject(db, { clientId: c.id });
    for (const reviewState of states) {
      const shots: string[] = [];
      for (const _ of photos)
        shots.push((await buildDocument(db, { filesDir: api.filesDir, width: 640, height: 480 })).uuid);
      const signed = await buildDocument(db, {
        filesDir: api.filesDir,
        width: 640,
        height: 480,
        storageKey: `test/signature-${shots[0]}.png`,
        mimeType: 'image/png',
      });
      await buildVisit(db, {
        formId: form.id,
        clientId: c.id,
        projectId: project.id,
        talentId: person.id,
        reviewState,
        privacy: 0,
        answers: [
          { question: radio, value: 'Good' },
          { question: checkbox, value: '["Lipstick","Foundation"]' },
          { question: count, value: '3' },
          ...photos.map((q, i) => ({ question: q, value: shots[i] })),
          { question: line, value: 'Dana at the counter' },
          { question: notes, value: 'The new testers arrived.' },
          { question: signature, value: signed.uuid },
        ],
      });
    }
  }
}

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  await buildReports();
  admin = await api.as(emails.admin);
  reviewer = await api.as(emails.reviewer);
  client = await api.as(emails.client);
  demo = await Demo.load(api, admin);
});
afterAll(async () => {
  await api?.close();
});

const notOwn = (v: Visit) => v.metaMcEmail !== emails.reviewer && v.status === 1 && v.formId !== null;
const putAnswer = (as: ApiClient, id: number, answerValue: unknown) =>
  as<Answer>('PUT', `/api/v2/storeVisitFormAnswer/id/${id}`, { answerValue });

/** A visit in the given state with its answers joined to their questions. */
async function visitWith(where: (v: Visit) => boolean, has: (qs: Question[], as: Answer[]) => boolean) {
  for (;;) {
    const [v] = demo.take(1, (x) => notOwn(x) && where(x));
    const questions = await demo.questions(v.formId!);
    const answers = await demo.answers(v.id);
    if (has(questions, answers)) {
      const byUuid = new Map(questions.map((q) => [q.uuid, q]));
      const answerOf = (type: string) =>
        answers.find((a) => byUuid.get(a.questionUuid)?.type === type && a.answerValue)!;
      return { v, questions, answers, byUuid, answerOf };
    }
  }
}
const answered = (type: string) => (qs: Question[], as: Answer[]) =>
  as.some((a) => a.answerValue && qs.find((q) => q.uuid === a.questionUuid)?.type === type);

/** The zip of these uuids for a user, read back entry by entry. */
async function zipOf(email: string, uuids: string[]) {
  const login = await fetch(`${api.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, strategy: 'local' }),
  });
  const res = await fetch(`${api.url}/api/v2/document/zip`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.headers.get('x-access-token')}` },
    body: JSON.stringify({ uuids }),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.headers.get('content-type')?.startsWith('application/json'))
    return {
      status: res.status,
      json: JSON.parse(bytes.toString()),
      entries: [] as { name: string; size: number }[],
      disposition: null,
    };
  const zip = await JSZip.loadAsync(bytes);
  const entries = await Promise.all(
    Object.values(zip.files).map(async (f) => ({ name: f.name, size: (await f.async('uint8array')).length })),
  );
  return { status: res.status, json: null, entries, disposition: res.headers.get('content-disposition') };
}

describe('PUT /api/v2/storeVisitFormAnswer/id/{id}', () => {
  it('changes an answer while the report is In Review and records before and after', async () => {
    const { v, answerOf } = await visitWith((x) => x.metaReviewState === 2, answered('numeric-int-input'));
    const a = answerOf('numeric-int-input');
    const res = await putAnswer(reviewer, a.id, 17);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.id, answerValue: '17', questionUuid: a.questionUuid });
    expect((await demo.answers(v.id)).find((x) => x.id === a.id)!.answerValue).toBe('17');
    const [row] = await demo.trail(v.id);
    expect(row).toMatchObject({
      kind: 'answer.update',
      answerId: a.id,
      actorEmail: emails.reviewer,
      before: { answerValue: a.answerValue },
      after: { answerValue: '17' },
    });
    // The same value again changes nothing and adds no row.
    expect((await putAnswer(reviewer, a.id, '17')).status).toBe(200);
    expect(await demo.trail(v.id)).toHaveLength(1);
  });

  it('refuses changes outside review mode (409), writing nothing', async () => {
    for (const state of [1, 3, 4]) {
      const { v, answers } = await visitWith(
        (x) => x.metaReviewState === state,
        (_q, as) => as.length > 0,
      );
      const res = await putAnswer(reviewer, answers[0].id, 'x');
      expect([res.status, res.body.message]).toEqual([
        409,
        'Answers can be changed only while the SVR is In Review: press EDIT RESPONSES first.',
      ]);
      expect(await demo.answers(v.id)).toEqual(answers);
      expect(await demo.activityCount(v.id)).toBe(0);
    }
  });

  it('checks the value against the question type', async () => {
    const { v, answerOf, byUuid } = await visitWith(
      (x) => x.metaReviewState === 2 && x.clientId === northwindId,
      (qs, as) =>
        ['radio-button-input', 'checkbox-input', 'numeric-int-input', 'photo-input', 'single-line-input'].every((t) =>
          answered(t)(qs, as),
        ),
    );
    const radio = answerOf('radio-button-input');
    const checkbox = answerOf('checkbox-input');
    const photo = answerOf('photo-input');
    const line = answerOf('single-line-input');
    const radioTitle = byUuid.get(radio.questionUuid)!.title;
    const total = await demo.activityCount(v.id);
    const refused: [Answer, unknown, string][] = [
      [radio, 'Excellent', `'${radioTitle}' has no answer 'Excellent': choose among 'Good', 'Damaged', 'Missing'.`],
      [
        checkbox,
        'Lipstick',
        `The answer to '${byUuid.get(checkbox.questionUuid)!.title}' must be a JSON list of chosen values, such as ["Lipstick"].`,
      ],
      [
        checkbox,
        ['Lipstick', 'Glitter'],
        `'${byUuid.get(checkbox.questionUuid)!.title}' has no answer 'Glitter': choose among 'Lipstick', 'Foundation', 'Mascara', 'Skincare'.`,
      ],
      [
        answerOf('numeric-int-input'),
        'twelve',
        `The answer to '${byUuid.get(answerOf('numeric-int-input').questionUuid)!.title}' must be a whole number.`,
      ],
      [
        photo,
        'a photo',
        `The answer to '${byUuid.get(photo.questionUuid)!.title}' must be the uuid of an uploaded photo.`,
      ],
      [
        photo,
        '7d1c3a7e-1111-4c1b-9a77-8f2d1e0c9b10',
        'No uploaded file has the uuid 7d1c3a7e-1111-4c1b-9a77-8f2d1e0c9b10.',
      ],
      [
        line,
        'two\nlines',
        `The answer to '${byUuid.get(line.questionUuid)!.title}' is a single line: it cannot hold line breaks.`,
      ],
      [
        line,
        { text: 'x' },
        'Invalid input. answerValue: answerValue is text, a number, a list of chosen values or null.',
      ],
    ];
    for (const [a, value, message] of refused) {
      const res = await putAnswer(reviewer, a.id, value);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await demo.activityCount(v.id)).toBe(total);
    expect((await putAnswer(reviewer, radio.id, 'Missing')).body.data!.answerValue).toBe('Missing');
    expect((await putAnswer(reviewer, checkbox.id, ['Mascara', 'Lipstick'])).body.data!.answerValue).toBe(
      '["Mascara","Lipstick"]',
    );
    // Another photo of the report, and deleting a photo (clears the value).
    const other = (await demo.answers(v.id)).find(
      (x) => byUuid.get(x.questionUuid)?.type === 'photo-input' && x.id !== photo.id && x.answerValue,
    )!;
    expect((await putAnswer(reviewer, photo.id, other.answerValue!.toUpperCase())).body.data!.answerValue).toBe(
      other.answerValue,
    );
    expect((await putAnswer(reviewer, photo.id, null)).body.data!.answerValue).toBeNull();
    const photoRows = (await demo.trail(v.id)).filter((r) => r.answerId === photo.id);
    expect(photoRows.map((r) => r.documentUuid)).toEqual([other.answerValue, other.answerValue]);
    expect((await putAnswer(reviewer, 99999999, 'x')).status).toBe(404);
  });
});

describe('POST /api/v2/storeVisitFormAnswer/answer', () => {
  it('answers a question of the form that has no answer yet, once', async () => {
    const { v, questions, answers } = await visitWith(
      (x) => x.metaReviewState === 2,
      (qs, as) => qs.some((q) => q.type === 'single-line-input' && !as.some((a) => a.questionUuid === q.uuid)),
    );
    const q = questions.find((x) => x.type === 'single-line-input' && !answers.some((a) => a.questionUuid === x.uuid))!;
    const body = {
      questionUuid: q.uuid,
      questionCanonicalKey: q.canonicalKey,
      storeVisitId: v.id,
      answerValue: 'Added in review',
    };
    const res = await reviewer<Answer>('POST', '/api/v2/storeVisitFormAnswer/answer', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      storeVisitId: v.id,
      questionUuid: q.uuid,
      questionCanonicalKey: q.canonicalKey,
      answerValue: 'Added in review',
    });
    expect((await demo.trail(v.id))[0]).toMatchObject({
      kind: 'answer.create',
      answerId: res.body.data!.id,
      after: { answerValue: 'Added in review' },
    });
    const again = await reviewer('POST', '/api/v2/storeVisitFormAnswer/answer', body);
    expect([again.status, again.body.message]).toEqual([
      409,
      `This question already has an answer (${res.body.data!.id}) on SVR ${v.id}: change that answer instead.`,
    ]);
  });

  it('refuses questions that are not on the report’s form, and a wrong canonical key', async () => {
    const { v, questions, answers } = await visitWith(
      (x) => x.metaReviewState === 2,
      (_q, as) => as.length > 0,
    );
    const before = await demo.activityCount(v.id);
    const stranger = '7d1c3a7e-1111-4c1b-9a77-8f2d1e0c9b10';
    const res = await reviewer('POST', '/api/v2/storeVisitFormAnswer/answer', {
      questionUuid: stranger,
      questionCanonicalKey: stranger,
      storeVisitId: v.id,
      answerValue: 'x',
    });
    expect([res.status, res.body.message]).toEqual([
      400,
      `The question ${stranger} is not on the form of SVR ${v.id}.`,
    ]);
    const q = questions.find((x) => !answers.some((a) => a.questionUuid === x.uuid) && x.type !== 'question-group');
    if (q) {
      const wrong = await reviewer('POST', '/api/v2/storeVisitFormAnswer/answer', {
        questionUuid: q.uuid,
        questionCanonicalKey: 'other-key',
        storeVisitId: v.id,
        answerValue: null,
      });
      expect([wrong.status, wrong.body.message]).toEqual([
        400,
        `questionCanonicalKey other-key is not the key of question ${q.uuid} (${q.canonicalKey}).`,
      ]);
    }
    const bad = await reviewer('POST', '/api/v2/storeVisitFormAnswer/answer', {
      questionUuid: 'x',
      storeVisitId: v.id,
      answerValue: 'x',
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'Invalid input. questionUuid: questionUuid must be a uuid.']);
    expect(await demo.answers(v.id)).toEqual(answers);
    expect(await demo.activityCount(v.id)).toBe(before);
  });
});

describe('what a client user receives (spec 001 §6)', () => {
  /** A Northwind report visible to the client, with an internal signature question (an image) and a blocked photo. */
  async function prepared() {
    const { v } = await visitWith(
      (x) => x.clientId === northwindId && x.privacy === 0 && x.metaReviewState === 3,
      (qs, as) =>
        qs.some((q) => q.title === 'Notes for the brand') &&
        as.filter((a) => a.answerValue && qs.find((q) => q.uuid === a.questionUuid)?.type === 'photo-input').length >=
          2,
    );
    const hiddenPhotoQuestion = await demo.hideQuestion(v.id, 'Store manager signature');
    const questions = await demo.questions((await demo.visit(v.id)).formId!);
    const byUuid = new Map(questions.map((q) => [q.uuid, q]));
    const answers = await demo.answers(v.id);
    const hiddenPhoto = answers.find((a) => a.questionUuid === hiddenPhotoQuestion)!.answerValue!;
    const notes = answers.find((a) => byUuid.get(a.questionUuid)?.title === 'Notes for the brand')!;
    const photos = answers
      .filter(
        (a) =>
          byUuid.get(a.questionUuid)?.type === 'photo-input' && a.answerValue && a.questionUuid !== hiddenPhotoQuestion,
      )
      .map((a) => a.answerValue!);
    const blocked = photos[0];
    const visible = photos.slice(1);
    const res = await admin('PUT', `/api/v2/storeVisit/storevisitid/${v.id}`, {
      metaJson: text({
        blockPhotos: [{ uuid: blocked }],
        starPhotos: [{ uuid: visible[0], motive: 'Internal praise' }],
        flagPhotos: [{ uuid: visible[0], motive: 'Check later' }],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { v, answers, hiddenPhotoQuestion, hiddenPhoto, notes, blocked, visible, byUuid };
  }

  it('raw answers hold no internal question’s answer and no blocked photo', async () => {
    const { v, answers, hiddenPhotoQuestion, hiddenPhoto, notes, blocked } = await prepared();
    const mine = await demo.answers(v.id, client);
    const raw = JSON.stringify(mine);
    expect(raw).not.toContain(hiddenPhoto);
    expect(raw).not.toContain(blocked);
    expect(raw).not.toContain(hiddenPhotoQuestion);
    expect(mine.some((a) => a.questionUuid === notes.questionUuid)).toBe(false);
    expect(mine.find((a) => a.blocked)).toMatchObject({ answerValue: null, blocked: true });
    expect(mine).toHaveLength(answers.length - 2);
    // The batch call by question keys strips the same.
    const byKeys = await client<Answer[]>('POST', '/api/v2/storeVisitFormAnswer/questionCanonicalKeys', {
      questionCanonicalKeys: [],
      svrResponses: [v.id],
    });
    expect(byKeys.body.data).toEqual(mine);
    // Staff see everything.
    expect(await demo.answers(v.id, reviewer)).toEqual(answers);
  });

  it('documents: a blocked photo is a placeholder with no url; internal and foreign media are left out', async () => {
    const { hiddenPhoto, blocked, visible } = await prepared();
    const [acme] = demo.take(1, (x) => x.clientId !== northwindId && x.formId !== null);
    const acmePhoto = (await demo.answers(acme.id)).find(
      (a) => a.answerValue && /^[0-9a-f-]{36}$/.test(a.answerValue),
    )!.answerValue!;
    const uuids = [blocked, hiddenPhoto, acmePhoto, ...visible];
    const res = await client<{ uuid: string; url: string | null; blocked?: boolean }[]>(
      'POST',
      '/api/v2/document/uuids',
      { uuids },
    );
    expect(res.body.data!.map((d) => d.uuid).sort()).toEqual([blocked, ...visible].sort());
    expect(res.body.data!.find((d) => d.uuid === blocked)).toMatchObject({
      url: null,
      xsurl: null,
      title: null,
      blocked: true,
    });
    for (const d of res.body.data!.filter((x) => x.uuid !== blocked)) expect(d.url).toMatch(/^\/files\//);
    expect((await admin<unknown[]>('POST', '/api/v2/document/uuids', { uuids })).body.data).toHaveLength(uuids.length);
  });

  it('the visit answer has no block lists, no flags and no motives', async () => {
    const { v, visible } = await prepared();
    const seen = await demo.visit(v.id, client);
    expect(seen.metaJson).not.toHaveProperty('blockPhotos');
    expect(seen.metaJson).not.toHaveProperty('blockVideos');
    expect(seen.metaJson).not.toHaveProperty('flagPhotos');
    expect(seen.metaJson.starPhotos).toEqual([{ uuid: visible[0] }]);
    expect(JSON.stringify(seen)).not.toContain('Internal praise');
    expect(seen.formState).toEqual({ visitedQuestions: [] });
  });

  it('the zip leaves out blocked and internal photos for client users; staff get them all, named for a person', async () => {
    const { v, hiddenPhoto, blocked, visible, answers, byUuid } = await prepared();
    const uuids = [blocked, hiddenPhoto, ...visible];
    const staff = await zipOf(emails.reviewer, uuids);
    expect(staff.status).toBe(200);
    expect(staff.disposition).toContain(`SVR ${v.id} photos.zip`);
    const title = (uuid: string) => byUuid.get(answers.find((a) => a.answerValue === uuid)!.questionUuid)!.title;
    const ext = (uuid: string) => (uuid === hiddenPhoto ? 'png' : 'jpg'); // signatures are PNG files
    expect(staff.entries.map((e) => e.name).sort()).toEqual(
      uuids.map((u) => `SVR ${v.id} - ${title(u)}.${ext(u)}`).sort(),
    );
    for (const e of staff.entries) expect(e.size).toBeGreaterThan(500);

    const mine = await zipOf(emails.client, uuids);
    expect(mine.status).toBe(200);
    expect(mine.entries.map((e) => e.name).sort()).toEqual(visible.map((u) => `SVR ${v.id} - ${title(u)}.jpg`).sort());

    const none = await zipOf(emails.client, [blocked, hiddenPhoto]);
    expect([none.status, none.json.err, none.json.message]).toEqual([
      400,
      'Could not zip files',
      'Could not zip files',
    ]);
    const empty = await zipOf(emails.reviewer, []);
    expect([empty.status, empty.json.err]).toEqual([400, 'Could not zip files']);
  });

  it('names two photos of the same question apart', async () => {
    const { v, answerOf } = await visitWith(
      (x) => x.metaReviewState === 2 && x.clientId === northwindId,
      answered('photo-input'),
    );
    const photo = answerOf('photo-input');
    const zip = await zipOf(emails.admin, [photo.answerValue!, photo.answerValue!]);
    expect(zip.entries).toHaveLength(1);
    expect(zip.entries[0].name).toMatch(new RegExp(`^SVR ${v.id} - .+\\.jpg$`));
  });
});
