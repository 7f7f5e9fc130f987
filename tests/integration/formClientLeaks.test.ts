/**
 * Client users get no draft and no form hidden from them (content.hideFromClient = 1), through every form
 * door of the REST api, and never a staff e-mail address (spec 000 §6). Also the bulk status change of the
 * form list: one call, one transaction.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/src/db/client.js';
import { forms } from '../../api/src/db/schema.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import { buildClient, buildForm, buildUser, buildVisit } from '../../api/src/testing/factories.js';

interface FormRecord {
  id: number;
  canonicalKey: string;
  title: string;
  status: number;
  authorEmail: string | null;
  editorEmail: string | null;
  authorLegacyId: string | null;
}

let api: TestApi;
let admin: ApiClient;
let client: ApiClient;
let clientId: number;

const content = (hideFromClient: unknown) => ({
  structure: [
    [],
    [
      {
        uuid: randomUUID(),
        type: 'section',
        title: 'Shelf',
        tags: [],
        meta: { forceQuestionOrder: false },
        content: [
          {
            uuid: randomUUID(),
            canonicalKey: randomUUID(),
            type: 'single-line-input',
            title: 'Facings',
            tags: [],
            meta: { isRequired: true, isHidden: false },
            options: [],
            documentIds: [],
            commonId: null,
          },
        ],
      },
    ],
    [],
  ],
  documents: [],
  callOut: { active: false, mailing: '' },
  hideFromClient,
  invoicePlannedTime: 0,
  maxAllowedTime: '',
  bypassGPSValidation: false,
  bypassDuplicatePhotoCheck: false,
});

async function save(
  title: string,
  hideFromClient: unknown,
  status: number,
  canonicalKey?: string,
): Promise<FormRecord> {
  const res = await admin<FormRecord>('POST', '/api/v2/form', {
    title,
    content: content(hideFromClient),
    canonicalKey,
    tenancyClientId: clientId,
    autoApprovalHourTrigger: 0,
    status,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data!;
}

let visible: FormRecord;
let visibleDraft: FormRecord;
let hidden: FormRecord;
let hiddenAsText: FormRecord;
let oldOfHidden: FormRecord;
let newHidden: FormRecord;

let adminEmail: string;
let otherClientId: number;
/** The client user's client with two reports on a form shown to it, another client, and the users. */
beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  const own = await buildClient(db);
  otherClientId = (await buildClient(db)).id;
  adminEmail = (await buildUser(db, { role: 'administrator' })).email;
  const clientUser = await buildUser(db, { role: 'client', clientId: own.id, clientRoleId: api.config.clientRoleId });
  const shown = await buildForm(db, { tenancyClientId: own.id });
  for (let i = 0; i < 2; i++) await buildVisit(db, { formId: shown.id });
  admin = await api.as(adminEmail);
  client = await api.as(clientUser.email);
  clientId = (await client<{ clientId: number }[]>('GET', '/api/v2/clientProjectList')).body.data![0].clientId;
  visible = await save('Visible audit', 0, 1);
  visibleDraft = await save('Visible audit (draft)', 0, 3, visible.canonicalKey);
  hidden = await save('Internal audit', 1, 1);
  hiddenAsText = await save('Internal audit, flag as a boolean', true, 1);
  // A form hidden after it was published: its older version is hidden too.
  oldOfHidden = await save('Once shown', 0, 1);
  newHidden = await save('Once shown', true, 1, oldOfHidden.canonicalKey);
});
afterAll(async () => {
  await api?.close();
});

describe('forms served to a client user', () => {
  it('answer 404 for a draft or a hidden form by id (formid), as staff still get them', async () => {
    for (const f of [visibleDraft, hidden, hiddenAsText, oldOfHidden, newHidden]) {
      const res = await client('GET', `/api/v2/form/formid/${f.id}`);
      expect([res.status, res.body.err], f.title).toEqual([404, `SVR form ${f.id} does not exist.`]);
      expect((await admin('GET', `/api/v2/form/formid/${f.id}`)).status).toBe(200);
    }
    expect((await client('GET', `/api/v2/form/formid/${visible.id}`)).status).toBe(200);
  });

  it('leave drafts and hidden forms out of canonicalKey?includeNonActiveForms=true, and answer 404 when nothing is left', async () => {
    const family = await client<FormRecord[]>(
      'GET',
      `/api/v2/form/canonicalKey/${visible.canonicalKey}?includeNonActiveForms=true`,
    );
    expect(family.body.data!.map((f) => f.id)).toEqual([visible.id]);
    const staff = await admin<FormRecord[]>(
      'GET',
      `/api/v2/form/canonicalKey/${visible.canonicalKey}?includeNonActiveForms=true`,
    );
    expect(staff.body.data!.map((f) => f.id)).toEqual([visibleDraft.id, visible.id]);
    for (const f of [hidden, newHidden]) {
      expect(
        (await client('GET', `/api/v2/form/canonicalKey/${f.canonicalKey}?includeNonActiveForms=true`)).status,
        f.title,
      ).toBe(404);
    }
  });

  it('leave drafts and hidden forms (every version of them) out of form/ids', async () => {
    const ids = [visible, visibleDraft, hidden, hiddenAsText, oldOfHidden, newHidden].map((f) => f.id).join(',');
    const seen = await client<FormRecord[]>('GET', `/api/v2/form/ids/${ids}?status=1,2,3`);
    expect(seen.body.data!.map((f) => f.id)).toEqual([visible.id]);
    expect((await admin<FormRecord[]>('GET', `/api/v2/form/ids/${ids}?status=1,2,3`)).body.data!).toHaveLength(6);
  });

  it('never carry staff e-mail addresses (author, editor) or the author id', async () => {
    for (const path of [
      `/api/v2/form/formid/${visible.id}`,
      `/api/v2/form/ids/${visible.id}`,
      `/api/v2/form/canonicalKey/${visible.canonicalKey}`,
    ]) {
      const res = await client('GET', path);
      const body = JSON.stringify(res.body);
      expect(res.status, path).toBe(200);
      expect(body, path).not.toContain(adminEmail);
      const record = (Array.isArray(res.body.data) ? res.body.data[0] : res.body.data) as FormRecord;
      expect(record, path).toMatchObject({ authorEmail: null, editorEmail: null, authorLegacyId: null });
    }
    expect((await admin<FormRecord>('GET', `/api/v2/form/formid/${visible.id}`)).body.data!.authorEmail).toBe(
      adminEmail,
    );
    // The form list (with its e-mails) stays refused to client users.
    expect((await client('GET', '/api/v2/form?status=1,2,3')).status).toBe(403);
  });
});

