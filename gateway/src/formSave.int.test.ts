/**
 * The builder's saves through the gateway over the real api (in-process, PGlite with the users built below):
 * create, Save draft (create and update), publish of a draft (and removal of the old draft record),
 * REST refusals (400, the 409 stale save) as payload errors, and 403 as an error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from './testing/graphqlClient.js';
import { startGatewayTest, type GatewayTest } from './testing/harness.js';
// eslint-disable-next-line no-restricted-imports -- the records the test reads are built by the api's factories
import { buildClient, buildUser } from '../../api/src/testing/factories.js';

let harness: GatewayTest;
let gql: GatewayTest['gql'];
let admin: Caller;
let reviewer: Caller;
let client: Caller;
/** The client the forms are saved for (the tenancy the staff callers select). */
let clientId: number;

beforeAll(async () => {
  harness = await startGatewayTest({ seed: false });
  gql = harness.gql;
  const db = harness.api.database.db;
  clientId = (await buildClient(db)).id;
  const emails = [
    (await buildUser(db, { role: 'administrator' })).email,
    (await buildUser(db, { role: 'reviewer' })).email,
    (await buildUser(db, { role: 'client', clientId, clientRoleId: harness.api.config.clientRoleId })).email,
  ];
  admin = await harness.signIn(emails[0], { clientId });
  reviewer = await harness.signIn(emails[1], { clientId });
  client = await harness.signIn(emails[2]);
});

afterAll(async () => {
  await harness?.close();
});

const FIELDS =
  'form { id canonicalKey title status revision tenancyClientId bypassDuplicatePhotoCheck questions { uuid title } } error { message field }';
interface Saved {
  form: {
    id: number;
    canonicalKey: string;
    title: string;
    status: string;
    revision: number;
    tenancyClientId: number | null;
    bypassDuplicatePhotoCheck: boolean;
    questions: { uuid: string; title: string }[];
  } | null;
  error: { message: string; field: string | null } | null;
}
const SAVE = `mutation($input: FormInput!, $status: RecordStatus) { saveForm(input: $input, status: $status) { ${FIELDS} } }`;
const DRAFT = `mutation($input: FormInput!, $draftId: Int) { saveFormDraft(input: $input, draftId: $draftId) { ${FIELDS} } }`;
const PUBLISH = `mutation($input: FormInput!, $draftId: Int!) { publishFormDraft(input: $input, draftId: $draftId) { ${FIELDS} } }`;

