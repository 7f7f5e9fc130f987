/**
 * `npm run bench`: every page query on both engines — embedded PGlite on the 100,000-visit data set
 * (dataset.ts) and a PostgreSQL server on 1,000,000 visits over three years (pgServer.ts, bigData.ts) — three
 * ways each: direct SQL (the floor), REST, GraphQL; with the GraphQL/SQL ratio against issue 14's targets and how
 * many REST calls the GraphQL query made. Pages: the form list, 1,000 visits with answers and photos, the review
 * queue (a 45-day page of 50 by wait colour), the responses list (the same 45 days, newest first, the web's
 * ResponsesList query) and the review page (the web's ReviewPage query; its own cost target is 25 ms). Then
 * EXPLAIN (ANALYZE, BUFFERS) of the list pages' statements, PostGraphile beside us on PostgreSQL
 * (postgraphile.ts), and last the login flood (loginFlood.ts). The roll-up page and the dashboard are volume.ts.
 * On PostgreSQL the server runs in a child process (serverChild.ts), as in production: its event loop does not
 * also run the bench's HTTP client, and the floors run on the bench's own pool. Embedded PGlite opens in one process,
 * so there the server, the floors and the client share the bench's.
 * BENCH_PGLITE=0 or BENCH_PG=0 skip an engine; with both on, each engine's half runs in a process of its own
 * (enginesApart.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { loadConfig, type ApiConfig } from '../api/src/index.js';
import { rows } from '../api/src/db/client.js';
import { listForms } from '../api/src/form/store.js';
import { filterConditions } from '../api/src/storeVisit/filters/conditions.js';
import {
  listedColumnsSql,
  listVisits,
  listVisitsQueries,
  type ListOptions,
} from '../api/src/storeVisit/lists/store.js';
import { restFieldsFor } from '../gateway/src/domains/storeVisit/fields.js';
import { Kind, parse, type FragmentDefinitionNode } from 'graphql';
import { BENCH_VISITS, ensureDataset } from './dataset.js';
import { loginFlood } from './loginFlood.js';
import { BENCH_STAFF, explain, formatTiming, interleaved, printGrid, signIn, type Timing } from './measure.js';
import { PG_VISITS, startPgEngine } from './pgServer.js';
import { postgraphileTable } from './postgraphile.js';
import { reviewPageFloor, reviewPageRest } from './reviewPage.js';
import { serverUnderTest } from './serverChild.js';
import { runEnginesApart, runsEnginesHere } from './enginesApart.js';

// One log line per request is the server's default; the bench times the work, not a pretty-printer (BENCH_LOG_LEVEL).
process.env.LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'silent';

const staff = BENCH_STAFF;
const day = (d: Date) => d.toISOString().slice(0, 10);
const from = day(new Date(Date.now() - 44 * 86_400_000));
const to = `${day(new Date())} 23:59:59`;
const filters = [{ label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date', data: [from, to] }];
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const webQuery = (file: string) => readFileSync(path.resolve('web/src/features', file), 'utf8');

/** The target of a page (issue 14): list pages ≤ 1.3× the floor (≤ floor + 5 ms under 20 ms); the review page 25 ms. */
type Target = 'list' | 'review' | null;
interface PageRow {
  engine: string;
  name: string;
  sql: Timing;
  rest: Timing;
  graphql: Timing;
  restCalls: number;
  target: Target;
}
const verdict = (r: PageRow): string => {
  if (r.target === 'review') return r.graphql.median <= 25 ? 'ok (≤ 25 ms)' : 'OVER 25 ms';
  if (r.target !== 'list') return '';
  const limit = r.sql.median >= 20 ? 1.3 * r.sql.median : r.sql.median + 5;
  return r.graphql.median <= limit ? `ok (≤ ${limit.toFixed(1)} ms)` : `OVER ${limit.toFixed(1)} ms`;
};

/**
 * The REST `fields` the gateway sends for a list query (gateway/src/domains/storeVisit/fields.ts, from the items'
 * selection), so the floors, the REST calls and the GraphQL queries read the same columns (listedColumnsSql).
 */
