/**
 * Property-based fuzz of EVERY REST route (issue 9): hostile path parameters, query strings, tenancy
 * headers and JSON bodies (huge, negative, fractional and NaN-like numbers, ids ≥ 2^31, NUL bytes, `%`,
 * unicode, deep nesting, huge arrays, wrong types, missing and extra fields), sent as no one, the
 * administrator, a reviewer and a client user. The property: no answer is ≥ 500, every refusal is JSON
 * with a message a person can read (no stack, no server path), and a refusal writes nothing (the
 * fingerprint of every table is unchanged).
 *
 * Routes are enumerated from the express routers themselves; TEMPLATES gives each one a plausible request
 * the generators then break. A guard test fails when a route is registered without a template, so a new
 * route cannot escape the fuzz. FUZZ_RUNS (per route and caller, default 20) and FUZZ_SEED tune a run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deep, fingerprint as tableFingerprint, toJson, writeMark as dbWriteMark } from '../../api/src/testing/fuzz.js';
import { rows, sql } from '../../api/src/db/client.js';
import { createApi } from '../../api/src/index.js';
import { startTestApi, type TestApi } from '../../api/src/testing/harness.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const UUID = '0b7f3c52-6c1e-4b7e-9d55-000000000000';

/** A request a route accepts or nearly accepts; the fuzz breaks it. `params` name the path parameters' sensible values. */
interface Template {
  /** The path when the route's own is a regular expression. */
  path?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Sent without a token only (sign-in routes). */
  anonymousOnly?: boolean;
  /** multipart/form-data rather than JSON. */
  multipart?: boolean;
}

const visitDate = {
  label: 'Visit Date',
  path: 'expectedCheckinTime',
  type: 'Date',
  data: ['2026-11-01', '2026-11-20 23:59:59'],
};
const filters = [visitDate, { label: 'Retailer', path: 'metaJson.retailer', data: ['Target'] }];