function content(questionTitle: string, over: Record<string, unknown> = {}) {
  return {
    structure: [
      [],
      [
        {
          uuid: crypto.randomUUID(),
          type: 'section',
          title: 'Shelf',
          tags: ['Endcap'],
          meta: { forceQuestionOrder: false },
          content: [
            {
              uuid: crypto.randomUUID(),
              canonicalKey: crypto.randomUUID(),
              type: 'single-line-input',
              title: questionTitle,
              tags: [],
              meta: { isRequired: true },
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
    hideFromClient: 0,
    invoicePlannedTime: 0,
    maxAllowedTime: '',
    bypassGPSValidation: false,
    bypassDuplicatePhotoCheck: false,
    ...over,
  };
}
const input = (title: string, over: Record<string, unknown> = {}) => ({
  title,
  content: content('What did you see?'),
  autoApprovalHourTrigger: 0,
  tenancyClientId: clientId,
  ...over,
});

describe('saving forms from the builder', () => {
  it('creates a form, creates its draft, updates the draft and publishes it, deleting the old draft record', async () => {
    const created = (await gql.data<{ saveForm: Saved }>(admin, SAVE, { input: input('Builder test form') })).data
      .saveForm;
    expect(created.error).toBeNull();
    expect(created.form).toMatchObject({ title: 'Builder test form', status: 'ACTIVE', tenancyClientId: clientId });
    const key = created.form!.canonicalKey;

    const draft = (
      await gql.data<{ saveFormDraft: Saved }>(admin, DRAFT, {
        input: input('Builder test form (edited)', { canonicalKey: key, revision: created.form!.revision }),
      })
    ).data.saveFormDraft;
    expect(draft.form).toMatchObject({ status: 'DRAFT', canonicalKey: key });
    expect(draft.form!.id).not.toBe(created.form!.id);

    const updated = (
      await gql.data<{ saveFormDraft: Saved }>(admin, DRAFT, {
        draftId: draft.form!.id,
        input: input('Builder test form (edited twice)', {
          canonicalKey: key,
          revision: draft.form!.revision,
          content: content('What did you count?'),
        }),
      })
    ).data.saveFormDraft;
    expect(updated.form).toMatchObject({
      id: draft.form!.id,
      status: 'DRAFT',
      title: 'Builder test form (edited twice)',
    });
    expect(updated.form!.questions.map((q) => q.title)).toEqual(['What did you count?']);

    const published = (
      await gql.data<{ publishFormDraft: Saved }>(admin, PUBLISH, {
        draftId: draft.form!.id,
        input: input('Builder test form (edited twice)', {
          canonicalKey: key,
          revision: updated.form!.revision,
          content: content('What did you count?'),
        }),
      })
    ).data.publishFormDraft;
    expect(published.error).toBeNull();
    expect(published.form).toMatchObject({ status: 'ACTIVE', canonicalKey: key });

    // The old draft record is gone: the form opens on its newest published version, and the list has no draft.
    const { data } = await gql.data<{
      form: { id: number; status: string };
      forms: { canonicalKey: string; status: string }[];
    }>(
      admin,
      'query($k: ID!) { form(canonicalKey: $k, includeDrafts: true) { id status } forms { canonicalKey status } }',
      { k: key },
    );
    expect(data.form).toEqual({ id: published.form!.id, status: 'ACTIVE' });
    expect(data.forms.filter((f) => f.canonicalKey === key).map((f) => f.status)).toEqual(['ACTIVE']);
  });

  it('answers a stale save (409) as a payload error with the api message and field revision', async () => {
    const created = (await gql.data<{ saveForm: Saved }>(admin, SAVE, { input: input('Stale test') })).data.saveForm
      .form!;
    const first = (
      await gql.data<{ saveFormDraft: Saved }>(admin, DRAFT, {
        input: input('Stale test', { canonicalKey: created.canonicalKey, revision: created.revision }),
      })
    ).data.saveFormDraft.form!;
    // A second editor still on the revision the first one loaded.
    const stale = (
      await gql.data<{ saveFormDraft: Saved }>(admin, DRAFT, {
        draftId: first.id,
        input: input('Stale test', { canonicalKey: created.canonicalKey, revision: created.revision }),
      })
    ).data.saveFormDraft;
    expect(stale.form).toBeNull();
    expect(stale.error).toEqual({
      message:
        'This SVR was changed by someone else since you opened it. Reload it to see their changes, then save again.',
      field: 'revision',
    });
  });

  it('answers invalid content as a payload error with the api message', async () => {
    const bad = (await gql.data<{ saveForm: Saved }>(admin, SAVE, { input: input('Broken', { content: content('') }) }))
      .data.saveForm;
    expect(bad).toEqual({ form: null, error: { message: 'Every question needs a title.', field: null } });
    const mailing = (
      await gql.data<{ saveForm: Saved }>(admin, SAVE, {
        input: input('Broken', {
          content: content('Fine', { callOut: { active: true, mailing: 'ops@example.com, nope' } }),
        }),
      })
    ).data.saveForm;
    expect(mailing.error?.message).toBe('Please fix the call-out mailing list: nope is not an e-mail address.');
  });

  it('refuses to publish a record that is not a draft of the form', async () => {
    const created = (await gql.data<{ saveForm: Saved }>(admin, SAVE, { input: input('Not a draft') })).data.saveForm
      .form!;
    const refused = (
      await gql.data<{ publishFormDraft: Saved }>(admin, PUBLISH, {
        draftId: created.id,
        input: input('Not a draft', { canonicalKey: created.canonicalKey, revision: created.revision }),
      })
    ).data.publishFormDraft;
    expect(refused.form).toBeNull();
    expect(refused.error?.field).toBe('revision');
  });

  it('lets only an administrator change BYPASS DUPLICATE PHOTO CHECK', async () => {
    // A role refusal is a 403, so it stays an error (the web app disables the switch for other roles).
    const byReviewer = await gql.send(reviewer, SAVE, {
      input: input('Bypass by reviewer', { content: content('Fine', { bypassDuplicatePhotoCheck: true }) }),
    });
    expect(byReviewer.status).toBe(403);
    expect(byReviewer.errors?.[0]).toMatchObject({
      message: 'Only administrators can change BYPASS DUPLICATE PHOTO CHECK.',
      extensions: { code: 'FORBIDDEN' },
    });
    const fine = (await gql.data<{ saveForm: Saved }>(reviewer, SAVE, { input: input('By reviewer') })).data.saveForm;
    expect(fine.form?.bypassDuplicatePhotoCheck).toBe(false);
    const byAdmin = (
      await gql.data<{ saveForm: Saved }>(admin, SAVE, {
        input: input('Bypass by admin', { content: content('Fine', { bypassDuplicatePhotoCheck: true }) }),
      })
    ).data.saveForm;
    expect(byAdmin.form?.bypassDuplicatePhotoCheck).toBe(true);
  });

  it('refuses client users with FORBIDDEN and HTTP 403', async () => {
    const answer = await gql.send(client, SAVE, { input: input('By a client user') });
    expect(answer.status).toBe(403);
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