const restFieldsOf = (items: readonly string[]): string[] => {
  const fields = restFieldsFor(items);
  if (!fields) throw new Error(`The gateway asks whole rows for ${items.join(', ')}.`);
  return fields;
};
/** The field names of a fragment of a web query file. */
const fragmentFields = (doc: string, name: string): string[] => {
  const fragment = parse(doc).definitions.find(
    (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name,
  );
  if (!fragment) throw new Error(`No fragment ${name}.`);
  return fragment.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
};
/** What the web's responses list and review queue ask of each row (its ResponseRow fragment). */
const responseFields = restFieldsOf(fragmentFields(webQuery('responses/graphql/responses.graphql'), 'ResponseRow'));

const page = (now: Date, sort: ListOptions['sort'], fields = responseFields): ListOptions => ({
  conditions: filterConditions(staff, filters, { target: 'list', now }),
  columns: listedColumnsSql(fields, false),
  sort,
  colorSort: false,
  colors: true,
  expandMultiDay: false,
  page: 1,
  pageSize: 50,
  now,
});
const colourPage = (now: Date) => page(now, { path: 'waitColor', descending: false });
const newestPage = (now: Date) => page(now, null);

async function benchEngine(engine: string, config: ApiConfig, visits: number, databaseUrl: string | null) {
  const server = await serverUnderTest(config);
  const { base, db } = server;
  try {
    // The visibility map index-only scans need: PostgreSQL's autovacuum keeps it, embedded PGlite has no autovacuum.
    await db.execute(sql`VACUUM ANALYZE store_visits`);
    const caller = await signIn(base);
    const { headers, rest } = caller;
    const graphql = (query: string, variables: Record<string, unknown> = {}, operationName?: string) =>
      caller.graphql(query, variables, operationName);
    const results: PageRow[] = [];
    const add = async (
      name: string,
      target: Target,
      s: () => Promise<unknown>,
      r: () => Promise<unknown>,
      g: () => Promise<unknown>,
    ) => {
      // The three ways in turn within each run (measure.ts interleaved), so a busy minute weighs on each alike.
      const [sqlT, restT, graphqlT] = await interleaved([s, r, g]);
      if (!('median' in sqlT && 'median' in restT && 'median' in graphqlT)) {
        // A refused request (the gateway's 10 s limit on a busy machine) is reported, and the bench goes on.
        const why = [sqlT, restT, graphqlT].map((o) => ('failed' in o ? o.failed : null)).find((m) => m !== null);
        console.log(`${engine} · ${name}: failed: ${why}`);
        return;
      }
      const row = { engine, name, target, sql: sqlT, rest: restT, graphql: graphqlT };
      const done = { ...row, restCalls: caller.lastRestCalls() };
      console.log(
        `${engine} · ${name}: SQL ${formatTiming(row.sql)}, REST ${formatTiming(row.rest)}, GraphQL ${formatTiming(row.graphql)} ${verdict(done)}`,
      );
      results.push(done);
    };

    // 1. The form list.
    await add(
      'form list',
      'list',
      () => listForms(db, staff, null),
      () => rest('GET', '/api/v2/form'),
      () => graphql('{ forms { id canonicalKey title timestamp authorEmail editorEmail status } }'),
    );

    // 2. 1,000 visits of the last 45 days with all their answers and photo documents.
    const idList = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
    const thousandFields = restFieldsOf(['id', 'reviewState', 'retailer', 'doorNumber', 'answers']);
    await add(
      '1,000 visits + answers + photos',
      null,
      async () => {
        const q = listVisitsQueries(staff, { ...page(new Date(), null, thousandFields), pageSize: 1000 });
        const list = await rows<{ id: number }>(db, q.page);
        const answers = await rows<{ answer_value: string | null }>(
          db,
          sql`SELECT * FROM answers WHERE store_visit_id = ANY(${idList(list.map((v) => v.id))})`,
        );
        const uuids = answers.map((a) => a.answer_value).filter((v): v is string => !!v && uuidPattern.test(v));
        await rows(db, sql`SELECT * FROM documents WHERE uuid = ANY(${`{${uuids.join(',')}}`}::uuid[])`);
      },
      async () => {
        const p = await rest<{ data: { id: number }[] }>('POST', '/api/v2/storeVisit/userStoreVisits', {
          filters,
          pageSize: 1000,
          fields: thousandFields,
        });
        const answers = await rest<{ answerValue: string | null }[]>(
          'POST',
          '/api/v2/storeVisitFormAnswer/questionCanonicalKeys',
          { questionCanonicalKeys: [], svrResponses: p.data.map((v) => v.id) },
        );
        await rest('POST', '/api/v2/document/uuids', {
          uuids: answers.map((a) => a.answerValue).filter((v): v is string => !!v && uuidPattern.test(v)),
        });
      },
      () =>
        graphql(
          `
            query Bench($filters: [FilterParameterInput!]!) {
              storeVisits(filters: $filters, pageSize: 1000) {
                total
                items {
                  id
                  reviewState
                  retailer
                  doorNumber
                  answers {
                    questionCanonicalKey
                    value
                    document {
                      uuid
                      url
                      xsurl
                    }
                  }
                }
              }
            }
          `,
          { filters },
        ),
    );

    // 3. The review queue: a 45-day page of 50 by wait colour (spec 002 §9), each row with its colour.
    const responses = webQuery('responses/graphql/responses.graphql');
    await add(
      'review queue: 45 days, 50 by wait colour',
      'list',
      () => listVisits(db, staff, colourPage(new Date())),
      () =>
        rest('POST', '/api/v2/storeVisit/userStoreVisits', {
          filters,
          pageSize: 50,
          sort: { path: 'waitColor' },
          fields: responseFields,
        }),
      () =>
        graphql(
          responses,
          { filters, page: 1, pageSize: 50, sort: { path: 'waitColor', direction: 'ASC' } },
          'ResponsesList',
        ),
    );
    // 4. The responses list: the same 45 days, newest first.
    await add(
      'responses list: 45 days, 50 newest',
      'list',
      () => listVisits(db, staff, newestPage(new Date())),
      () => rest('POST', '/api/v2/storeVisit/userStoreVisits', { filters, pageSize: 50, fields: responseFields }),
      () => graphql(responses, { filters, page: 1, pageSize: 50 }, 'ResponsesList'),
    );

    // 5. The review page of a report waiting for review, with its answers and photos.
    const [visit] = await rows<{ id: number }>(
      db,
      sql`SELECT v.id FROM store_visits v WHERE v.review_state = 1 AND v.status = 1
        AND EXISTS (SELECT 1 FROM answers a WHERE a.store_visit_id = v.id AND length(a.answer_value) = 36)
        ORDER BY v.id DESC LIMIT 1`,
    );
    const review = webQuery('review/graphql/review.graphql');
    await add(
      `review page (report ${visit.id})`,
      'review',
      () => reviewPageFloor(db, staff, visit.id),
      () => reviewPageRest(rest, visit.id),
      () => graphql(review, { id: visit.id }, 'ReviewPage'),
    );

    // EXPLAIN of the list pages' statements.
    const plans: [string, SQL][] = [
      ['review queue, the page with its total', listVisitsQueries(staff, colourPage(new Date())).one],
      ['responses list, the page with its total', listVisitsQueries(staff, newestPage(new Date())).one],
    ];
    for (const [name, statement] of plans) await explain(db, `${engine} · ${name}`, statement);

    if (databaseUrl) {
      const [{ total }] = await rows<{ total: number }>(db, listVisitsQueries(staff, newestPage(new Date())).count);
      // PostGraphile's page's fields (postgraphile.ts PG_QUERY), written once for our query and its floor's columns.
      const pgItems = [
        'id',
        'eventId',
        'expectedCheckinTime',
        'lastSubmissionDate',
        'reviewState',
        'status',
        'clientName',
        'projectName',
        'talentName',
        'talentType',
        'mcid',
      ];
      const pgQuery = `query ($filters: [FilterParameterInput!]!) {
        storeVisits(filters: $filters, page: 1, pageSize: 50) { total items { ${pgItems.join(' ')} } } }`;
      const pgFields = restFieldsOf(pgItems);
      await postgraphileTable(databaseUrl, {
        sql: listVisitsQueries(staff, page(new Date(), null, pgFields)).one,
        graphqlUrl: `${base}/graphql`,
        headers,
        query: pgQuery,
        variables: { filters },
        from: `${from}T00:00:00Z`,
        to: new Date(Date.parse(`${to.slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString(),
        total,
      });
    }
    return results.map((r) => ({ ...r, visits }));
  } finally {
    await server.stop();
  }
}

const all: (PageRow & { visits: number })[] = [];
const here = runsEnginesHere();
if (!here && !runEnginesApart(fileURLToPath(import.meta.url))) process.exitCode = 1;
if (here && process.env.BENCH_PGLITE !== '0') {
  const dir = await ensureDataset();
  console.log(
    `\nPGlite, ${BENCH_VISITS.toLocaleString('en-US')} visits (embedded, one process; median of 30 runs after 20 warm-ups)\n`,
  );
  all.push(...(await benchEngine('PGlite', loadConfig({}, { dataDir: dir, databaseUrl: null }), BENCH_VISITS, null)));
}
const pgEngine = here ? await startPgEngine() : null;
if (pgEngine) {
  try {
    console.log(
      `\nPostgreSQL, ${PG_VISITS.toLocaleString('en-US')} visits (${pgEngine.label}; median of 30 runs after 20 warm-ups)\n`,
    );
    all.push(...(await benchEngine('PostgreSQL', pgEngine.config, PG_VISITS, pgEngine.url)));
  } finally {
    pgEngine.stop();
  }
}

if (all.length)
  printGrid(
    ['', 'engine', 'visits', 'direct SQL', 'REST', 'GraphQL', 'GraphQL/SQL', 'target', 'REST calls by GraphQL'],
    all.map((r) => [
      r.name,
      r.engine,
      r.visits.toLocaleString('en-US'),
      formatTiming(r.sql),
      formatTiming(r.rest),
      formatTiming(r.graphql),
      `${(r.graphql.median / r.sql.median).toFixed(2)}×`,
      verdict(r),
      String(r.restCalls),
    ]),
  );

// The login flood (issue 9): /auth/me while 20 wrong sign-ins run, on its own small data set; once, by the parent.
if (process.env.BENCH_ENGINE_CHILD !== '1') await loginFlood();