/** Keyed `METHOD /mount/path` exactly as the routers register them. */
const TEMPLATES: Record<string, Template> = {
  'POST /auth/login': {
    anonymousOnly: true,
    body: { email: 'admin@example.com', password: 'wrong-password', strategy: 'local' },
  },
  'POST /auth/refresh': { anonymousOnly: true, body: { refreshToken: 'x' } },
  'POST /auth/identity': { anonymousOnly: true, body: { identity: 'x' } },
  'POST /auth/logout': { anonymousOnly: true, body: { refreshToken: 'x' } },
  'POST /auth/files': { anonymousOnly: true, body: {} },
  'GET /auth/me': {},
  'GET /api/v2/form/': { query: { status: '1,2' } },
  'GET /api/v2/form/canonicalKey/:canonicalKey': {
    params: { canonicalKey: UUID },
    query: { includeNonActiveForms: 'true' },
  },
  'GET /api/v2/form/ids/:ids': { params: { ids: '1,2' } },
  'GET /api/v2/form/formid/:id': { params: { id: '1' } },
  'POST /api/v2/form/': {
    body: {
      title: 'Fuzz form',
      content: { structure: [[], [], []] },
      status: 3,
      autoApprovalHourTrigger: 0,
      tenancyClientId: 1,
      canonicalKey: null,
    },
  },
  'POST /api/v2/form/updateDraft/id/:id': {
    params: { id: '1' },
    body: { title: 'Fuzz form', content: { structure: [[], [], []] }, revision: 1 },
  },
  'PUT /api/v2/form/canonical/:canonicalKey': { params: { canonicalKey: UUID }, body: { status: 2 } },
  'DELETE /api/v2/form/id/:id': { params: { id: '999999' } },
  'GET /api/v2/storeVisit/id/:id': { params: { id: '1' } },
  'PUT /api/v2/storeVisit/storevisitid/:id': {
    params: { id: '1' },
    body: {
      privacy: 0,
      metaJson: {
        reviewState: 1,
        starPhotos: [{ uuid: UUID, motive: 'nice' }],
        rotateVideos: [{ uuid: UUID, rotate: 90 }],
      },
      formState: { visitedQuestions: ['q'], feedback: { message: 'm', questions: { [UUID]: 'fix' } } },
    },
  },
  'POST /api/v2/storeVisit/userStoreVisits': {
    body: {
      filters,
      fields: ['id'],
      page: 1,
      pageSize: 25,
      sort: { path: 'id', direction: 'asc' },
      groupMultiDaySvrs: true,
      sortandcolors: true,
    },
  },
  'POST /api/v2/storeVisit/bulk/approve': { body: { ids: [999999] } },
  'POST /api/v2/storeVisit/bulk/archive': { body: { ids: [999999] } },
  'POST /api/v2/storeVisit/bulk/activate': { body: { ids: [999999] } },
  'POST /api/v2/storeVisit/bulk/delete': { body: { ids: [999999] } },
  'POST /api/v2/storeVisit/bulk/reset': { body: { ids: [999999] } },
  'DELETE /api/v2/storeVisit/id/:id': { params: { id: '999999' } },
  'POST /api/v2/storeVisit/id/:id/reset': { params: { id: '999999' } },
  'GET /api/v2/storeVisit/meal': { query: { page: '1', pageSize: '25' } },
  'POST /api/v2/storeVisit/meal/query': { body: { filters, page: 1, pageSize: 25, isDashboard: false } },
  'POST /api/v2/storeVisit/export/:type': {
    params: { type: 'excel' },
    body: { title: 'Fuzz', ids: [999999], questions: [], columns: ['id'] },
  },
  'POST /api/v2/storeVisit/exportJob/:type': {
    params: { type: 'xlsx' },
    body: { title: 'Fuzz', ids: [999999], questions: [], columns: ['id'], embedPhotosInExcelReport: true },
  },
  'GET /api/v2/storeVisit/id/:id/activity': { params: { id: '1' } },
  'GET /api/v2/storeVisit/id/:id/review/viewerCan': { params: { id: '1' } },
  'GET /api/v2/storeVisit/reviewParts': {
    query: { ids: '1,2,3', include: 'visit,viewerCan,answers,documents,form,feedback,rejections,activity,reviewers' },
  },
  'PUT /api/v2/storeVisit/id/:id/review/revisionRequests/:questionUuid': {
    params: { id: '999999', questionUuid: UUID },
    body: { feedback: 'please fix' },
  },
  'DELETE /api/v2/storeVisit/id/:id/review/revisionRequests/:questionUuid': {
    params: { id: '999999', questionUuid: UUID },
  },
  'DELETE /api/v2/storeVisit/id/:id/review/revisionRequests': { params: { id: '999999' } },
  'POST /api/v2/storeVisit/id/:id/review/media/:uuid/mark': {
    params: { id: '999999', uuid: UUID },
    body: { mark: 'STAR', motive: 'nice', on: true },
  },
  'POST /api/v2/storeVisit/id/:id/review/media/:uuid/rotate': {
    params: { id: '999999', uuid: UUID },
    body: { rotate: 90 },
  },
  'POST /api/v2/storeVisit/id/:id/review/decision': {
    params: { id: '999999' },
    body: { reviewState: 4, feedback: 'fix it', rejectAll: false, clearRevisionRequests: false },
  },
  'POST /api/v2/storeVisit/id/:id/review/feedback': {
    params: { id: '999999' },
    body: { feedbacktext: 'please fix', canonicalkey: UUID },
  },
  'GET /api/v2/storeVisit/id/:id/review/presence': { params: { id: '1' } },
  'POST /api/v2/storeVisit/id/:id/review/presence': { params: { id: '999999' } },
  'DELETE /api/v2/storeVisit/id/:id/review/presence': { params: { id: '999999' } },
  'GET /api/v2/storeVisit/id/:id/review/nextPending': { params: { id: '1' } },
  'POST /api/v2/form/status': { body: { status: 2, canonicalKeys: [UUID] } },
  'POST /api/v2/savedView/status': { body: { status: 2, ids: [999999] } },
  'GET /api/v2/savedView/': { query: { status: '1' } },
  'GET /api/v2/savedView/all': { query: { status: '1,2' } },
  'GET /api/v2/savedView/id/:id': { params: { id: '1' } },
  'POST /api/v2/savedView/': {
    body: {
      title: 'Fuzz view',
      description: 'd',
      filters,
      restrictTokenUserId: null,
      tenancyClientId: null,
      status: 1,
    },
  },
  'PUT /api/v2/savedView/id/:id': { params: { id: '999999' }, body: { title: 'Fuzz view', filters } },
  'POST /api/v2/savedRollup/status': { body: { status: 2, ids: [999999] } },
  'GET /api/v2/savedRollup/': { query: { status: '1' } },
  'GET /api/v2/savedRollup/all': { query: { status: '1,2' } },
  'GET /api/v2/savedRollup/id/:id': { params: { id: '1' } },
  'POST /api/v2/savedRollup/id/:id/visits': {
    params: { id: '1' },
    body: { page: 1, pageSize: 25, sort: { questionCanonicalKey: 'k', direction: 'asc' }, omitIds: [1] },
  },
  'POST /api/v2/savedRollup/': {
    body: {
      title: 'Fuzz roll-up',
      description: 'd',
      formQuestionCanonicalKeys: 'k1,k2',
      filters: [...filters, { label: 'Review State', path: 'metaJson.reviewState', data: [3] }],
      restrictTokenUserId: null,
      tenancyClientId: null,
      metaJson: { embedPhotosInExcelReport: true, includeMotivesInExcelReport: false, blockPhotos: [{ uuid: UUID }] },
    },
  },
  'PUT /api/v2/savedRollup/id/:id': {
    params: { id: '999999' },
    body: { title: 'Fuzz roll-up', formQuestionCanonicalKeys: 'k1', filters, status: 2 },
  },
  'GET /api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/:id': { params: { id: '1' } },
  'POST /api/v2/storeVisitFormAnswer/questionCanonicalKeys': {
    body: { questionCanonicalKeys: ['k'], svrResponses: [1, { id: 2 }] },
  },
  'PUT /api/v2/storeVisitFormAnswer/id/:id': { params: { id: '999999' }, body: { answerValue: 'x' } },
  'POST /api/v2/storeVisitFormAnswer/answer': {
    body: { questionUuid: UUID, questionCanonicalKey: 'k', storeVisitId: 999999, answerValue: 'x' },
  },
  'POST /api/v2/document/uuids': { body: { uuids: [UUID] } },
  'PUT /api/v2/document/uuid/:uuid': { params: { uuid: UUID }, body: { title: 'x.png' } },
  'POST /api/v2/document/zip': { body: { uuids: [UUID] } },
  'POST /api/v2/document/zipJob': { body: { ids: [999999], questions: ['photo-key'] } },
  'POST /api/v2/upload/docs': { multipart: true, body: { questionUuid: UUID, formCanonicalKey: UUID } },
  'DELETE /api/v2/document/id/:id': { params: { id: '999999' } },
  'GET /api/v2/document/uuid/:uuid/link': { params: { uuid: UUID } },
  'GET /api/v2/document/link': { query: { url: '/files/photos/x.jpg' } },
  'GET /files/open/:uuid': { params: { uuid: UUID } },
  'GET /api/v2/commonFormQuestion/': {},
  'POST /api/v2/commonFormQuestion/': {
    body: {
      title: 'Fuzz question',
      type: 'text-input',
      options: [],
      tags: 'a,b',
      documentIds: [],
      metaJson: {},
      status: 1,
    },
  },
  'PUT /api/v2/commonFormQuestion/id/:id': { params: { id: '999999' }, body: { status: 2 } },
  'POST /api/v2/commonFormQuestion/status': { body: { ids: [999999], status: 2 } },
  'POST /api/v2/tag/': { body: { title: 'fuzz' } },
  'GET /api/v2/job/id/:id': { params: { id: '1' } },
  'POST /api/v2/job/id/:id/cancel': { params: { id: '1' } },
  'GET /api/v2/tag/substr/:text': { params: { text: 'a' } },
  'GET /api/v2/savedDashboard': {},
  'GET /api/v2/savedDashboard/all': {},
  'GET /api/v2/savedDashboard/id/:id': { params: { id: '1' } },
  'GET /api/v2/savedWidget/id/:id': { params: { id: '1' } },
  'POST /api/v2/savedWidget/ids': { body: { ids: [1, 2] } },
  'POST /api/v2/savedDashboard': {
    body: { title: 'Fuzz dashboard', metaJson: { layout: 'x' }, widgetIds: '1,2', restrictTokenUserId: null },
  },
  'PUT /api/v2/savedDashboard/id/:id': {
    params: { id: '999999' },
    body: { title: 'Fuzz dashboard', widgetIds: [1, 2], restrictTokenUserId: null, status: 1 },
  },
  'POST /api/v2/savedDashboard/id/:id/move': { params: { id: '999999' }, body: { widgetId: 1, position: 1 } },
  'POST /api/v2/savedWidget': {
    body: {
      title: 'Fuzz widget',
      description: 'd',
      formQuestionCanonicalKeys: 'k1',
      filters: [...filters, { label: 'Review State', path: 'metaJson.reviewState', data: [3] }],
      metaJson: { widgetType: 'barChart', dataGroupBy: 'metaJson.retailer', blockPhotos: [{ uuid: UUID }] },
      dashboardId: 999999,
    },
  },
  'PUT /api/v2/savedWidget/id/:id': {
    params: { id: '999999' },
    body: { title: 'Fuzz widget', formQuestionCanonicalKeys: 'k1', filters, status: 0, dashboardId: 1 },
  },
  'POST /api/v2/savedWidget/data': { body: { ids: [1, 2] } },
  'GET /api/v2/dataGeneration': {},
  'GET /api/v2/svrfeedback/getfeedback/id/:id': { params: { id: '1' } },
  'POST /api/v2/svrfeedback/savefeedback': {
    body: { storevisitid: 999999, feedbackstatus: 0, feedbacktype: 'svr', docid: null },
  },
  'POST /api/v2/svrfeedbackinfo/savefeedbackinfo': {
    body: { feedback_canonicalkey: UUID, feedbacktext: 'please fix' },
  },
  'GET /api/v2/svrrejectedbyusers/getrejectedbyusers/id/:id': { params: { id: '1' } },
  'POST /api/v2/svrrejectedbyusers/saverejectedbyusers': { body: { storevisitid: 999999, eventid: 'EV-1' } },
  'GET /api/v2/talent/talentapproveddate/:id': { params: { id: 'MC10001' } },
  'GET /api/v2/clientProjectList': {},
  'GET /api/v2/regionals/getregionals': {},
  'GET /api/v2/profileUseremail/getuserprofile/email/:email': { params: { email: 'admin@example.com' } },
  'GET /api/v2/^\\/([A-Za-z]+)\\/autocomplete\\/(.+)$/': {
    path: '/api/v2/storeVisit/autocomplete/:field/:text',
    params: { field: 'metaJson.retailer', text: 'T' },
  },
  'GET /files/.*/': { path: '/files/:name', params: { name: 'nothing.jpg' }, query: { w: '200' } },
  'GET /api/v2/membership/notification/': { query: { page: '1', pageSize: '10', includeVisitNotifications: 'true' } },
  'POST /api/v2/membership/notification/ids': { body: { ids: [1, 2] } },
  'POST /api/v2/membership/notification/all': {
    body: { filters: [{ path: 'title', data: ['a'] }], page: 1, pageSize: 10, sort: { path: 'title' } },
  },
  'GET /api/v2/membership/notification/^\\/autocomplete\\/([^/]+)(?:\\/(.*))?$/': {
    path: '/api/v2/membership/notification/autocomplete/:field/:text',
    params: { field: 'title', text: 'V' },
  },
  'GET /api/v2/membership/notification/id/:id': { params: { id: '1' } },
  'POST /api/v2/membership/notification/': {
    body: { title: 'Fuzz', message: 'Fuzz', data: { action: 0 }, type: 0, users: [1], storeVisitIds: [1] },
  },
  'PUT /api/v2/membership/notification/id/:id': { params: { id: '1' }, body: { title: 'Fuzz', users: [1] } },
  'DELETE /api/v2/membership/notification/id/:id': { params: { id: '999999' } },
  'POST /api/v2/membership/notification/id/:id/send': { params: { id: '999999' } },
  'POST /api/v2/membership/notification/id/:id/cancel': { params: { id: '999999' } },
  // The talent inbox (issue 13): the fuzz's callers hold staff tokens or none, so the inbox refuses them all (401).
  'POST /api/v2/talent/:talentId/token': { params: { talentId: '1' } },
  'GET /api/v2/talent/inbox/': { query: { page: '1', pageSize: '10' } },
  'POST /api/v2/talent/inbox/:recipientId/seen': { params: { recipientId: '1' } },
};

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
}

