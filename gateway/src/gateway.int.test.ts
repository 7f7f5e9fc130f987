/**
 * The gateway over the real api (in-process, PGlite with the records built below): what a GraphQL caller
 * sees, and how many REST calls each query costs (extensions.restCalls), which is what batching promises.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the integration test starts the real api in-process; gateway code itself never imports api/
import { startTestApi, type TestApi } from '../../api/src/testing/harness.js';
// eslint-disable-next-line no-restricted-imports -- the records the test reads are built by the api's factories
import {
  buildClient,
  buildDocument,
  buildForm,
  buildProject,
  buildRegional,
  buildSavedDashboard,
  buildSavedWidget,
  buildUser,
  buildVisit,
  formOption,
  formQuestion,
  section,
  TEST_PASSWORD,
} from '../../api/src/testing/factories.js';
import { createGateway, MAX_BODY_LIST_ITEMS } from './index.js';
import { graphqlClient, type Caller } from './testing/graphqlClient.js';

let api: TestApi;
let server: Server;
let base: string;
let gql: ReturnType<typeof graphqlClient>;
let admin: Caller;
let client: Caller;
const explorerDist = mkdtempSync(path.join(tmpdir(), 'svr-explorer-'));

async function signIn(email: string): Promise<string> {
  const res = await fetch(`${api.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, strategy: 'local' }),
  });
  const token = res.headers.get('x-access-token');
  if (!token) throw new Error(`Sign-in of ${email} failed: ${res.status}`);
  return token;
}

let adminEmail: string;
/** Northwind Beauty (the client user's) and Acme Home Electronics. */
let ownClientId: number;
let otherClientId: number;
/** The forms built, in the order formsByIds is asked: published, published, draft. */
let formIds: number[];
/** Photo questions of the cooler audit, each answered with a document. */
const PHOTOS = 6;
const VISITS = 40;

/**
 * Two clients with a project each, a regional, the client user of Northwind; the Beauty Counter form (four
 * sections, a fork three levels deep, a question group), the Beverage Cooler Audit (PHOTOS photo questions)
 * and a draft; VISITS visits alternating between the two forms, every one answered (the audit's photos with
 * documents), and two of Northwind's the client may not see (private, archived); a dashboard of two widgets.
 */
async function buildRecords() {
  const db = api.database.db;
  adminEmail = (await buildUser(db, { role: 'administrator' })).email;
  const northwind = await buildClient(db, { name: 'Northwind Beauty' });
  const acme = await buildClient(db, { name: 'Acme Home Electronics' });
  [ownClientId, otherClientId] = [northwind.id, acme.id];
  await buildProject(db, { clientId: northwind.id });
  await buildProject(db, { clientId: acme.id });
  await buildRegional(db, { zone: 'Central', contactEmail: 'central@example.com' });
  const clientEmail = (
    await buildUser(db, { role: 'client', clientId: northwind.id, clientRoleId: api.config.clientRoleId })
  ).email;

  const who = formQuestion('single-line-input', 'Who did you meet?');
  const photo = formQuestion('photo-input', 'Photo of the replaced shelf');
  const replaced = formQuestion('toggle-input', 'Was the shelf replaced?', {
    options: [formOption('Yes', [photo]), formOption('No')],
  });
  const damaged = formQuestion('dropdown-input', 'What is damaged?', {
    options: [formOption('Shelf', [replaced]), formOption('Testers')],
  });
  const condition = formQuestion('radio-button-input', 'Condition of the display', {
    options: [formOption('Good'), formOption('Damaged', [damaged])],
  });
  const units = formQuestion('numeric-int-input', 'Units of the hero product on shelf');
  const beauty = await buildForm(db, {
    tenancyClientId: northwind.id,
    title: 'Beauty Counter Merchandising Visit',
    structure: [
      [section('Arrival', [who])],
      [
        section('Display', [condition]),
        section('Stock', [formQuestion('question-group', 'Hero product', { content: [units] })]),
      ],
      [section('Wrap-up', [formQuestion('multi-line-input', 'Notes')])],
    ],
  });
  const shots = Array.from({ length: PHOTOS }, (_, i) => formQuestion('photo-input', `Cooler photo ${i + 1}`));
  const cooler = await buildForm(db, { tenancyClientId: acme.id, title: 'Beverage Cooler Audit', questions: shots });
  const draft = await buildForm(db, { tenancyClientId: northwind.id, title: 'Holiday Gift Set Launch', status: 3 });
  formIds = [cooler.id, beauty.id, draft.id];

  for (let i = 0; i < VISITS; i++) {
    if (i % 2) {
      await buildVisit(db, {
        formId: beauty.id,
        answers: [
          { question: who, value: 'Dana at the counter' },
          { question: units, value: String(i) },
        ],
      });
      continue;
    }
    const docs: { uuid: string }[] = [];
    for (let k = 0; k < PHOTOS; k++) docs.push(await buildDocument(db));
    await buildVisit(db, { formId: cooler.id, answers: shots.map((q, k) => ({ question: q, value: docs[k].uuid })) });
  }
  await buildVisit(db, { formId: beauty.id, privacy: 1 });
  await buildVisit(db, { formId: beauty.id, status: 2 });
  const widgets = [await buildSavedWidget(db), await buildSavedWidget(db, { metaJson: { widgetType: 'sum' } })];
  await buildSavedDashboard(db, { widgets });
  return { adminEmail, clientEmail };
}

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const emails = await buildRecords();
  mkdirSync(path.join(explorerDist, 'assets'));
  writeFileSync(path.join(explorerDist, 'index.html'), '<!doctype html><title>SVR GraphQL explorer</title>');
  writeFileSync(path.join(explorerDist, 'assets', 'app-123.js'), 'console.log(1)');
  const app = express();
  app.use(await createGateway({ apiUrl: api.url, explorerDist }));
  app.use(
    '/tight',
    await createGateway({
      apiUrl: api.url,
      explorerDist: path.join(explorerDist, 'not-built'),
      limits: { maxDepth: 3, maxAliases: 2, maxTokens: 30, maxQueryChars: 200 },
    }),
  );
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  gql = graphqlClient(`${base}/graphql`);
  admin = { token: await signIn(emails.adminEmail) };
  client = { token: await signIn(emails.clientEmail) };
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await api?.close();
});

