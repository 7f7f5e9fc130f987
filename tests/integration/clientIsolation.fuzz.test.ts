/**
 * Client isolation, property-based (issue 9, spec 001 §6, spec 002 §6): generated combinations of
 * doors (visit list, one visit, autocomplete, answers, documents, zip, export, forms, widgets, saved
 * views, GraphQL), filters (every whitelisted path, hidden ones included), fields, sort keys, ids (own
 * client's, hidden from the client, another client's, unknown), tenancy headers (none, own, another
 * client, garbage) and GraphQL selections, all as the client user. Every answer is checked for leaks:
 * another client's data, fields spec 001 §6 withholds, internal questions' answers, drafts and hidden
 * forms, blocked media with an address; and never a 5xx.
 *
 * The oracle below is written from the spec, not imported from the code under test.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesDir } from '../../api/src/index.js';
import { visitPaths } from '../../api/src/storeVisit/filters/paths.js';
import { startGatewayTest, type GatewayTest } from '../../gateway/src/testing/harness.js';

const CLIENT = 'client@example.com';
const RUNS = Number(process.env.CLIENT_FUZZ_RUNS ?? 1100);

/** Spec 001 §6 / 002 §6: paths a client user may neither filter, sort nor ask suggestions by. */
const HIDDEN_PATHS = new Set([
  'status',
  'privacy',
  'metaJson.reviewState',
  'metaJson.ProjectDivision',
  'expectedDurationMinutes',
  'visitLengthHours',
  'actualVisitLengthHours',
  'actualDurationMinutes',
  'metaJson.mcFullName',
  'metaJson.TalentDivision',
  'actualCheckinTime',
  'actualCheckoutTime',
  'checkinStatus',
  'checkoutStatus',
  'actualCheckinDistanceMi',
  'actualCheckinLatitude',
  'actualCheckinLongitude',
  'approvedBy',
  'metaJson.state',
]);
/** Top-level visit fields a client user gets as null (or not at all). */
const HIDDEN_FIELDS = [
  'status',
  'privacy',
  'expectedDurationMinutes',
  'actualCheckinTime',
  'actualCheckoutTime',
  'actualCheckinLatitude',
  'actualCheckinLongitude',
  'actualCheckinDistanceKm',
  'rejectedCounter',
  'approvedBy',
  'talentType',
  'metaMcEmail',
  'metaApprovedDate',
  'metaLastRejectedDate',
];
/** The same on the GraphQL StoreVisit type (status, privacy and rejectedCounter are documented constants for client users). */
const HIDDEN_GQL_FIELDS = [
  'expectedDurationMinutes',
  'actualCheckinTime',
  'actualCheckoutTime',
  'lastRejectedDate',
  'approvedBy',
  'talentName',
  'talentEmail',
  'talentType',
  'state',
];
const HIDDEN_META = [
  'mcFullName',
  'mcEmail',
  'mcPhone',
  'TalentDivision',
  'ProjectDivision',
  'state',
  'reviewedBy',
  'lastRejectedDate',
  'flagPhotos',
  'flagVideos',
  'blockPhotos',
  'blockVideos',
  'approvedBy',
  'rejectedCounter',
  'mealBreak',
  'awaitingOverwrite',
];
const HIDDEN_DAY_FIELDS = ['status', 'expectedDurationMinutes', 'actualCheckinTime', 'actualCheckoutTime'];
const HIDDEN_EXPORT_HEADERS = [
  'Report Number',
  'Talent Name',
  'Location - State',
  'Review State',
  'Status',
  'Visibility',
  'Approved by',
  'Checkin Time',
  'Checkout Time',
  'Visit Length (hours)',
  'Rejected Count',
  'Feedback',
];
const HIDDEN_WIDGET_META = ['blockPhotos', 'blockVideos', 'flagPhotos', 'flagVideos'];

interface Row {
  id: number;
  clientId: number;
  clientName: string;
  privacy: number;
  svrType: number;
  formId: number | null;
  approvedBy: string | null;
  metaMcEmail: string | null;
  metaJson: Record<string, unknown>;
}
interface AnswerRow {
  id: number;
  storeVisitId: number;
  questionUuid: string;
  questionCanonicalKey: string;
  answerValue: string | null;
}
interface Doc {
  uuid: string;
  url: string;
  type: string;
  storageKey?: string;
}
type Json = unknown;

let g: GatewayTest;
let token: string;
let adminToken: string;
let ownClientId: number;
let ownClientName: string;
let otherClientId: number;
const own = new Set<number>();
const ownMultiDay: number[] = [];
const hiddenFromClient: number[] = [];
const otherIds: number[] = [];
const secrets = new Set<string>();
const otherClientNames = new Set<string>();
const hiddenQuestionUuids = new Set<string>();
const hiddenQuestionKeys = new Set<string>();
const hiddenQuestionTitles = new Set<string>();
const blocked = new Set<string>();
const blockedKeys: string[] = [];
const visibleDocs: string[] = [];
const otherDocs = new Set<string>();
const hiddenQuestionDocs: string[] = [];
const draftFormIds: number[] = [];
const hiddenFormIds: number[] = [];
const ownFormIds: number[] = [];
const withheldFormKeys: string[] = [];
const allowedDocs = new Set<string>();
let combinations = 0;
const doorCounts: Record<string, number> = {};
const doorMs: Record<string, number> = {};

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);

