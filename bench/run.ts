/**
 * `npm run bench`: on the 100,000-visit data set, times the form list and a 1,000-visit query with its
 * answers and photo documents three ways — direct SQL, REST, GraphQL — and prints the ratios and how
 * many REST calls the GraphQL query made. It also times a 45-day page of 50 visits sorted by review wait
 * colour (direct SQL, REST and GraphQL) and prints the query plan. Last, the login flood (loginFlood.ts).
 */
import { sql } from 'drizzle-orm';
import { loadConfig, type Db } from '../api/src/index.js';
import { rows } from '../api/src/db/client.js';
import { listForms } from '../api/src/form/store.js';
import { filterConditions } from '../api/src/storeVisit/filters/conditions.js';
import { listVisits, listVisitsQueries, type ListOptions } from '../api/src/storeVisit/lists/store.js';
import type { Session } from '../api/src/auth/session.js';
import { startServer } from '../server.js';
import { BENCH_VISITS, ensureDataset } from './dataset.js';
import { loginFlood } from './loginFlood.js';
import { measure, printTable, type Row } from './measure.js';

const dir = await ensureDataset();
const config = loadConfig({}, { dataDir: dir, databaseUrl: null });
const running = await startServer({ port: 0, config, seed: false, quiet: true });
const base = running.url.replace('localhost', '127.0.0.1');
const db: Db = running.database.db;

const login = await fetch(`${base}/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
});
const token = login.headers.get('x-access-token');
const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
const rest = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const res = await fetch(base + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
};
let lastRestCalls = 0;
const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as {
    data?: unknown;
    errors?: { message: string }[];
    extensions?: { restCalls?: number };
  };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors[0].message}`);
  lastRestCalls = body.extensions?.restCalls ?? NaN;
  return body.data;
};

const staff: Session = {
  user: {
    id: 1,
    email: 'admin@example.com',
    name: 'Alex Admin',
    roleId: 1,
    roleName: 'Administrator',
    clientId: null,
    isClient: false,
  },
  tenancy: { clientId: null, projectId: null },
};
const day = (d: Date) => d.toISOString().slice(0, 10);
const from = day(new Date(Date.now() - 44 * 86_400_000));
const to = `${day(new Date())} 23:59:59`;
const filters = [{ label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date', data: [from, to] }];
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

console.log(
  `\nBenchmarks on ${BENCH_VISITS.toLocaleString('en-US')} visits (embedded PGlite, one process; median of 10 runs after 2 warm-ups)\n`,
);
const results: Row[] = [];

// 1. The form list.
const formSql = await measure(() => listForms(db, staff, null));
const formRest = await measure(() => rest('GET', '/api/v2/form'));
const formGql = await measure(() =>
  graphql('{ forms { id canonicalKey title timestamp authorEmail editorEmail status } }'),
);
results.push({ name: 'form list', sql: formSql, rest: formRest, graphql: formGql, restCalls: lastRestCalls });

// 2. 1,000 visits of the last 45 days with all their answers and photo documents.
const visitsSql = await measure(async () => {
  const visits = await rows<{ id: number }>(
    db,
    sql`SELECT v.id FROM store_visits v JOIN clients c ON c.id = v.client_id JOIN projects p ON p.id = v.project_id
    WHERE v.status <> 0 AND v.expected_checkin_time >= ${from}::date AND v.expected_checkin_time < (${to.slice(0, 10)}::date + 1) ORDER BY v.id DESC LIMIT 1000`,
  );
  const ids = visits.map((v) => v.id);
  const answers = await rows<{ answer_value: string | null }>(
    db,
    sql`SELECT * FROM answers WHERE store_visit_id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  const uuids = answers.map((a) => a.answer_value).filter((v): v is string => !!v && uuidPattern.test(v));
  await rows(
    db,
    sql`SELECT * FROM documents WHERE uuid IN (${sql.join(
      uuids.map((u) => sql`${u}::uuid`),
      sql`, `,
    )})`,
  );
});
const visitsRest = await measure(async () => {
  const page = await rest<{ data: { id: number }[] }>('POST', '/api/v2/storeVisit/userStoreVisits', {
    filters,
    pageSize: 1000,
  });
  const answers = await rest<{ answerValue: string | null }[]>(
    'POST',
    '/api/v2/storeVisitFormAnswer/questionCanonicalKeys',
    { questionCanonicalKeys: [], svrResponses: page.data.map((v) => v.id) },
  );
  await rest('POST', '/api/v2/document/uuids', {
    uuids: answers.map((a) => a.answerValue).filter((v): v is string => !!v && uuidPattern.test(v)),
  });
});
const visitsQuery = `query Bench($filters: [FilterParameterInput!]!) {
  storeVisits(filters: $filters, pageSize: 1000) { total items { id reviewState retailer doorNumber
    answers { questionCanonicalKey value document { uuid url xsurl } } } } }`;
const visitsGql = await measure(() => graphql(visitsQuery, { filters }));
results.push({
  name: '1,000 visits + answers + photos',
  sql: visitsSql,
  rest: visitsRest,
  graphql: visitsGql,
  restCalls: lastRestCalls,
});

// 3. A 45-day page of 50 visits sorted by wait colour, each row with its colour (spec 002 §9). The colour
// depends on the time of the query, so it is computed per row and sorted (a top-50 sort), never indexed.
const colourPage = (now: Date): ListOptions => ({
  conditions: filterConditions(staff, filters, { target: 'list', now }),
  sort: { path: 'waitColor', descending: false },
  colorSort: false,
  colors: true,
  expandMultiDay: false,
  page: 1,
  pageSize: 50,
  now,
});
const colourSql = await measure(() => listVisits(db, staff, colourPage(new Date())));
const colourRest = await measure(() =>
  rest('POST', '/api/v2/storeVisit/userStoreVisits', { filters, pageSize: 50, sort: { path: 'waitColor' } }),
);
// The page the responses list asks for (web/src/features/responses/graphql/responses.graphql, in short).
const colourQuery = `query ($filters: [FilterParameterInput!]!) {
  storeVisits(filters: $filters, page: 1, pageSize: 50, sort: { path: "waitColor" }) {
    total items { id reviewState expectedCheckinTime lastSubmissionDate talentName talentType retailer doorNumber waitColor }
  }
}`;
const colourGql = await measure(() => graphql(colourQuery, { filters }));
results.push({
  name: '45-day page of 50 by wait colour',
  sql: colourSql,
  rest: colourRest,
  graphql: colourGql,
  restCalls: lastRestCalls,
});

printTable(results);

const plan = await rows<{ 'QUERY PLAN': string }>(
  db,
  sql`EXPLAIN (ANALYZE, BUFFERS) ${listVisitsQueries(staff, colourPage(new Date())).page}`,
);
const planLines = plan.map((p) => p['QUERY PLAN']);
const indexes = [
  ...new Set(
    planLines.flatMap((l) =>
      [...l.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g)].map(
        (m) => m[1],
      ),
    ),
  ),
];
console.log('EXPLAIN (ANALYZE, BUFFERS) of the wait-colour page:');
for (const line of planLines) console.log(`  ${line}`);
console.log(indexes.length ? `Indexes used: ${indexes.join(', ')}\n` : 'Indexes used: none (sequential scans only)\n');

await running.stop();

// The login flood (issue 9): /auth/me while 20 wrong sign-ins run, on its own small data set.
await loginFlood();