interface FormRow {
  id: number;
  canonicalKey: string;
  title: string;
  status: string;
}

describe('shared look-ups', () => {
  it('answers the user, clients with projects and regionals under the schema names', async () => {
    const { data, restCalls } = await gql.data<{
      me: { email: string; roleName: string; isClient: boolean };
      clients: { id: number; name: string; projects: { id: number; clientId: number; name: string }[] }[];
      regionals: { zone: string; contactEmail: string | null }[];
    }>(
      admin,
      '{ me { email roleName isClient } clients { id name projects { id clientId name } } regionals { zone contactEmail } }',
    );
    expect(data.me).toEqual({ email: adminEmail, roleName: 'Administrator', isClient: false });
    expect(data.clients.map((c) => c.name)).toContain('Northwind Beauty');
    for (const c of data.clients) for (const p of c.projects) expect(p.clientId).toBe(c.id);
    expect(data.regionals[0].contactEmail).toMatch('@');
    expect(restCalls).toBe(3);
  });
});

describe('forms', () => {
  it('lists forms in one REST call, and completes list rows with one batched call when content is asked', async () => {
    const list = await gql.data<{ forms: FormRow[] }>(admin, '{ forms { id canonicalKey title status } }');
    expect(list.data.forms.map((f) => f.status)).toContain('DRAFT');
    expect(list.restCalls).toBe(1);
    const full = await gql.data<{
      forms: {
        createdAt: string;
        autoApprovalHourTrigger: number;
        callOutActive: boolean;
        questions: { uuid: string }[];
      }[];
    }>(admin, '{ forms { createdAt autoApprovalHourTrigger callOutActive questions { uuid } } }');
    expect(full.data.forms.every((f) => f.questions.length > 0 && f.createdAt)).toBe(true);
    expect(full.restCalls).toBe(2);
  });

  it('answers a form by canonical key with sections and the whole question tree as a flat list', async () => {
    const {
      data: { forms },
    } = await gql.data<{ forms: FormRow[] }>(admin, '{ forms(statuses: [ACTIVE]) { id canonicalKey title status } }');
    const beauty = forms.find((f) => f.title === 'Beauty Counter Merchandising Visit')!;
    const { data, restCalls } = await gql.data<{
      form: {
        id: number;
        sections: { uuid: string; phase: string; position: number }[];
        questions: {
          uuid: string;
          title: string;
          typeLabel: string;
          depth: number;
          sectionUuid: string;
          parentQuestionUuid: string | null;
          parentOptionUuid: string | null;
          options: { uuid: string; forkQuestionUuids: string[] }[];
        }[];
      };
    }>(
      admin,
      `query($k: ID!) { form(canonicalKey: $k) { id sections { uuid phase position } questions { uuid title typeLabel depth sectionUuid parentQuestionUuid parentOptionUuid options { uuid forkQuestionUuids } } } }`,
      { k: beauty.canonicalKey },
    );
    expect(restCalls).toBe(1);
    expect(data.form.sections.map((s) => `${s.phase}${s.position}`)).toEqual(['PRE0', 'DURING0', 'DURING1', 'POST0']);
    const byUuid = new Map(data.form.questions.map((q) => [q.uuid, q]));
    const photo = data.form.questions.find((q) => q.title === 'Photo of the replaced shelf')!;
    expect(photo).toMatchObject({ depth: 3, typeLabel: 'Photo' });
    // Walk up the parent links: each level is a fork of the option it names.
    const chain: string[] = [];
    for (let q = photo; q.parentQuestionUuid; q = byUuid.get(q.parentQuestionUuid)!) {
      const parent = byUuid.get(q.parentQuestionUuid)!;
      expect(parent.options.find((o) => o.uuid === q.parentOptionUuid)!.forkQuestionUuids).toContain(q.uuid);
      chain.push(parent.title);
    }
    expect(chain).toEqual(['Was the shelf replaced?', 'What is damaged?', 'Condition of the display']);
    expect(data.form.questions.find((q) => q.title === 'Units of the hero product on shelf')).toMatchObject({
      depth: 1,
      parentOptionUuid: null,
    });
  });

  it('answers null for an unknown canonical key and a clear error for a malformed one', async () => {
    const { data } = await gql.data<{ form: null }>(
      admin,
      '{ form(canonicalKey: "00000000-0000-4000-8000-000000000000") { id } }',
    );
    expect(data.form).toBeNull();
    const bad = await gql.send(admin, '{ form(canonicalKey: "nope") { id } }');
    expect(bad.errors?.[0]).toMatchObject({
      message: "The canonical key 'nope' is not a valid uuid.",
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses the form list to client users with FORBIDDEN and HTTP 403', async () => {
    const answer = await gql.send(client, '{ forms { id } }');
    expect(answer.status).toBe(403);
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('archives and re-activates forms, reporting refusals in the payload', async () => {
    const {
      data: { forms },
    } = await gql.data<{ forms: FormRow[] }>(admin, '{ forms(statuses: [ACTIVE]) { id canonicalKey title status } }');
    const cooler = forms.find((f) => f.title === 'Beverage Cooler Audit')!;
    const mutation = `mutation($keys: [ID!]!, $status: RecordStatus!) { setFormStatus(canonicalKeys: $keys, status: $status) {
      changed error { message field } forms { id status title hideFromClient } } }`;
    type Payload = {
      setFormStatus: {
        changed: number;
        error: { message: string; field: string } | null;
        forms: { id: number; status: string; hideFromClient: boolean }[];
      };
    };

    const archived = await gql.data<Payload>(admin, mutation, { keys: [cooler.canonicalKey], status: 'ARCHIVED' });
    expect(archived.data.setFormStatus).toMatchObject({ changed: 1, error: null });
    expect(archived.data.setFormStatus.forms.map((f) => f.status)).toEqual(['ARCHIVED']);
    const again = await gql.data<Payload>(admin, mutation, { keys: [cooler.canonicalKey], status: 'ARCHIVED' });
    expect(again.data.setFormStatus.changed).toBe(0);

    const unknown = '00000000-0000-4000-8000-000000000001';
    const refused = await gql.data<Payload>(admin, mutation, {
      keys: [unknown, cooler.canonicalKey],
      status: 'ACTIVE',
    });
    // One call, one transaction: the unknown key refuses the whole change, and the known form stays archived.
    expect(refused.data.setFormStatus.error).toEqual({
      message: `No published SVR form of the selected client has the canonical key ${unknown}. Nothing was changed: reload the list and try again.`,
      field: 'canonicalKeys',
    });
    expect(refused.data.setFormStatus).toMatchObject({ changed: 0, forms: [] });
    const activated = await gql.data<Payload>(admin, mutation, { keys: [cooler.canonicalKey], status: 'ACTIVE' });
    expect(activated.data.setFormStatus).toMatchObject({ changed: 1, error: null, forms: [{ status: 'ACTIVE' }] });

    const draft = await gql.data<Payload>(admin, mutation, { keys: [cooler.canonicalKey], status: 'DRAFT' });
    expect(draft.data.setFormStatus.error?.message).toMatch('status is 0 (deleted), 1 (active) or 2 (archived)');
  });

  it('answers forms by id in the order asked, filtered by status', async () => {
    const { data } = await gql.data<{ formsByIds: { id: number; status: string }[] }>(
      admin,
      `{ formsByIds(ids: [${formIds.join(', ')}, 999]) { id status } }`,
    );
    expect(data.formsByIds.map((f) => f.id)).toEqual(formIds);
    const active = await gql.data<{ formsByIds: { id: number }[] }>(
      admin,
      `{ formsByIds(ids: [${formIds.join(', ')}], statuses: [ACTIVE]) { id } }`,
    );
    expect(active.data.formsByIds.map((f) => f.id)).toEqual(formIds.slice(0, 2));
  });
});

describe('visits, answers and documents', () => {
  type Page = {
    storeVisits: {
      total: number;
      items: {
        id: number;
        clientId: number;
        reviewState: string;
        form: { title: string } | null;
        answers: {
          questionCanonicalKey: string;
          value: string | null;
          document: { uuid: string; url: string } | null;
        }[];
      }[];
    };
  };
  const pageQuery = `query($size: Int, $keys: [String!]) { storeVisits(filters: [], pageSize: $size) { total items {
    id clientId reviewState form { title } answers(questionCanonicalKeys: $keys) { questionCanonicalKey value document { uuid url } } } } }`;

  it('answers a page of visits with forms, answers and photo documents in four REST calls', async () => {
    const { data, restCalls } = await gql.data<Page>(admin, pageQuery, { size: VISITS + 2 });
    const items = data.storeVisits.items;
    expect(items).toHaveLength(VISITS + 2);
    expect(restCalls).toBe(4); // visits, forms by id, answers, documents
    const answers = items.flatMap((v) => v.answers);
    const photos = answers.filter((a) => a.document);
    expect(photos.length).toBe((VISITS / 2) * PHOTOS);
    for (const a of photos) expect(a.document!.uuid).toBe(a.value!.toLowerCase());
    expect(items.every((v) => v.form?.title)).toBe(true);
  });

  it('asks the api for the chosen question keys only, in one call for the whole page', async () => {
    const first = await gql.data<Page>(admin, pageQuery, { size: 50 });
    const key = first.data.storeVisits.items.flatMap((v) => v.answers)[0].questionCanonicalKey;
    const { data, restCalls } = await gql.data<{
      storeVisits: { items: { answers: { questionCanonicalKey: string }[] }[] };
    }>(
      admin,
      'query($keys: [String!]) { storeVisits(filters: [], pageSize: 50) { items { answers(questionCanonicalKeys: $keys) { questionCanonicalKey } } } }',
      { keys: [key] },
    );
    const keys = new Set(data.storeVisits.items.flatMap((v) => v.answers.map((a) => a.questionCanonicalKey)));
    expect([...keys]).toEqual([key]);
    expect(restCalls).toBe(2); // visits, answers
  });

  it('scopes visits by the tenancy header', async () => {
    const { data } = await gql.data<Page>({ ...admin, clientId: ownClientId }, pageQuery, { size: 100 });
    expect(data.storeVisits.items.every((v) => v.clientId === ownClientId)).toBe(true);
  });

  it('answers null for a visit that does not exist', async () => {
    const { data } = await gql.data<{ storeVisit: null }>(admin, '{ storeVisit(id: 999999) { id } }');
    expect(data.storeVisit).toBeNull();
  });

  it('refuses a page size over 1000 before calling the api', async () => {
    const answer = await gql.send(admin, '{ storeVisits(filters: [], pageSize: 1001) { total } }');
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(answer.errors?.[0].message).toMatch('pageSize is at most 1000');
    expect(answer.extensions?.restCalls).toBe(0);
  });

  it("serves client users their own client's visits without the fields the api withholds", async () => {
    const { data } = await gql.data<{
      storeVisits: { items: { clientId: number; status: string; privacy: number; talentEmail: string | null }[] };
    }>(client, '{ storeVisits(filters: [], pageSize: 50) { items { clientId status privacy talentEmail } } }');
    expect(data.storeVisits.items.length).toBeGreaterThan(0);
    expect(new Set(data.storeVisits.items.map((v) => v.clientId)).size).toBe(1);
    expect(
      data.storeVisits.items.every((v) => v.talentEmail === null && v.privacy === 0 && v.status === 'ACTIVE'),
    ).toBe(true);
    const other = await gql.send({ ...client, clientId: otherClientId }, '{ storeVisits(filters: []) { total } }');
    expect(other.status).toBe(403);
  });

  it('answers documents by uuid in the order asked, leaving unknown ones out', async () => {
    const page = await gql.data<Page>(admin, pageQuery, { size: 20 });
    const uuids = page.data.storeVisits.items
      .flatMap((v) => v.answers)
      .filter((a) => a.document)
      .slice(0, 3)
      .map((a) => a.document!.uuid)
      .reverse();
    const { data, restCalls } = await gql.data<{ documents: { uuid: string }[] }>(
      admin,
      'query($u: [ID!]!) { documents(uuids: $u) { uuid } }',
      { u: [...uuids, '00000000-0000-4000-8000-00000000abcd'] },
    );
    expect(data.documents.map((d) => d.uuid)).toEqual(uuids);
    expect(restCalls).toBe(1);
  });
});

describe('dashboards', () => {
  it('answers dashboards with their widgets in display order, in two REST calls', async () => {
    const { data, restCalls } = await gql.data<{
      dashboards: {
        widgetIds: number[];
        status: string;
        widgets: { id: number; widgetType: string | null; formQuestionCanonicalKeys: string[] }[];
      }[];
    }>(admin, '{ dashboards { widgetIds status widgets { id widgetType formQuestionCanonicalKeys } } }');
    expect(data.dashboards.length).toBeGreaterThan(0);
    for (const d of data.dashboards) expect(d.widgets.map((w) => w.id)).toEqual(d.widgetIds);
    expect(restCalls).toBe(2);
  });

  it('answers null for a dashboard that does not exist', async () => {
    const { data } = await gql.data<{ dashboard: null }>(admin, '{ dashboard(id: 99999) { id } }');
    expect(data.dashboard).toBeNull();
  });
});

describe('errors and limits', () => {
  it('answers UNAUTHENTICATED with HTTP 401 without a token', async () => {
    const answer = await gql.send({}, '{ me { id } }');
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Please sign in: this call needs a bearer token.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  // The schema's deepest real path is 6 levels, under the default limit of 10; a gateway with tight
  // limits (mounted at /tight) shows how each refusal reaches the caller.
  const tight = () => graphqlClient(`${base}/tight/graphql`);

  it('refuses an operation nested too deep or with too many aliases, with HTTP 400 and a message', async () => {
    const deep = await tight().send(admin, '{ storeVisits(filters: []) { items { form { id } } } }');
    expect(deep.status).toBe(400);
    expect(deep.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(deep.errors?.[0].message).toMatch('nests fields 4 levels deep; the limit is 3');
    const aliases = await tight().send(admin, '{ a: me { id } b: me { id } c: me { id } }');
    expect(aliases.errors?.[0].message).toBe(
      'The operation uses 3 aliases; the limit is 2. Split it into several queries.',
    );
  });

  it('refuses a list longer than any the api takes before coercing it, with HTTP 400 naming where', async () => {
    const query = 'query ($ids: [Int!]!) { formsByIds(ids: $ids) { id } }';
    const longest = await gql.send(admin, query, { ids: Array.from({ length: MAX_BODY_LIST_ITEMS }, (_, i) => i) });
    // 10,000 pass the guard and reach the api, which has its own, tighter limit for this field.
    expect(longest.errors?.[0]).toMatchObject({
      message: 'Ask for at most 1000 form ids at a time (got 10000).',
      path: ['formsByIds'],
    });
    const tooLong = await gql.send(admin, query, { ids: Array.from({ length: MAX_BODY_LIST_ITEMS + 1 }, (_, i) => i) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.errors?.[0]).toMatchObject({
      message: 'variables.ids holds a list of 10,001 items; at most 10,000 go in one list: send fewer.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses too many tokens and too long a query text', async () => {
    const tokens = await tight().send(admin, `{ ${'me { id } '.repeat(10)} }`);
    expect(tokens.status).toBe(400);
    expect(tokens.errors?.[0].message).toBe(
      'The query has more than 30 tokens, the limit for one query. Split it into several queries or use fragments.',
    );
    const long = await tight().send(admin, `{ me { id } } ${'#'.repeat(300)}`);
    expect(long.status).toBe(413);
    expect(long.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_LARGE' } });
  });
});

describe('explorer', () => {
  it('serves its page to a browser and its files under /graphql/assets', async () => {
    const page = await fetch(`${base}/graphql`, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('SVR GraphQL explorer');
    const asset = await fetch(`${base}/graphql/assets/app-123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/graphql/assets/missing.js`)).status).toBe(404);
  });

  it('still answers GraphQL GET requests', async () => {
    const res = await fetch(`${base}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'apollo-require-preflight': '1' },
    });
    expect(await res.json()).toMatchObject({ data: { __typename: 'Query' } });
  });

  it('says how to build the explorer when it is not built', async () => {
    const res = await fetch(`${base}/tight/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('vite build --config gateway/explorer/vite.config.ts');
  });
});
