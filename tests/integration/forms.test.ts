import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { forms } from '../../api/src/db/schema.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import { buildClient, buildForm, buildUser } from '../../api/src/testing/factories.js';

let api: TestApi;
let admin: ApiClient;
let reviewer: ApiClient;
let reviewerEmail: string;
let clientEmail: string;
/** The client the forms of this file are made for. */
let clientId: number;
/** Three published forms, then a draft (forms by ids). */
let byIds: { id: number; status: number }[];
beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  clientId = (await buildClient(db)).id;
  const adminUser = await buildUser(db, { role: 'administrator' });
  reviewerEmail = (await buildUser(db, { role: 'reviewer' })).email;
  clientEmail = (await buildUser(db, { role: 'client', clientId, clientRoleId: api.config.clientRoleId })).email;
  byIds = [
    await buildForm(db, { tenancyClientId: clientId, status: 1 }),
    await buildForm(db, { tenancyClientId: clientId, status: 1 }),
    await buildForm(db, { tenancyClientId: clientId, status: 1 }),
    await buildForm(db, { tenancyClientId: clientId, status: 3, title: 'Holiday Gift Set Launch (draft)' }),
  ];
  await buildForm(db, { tenancyClientId: clientId, status: 0, title: 'Deleted form' });
  admin = await api.as(adminUser.email);
  reviewer = await api.as(reviewerEmail);
});
afterAll(async () => {
  await api?.close();
});

interface FormRow {
  id: number;
  canonicalKey: string;
  title: string;
  status: number;
  revision: number;
  editorEmail: string;
  content?: { bypassDuplicatePhotoCheck?: boolean };
}

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const content = (over: Record<string, unknown> = {}) => ({
  structure: [
    [],
    [
      {
        uuid: uuid(),
        type: 'section',
        title: 'S',
        tags: [],
        meta: { forceQuestionOrder: false },
        content: [{ uuid: uuid(), type: 'photo-input', title: 'A photo', meta: {}, options: [] }],
      },
    ],
    [],
  ],
  documents: [],
  callOut: { active: false, mailing: '' },
  hideFromClient: 0,
  bypassDuplicatePhotoCheck: false,
  ...over,
});
const formCount = async () => (await api.database.db.select({ n: count() }).from(forms))[0].n;

describe('form list', () => {
  it('lists the forms newest first, never deleted ones, with statuses filtered', async () => {
    const all = await admin<FormRow[]>('GET', '/api/v2/form');
    expect(all.status).toBe(200);
    expect(all.body.data!.map((f) => f.title)).toContain('Holiday Gift Set Launch (draft)');
    const drafts = await admin<FormRow[]>('GET', '/api/v2/form?status=3');
    expect(drafts.body.data!.every((f) => f.status === 3)).toBe(true);
    expect(all.body.data!.every((f) => f.status !== 0)).toBe(true);
    const bad = await admin('GET', '/api/v2/form?status=9');
    expect(bad.status).toBe(400);
  });

  it('shows each form once: its newest published record, and its draft beside it; the chosen client only', async () => {
    const db = api.database.db;
    const family = '5f0c3a52-1b7e-4c61-9d2a-7e1f0a9b3c44';
    const version = (status: number, title: string) =>
      buildForm(db, { tenancyClientId: clientId, canonicalKey: family, status, title });
    await version(1, 'Family v1');
    await version(2, 'Family v2 (archived)');
    const newest = await version(1, 'Family v3');
    const draft = await version(3, 'Family v4 (draft)');
    await version(0, 'Family v5 (deleted)');
    const otherClient = (await buildClient(db)).id;
    const elsewhere = await buildForm(db, { tenancyClientId: otherClient, title: 'Another client’s form' });

    const list = (await admin<FormRow[]>('GET', '/api/v2/form')).body.data!;
    expect(list.filter((f) => f.canonicalKey === family).map((f) => [f.id, f.title])).toEqual([
      [draft.id, 'Family v4 (draft)'],
      [newest.id, 'Family v3'],
    ]);
    expect(list.map((f) => f.id)).toContain(elsewhere.id);
    // Newest first, and a list row carries no content (the builder reads a form by id).
    const ids = list.map((f) => f.id);
    expect(ids.slice(0, 2)).toEqual([elsewhere.id, draft.id]);
    expect(list.every((f) => !('content' in f))).toBe(true);

    const scoped = await api.as((await buildUser(db, { role: 'administrator' })).email, { clientId });
    const mine = (await scoped<FormRow[]>('GET', '/api/v2/form?status=1,2')).body.data!;
    expect(mine.map((f) => f.id)).not.toContain(elsewhere.id);
    expect(mine.filter((f) => f.canonicalKey === family).map((f) => f.title)).toEqual(['Family v3']);
  });

  it('is refused to client users', async () => {
    const client = await api.as(clientEmail);
    expect((await client('GET', '/api/v2/form')).status).toBe(403);
  });
});