async function call(
  t: string,
  headers: Record<string, string>,
  method: string,
  p: string,
  body?: unknown,
): Promise<{ status: number; body: Json; raw: Buffer }> {
  const res = await fetch(g.api.url + p, {
    method,
    headers: {
      authorization: `Bearer ${t}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const raw = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  let parsed: Json = null;
  if (type.includes('json')) parsed = JSON.parse(raw.toString('utf8'));
  return { status: res.status, body: parsed, raw };
}
const asAdmin = async <T>(method: string, p: string, body?: unknown) =>
  (await call(adminToken, {}, method, p, body)).body as { data: T };

function walkQuestions(content: unknown, visit: (q: Record<string, unknown>, hiddenAbove: boolean) => void) {
  const walk = (q: unknown, hidden: boolean) => {
    if (!q || typeof q !== 'object' || Array.isArray(q)) return;
    const o = q as Record<string, unknown>;
    const isHidden = hidden || (o.meta as { isHidden?: unknown } | undefined)?.isHidden === true;
    visit(o, isHidden);
    if (Array.isArray(o.content)) o.content.forEach((c) => walk(c, isHidden));
    if (Array.isArray(o.options))
      for (const opt of o.options)
        if (opt && Array.isArray((opt as { conditionalFork?: unknown }).conditionalFork))
          (opt as { conditionalFork: unknown[] }).conditionalFork.forEach((c) => walk(c, isHidden));
  };
  const structure = (content as { structure?: unknown })?.structure;
  if (Array.isArray(structure))
    for (const phase of structure) if (Array.isArray(phase)) for (const section of phase) walk(section, false);
}

beforeAll(async () => {
  g = await startGatewayTest({ visits: 240 });
  const login = async (email: string) => {
    const res = await fetch(`${g.api.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo1234', strategy: 'local' }),
    });
    return res.headers.get('x-access-token') as string;
  };
  token = await login(CLIENT);
  adminToken = await login('admin@example.com');
  const mine = (await call(token, {}, 'GET', '/api/v2/clientProjectList')).body as {
    data: { clientId: number; clientName: string }[];
  };
  ownClientId = mine.data[0].clientId;
  ownClientName = mine.data[0].clientName;

  const all = await asAdmin<{ data: Row[] }>('POST', '/api/v2/storeVisit/userStoreVisits', {
    filters: [],
    pageSize: 1000,
  });
  for (const v of all.data.data) {
    if (v.clientId !== ownClientId) {
      otherIds.push(v.id);
      otherClientId = v.clientId;
      otherClientNames.add(v.clientName);
    } else if (v.privacy !== 0) hiddenFromClient.push(v.id);
    else {
      own.add(v.id);
      if (v.svrType === 1) ownMultiDay.push(v.id);
      if (v.formId) ownFormIds.push(v.formId);
    }
    // Talent and staff details: never served to a client user, whoever's visit.
    for (const s of [v.approvedBy, v.metaMcEmail, v.metaJson.mcFullName, v.metaJson.mcPhone, v.metaJson.reviewedBy])
      if (typeof s === 'string' && s.length > 5) secrets.add(s);
  }
  for (const n of otherClientNames) secrets.add(n);
  expect(own.size).toBeGreaterThan(10);
  expect(ownMultiDay.length).toBeGreaterThan(0);
  expect(otherIds.length).toBeGreaterThan(10);
  expect(hiddenFromClient.length).toBeGreaterThan(0);

  // Forms: internal questions, drafts and forms hidden from clients.
  const forms = await asAdmin<{ id: number; status: number; content: { hideFromClient?: number } }[]>(
    'GET',
    '/api/v2/form?status=1,2,3',
  );
  for (const f of forms.data) {
    if (f.status === 3) draftFormIds.push(f.id);
    if (f.content?.hideFromClient === 1) hiddenFormIds.push(f.id);
  }
  // A form hidden from the client (content.hideFromClient = 1), made by staff for the client's own tenancy.
  const base = await asAdmin<{ title: string; content: Record<string, unknown> }>(
    'GET',
    `/api/v2/form/formid/${ownFormIds[0]}`,
  );
  const hiddenForm = await call(adminToken, {}, 'POST', '/api/v2/form', {
    title: `${base.data.title} (internal)`,
    content: { ...base.data.content, hideFromClient: 1 },
    tenancyClientId: ownClientId,
    status: 1,
  });
  expect(hiddenForm.status, JSON.stringify(hiddenForm.body)).toBe(201);
  hiddenFormIds.push((hiddenForm.body as { data: { id: number } }).data.id);
  for (const f of forms.data)
    if (f.status === 3 || hiddenFormIds.includes(f.id))
      withheldFormKeys.push((f as unknown as { canonicalKey: string }).canonicalKey);
  withheldFormKeys.push((hiddenForm.body as { data: { canonicalKey: string } }).data.canonicalKey);
  for (const id of [...new Set(ownFormIds)]) {
    const f = await asAdmin<{ content: unknown }>('GET', `/api/v2/form/formid/${id}`);
    walkQuestions(f.data.content, (q, hidden) => {
      if (!hidden || typeof q.uuid !== 'string') return;
      hiddenQuestionUuids.add(q.uuid.toLowerCase());
      if (typeof q.canonicalKey === 'string') hiddenQuestionKeys.add(q.canonicalKey);
      if (typeof q.title === 'string' && q.title.length > 8) hiddenQuestionTitles.add(q.title);
    });
  }
  expect(hiddenQuestionUuids.size).toBeGreaterThan(0);

  // Media: block a photo (also starred and flagged) on a few of the client's visits; note other clients' media.
  const ownList = [...own];
  for (const id of ownList.slice(0, 30)) {
    const answers = (await asAdmin<AnswerRow[]>('GET', `/api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/${id}`))
      .data;
    const uuids = answers.filter((a) => a.answerValue && /^[0-9a-f-]{36}$/i.test(a.answerValue));
    const docs = (await asAdmin<Doc[]>('POST', '/api/v2/document/uuids', { uuids: uuids.map((a) => a.answerValue) }))
      .data;
    const photos = docs.filter(
      (d) =>
        d.type === 'image' &&
        !uuids.some((a) => a.answerValue === d.uuid && hiddenQuestionUuids.has(a.questionUuid.toLowerCase())),
    );
    for (const a of uuids)
      if (hiddenQuestionUuids.has(a.questionUuid.toLowerCase())) hiddenQuestionDocs.push(a.answerValue as string);
    if (blocked.size < 6 && photos.length >= 2) {
      const target = photos[0];
      const visit = (await asAdmin<Row>('GET', `/api/v2/storeVisit/id/${id}`)).data;
      const res = await call(adminToken, {}, 'PUT', `/api/v2/storeVisit/storevisitid/${id}`, {
        metaJson: JSON.stringify({
          ...visit.metaJson,
          blockPhotos: [{ uuid: target.uuid, storeVisitId: id }],
          starPhotos: [{ uuid: target.uuid, storeVisitId: id, motive: 'great shelf' }],
          flagPhotos: [{ uuid: photos[1].uuid, storeVisitId: id, motive: 'internal note on this photo' }],
        }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      blocked.add(target.uuid.toLowerCase());
      blockedKeys.push(target.url.replace(/^.*\/files\//, '').split('?')[0]);
      photos.slice(1).forEach((d) => {
        visibleDocs.push(d.uuid);
        allowedDocs.add(d.uuid.toLowerCase());
      });
    } else
      photos.forEach((d) => {
        visibleDocs.push(d.uuid);
        allowedDocs.add(d.uuid.toLowerCase());
      });
  }
  expect(blocked.size).toBeGreaterThan(2);
  for (const id of otherIds.slice(0, 5)) {
    const answers = (await asAdmin<AnswerRow[]>('GET', `/api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/${id}`))
      .data;
    for (const a of answers)
      if (a.answerValue && /^[0-9a-f-]{36}$/i.test(a.answerValue)) otherDocs.add(a.answerValue.toLowerCase());
  }
}, 120_000);

afterAll(async () => {
  await g?.close();
});

// ---------------------------------------------------------------- the leak oracle

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nullish = (v: unknown) => v === null || v === undefined;

/** Every leak found in one answer, as readable lines (empty: no leak). */
function leaks(body: Json, door: string): string[] {
  const found: string[] = [];
  const text = JSON.stringify(body) ?? '';
  for (const s of secrets)
    if (text.includes(s)) found.push(`${door}: names '${s}' (another client's or internal data)`);
  const visit = (v: Record<string, unknown>, where: string, gql: boolean) => {
    if (typeof v.id === 'number' && !own.has(v.id))
      found.push(`${where}: visit ${v.id} is not a visible visit of the client`);
    if ('clientId' in v && v.clientId !== ownClientId) found.push(`${where}: clientId ${String(v.clientId)}`);
    if ('clientName' in v && v.clientName !== ownClientName) found.push(`${where}: clientName ${String(v.clientName)}`);
    for (const f of gql ? HIDDEN_GQL_FIELDS : HIDDEN_FIELDS)
      if (!nullish(v[f])) found.push(`${where}: ${f} = ${JSON.stringify(v[f])}`);
    if (isObj(v.metaJson))
      for (const k of HIDDEN_META) if (!nullish(v.metaJson[k])) found.push(`${where}: metaJson.${k}`);
    if (isObj(v.formState) && !nullish(v.formState.feedback)) found.push(`${where}: formState.feedback`);
    if (Array.isArray(v.multiDayEvents)) {
      for (const d of v.multiDayEvents)
        if (isObj(d))
          for (const f of HIDDEN_DAY_FIELDS)
            if (!nullish(d[f])) found.push(`${where}: multiDayEvents[].${f} = ${JSON.stringify(d[f])}`);
    }
  };
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}[${i}]`));
    if (!isObj(node)) return;
    // A visit: a REST row (metaReviewState) or a GraphQL StoreVisit (__typename).
    if ('metaReviewState' in node || node.__typename === 'StoreVisit')
      visit(node, where, node.__typename === 'StoreVisit');
    if (typeof node.storeVisitId === 'number' && !own.has(node.storeVisitId))
      found.push(`${where}: storeVisitId ${node.storeVisitId}`);
    if (typeof node.questionUuid === 'string' && hiddenQuestionUuids.has(node.questionUuid.toLowerCase()))
      found.push(`${where}: answer of internal question ${node.questionUuid}`);
    if (typeof node.tenancyClientId === 'number' && node.tenancyClientId !== ownClientId)
      found.push(`${where}: tenancyClientId ${node.tenancyClientId}`);
    // Media: a blocked or foreign document never comes with an address.
    const uuid = typeof node.uuid === 'string' ? node.uuid.toLowerCase() : null;
    const value =
      typeof node.answerValue === 'string'
        ? node.answerValue.toLowerCase()
        : typeof node.value === 'string'
          ? node.value.toLowerCase()
          : null;
    for (const u of [uuid, value]) {
      if (!u) continue;
      if (
        blocked.has(u) &&
        (!nullish(node.url) || !nullish(node.xsurl) || (isObj(node.document) && !nullish(node.document.url)))
      )
        found.push(`${where}: blocked media ${u} with an address`);
      if (otherDocs.has(u)) found.push(`${where}: another client's document ${u}`);
    }
    if (uuid && hiddenQuestionDocs.includes(uuid) && !nullish(node.url))
      found.push(`${where}: document ${uuid} of an internal question served`);
    for (const [k, v] of Object.entries(node)) walk(v, `${where}.${k}`);
  };
  walk(body, door);
  return found;
}

// ---------------------------------------------------------------- generators

const allPaths = Object.keys(visitPaths);
const tenancy = fc.constantFrom<'none' | 'own' | 'other' | 'garbage' | 'negative' | 'project'>(
  'none',
  'own',
  'other',
  'garbage',
  'negative',
  'project',
);
function tenancyHeaders(t: string): Record<string, string> {
  switch (t) {
    case 'own':
      return { 'x-tenancy-client-id': String(ownClientId) };
    case 'other':
      return { 'x-tenancy-client-id': String(otherClientId) };
    case 'garbage':
      return { 'x-tenancy-client-id': 'abc', 'x-tenancy-project-id': '1;drop' };
    case 'negative':
      return { 'x-tenancy-client-id': '-1' };
    case 'project':
      return { 'x-tenancy-project-id': '1' };
    default:
      return {};
  }
}
const anyId = () =>
  fc.oneof(pick([...own], ownMultiDay, hiddenFromClient, otherIds), fc.integer({ min: 1, max: 100_000 }));
const pick = <T>(...lists: T[][]) => fc.oneof(...lists.filter((l) => l.length > 0).map((l) => fc.constantFrom(...l)));
const anyDoc = () => pick([...blocked], visibleDocs, [...otherDocs], hiddenQuestionDocs);
const filterParam = () =>
  fc
    .record({
      path: fc.constantFrom(...allPaths),
      exclude: fc.boolean(),
      data: fc.constantFrom<unknown[]>(
        ['A'],
        ['1'],
        [1],
        [0, 3],
        [{ from: 0, to: 5 }],
        [ownClientName],
        ['NY', 'CA', 'TX'],
        [],
      ),
    })
    .map((p) =>
      visitPaths[p.path].kind === 'date'
        ? { label: p.path, path: p.path, type: 'Date', data: [daysAgo(20), `${today} 23:59:59`], exclude: p.exclude }
        : { label: p.path, ...p },
    );
const fieldNames = [
  'id',
  'clientId',
  'clientName',
  'status',
  'privacy',
  'actualCheckinTime',
  'actualCheckoutTime',
  'expectedDurationMinutes',
  'approvedBy',
  'rejectedCounter',
  'metaMcEmail',
  'metaApprovedDate',
  'metaLastRejectedDate',
  'multiDayEvents',
  'formState',
  'metaJson',
  'metaJson.state',
  'metaJson.mcFullName',
  'metaJson.blockPhotos',
  'metaJson.flagPhotos',
  'metaJson.starPhotos',
  'metaJson.reviewedBy',
  'metaJson.retailer',
  'submissions',
  'talentType',
];
const gqlFields = [
  'id',
  'clientId',
  'clientName',
  'expectedDurationMinutes',
  'actualCheckinTime',
  'actualCheckoutTime',
  'lastRejectedDate',
  'approvedBy',
  'talentName',
  'talentEmail',
  'talentType',
  'state',
  'city',
  'metaJson',
  'formState',
  'multiDayEventId',
  'multiDayEvents { eventId expectedCheckinTime expectedDurationMinutes actualCheckinTime actualCheckoutTime }',
  'answers { id storeVisitId questionUuid value document { uuid url xsurl } }',
  'form { id }',
];
const selection = () => fc.subarray(gqlFields, { minLength: 1 }).map((f) => `__typename id ${f.join(' ')}`);

const door = () =>
  fc.oneof(
    fc.record({
      door: fc.constant('list' as const),
      t: tenancy,
      filters: fc.array(filterParam(), { maxLength: 3 }),
      fields: fc.option(fc.subarray(fieldNames), { nil: undefined }),
      sort: fc.option(fc.constantFrom(...allPaths, 'waitColor'), { nil: undefined }),
      group: fc.option(fc.boolean(), { nil: undefined }),
    }),
    fc.record({ door: fc.constant('one' as const), t: tenancy, id: anyId() }),
    fc.record({
      door: fc.constant('autocomplete' as const),
      t: tenancy,
      path: fc.constantFrom(...allPaths),
      text: fc.constantFrom('a', 'A', '1', 'e', 'o', 'N'),
    }),
    fc.record({ door: fc.constant('answers' as const), t: tenancy, id: anyId() }),
    fc.record({
      door: fc.constant('answersByKeys' as const),
      t: tenancy,
      ids: fc.array(anyId(), { minLength: 1, maxLength: 5 }),
      keys: fc.subarray([...hiddenQuestionKeys, 'no-such-key']),
    }),
    fc.record({
      door: fc.constant('documents' as const),
      t: tenancy,
      uuids: fc.array(anyDoc(), { minLength: 1, maxLength: 6 }),
    }),
    fc.record({
      door: fc.constant('zip' as const),
      t: tenancy,
      uuids: fc.array(anyDoc(), { minLength: 1, maxLength: 4 }),
    }),
    fc.record({
      door: fc.constant('export' as const),
      t: tenancy,
      ids: fc.array(anyId(), { minLength: 1, maxLength: 4 }),
      columns: fc.option(
        fc.subarray([
          'expectedCheckinTime',
          'clientName',
          'metaJson.state',
          'metaJson.mcFullName',
          'approvedBy',
          'status',
          'privacy',
          'id',
          'feedback',
          'actualCheckinTime',
          'Review State',
          'metaJson.city',
        ]),
        { nil: undefined },
      ),
      questions: fc.subarray([...hiddenQuestionKeys]),
      byFilters: fc.boolean(),
      filters: fc.array(filterParam(), { maxLength: 2 }),
      sort: fc.option(fc.constantFrom(...allPaths), { nil: undefined }),
    }),
    fc.record({
      door: fc.constant('form' as const),
      t: tenancy,
      how: fc.constantFrom('formid', 'canonicalKey', 'ids'),
      id: fc.constantFrom(...draftFormIds, ...hiddenFormIds, ...ownFormIds, 999_999),
      ids: fc.subarray([...draftFormIds, ...hiddenFormIds, ...new Set(ownFormIds)], { minLength: 1 }),
      key: fc.constantFrom(...withheldFormKeys),
    }),
    fc.record({
      door: fc.constant('widgets' as const),
      t: tenancy,
      ids: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }),
    }),
    fc.record({ door: fc.constant('views' as const), t: tenancy, all: fc.boolean() }),
    fc.record({ door: fc.constant('gqlOne' as const), t: tenancy, id: anyId(), sel: selection() }),
    fc.record({
      door: fc.constant('gqlList' as const),
      t: tenancy,
      filters: fc.array(filterParam(), { maxLength: 2 }),
      sel: selection(),
      sort: fc.option(fc.constantFrom(...allPaths), { nil: undefined }),
      group: fc.option(fc.boolean(), { nil: undefined }),
    }),
    fc.record({
      door: fc.constant('gqlSuggest' as const),
      t: tenancy,
      path: fc.constantFrom(...allPaths),
      text: fc.constantFrom('a', '1', 'N'),
    }),
    fc.record({
      door: fc.constant('gqlWidgets' as const),
      t: tenancy,
      ids: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }),
      viaDashboards: fc.boolean(),
    }),
    fc.record({
      door: fc.constant('gqlDocuments' as const),
      t: tenancy,
      uuids: fc.array(anyDoc(), { minLength: 1, maxLength: 6 }),
    }),
    fc.record({
      door: fc.constant('staffOnly' as const),
      t: tenancy,
      id: anyId(),
      call: fc.constantFrom(
        'GET /api/v2/svrfeedback/getfeedback/id/{id}',
        'GET /api/v2/svrrejectedbyusers/getrejectedbyusers/id/{id}',
        'GET /api/v2/talent/talentapproveddate/{id}',
        'GET /api/v2/storeVisit/id/{id}/activity',
        'GET /api/v2/storeVisit/meal',
        'POST /api/v2/storeVisit/meal/query',
      ),
    }),
    fc.record({ door: fc.constant('bareFile' as const), t: tenancy, key: fc.constantFrom(...blockedKeys) }),
  );