/** Every route the api registers, as `METHOD /mount/path`. */
function registeredRoutes(): string[] {
  const app = createApi({ db: api.database.db, config: api.config }) as unknown as { router: { stack: Layer[] } };
  const out: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const m of Object.keys(layer.route.methods))
          out.push(`${m.toUpperCase()} ${prefix}${String(layer.route.path)}`);
      } else if (layer.handle?.stack) {
        walk(
          layer.handle.stack,
          prefix + (layer.rawPath === '/' || layer.rawPath === undefined ? '' : String(layer.rawPath)),
        );
      }
    }
  };
  walk(app.router.stack, '');
  return [...new Set(out)];
}

// ---- generators ---------------------------------------------------------------------------------

/** Numbers and number-like text a database or a paging offset chokes on. */
const hostileNumber = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    2 ** 32,
    2 ** 53,
    2 ** 63,
    -(2 ** 31) - 1,
    -1,
    0,
    0.5,
    1.5,
    -0.0,
    1e308,
    -1e308,
    5e-324,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e308',
    '2147483648',
    '9223372036854775808',
    '99999999999999999999999',
    '0x10',
    '1_000',
    ' 1 ',
    '',
    '-0',
  ),
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map((b) => Number(b)),
);

/** Text a database, a decoder or a parser chokes on. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%',
    '%%',
    '%E0%A4%A',
    '%00',
    '%zz',
    '\\',
    "'; DROP TABLE users; --",
    '💥',
    '\uD800',
    '\uFFFF',
    '0000-01-01',
    '9999-12-31',
    '275760-09-14',
    '2026-02-30',
    '-001000-01-01',
    '1970-01-01T00:00:00Z',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    ' ',
    '\n',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 1000, max: 70_000 }).map((n) => 'x'.repeat(n)),
);

/** Whole values of the wrong shape or an absurd size. */
const hostileShape = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    [],
    {},
    [null],
    { __proto__: { admin: true } },
    { constructor: { prototype: 1 } },
  ),
  fc.constantFrom(100, 1_000, 10_000).map(deep),
  fc.constantFrom(1_000, 70_000).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.constantFrom(70_000).map((n) => Array.from({ length: n }, (_, i) => `v${i}`)),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 4 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileNumber },
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileShape },
);

