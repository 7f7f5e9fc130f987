/** Form content rules enforced by the api (spec 000 §3, §5) and stale saves (409), through the REST calls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { forms } from '../../api/src/db/schema.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import { buildClient, buildCommonQuestion, buildUser } from '../../api/src/testing/factories.js';

let api: TestApi;
let admin: ApiClient;
let reviewer: ApiClient;
/** The client the forms are saved for, and a library question a common-input names. */
let clientId: number;
let commonId: number;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  clientId = (await buildClient(db)).id;
  commonId = (await buildCommonQuestion(db)).id;
  admin = await api.as((await buildUser(db, { role: 'administrator' })).email);
  reviewer = await api.as((await buildUser(db, { role: 'reviewer' })).email);
});
afterAll(async () => {
  await api?.close();
});

interface Form {
  id: number;
  canonicalKey: string;
  title: string;
  status: number;
  revision: number;
  content: Record<string, unknown>;
}

let n = 0;
const uuid = () => `00000000-0000-4000-9000-${String(++n).padStart(12, '0')}`;
type Q = Record<string, unknown>;
const q = (type: string, extra: Q = {}): Q => ({
  uuid: uuid(),
  type,
  title: `A ${type}`,
  meta: {},
  options: [],
  ...extra,
});
const opt = (label: string, fork: Q[] = []) => ({ uuid: uuid(), label, value: label, conditionalFork: fork });
const section = (content: Q[], extra: Q = {}) => ({
  uuid: uuid(),
  type: 'section',
  title: 'Display',
  tags: [],
  meta: { forceQuestionOrder: false },
  content,
  ...extra,
});
const content = (questions: Q[] = [q('photo-input')], extra: Q = {}) => ({
  structure: [[], [section(questions)], []],
  documents: [],
  callOut: { active: false, mailing: '' },
  hideFromClient: 0,
  maxAllowedTime: '',
  bypassDuplicatePhotoCheck: false,
  ...extra,
});
const formCount = async () => (await api.database.db.select({ n: count() }).from(forms))[0].n;

const TWICE = '11111111-2222-4333-8444-555555555555';
const refusals: [string, unknown, string][] = [
  ['content that is not JSON', '{"structure": [', 'content is not valid JSON.'],
  [
    'content without its three phases',
    { structure: [[], []] },
    'content.structure must hold three lists of sections (pre, during, post).',
  ],
  [
    'a question at the top of a phase',
    { structure: [[q('photo-input')], [], []] },
    'Only sections may sit at the top of a form phase.',
  ],
  ['an untitled section', { structure: [[section([], { title: '' })], [], []] }, 'Every section needs a title.'],
  ['an untitled question', content([q('single-line-input', { title: '  ' })]), 'Every question needs a title.'],
  ['an unknown question type', content([q('rating-input')]), "Unknown question type 'rating-input'."],
  [
    'a radio question without answers',
    content([q('radio-button-input', { title: 'Pick one' })]),
    "The Radio Button question 'Pick one' needs at least one answer.",
  ],
  [
    'an answer without a label',
    content([q('checkbox-input', { title: 'Which', options: [opt('A'), opt('')] })]),
    "Every answer of the Checkbox question 'Which' needs a label.",
  ],
  [
    'follow-ups under a Single Line question',
    content([q('single-line-input', { options: [opt('x', [q('photo-input')])] })]),
    'A Single Line question cannot have conditional follow-ups.',
  ],
  [
    'a Signature question in a fork',
    content([q('toggle-input', { options: [opt('Yes', [q('signature-input')]), opt('No')] })]),
    'A Signature question cannot be placed in this conditional fork.',
  ],
  [
    'a Dropdown under a numeric conditional',
    content([q('numeric-conditional-input', { options: [opt('n', [q('dropdown-input', { options: [opt('a')] })])] })]),
    'A Dropdown question cannot be placed in this conditional fork.',
  ],
  [
    'a group inside a group',
    content([q('question-group', { content: [q('question-group', { content: [] })] })]),
    'A question group cannot hold another question group.',
  ],
  [
    'a uuid used twice',
    content([q('photo-input', { uuid: TWICE }), q('video-input', { uuid: TWICE })]),
    `The uuid ${TWICE} is used twice.`,
  ],
  [
    'an invalid call-out mailing list',
    content(undefined, { callOut: { active: true, mailing: 'ops@example.com, ops at example' } }),
    'Please fix the call-out mailing list: ops at example is not an e-mail address.',
  ],
  [
    'a max allowed time with non-digits',
    content(undefined, { maxAllowedTime: '15 min' }),
    'Max allowed additional time must be a whole number of minutes.',
  ],
  [
    'a bypass switch that is not a boolean',
    content(undefined, { bypassDuplicatePhotoCheck: 'yes' }),
    'bypassDuplicatePhotoCheck must be true or false (or 1 or 0).',
  ],
];

