/**
 * The bulk status mutations of the form list and the saved views make ONE REST call whatever the number
 * of items (extensions.restCalls), and a refusal changes nothing; Form queries as a client user serve no
 * draft, no hidden form and no staff e-mail.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from './testing/graphqlClient.js';
import { startGatewayTest, type GatewayTest } from './testing/harness.js';
// eslint-disable-next-line no-restricted-imports -- the records the test reads are built by the api's factories
import { buildClient, buildUser } from '../../api/src/testing/factories.js';

let harness: GatewayTest;
let gql: GatewayTest['gql'];
let admin: Caller;
let client: Caller;
let rest: Awaited<ReturnType<GatewayTest['api']['as']>>;
/** The client user's client, whose forms the test saves; the administrator's e-mail. */
let clientId: number;
let adminEmail: string;

interface FormRecord {
  id: number;
  canonicalKey: string;
}
const content = (hideFromClient: number) => ({
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
async function saveForm(
  title: string,
  hideFromClient: number,
  status: number,
  canonicalKey?: string,
): Promise<FormRecord> {
  const res = await rest<FormRecord>('POST', '/api/v2/form', {
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

beforeAll(async () => {
  harness = await startGatewayTest({ seed: false });
  gql = harness.gql;
  const db = harness.api.database.db;
  clientId = (await buildClient(db)).id;
  adminEmail = (await buildUser(db, { role: 'administrator' })).email;
  const clientUser = await buildUser(db, { role: 'client', clientId, clientRoleId: harness.api.config.clientRoleId });
  admin = await harness.signIn(adminEmail, { clientId });
  client = await harness.signIn(clientUser.email);
  rest = await harness.api.as(adminEmail, { clientId });
});
afterAll(async () => {
  await harness?.close();
});

const SET_FORM_STATUS = `mutation($keys: [ID!]!, $status: RecordStatus!) { setFormStatus(canonicalKeys: $keys, status: $status) { changed error { message field } forms { id status } } }`;
type FormPayload = {
  setFormStatus: {
    changed: number;
    error: { message: string; field: string } | null;
    forms: { id: number; status: string }[];
  };
};
const SET_VIEW_STATUS = `mutation($ids: [Int!]!, $status: RecordStatus!) { setSavedViewStatus(ids: $ids, status: $status) { changed error { message field } savedViews { id status } } }`;
type ViewPayload = {
  setSavedViewStatus: {
    changed: number;
    error: { message: string; field: string | null } | null;
    savedViews: { id: number; status: string }[];
  };
};

describe('setFormStatus', () => {
  it('archives many forms with one REST call, and a refusal changes none of them', async () => {
    const made = await Promise.all(['Bulk one', 'Bulk two', 'Bulk three', 'Bulk four'].map((t) => saveForm(t, 0, 1)));
    const keys = made.map((f) => f.canonicalKey);
    const archived = await gql.data<FormPayload>(admin, SET_FORM_STATUS, { keys, status: 'ARCHIVED' });
    expect(archived.restCalls).toBe(1);
    expect(archived.data.setFormStatus).toMatchObject({ changed: 4, error: null });
    expect(archived.data.setFormStatus.forms.map((f) => f.status)).toEqual([
      'ARCHIVED',
      'ARCHIVED',
      'ARCHIVED',
      'ARCHIVED',
    ]);

    const unknown = randomUUID();
    const refused = await gql.data<FormPayload>(admin, SET_FORM_STATUS, { keys: [...keys, unknown], status: 'ACTIVE' });
    expect(refused.restCalls).toBe(1);
    expect(refused.data.setFormStatus).toMatchObject({ changed: 0, forms: [], error: { field: 'canonicalKeys' } });
    const after = await rest<{ status: number }[]>(
      'GET',
      `/api/v2/form/ids/${made.map((f) => f.id).join(',')}?status=1,2`,
    );
    expect(after.body.data!.map((f) => f.status)).toEqual([2, 2, 2, 2]);
  });
});

describe('setSavedViewStatus', () => {
  it('archives and deletes many views with one REST call each, and a refusal changes none', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const ids: number[] = [];
    for (const title of ['View one', 'View two', 'View three']) {
      const res = await rest<{ id: number }>('POST', '/api/v2/savedView', {
        title,
        filters: [{ label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date', data: [day, `${day} 23:59:59`] }],
      });
      ids.push(res.body.data!.id);
    }
    const archived = await gql.data<ViewPayload>(admin, SET_VIEW_STATUS, { ids, status: 'ARCHIVED' });
    expect(archived.restCalls).toBe(1);
    expect(archived.data.setSavedViewStatus).toMatchObject({ changed: 3, error: null });
    expect(archived.data.setSavedViewStatus.savedViews.map((v) => v.status)).toEqual([
      'ARCHIVED',
      'ARCHIVED',
      'ARCHIVED',
    ]);

    const refused = await gql.data<ViewPayload>(admin, SET_VIEW_STATUS, { ids: [...ids, 999999], status: 'DELETED' });
    expect(refused.restCalls).toBe(1);
    expect(refused.data.setSavedViewStatus).toMatchObject({
      changed: 0,
      savedViews: [],
      error: { message: 'Saved view 999999 does not exist or is not visible to you. Nothing was changed.' },
    });

    const deleted = await gql.data<ViewPayload>(admin, SET_VIEW_STATUS, { ids, status: 'DELETED' });
    expect([deleted.restCalls, deleted.data.setSavedViewStatus.changed]).toEqual([1, 3]);
  });
});

describe('Form queries as a client user', () => {
  it('serve no draft, no hidden form and no staff e-mail', async () => {
    const shown = await saveForm('Shown to the brand', 0, 1);
    const draft = await saveForm('Shown to the brand (draft)', 0, 3, shown.canonicalKey);
    const hidden = await saveForm('Internal only', 1, 1);
    const FORM =
      'query($ck: ID!) { form(canonicalKey: $ck, includeDrafts: true) { id title status authorEmail editorEmail } }';
    type One = { form: { id: number; authorEmail: string | null; editorEmail: string | null } | null };

    const mine = await gql.data<One>(client, FORM, { ck: shown.canonicalKey });
    expect(mine.data.form).toMatchObject({ id: shown.id, authorEmail: null, editorEmail: null });
    expect((await gql.data<One>(admin, FORM, { ck: shown.canonicalKey })).data.form).toMatchObject({
      id: draft.id,
      authorEmail: adminEmail,
    });
    expect((await gql.data<One>(client, FORM, { ck: hidden.canonicalKey })).data.form).toBeNull();

    const BY_IDS =
      'query($ids: [Int!]!) { formsByIds(ids: $ids, statuses: [ACTIVE, ARCHIVED, DRAFT]) { id authorEmail editorEmail } }';
    const byIds = await gql.data<{
      formsByIds: { id: number; authorEmail: string | null; editorEmail: string | null }[];
    }>(client, BY_IDS, { ids: [shown.id, draft.id, hidden.id] });
    expect(byIds.data.formsByIds).toEqual([{ id: shown.id, authorEmail: null, editorEmail: null }]);
  });
});