describe('form saving (spec 000 §4)', () => {
  it('creates, drafts, publishes and archives a form', async () => {
    const created = await admin<FormRow>('POST', '/api/v2/form', {
      title: 'Test form',
      content: JSON.stringify(content()),
      tenancyClientId: clientId,
      status: 1,
    });
    expect(created.status).toBe(201);
    const key = created.body.data!.canonicalKey;

    const draft = await admin<FormRow>('POST', '/api/v2/form', {
      title: 'Test form v2',
      content: content(),
      canonicalKey: key,
      tenancyClientId: clientId,
      status: 3,
      revision: 1,
    });
    expect(draft.status).toBe(201);
    expect(draft.body.data!.status).toBe(3);
    const second = await admin('POST', '/api/v2/form', {
      title: 'x',
      content: content(),
      canonicalKey: key,
      status: 3,
    });
    expect(second.status).toBe(409);

    const updated = await reviewer<FormRow>('POST', `/api/v2/form/updateDraft/id/${draft.body.data!.id}`, {
      title: 'Test form v3',
      content: content(),
      revision: draft.body.data!.revision,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'Test form v3', editorEmail: reviewerEmail });

    const family = await admin<FormRow[]>('GET', `/api/v2/form/canonicalKey/${key}?includeNonActiveForms=true`);
    expect(family.body.data!.map((f) => f.status)).toEqual([3, 1]);
    const activeOnly = await admin<FormRow[]>('GET', `/api/v2/form/canonicalKey/${key}`);
    expect(activeOnly.body.data!.map((f) => f.status)).toEqual([1]);

    // Publish: a new active record, then the old draft is deleted.
    const published = await admin<FormRow>('POST', '/api/v2/form', {
      title: 'Test form v3',
      content: content(),
      canonicalKey: key,
      status: 1,
      revision: updated.body.data!.revision,
    });
    expect(published.status).toBe(201);
    expect((await admin('DELETE', `/api/v2/form/id/${draft.body.data!.id}`)).status).toBe(200);
    const list = await admin<FormRow[]>('GET', '/api/v2/form');
    expect(list.body.data!.filter((f) => f.canonicalKey === key).map((f) => [f.title, f.status])).toEqual([
      ['Test form v3', 1],
    ]);

    const archived = await admin<{ changed: number }>('PUT', `/api/v2/form/canonical/${key}`, { status: 2 });
    expect(archived.body.data!.changed).toBe(1);
    const again = await admin<{ changed: number }>('PUT', `/api/v2/form/canonical/${key}`, { status: 2 });
    expect(again.body.data!.changed).toBe(0);
    const archivedList = await admin<FormRow[]>('GET', '/api/v2/form?status=2');
    expect(archivedList.body.data!.map((f) => f.canonicalKey)).toContain(key);
  });

  it('publishes a draft in one call: the published record and the draft removed together, or nothing', async () => {
    const created = await admin<FormRow>('POST', '/api/v2/form', {
      title: 'One-call publish',
      content: content(),
      tenancyClientId: clientId,
      status: 1,
    });
    const key = created.body.data!.canonicalKey;
    const draft = await admin<FormRow>('POST', '/api/v2/form', {
      title: 'One-call publish v2',
      content: content(),
      canonicalKey: key,
      tenancyClientId: clientId,
      status: 3,
    });
    const family = async () =>
      (await admin<FormRow[]>('GET', `/api/v2/form/canonicalKey/${key}?includeNonActiveForms=true`)).body.data!.map(
        (f) => [f.id, f.status],
      );
    const before = await family();
    // A draftId that is not a draft of this form: 409, and neither record is written.
    const wrong = await admin('POST', '/api/v2/form', {
      title: 'x',
      content: content(),
      canonicalKey: key,
      status: 1,
      draftId: created.body.data!.id,
    });
    expect([wrong.status, wrong.body.err]).toEqual([
      409,
      `SVR form ${created.body.data!.id} is not a draft of this form any more. Reload it to see the latest version.`,
    ]);
    expect(await family()).toEqual(before);
    const published = await admin<FormRow>('POST', '/api/v2/form', {
      title: 'One-call publish v2',
      content: content(),
      canonicalKey: key,
      status: 1,
      draftId: draft.body.data!.id,
    });
    expect(published.status).toBe(201);
    expect(await family()).toEqual([
      [published.body.data!.id, 1],
      [created.body.data!.id, 1],
    ]);
    // The same draft again: it is gone, so 409.
    const again = await admin('POST', '/api/v2/form', {
      title: 'x',
      content: content(),
      canonicalKey: key,
      status: 1,
      draftId: draft.body.data!.id,
    });
    expect(again.status).toBe(409);
  });

  it('refuses a stale save and writes nothing', async () => {
    const created = await admin<FormRow>('POST', '/api/v2/form', {
      title: 'Stale',
      content: content(),
      status: 3,
      tenancyClientId: clientId,
    });
    const id = created.body.data!.id;
    const firstSave = await admin<FormRow>('POST', `/api/v2/form/updateDraft/id/${id}`, {
      title: 'Stale A',
      content: content(),
      revision: created.body.data!.revision,
    });
    expect(firstSave.status).toBe(200);
    const before = await formCount();
    const staleSave = await reviewer('POST', `/api/v2/form/updateDraft/id/${id}`, {
      title: 'Stale B',
      content: content(),
      revision: created.body.data!.revision,
    });
    expect(staleSave.status).toBe(409);
    expect(staleSave.body.err).toMatch(/changed by someone else/);
    const now = await admin<FormRow>('GET', `/api/v2/form/formid/${id}`);
    expect(now.body.data!.title).toBe('Stale A');
    expect(await formCount()).toBe(before);
  });

  it('refuses malformed content, a forbidden fork and untitled forms with nothing written', async () => {
    const before = await formCount();
    const bad = [
      { title: 'x', content: '{not json' },
      { title: 'x', content: { structure: [] } },
      { title: '', content: content() },
      {
        title: 'x',
        content: content({
          structure: [
            [],
            [
              {
                uuid: uuid(),
                type: 'section',
                title: 'S',
                content: [
                  {
                    uuid: uuid(),
                    type: 'radio-button-input',
                    title: 'R',
                    options: [
                      {
                        uuid: uuid(),
                        label: 'A',
                        value: 'A',
                        conditionalFork: [{ uuid: uuid(), type: 'signature-input', title: 'Sig', options: [] }],
                      },
                    ],
                  },
                ],
              },
            ],
            [],
          ],
        }),
      },
      { title: 'x', content: content({ callOut: { active: true, mailing: 'ok@example.com, broken' } }) },
    ];
    const messages = [];
    for (const body of bad) {
      const res = await admin('POST', '/api/v2/form', body);
      expect(res.status).toBe(400);
      messages.push(res.body.err);
    }
    expect(messages).toEqual([
      'content is not valid JSON.',
      'content.structure must hold three lists of sections (pre, during, post).',
      'Invalid input. title: The SVR needs a title.',
      'A Signature question cannot be placed in this conditional fork.',
      'Please fix the call-out mailing list: broken is not an e-mail address.',
    ]);
    expect(await formCount()).toBe(before);
  });

  it('lets only administrators change BYPASS DUPLICATE PHOTO CHECK', async () => {
    const res = await reviewer('POST', '/api/v2/form', {
      title: 'Bypass',
      content: content({ bypassDuplicatePhotoCheck: true }),
      tenancyClientId: clientId,
    });
    expect(res.status).toBe(403);
    expect(res.body.err).toBe('Only administrators can change BYPASS DUPLICATE PHOTO CHECK.');
    const ok = await admin<FormRow>('POST', '/api/v2/form', {
      title: 'Bypass',
      content: content({ bypassDuplicatePhotoCheck: true }),
      tenancyClientId: clientId,
    });
    expect(ok.status).toBe(201);
    // A reviewer may save the form as long as the switch keeps its value.
    const keep = await reviewer('POST', '/api/v2/form', {
      title: 'Bypass',
      content: content({ bypassDuplicatePhotoCheck: true }),
      canonicalKey: ok.body.data!.canonicalKey,
      tenancyClientId: clientId,
    });
    expect(keep.status).toBe(201);
  });

  it('forms by ids answer only the asked statuses', async () => {
    const list = await admin<FormRow[]>('GET', `/api/v2/form/ids/${byIds.map((f) => f.id).join(',')}?status=1`);
    expect(list.body.data!.map((f) => f.id)).toEqual(byIds.filter((f) => f.status === 1).map((f) => f.id));
    expect((await admin('GET', '/api/v2/form/ids/abc')).status).toBe(400);
  });
});