/** Path segments: ids ≥ 2^31 and their kin, raw `%`, encoded NUL, unicode. Sent as is (already encoded). */
const hostileSegment = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '2147483647',
    '4294967296',
    '9007199254740993',
    '99999999999999999999',
    '-1',
    '0',
    '1.5',
    '1e3',
    '1e308',
    'NaN',
    'Infinity',
    '%',
    '%25',
    '%00',
    'a%00b',
    '%E0%A4%A',
    '%zz',
    '%2F',
    '1,2147483648',
    '1,,2',
    ',',
    '1,-1',
    Array.from({ length: 3000 }, (_, i) => i + 1).join(','),
    '2026-02-30',
    '0000-01-01',
    encodeURIComponent('💥'),
    '%ED%A0%80',
  ),
  // Paths stay under Node's 16 KB header limit (past it Node answers 431 before express runs).
  hostileText.map((t) => {
    try {
      return encodeURIComponent(t.slice(0, 1000));
    } catch {
      return '%ED%A0%80';
    }
  }),
  hostileNumber.map((n) => encodeURIComponent(String(n))),
);

/** A broken version of the template's body: fields replaced, dropped or added, or a whole body of the wrong kind. */
function bodyArbitrary(template: Record<string, unknown> | undefined): fc.Arbitrary<unknown> {
  const base = template ?? {};
  const keys = Object.keys(base);
  const mutated = fc
    .record({
      replace: fc.subarray(keys, { minLength: Math.min(1, keys.length) }),
      values: fc.array(hostileValue, { minLength: keys.length, maxLength: keys.length }),
      drop: fc.subarray(keys),
      extra: fc.option(
        fc.tuple(fc.constantFrom('id', 'userId', 'created', '__proto__', 'extra', 'status', 'deleted'), hostileValue),
        { nil: undefined },
      ),
      nested: fc.option(fc.tuple(fc.constantFrom(...(keys.length ? keys : ['x'])), hostileValue), { nil: undefined }),
    })
    .map(({ replace, values, drop, extra, nested }) => {
      const out: Record<string, unknown> = { ...base };
      replace.forEach((k, i) => {
        out[k] = values[i];
      });
      for (const k of drop) if (!replace.includes(k)) delete out[k];
      if (extra) out[extra[0]] = extra[1];
      // Break one level down as well: a list element or a field of a nested object.
      if (nested) {
        const [k, v] = nested;
        const cur = base[k];
        if (Array.isArray(cur) && cur.length) out[k] = [v, ...cur.slice(1)];
        else if (cur && typeof cur === 'object') {
          const inner = Object.keys(cur);
          if (inner.length) out[k] = { ...(cur as object), [inner[0]]: v };
        }
      }
      return out as unknown;
    });
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: hostileShape },
    { weight: 1, arbitrary: fc.constantFrom<unknown>('"just text"', 42, '{broken', '') },
  );
}