describe('reports filed on a form hidden from client users', () => {
  it('are not served to client users (one visit, the list, answers), as staff still get them', async () => {
    const listed = await client<{ data: { id: number }[] }>('POST', '/api/v2/storeVisit/userStoreVisits', {
      filters: [],
      page: 1,
      pageSize: 1000,
    });
    const [first, second] = listed.body.data!.data;
    // One report moves to the hidden form's older (once shown) record, one to the visible form.
    await rows(api.database.db, sql`UPDATE store_visits SET form_id = ${oldOfHidden.id} WHERE id = ${first.id}`);
    await rows(api.database.db, sql`UPDATE store_visits SET form_id = ${visible.id} WHERE id = ${second.id}`);
    expect((await client('GET', `/api/v2/storeVisit/id/${first.id}`)).status).toBe(404);
    expect((await client('GET', `/api/v2/storeVisit/id/${second.id}`)).status).toBe(200);
    expect((await admin('GET', `/api/v2/storeVisit/id/${first.id}`)).status).toBe(200);
    const after = await client<{ data: { id: number }[] }>('POST', '/api/v2/storeVisit/userStoreVisits', {
      filters: [],
      page: 1,
      pageSize: 1000,
    });
    const ids = after.body.data!.data.map((v) => v.id);
    expect(ids).not.toContain(first.id);
    expect(ids).toContain(second.id);
    const answers = await client<unknown[]>('GET', `/api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/${first.id}`);
    expect([404, 200]).toContain(answers.status);
    if (answers.status === 200) expect(answers.body.data).toEqual([]);
  });
});

describe('POST /api/v2/form/status (bulk status of the form list)', () => {
  it('archives several forms in one call and skips those already archived', async () => {
    const keys = [visible.canonicalKey, hidden.canonicalKey];
    const res = await admin<{ changed: number; changedKeys: string[]; skippedKeys: string[]; forms: FormRecord[] }>(
      'POST',
      '/api/v2/form/status',
      { canonicalKeys: keys, status: 2 },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ changed: 2, changedKeys: keys, skippedKeys: [] });
    // Published records archived, the draft untouched.
    const rows = await api.database.db.select().from(forms).where(inArray(forms.canonicalKey, keys));
    expect(rows.map((r) => [r.id, r.status]).sort((a, b) => a[0] - b[0])).toEqual([
      [visible.id, 2],
      [visibleDraft.id, 3],
      [hidden.id, 2],
    ]);
    const again = await admin<{ changed: number; skippedKeys: string[] }>('POST', '/api/v2/form/status', {
      canonicalKeys: keys,
      status: 2,
    });
    expect(again.body.data).toMatchObject({ changed: 0, skippedKeys: keys });
  });

  it('changes nothing when one key is unknown, and refuses client users and bad input with 4xx', async () => {
    const unknown = randomUUID();
    const res = await admin('POST', '/api/v2/form/status', {
      canonicalKeys: [visible.canonicalKey, unknown],
      status: 1,
    });
    expect([res.status, res.body.message]).toEqual([
      404,
      `No published SVR form of the selected client has the canonical key ${unknown}. Nothing was changed: reload the list and try again.`,
    ]);
    const [row] = await api.database.db
      .select()
      .from(forms)
      .where(inArray(forms.id, [visible.id]));
    expect(row.status).toBe(2);
    expect(
      (await client('POST', '/api/v2/form/status', { canonicalKeys: [visible.canonicalKey], status: 1 })).status,
    ).toBe(403);
    expect((await admin('POST', '/api/v2/form/status', { canonicalKeys: [], status: 1 })).status).toBe(400);
    expect((await admin('POST', '/api/v2/form/status', { canonicalKeys: ['nope'], status: 1 })).status).toBe(400);
    expect(
      (await admin('POST', '/api/v2/form/status', { canonicalKeys: [visible.canonicalKey], status: 3 })).status,
    ).toBe(400);
    const otherClient = await api.as(adminEmail, { clientId: otherClientId });
    expect(
      (await otherClient('POST', '/api/v2/form/status', { canonicalKeys: [visible.canonicalKey], status: 1 })).status,
    ).toBe(404);
  });
});