type Door = ReturnType<ReturnType<typeof door>['generate']>['value'];

// ---------------------------------------------------------------- one combination

const visitDate = {
  label: 'Visit Date',
  path: 'expectedCheckinTime',
  type: 'Date',
  data: [daysAgo(40), `${today} 23:59:59`],
};

async function run(d: Door): Promise<string[]> {
  combinations++;
  doorCounts[d.door] = (doorCounts[d.door] ?? 0) + 1;
  const h = tenancyHeaders(d.t);
  const problems: string[] = [];
  const check = (status: number, body: Json, what: string) => {
    if (status >= 500) problems.push(`${what}: answered ${status} ${JSON.stringify(body).slice(0, 300)}`);
    problems.push(...leaks(body, what));
  };
  const mustRefuse = (status: number, why: string, what: string) => {
    if (status < 400 || status >= 500) problems.push(`${what}: ${why} was answered ${status}, not refused with a 4xx`);
  };
  switch (d.door) {
    case 'list': {
      const body = {
        filters: [visitDate, ...d.filters],
        pageSize: 1000,
        ...(d.fields ? { fields: d.fields } : {}),
        ...(d.sort ? { sort: { path: d.sort } } : {}),
        ...(d.group === undefined ? {} : { groupMultiDaySvrs: d.group }),
      };
      const res = await call(token, h, 'POST', '/api/v2/storeVisit/userStoreVisits', body);
      check(res.status, res.body, 'list');
      if (problems.length) problems.push(`list: the body was ${JSON.stringify(body)}`);
      const hidden = d.filters.filter((f) => HIDDEN_PATHS.has(f.path) && f.data.length > 0).map((f) => f.path);
      if (hidden.length) mustRefuse(res.status, `a filter on ${hidden.join(', ')}`, 'list');
      if (d.sort && (HIDDEN_PATHS.has(d.sort) || d.sort === 'waitColor'))
        mustRefuse(res.status, `sorting by ${d.sort}`, 'list');
      if (res.status === 400 && !(res.body as { message?: string })?.message)
        problems.push('list: a 400 without a message');
      break;
    }
    case 'one': {
      const res = await call(token, h, 'GET', `/api/v2/storeVisit/id/${d.id}`);
      check(res.status, res.body, `GET storeVisit/id/${d.id}`);
      if (res.status === 200 && !own.has(d.id))
        problems.push(`GET storeVisit/id/${d.id}: served a visit the client may not see`);
      break;
    }
    case 'autocomplete': {
      const res = await call(
        token,
        h,
        'GET',
        `/api/v2/storeVisit/autocomplete/${encodeURIComponent(d.path)}/${encodeURIComponent(d.text)}`,
      );
      check(res.status, res.body, `autocomplete ${d.path}`);
      if (HIDDEN_PATHS.has(d.path)) mustRefuse(res.status, `suggestions of ${d.path}`, 'autocomplete');
      if (res.status === 200 && d.path === 'metaJson.corporation') {
        for (const v of (res.body as { data: string[] }).data)
          if (v !== ownClientName) problems.push(`autocomplete: client name ${v}`);
      }
      break;
    }
    case 'answers': {
      const res = await call(token, h, 'GET', `/api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/${d.id}`);
      check(res.status, res.body, `answers of ${d.id}`);
      break;
    }
    case 'answersByKeys': {
      const res = await call(token, h, 'POST', '/api/v2/storeVisitFormAnswer/questionCanonicalKeys', {
        questionCanonicalKeys: d.keys,
        svrResponses: d.ids,
      });
      check(res.status, res.body, 'answers by keys');
      break;
    }
    case 'documents': {
      const res = await call(token, h, 'POST', '/api/v2/document/uuids', { uuids: d.uuids });
      check(res.status, res.body, 'document/uuids');
      break;
    }
    case 'zip': {
      const res = await call(token, h, 'POST', '/api/v2/document/zip', { uuids: d.uuids });
      if (res.status >= 500) problems.push(`zip: answered ${res.status}`);
      const mayHave = d.uuids.filter((u) => allowedDocs.has(u.toLowerCase())).length;
      if (res.status === 200) {
        const zip = await JSZip.loadAsync(res.raw);
        const names = Object.keys(zip.files);
        if (names.length > mayHave)
          problems.push(`zip: ${names.length} files for ${mayHave} photos the client may have (${d.uuids.join(', ')})`);
        for (const n of names) {
          const id = /^SVR (\d+)/.exec(n)?.[1];
          if (id && !own.has(Number(id))) problems.push(`zip: file ${n} of visit ${id}`);
        }
      } else problems.push(...leaks(res.body, 'zip'));
      break;
    }
    case 'export': {
      // Selected rows (ids), or every row of a filter (with its sort), as the spec's export-all does.
      const body = {
        ...(d.byFilters
          ? { filters: [visitDate, ...d.filters], ...(d.sort ? { sort: { path: d.sort } } : {}) }
          : { ids: d.ids }),
        questions: d.questions,
        ...(d.columns ? { columns: d.columns } : {}),
      };
      const res = await call(token, h, 'POST', '/api/v2/storeVisit/export/xlsx', body);
      check(res.status, res.body, 'export');
      if (d.byFilters) {
        const hidden = d.filters.filter((f) => HIDDEN_PATHS.has(f.path) && f.data.length > 0).map((f) => f.path);
        if (hidden.length) mustRefuse(res.status, `an export filtered on ${hidden.join(', ')}`, 'export');
        if (d.sort && HIDDEN_PATHS.has(d.sort)) mustRefuse(res.status, `an export sorted by ${d.sort}`, 'export');
      }
      if (res.status === 200) {
        const data = (res.body as { data: { url: string; columns: string[]; rows: number } }).data;
        for (const c of data.columns)
          if (HIDDEN_EXPORT_HEADERS.includes(c) || hiddenQuestionTitles.has(c) || hiddenQuestionKeys.has(c))
            problems.push(`export: column ${c}`);
        if (!d.byFilters && data.rows > new Set(d.ids.filter((id) => own.has(id))).size)
          problems.push(`export: ${data.rows} rows`);
        if (d.byFilters && data.rows > own.size)
          problems.push(`export: ${data.rows} rows, more than the client's ${own.size} visible reports`);
        const file = path.join(
          filesDir(g.api.config),
          decodeURIComponent(data.url.replace(/^.*\/files\//, '').split('?')[0]),
        );
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
        const cells: string[] = [];
        wb.eachSheet((ws) =>
          ws.eachRow((row) =>
            row.eachCell((c) =>
              cells.push(
                typeof c.value === 'object' && c.value !== null && 'hyperlink' in c.value
                  ? String(c.value.hyperlink)
                  : String(c.value),
              ),
            ),
          ),
        );
        const text = cells.join('\n');
        for (const s of secrets) if (text.includes(s)) problems.push(`export workbook names '${s}'`);
      }
      break;
    }
    case 'form': {
      const url =
        d.how === 'formid'
          ? `/api/v2/form/formid/${d.id}`
          : d.how === 'ids'
            ? `/api/v2/form/ids/${d.ids.join(',')}?status=1,2,3`
            : `/api/v2/form/canonicalKey/${d.key}?includeNonActiveForms=true`;
      const res = await call(token, h, 'GET', url);
      check(res.status, res.body, `GET ${url}`);
      if (res.status === 200) {
        const data = (res.body as { data: unknown }).data;
        for (const f of (Array.isArray(data) ? data : [data]) as {
          id: number;
          status: number;
          content: { hideFromClient?: number };
        }[]) {
          if (f.status === 3 || draftFormIds.includes(f.id)) problems.push(`GET ${url}: draft form ${f.id} served`);
          if (f.content?.hideFromClient === 1 || hiddenFormIds.includes(f.id))
            problems.push(`GET ${url}: form ${f.id} hidden from clients served`);
          walkQuestions(f.content, (q) => {
            if (typeof q.uuid === 'string' && hiddenQuestionUuids.has(q.uuid.toLowerCase()))
              problems.push(`GET ${url}: internal question ${q.uuid}`);
          });
        }
      }
      break;
    }
    case 'widgets': {
      const res = await call(token, h, 'POST', '/api/v2/savedWidget/ids', { ids: d.ids });
      check(res.status, res.body, 'savedWidget/ids');
      const one = await call(token, h, 'GET', `/api/v2/savedWidget/id/${d.ids[0]}`);
      check(one.status, one.body, `savedWidget/id/${d.ids[0]}`);
      for (const r of [res, one]) {
        if (r.status !== 200) continue;
        const data = (r.body as { data: unknown }).data;
        for (const w of Array.isArray(data) ? data : [data]) {
          const filters = typeof w.filters === 'string' ? JSON.parse(w.filters) : w.filters;
          for (const f of filters ?? [])
            if (HIDDEN_PATHS.has(f.path)) problems.push(`widget ${w.id}: filter ${f.path}`);
          const meta = typeof w.metaJson === 'string' ? JSON.parse(w.metaJson) : (w.metaJson ?? {});
          for (const k of HIDDEN_WIDGET_META) if (k in meta) problems.push(`widget ${w.id}: metaJson.${k}`);
          if (meta.widgetType === 'feedback') problems.push(`widget ${w.id}: a feedback widget`);
        }
      }
      break;
    }
    case 'views': {
      const res = await call(token, h, 'GET', d.all ? '/api/v2/savedView/all' : '/api/v2/savedView');
      check(res.status, res.body, 'savedView');
      if (res.status === 200) {
        for (const v of (res.body as { data: { filters: unknown }[] }).data) {
          const filters = typeof v.filters === 'string' ? JSON.parse(v.filters) : v.filters;
          for (const f of (filters as { path: string }[]) ?? [])
            if (HIDDEN_PATHS.has(f.path)) problems.push(`saved view: filter ${f.path}`);
        }
      }
      break;
    }
    case 'gqlOne':
    case 'gqlList':
    case 'gqlSuggest': {
      const caller = {
        token,
        ...(d.t === 'own' ? { clientId: ownClientId } : d.t === 'other' ? { clientId: otherClientId } : {}),
      };
      let answer;
      if (d.door === 'gqlOne')
        answer = await g.gql.send(caller, `query($id: Int!) { storeVisit(id: $id) { ${d.sel} } }`, { id: d.id });
      else if (d.door === 'gqlSuggest')
        answer = await g.gql.send(
          caller,
          'query($p: String!, $s: String!) { storeVisitSuggestions(path: $p, search: $s) }',
          { p: d.path, s: d.text },
        );
      else {
        answer = await g.gql.send(
          caller,
          `query($f: [FilterParameterInput!]!, $s: StoreVisitSortInput, $g: Boolean) { storeVisits(filters: $f, pageSize: 200, sort: $s, groupMultiDaySvrs: $g) { total items { ${d.sel} } } }`,
          { f: [visitDate, ...d.filters], s: d.sort ? { path: d.sort } : null, g: d.group ?? null },
        );
      }
      if (answer.status >= 500) problems.push(`${d.door}: HTTP ${answer.status}`);
      for (const e of answer.errors ?? [])
        if (e.extensions?.code === 'INTERNAL_SERVER_ERROR') problems.push(`${d.door}: internal error ${e.message}`);
      problems.push(...leaks(answer.data ?? null, d.door));
      if (d.door === 'gqlSuggest' && HIDDEN_PATHS.has(d.path) && answer.data)
        problems.push(`gqlSuggest: suggestions of ${d.path} were answered`);
      if (d.door === 'gqlList' && answer.data && d.filters.some((f) => HIDDEN_PATHS.has(f.path) && f.data.length > 0))
        problems.push('gqlList: a hidden filter was accepted');
      break;
    }
    case 'gqlWidgets':
    case 'gqlDocuments': {
      const caller = {
        token,
        ...(d.t === 'own' ? { clientId: ownClientId } : d.t === 'other' ? { clientId: otherClientId } : {}),
      };
      const widgetFields = 'id widgetType filters metaJson tenancyClientId';
      let answer =
        d.door === 'gqlWidgets'
          ? d.viaDashboards
            ? await g.gql.send<{ dashboards: { id: number; tenancyClientId: number | null; widgets: unknown[] }[] }>(
                caller,
                `{ dashboards { id tenancyClientId widgets { ${widgetFields} } } }`,
              )
            : await g.gql.send(caller, `query($ids: [Int!]!) { widgets(ids: $ids) { ${widgetFields} } }`, {
                ids: d.ids,
              })
          : await g.gql.send(caller, 'query($u: [ID!]!) { documents(uuids: $u) { uuid url xsurl } }', { u: d.uuids });
      if (d.door === 'gqlWidgets' && d.viaDashboards && answer.data) {
        answer = {
          ...answer,
          data: {
            widgets: (answer.data as { dashboards: { widgets: unknown[] }[] }).dashboards.flatMap((x) => x.widgets),
            dashboards: answer.data,
          },
        };
      }
      if (answer.status >= 500) problems.push(`${d.door}: HTTP ${answer.status}`);
      for (const e of answer.errors ?? [])
        if (e.extensions?.code === 'INTERNAL_SERVER_ERROR') problems.push(`${d.door}: internal error ${e.message}`);
      problems.push(...leaks(answer.data ?? null, d.door));
      if (d.door === 'gqlWidgets' && answer.data) {
        for (const w of (
          answer.data as {
            widgets: {
              id: number;
              widgetType: string;
              filters: { path: string }[];
              metaJson: Record<string, unknown>;
            }[];
          }
        ).widgets) {
          for (const f of w.filters)
            if (HIDDEN_PATHS.has(f.path)) problems.push(`gqlWidgets: widget ${w.id} filter ${f.path}`);
          for (const k of HIDDEN_WIDGET_META)
            if (k in w.metaJson) problems.push(`gqlWidgets: widget ${w.id} metaJson.${k}`);
          if (w.widgetType === 'FEEDBACK') problems.push(`gqlWidgets: feedback widget ${w.id}`);
        }
      }
      break;
    }
    case 'staffOnly': {
      // Feedback threads, rejections (who, when), first-approved dates, the activity trail and meal periods are internal.
      const [method, template] = d.call.split(' ');
      const url = template.replace('{id}', String(d.id));
      const res = await call(token, h, method, url, method === 'POST' ? { filters: [visitDate] } : undefined);
      check(res.status, res.body, `${method} ${url}`);
      mustRefuse(res.status, `${method} ${template}`, 'staff-only call');
      break;
    }
    case 'bareFile': {
      // The bare stored key of a blocked photo, with no signature and no cookie, serves nothing.
      const res = await fetch(`${g.api.url}/files/${d.key}`, { headers: h });
      if (res.status < 400 || res.status >= 500)
        problems.push(`GET /files/${d.key} without credentials answered ${res.status}`);
      await res.arrayBuffer();
      break;
    }
  }
  return problems;
}

describe('client isolation (property-based)', () => {
  it(`${RUNS} generated requests of the client user leak nothing and never answer 5xx`, async () => {
    const started = Date.now();
    // Every combination runs (no stop at the first leak, no shrinking), so one run lists every kind of leak.
    const failures = new Map<string, string>();
    const seed = Number(process.env.CLIENT_FUZZ_SEED ?? Date.now() % 2 ** 31);
    await fc.assert(
      fc.asyncProperty(door(), async (d) => {
        const t0 = Date.now();
        const problems = await run(d);
        doorMs[d.door] = (doorMs[d.door] ?? 0) + Date.now() - t0;
        for (const p of problems) {
          const key = p.replace(/\d+/g, '#').replace(/ = .*$/, '');
          if (!failures.has(key)) failures.set(key, p);
        }
      }),
      { numRuns: RUNS, seed },
    );
    console.log(
      `[clientIsolation] seed ${seed}: ${combinations} combinations in ${Date.now() - started} ms`,
      doorCounts,
      'ms by door:',
      doorMs,
    );
    expect([...failures.values()].slice(0, 60), `seed ${seed}`).toEqual([]);
    expect(combinations).toBeGreaterThanOrEqual(1000);
  }, 240_000);
});