interface FuzzRequest {
  user: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

function requestArbitrary(route: string, t: Template, users: string[]): fc.Arbitrary<FuzzRequest> {
  const [method, registered] = [route.slice(0, route.indexOf(' ')), route.slice(route.indexOf(' ') + 1)];
  const pattern = t.path ?? registered;
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const segment = (name: string) =>
    fc.oneof({ weight: 1, arbitrary: fc.constant(t.params?.[name] ?? '1') }, { weight: 3, arbitrary: hostileSegment });
  const queryKeys = Object.keys(t.query ?? {});
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return fc
    .record({
      user: fc.constantFrom(...users),
      segments: fc.tuple(...names.map(segment)),
      query: fc.array(fc.oneof(fc.constant<string | null>(null), hostileSegment), {
        minLength: queryKeys.length,
        maxLength: queryKeys.length,
      }),
      tenancy: fc.option(fc.tuple(hostileSegment, hostileSegment), { freq: 4, nil: undefined }),
      body: hasBody ? bodyArbitrary(t.body) : fc.constant(undefined),
    })
    .map(({ user, segments, query, tenancy, body }) => {
      let path = pattern;
      // A '.' or '..' segment is resolved by fetch itself (the request would go to another route): send it as text.
      names.forEach((n, i) => {
        path = path.replace(`:${n}`, /^(\.|%2e){1,2}$/i.test(segments[i]) ? 'dots' : segments[i]);
      });
      const q: Record<string, string> = {};
      queryKeys.forEach((k, i) => {
        q[k] = query[i] ?? t.query![k];
      });
      const headers: Record<string, string> = {};
      if (tenancy) {
        headers['x-tenancy-client-id'] = decodeSafe(tenancy[0]);
        headers['x-tenancy-project-id'] = decodeSafe(tenancy[1]);
      }
      return { user, path: path.replace(/\/$/, '') || '/', query: q, headers, body };
    });
}

/** Header values must be latin-1 without control characters; keep what fetch can send. */
function decodeSafe(s: string): string {
  return s.replace(/[^\x20-\x7e]/g, '').slice(0, 200);
}

// ---- the run ------------------------------------------------------------------------------------

let api: TestApi;
const tokens: Record<string, string | null> = { anonymous: null };
const USERS = ['admin@example.com', 'reviewer@example.com', 'client@example.com'];

/** Tables whose rows only count sign-in attempts (a refusal may count one): left out of the fingerprint. */
const BOOKKEEPING = /rate|limit|attempt|drizzle|migration/i;
let tables: string[] = [];

const writeMark = () => dbWriteMark(api.database.db);
const fingerprint = () => tableFingerprint(api.database.db, tables);

beforeAll(async () => {
  api = await startTestApi({ visits: 60 });
  for (const email of USERS) {
    const login = await fetch(`${api.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo1234', strategy: 'local' }),
    });
    tokens[email] = login.headers.get('x-access-token');
    if (!tokens[email]) throw new Error(`Sign-in of ${email} failed: ${login.status}`);
  }
  const found = await rows<{ table_name: string }>(
    api.database.db,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  tables = found.map((r) => r.table_name).filter((t) => !BOOKKEEPING.test(t));
});
afterAll(async () => {
  await api?.close();
});

async function send(method: string, r: FuzzRequest): Promise<{ status: number; text: string; type: string }> {
  const query = Object.entries(r.query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers: Record<string, string> = { ...r.headers };
  const token = tokens[r.user];
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (r.body !== undefined) {
    if (r.body && typeof r.body === 'object' && !Array.isArray(r.body) && r.path.endsWith('/upload/docs')) {
      const form = new FormData();
      for (const [k, v] of Object.entries(r.body as Record<string, unknown>))
        form.append(k, typeof v === 'string' ? v : toJson(v));
      form.append('files', new Blob(['fuzz'], { type: 'text/plain' }), 'fuzz.txt');
      body = form;
    } else {
      headers['content-type'] = 'application/json';
      body = typeof r.body === 'string' && /^["{]|^$/.test(r.body) ? r.body : toJson(r.body);
    }
  }
  const res = await fetch(`${api.url}${r.path}${query ? `?${query}` : ''}`, { method, headers, body });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
}

const short = (v: unknown) => {
  const s = typeof v === 'string' ? v : toJson(v);
  return s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s;
};

describe('REST fuzz: hostile input never answers ≥ 500 and a refusal writes nothing', () => {
  it('every registered route has a fuzz template (a new route cannot escape the fuzz)', () => {
    const missing = registeredRoutes().filter((r) => !TEMPLATES[r]);
    expect(missing, 'add these routes to TEMPLATES in tests/integration/fuzz.rest.test.ts').toEqual([]);
  });

  it(`${RUNS} hostile requests per route and caller (seed ${SEED})`, async () => {
    const routes = registeredRoutes().filter((r) => TEMPLATES[r]);
    const failures: string[] = [];
    let sent = 0;
    let baseline = await fingerprint();
    let mark = await writeMark();
    for (const [i, route] of routes.entries()) {
      const t = TEMPLATES[route];
      const method = route.slice(0, route.indexOf(' '));
      const users = t.anonymousOnly ? ['anonymous'] : ['anonymous', ...USERS];
      const requests = fc.sample(requestArbitrary(route, t, users), { numRuns: RUNS * users.length, seed: SEED + i });
      for (const r of requests) {
        const res = await send(method, r);
        sent++;
        const what = `${route} as ${r.user}: ${method} ${short(r.path)}${Object.keys(r.query).length ? ` ?${short(r.query)}` : ''}${Object.keys(r.headers).length ? ` headers ${short(r.headers)}` : ''} body ${short(r.body)} → ${res.status} ${short(res.text)}`;
        if (res.status >= 500) failures.push(what);
        else if (res.status === 431)
          continue; // headers over Node's limit: refused by Node's HTTP parser before any code of ours runs
        else if (res.status >= 400) {
          let message: unknown;
          try {
            message = (JSON.parse(res.text) as { message?: unknown }).message;
          } catch {
            /* not JSON */
          }
          if (!/json/.test(res.type) || typeof message !== 'string' || message.length < 6)
            failures.push(`no JSON message: ${what}`);
          if (/(\\n|\n)\s+at\s+\S+\s+\(|node_modules|\/work\/|file:\/\//.test(res.text))
            failures.push(`stack or server path: ${what}`);
        }
        const now = await writeMark();
        if (now === mark) continue;
        mark = now;
        const after = await fingerprint();
        if (res.status >= 400) {
          const changed = Object.keys(after).filter((k) => after[k] !== baseline[k]);
          if (changed.length) failures.push(`refusal wrote to ${changed.join(', ')}: ${what}`);
        }
        baseline = after;
      }
    }
    console.log(
      `REST fuzz: ${sent} requests over ${routes.length} routes, ${failures.length} failures (seed ${SEED}, FUZZ_RUNS=${RUNS})`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