describe('form content refusals (spec 000 §5)', () => {
  it('refuses each broken form on create with a clear message and writes nothing', async () => {
    const before = await formCount();
    for (const [what, body, message] of refusals) {
      const res = await admin('POST', '/api/v2/form', {
        title: what,
        content: typeof body === 'string' ? body : JSON.stringify(body),
        tenancyClientId: clientId,
      });
      expect(res.status, what).toBe(400);
      expect(res.body.err, what).toBe(message);
    }
    expect(await formCount()).toBe(before);
  });

  it('refuses each broken form on a draft update and leaves the draft as it was', async () => {
    const draft = (
      await admin<Form>('POST', '/api/v2/form', {
        title: 'Draft to break',
        content: content(),
        status: 3,
        tenancyClientId: clientId,
      })
    ).body.data!;
    for (const [what, body, message] of refusals) {
      const res = await admin('POST', `/api/v2/form/updateDraft/id/${draft.id}`, {
        title: 'Broken',
        content: body,
        revision: draft.revision,
      });
      expect(res.status, what).toBe(400);
      expect(res.body.err, what).toBe(message);
    }
    const now = (await admin<Form>('GET', `/api/v2/form/formid/${draft.id}`)).body.data!;
    expect(now).toMatchObject({ title: 'Draft to break', revision: draft.revision, content: draft.content });
  });

  it('answers every problem in details, with its path', async () => {
    const res = await admin<unknown>('POST', '/api/v2/form', {
      title: 'Many',
      content: content([q('dropdown-input', { title: '' })], { maxAllowedTime: 'x' }),
    });
    expect(res.status).toBe(400);
    expect((res.body.details as { path: string }[]).map((d) => d.path)).toEqual([
      'content.structure.1.0.content.0.title',
      'content.structure.1.0.content.0.options',
      'content.maxAllowedTime',
    ]);
  });

  it('accepts a form using every question type, with forks three levels deep', async () => {
    const all = [
      q('radio-button-input', {
        options: [
          opt('A', [
            q('dropdown-input', {
              options: [opt('B', [q('toggle-input', { options: [opt('Yes', [q('video-input')]), opt('No')] })])],
            }),
          ]),
        ],
      }),
      q('checkbox-input', { options: [opt('x')] }),
      q('multi-line-input'),
      q('numeric-int-input'),
      q('signature-input'),
      q('common-input', { commonId }),
      q('numeric-conditional-input', {
        meta: { maxQuestions: 2 },
        options: [opt('', [q('photo-input', { title: 'Photo - 1' }), q('photo-input', { title: 'Photo - 2' })])],
      }),
      q('question-group', { content: [q('single-line-input'), q('photo-input')] }),
    ];
    const res = await admin('POST', '/api/v2/form', {
      title: 'Everything',
      content: content(all, {
        callOut: { active: true, mailing: 'a@example.com, b@example.org' },
        maxAllowedTime: '30',
      }),
      tenancyClientId: clientId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe('BYPASS DUPLICATE PHOTO CHECK (spec 000 §5, §6)', () => {
  it('only an administrator changes it on a draft; others may save as long as it keeps its value', async () => {
    const draft = (
      await reviewer<Form>('POST', '/api/v2/form', {
        title: 'Bypass draft',
        content: content(),
        status: 3,
        tenancyClientId: clientId,
      })
    ).body.data!;
    const flip = await reviewer('POST', `/api/v2/form/updateDraft/id/${draft.id}`, {
      title: 'Bypass draft',
      content: content(undefined, { bypassDuplicatePhotoCheck: true }),
      revision: draft.revision,
    });
    expect(flip.status).toBe(403);
    expect(flip.body.err).toBe('Only administrators can change BYPASS DUPLICATE PHOTO CHECK.');

    const byAdmin = await admin<Form>('POST', `/api/v2/form/updateDraft/id/${draft.id}`, {
      title: 'Bypass draft',
      content: content(undefined, { bypassDuplicatePhotoCheck: true }),
      revision: draft.revision,
    });
    expect(byAdmin.status).toBe(200);
    const keep = await reviewer<Form>('POST', `/api/v2/form/updateDraft/id/${draft.id}`, {
      title: 'Bypass draft 2',
      content: content(undefined, { bypassDuplicatePhotoCheck: true }),
      revision: byAdmin.body.data!.revision,
    });
    expect(keep.status).toBe(200);
    const unset = await reviewer('POST', `/api/v2/form/updateDraft/id/${draft.id}`, {
      title: 'Bypass draft 3',
      content: content(),
      revision: keep.body.data!.revision,
    });
    expect(unset.status).toBe(403);
    const now = (await admin<Form>('GET', `/api/v2/form/formid/${draft.id}`)).body.data!;
    expect(now).toMatchObject({ title: 'Bypass draft 2', content: { bypassDuplicatePhotoCheck: true } });
  });
});

describe('stale saves (409)', () => {
  it('refuses to publish over a newer save and writes nothing', async () => {
    const first = (
      await admin<Form>('POST', '/api/v2/form', {
        title: 'Stale publish',
        content: content(),
        tenancyClientId: clientId,
      })
    ).body.data!;
    const key = first.canonicalKey;
    const draft = (
      await reviewer<Form>('POST', '/api/v2/form', {
        title: 'Stale publish v2',
        content: content(),
        canonicalKey: key,
        status: 3,
        revision: first.revision,
      })
    ).body.data!;
    expect(draft.revision).toBe(first.revision + 1);
    const before = await formCount();
    const stale = await admin('POST', '/api/v2/form', {
      title: 'Stale publish (old tab)',
      content: content(),
      canonicalKey: key,
      status: 1,
      revision: first.revision,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.err).toBe(
      'This SVR was changed by someone else since you opened it. Reload it to see their changes, then save again.',
    );
    const staleDraft = await admin('POST', `/api/v2/form/updateDraft/id/${draft.id}`, {
      title: 'Old tab',
      content: content(),
      revision: first.revision,
    });
    expect(staleDraft.status).toBe(409);
    expect(await formCount()).toBe(before);
    const family = (await admin<Form[]>('GET', `/api/v2/form/canonicalKey/${key}?includeNonActiveForms=true`)).body
      .data!;
    expect(family.map((f) => f.title)).toEqual(['Stale publish v2', 'Stale publish']);
    // Saving from the newest revision goes through.
    const fresh = await admin('POST', '/api/v2/form', {
      title: 'Stale publish v2',
      content: content(),
      canonicalKey: key,
      status: 1,
      revision: draft.revision,
    });
    expect(fresh.status).toBe(201);
  });
});
