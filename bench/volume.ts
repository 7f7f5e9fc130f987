/**
 * `npm run bench:volume` (and a step of `npm run bench`): the roll-up page and the dashboard (issues 11 and 12), on
 * embedded PGlite (100,000 visits) and on a PostgreSQL server (1,000,000, bench/pgServer.ts), each three ways:
 * - roll-up page: 5,000 visits × 20 questions (bench/fixtures.ts), three rows. The Done-when's roll-up page is the
 *   first: the web's RollupPage query (web/src/features/rollups/graphql/rollups.graphql) as the page first asks it,
 *   100 rows newest first with their cells and documents; then the same page sorted by a number question's answer;
 *   then the whole roll-up (5,000 rows with their answer values) in one query. Direct SQL: the api's own statements
 *   (api/src/savedRollup/visits.ts: the page's ids with the count, their rows, their answers, their documents).
 *   REST: the calls the gateway makes (the roll-up, and its page with its answers and documents in one call).
 *   EXPLAIN (ANALYZE, BUFFERS) of each statement follows.
 * - dashboard: 12 widgets of all nine types. Direct SQL: the api's widget data SQL (api/src/dashboard/data) run
 *   in-process. REST: the dashboard, its widgets, POST /savedWidget/data, POST /document/uuids of the slides.
 *   GraphQL: the web's Dashboard query (dashboards.graphql). The target is GraphQL ≤ 1.5× the SQL floor; the
 *   same dashboard again for the demo's client user (its photo and video widgets decide on the review marks before
 *   the page: the other path of api/src/dashboard/data/media.ts); the second table says where a staff dashboard
 *   request's time goes.
 * REST and GraphQL run with the results cache off (RESULT_CACHE=0 unless set): see below.
 * Last, the Excel export with embedded photos (bench/xlsxPhotos.ts) in a child process of its own (so its peak RSS
 * is its own), with BENCH_XLSX_PHOTOS photos: 4,000 by default, the spec's limit (59 s, 180 MiB on this 2-core
 * machine; the whole of bench:volume about 6 minutes). BENCH_XLSX_PHOTOS=1000 for a quicker run (11 s),
 * BENCH_XLSX_PHOTOS=0 skips it; BENCH_PG=0 skips the PostgreSQL server, BENCH_PGLITE=0 PGlite (with both on, each
 * engine's half runs in a process of its own, enginesApart.ts), BENCH_ROLLUP_RUNS=0
 * the roll-up, BENCH_DASHBOARD=0 the dashboard.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { loadConfig, type ApiConfig } from '../api/src/index.js';
import { rows } from '../api/src/db/client.js';
import { savedRollups, users } from '../api/src/db/schema.js';
import { presentUser, resolveTenancy, type Session } from '../api/src/auth/session.js';
import { keysOf } from '../api/src/savedRollup/presenter.js';
import type { VisitsBody } from '../api/src/savedRollup/schema.js';
import { rollupsWhere } from '../api/src/savedRollup/store.js';
import { rollupPageIds, rollupPageQueries, rollupRowsSql } from '../api/src/savedRollup/visits.js';
import { listedColumnsSql } from '../api/src/storeVisit/lists/store.js';
import { restFieldsFor } from '../gateway/src/domains/storeVisit/fields.js';
import { serverUnderTest } from './serverChild.js';
import { eachWidgetFloor, explainWidgets, widgetDataFloor } from './widgetFloor.js';
import { visibleWidgets } from '../api/src/dashboard/store.js';
import { BENCH_VISITS, ensureDataset } from './dataset.js';
import { ensureDashboard, ensureRollup, ROLLUP_VISITS } from './fixtures.js';
import {
  BENCH_STAFF,
  explain,
  formatTiming,
  interleaved,
  measure,
  printGrid,
  signIn,
  type BenchCaller,
  type Outcome,
} from './measure.js';
import { PG_VISITS, startPgEngine } from './pgServer.js';
import { runEnginesApart, runsEnginesHere } from './enginesApart.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROLLUP_RUNS = Number(process.env.BENCH_ROLLUP_RUNS ?? 5);
const DASHBOARD_RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 5);
/**
 * Rounds before the timed ones (bench/measure.ts says why): the roll-up page's GraphQL request took 40-70 ms in its
 * rounds 10-15 and settled at ~32 ms from round 20 on; a whole roll-up round takes seconds, so 2 there. The roll-up
 * pages are timed over more rounds (PAGE_RUNS) than the whole roll-up (ROLLUP_RUNS).
 */
const WARMUPS = Number(process.env.BENCH_VOLUME_WARMUPS ?? 25);
const WHOLE_WARMUPS = 2;
/** A dashboard round is ~0.5 s on PostgreSQL and ~2 s on PGlite (its SQL), so fewer there. */
const DASHBOARD_WARMUPS = 10;
const PAGE_RUNS = ROLLUP_RUNS > 0 ? Number(process.env.BENCH_ROLLUP_PAGE_RUNS ?? 15) : 0;
const XLSX_PHOTOS = Number(process.env.BENCH_XLSX_PHOTOS ?? 4000);
/** A page size the roll-up page offers (25, 50, 100, 250): with 20 columns, 250 is over the gateway cost limit (209,569). */
const WEB_PAGE_SIZE = 100;
/** The whole roll-up in one query: the page's row fields with the answer values instead of cells. */
const BENCH_OPERATIONS = `query RollupWhole($id: Int!, $pageSize: Int!) {
  rollupPage(id: $id, page: 1, pageSize: $pageSize) {
    total page pageSize
    rollup { id title description status created tenancyClientId questionCanonicalKeys }
    columns { canonicalKey title type }
    rows {
      reviewState greyed values
      visit { id formId expectedCheckinTime clientName projectName retailer doorNumber doorLocation city state talentName }
    }
  }
}`;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const staff = BENCH_STAFF;
/** The demo's client user (api/src/db/seed/organisation.ts), of the bench dashboard's client. */
const BENCH_CLIENT_EMAIL = 'client@example.com';

/** A timing, or why the calls failed (the gateway's 10 s limit, its cost limit). */
async function attempt(fn: () => Promise<unknown>, runs: number, warmups: number): Promise<Outcome> {
  try {
    return await measure(fn, runs, warmups);
  } catch (e) {
    return { failed: (e instanceof Error ? e.message : String(e)).slice(0, 90) };
  }
}
const show = (o: Outcome) => ('failed' in o ? `failed: ${o.failed}` : formatTiming(o));
const ratio = (a: Outcome, b: Outcome) =>
  'failed' in a || 'failed' in b ? 'n/a' : `${(a.median / b.median).toFixed(2)}×`;

interface Measured {
  engine: string;
  name: string;
  sql: Outcome;
  rest: Outcome;
  graphql: Outcome;
  restCalls: number;
  restCallsByRest: number;
}

/** Each row as soon as it is measured (a long run shows its numbers before the tables). */
function progress(r: Measured): Measured {
  console.log(
    `${r.engine} · ${r.name}: SQL ${show(r.sql)}, REST ${show(r.rest)}, GraphQL ${show(r.graphql)}, GraphQL/SQL ${ratio(r.graphql, r.sql)}, REST calls ${r.restCallsByRest} / ${r.restCalls}`,
  );
  return r;
}

interface DashboardParts {
  engine: string;
  parts: [string, Outcome][];
  widgets: [string, number][];
}

/** One engine: the app in-process on it, the fixtures, the roll-up and dashboard rows and the dashboard's parts. */
async function benchEngine(
  engine: string,
  config: ApiConfig,
): Promise<{ rows: Measured[]; parts: DashboardParts | null }> {
  const server = await serverUnderTest(config);
  try {
    const { db, base } = server;
    const rollupId = await ensureRollup(db);
    const dashboardId = await ensureDashboard(db);
    const caller = await signIn(base);
    const rest = caller.rest;
    const lastRestCalls = () => caller.lastRestCalls();
    /** An operation of a web .graphql file (as the page sends it), or of this file's own (file null). */
    const graphql = (file: string | null, operationName: string, variables: Record<string, unknown>) =>
      caller.graphql(file ? readFileSync(path.join(root, file), 'utf8') : BENCH_OPERATIONS, variables, operationName);
    const counted = async (fn: () => Promise<unknown>) => {
      caller.resetRestCount();
      await fn();
      return caller.restCount();
    };

    // The roll-up page: the api's own statements (api/src/savedRollup/visits.ts), ids first.
    const [rollup] = await rollupsWhere(db, sql`${savedRollups.id} = ${rollupId}`);
    const keys = keysOf(rollup);
    type Sort = VisitsBody['sort'];
    const pageQueries = (pageSize: number, sort: Sort) =>
      rollupPageQueries(db, staff, rollup, { page: 1, pageSize, sort, omitIds: [] });
    const answersSql = (ids: number[]) =>
      sql`SELECT * FROM answers WHERE store_visit_id = ANY(${`{${ids.join(',')}}`}::int[])
        AND question_canonical_key = ANY(${`{${keys.join(',')}}`}::text[]) ORDER BY store_visit_id, id`;
    const documentsSql = (uuids: string[]) =>
      sql`SELECT * FROM documents WHERE uuid = ANY(${`{${uuids.join(',')}}`}::uuid[]) AND status <> 0`;
    const uuidsOf = (values: (string | null)[]) => values.filter((v): v is string => !!v && uuidPattern.test(v));
    /** The row fields the web's RollupVisitFields fragment selects, as the gateway asks them. */
    const webFields = restFieldsFor([
      'id',
      'formId',
      'expectedCheckinTime',
      'clientName',
      'projectName',
      'retailer',
      'doorNumber',
      'doorLocation',
      'city',
      'state',
      'talentName',
    ]);
    /** The columns the api reads for them (listedColumnsSql), which the floor reads too. */
    const webColumns = webFields ? listedColumnsSql(webFields, false) : undefined;
    /**
     * One roll-up page three ways. SQL: the page's ids with the count, their rows, their answers to the roll-up's
     * questions and (withDocuments) the photo answers' documents. REST: the calls the gateway makes (the roll-up,
     * and its page with answers and documents in one call). GraphQL: gql.
     */
    const rollupPage = async (
      name: string,
      pageSize: number,
      sort: Sort,
      withDocuments: boolean,
      gql: () => Promise<unknown>,
      { runs, warmups } = { runs: PAGE_RUNS, warmups: WARMUPS },
    ) => {
      const floor = async () => {
        const { ids } = await rollupPageIds(db, await pageQueries(pageSize, sort));
        const page = await rows(db, rollupRowsSql(ids, webColumns));
        const answers = await rows<{ answer_value: string | null }>(db, answersSql(ids));
        if (page.length !== pageSize || answers.length !== pageSize * keys.length)
          throw new Error(`The roll-up page reads ${page.length} visits and ${answers.length} answers.`);
        if (withDocuments) await rows(db, documentsSql(uuidsOf(answers.map((a) => a.answer_value))));
      };
      const viaRest = async () => {
        const [, visits] = await Promise.all([
          rest('GET', `/api/v2/savedRollup/id/${rollupId}`),
          rest<{ data: { id: number }[]; answers: unknown[] }>('POST', `/api/v2/savedRollup/id/${rollupId}/visits`, {
            page: 1,
            pageSize,
            ...(sort && { sort }),
            ...(webFields && { fields: webFields }),
            include: withDocuments ? ['answers', 'documents'] : ['answers'],
          }),
        ]);
        if (visits.answers.length !== pageSize * keys.length)
          throw new Error(`The roll-up page answers ${visits.answers.length} answers.`);
      };
      const restCallsByRest = await counted(viaRest);
      const [sqlT, restT, graphqlT] = await interleaved([floor, viaRest, gql], runs, warmups);
      return progress({
        engine,
        name,
        sql: sqlT,
        rest: restT,
        graphql: graphqlT,
        restCallsByRest,
        restCalls: lastRestCalls(),
      });
    };
    const measured: Measured[] = [];
    const webPage = (sort: { path?: string; questionCanonicalKey?: string; direction: 'ASC' | 'DESC' }) => () =>
      graphql('web/src/features/rollups/graphql/rollups.graphql', 'RollupPage', {
        id: rollupId,
        page: 1,
        pageSize: WEB_PAGE_SIZE,
        sort,
      });
    // The roll-up rows and plans (BENCH_ROLLUP_RUNS=0 skips them: the dashboard measured alone).
    if (ROLLUP_RUNS > 0) {
      // The Done-when's roll-up page: the page as the web first asks it (100 rows newest first, its cells with their
      // documents; 250 rows of 20 columns are refused by the cost limit).
      measured.push(
        await rollupPage(
          `roll-up page as the web asks it: ${WEB_PAGE_SIZE} rows, cells with documents`,
          WEB_PAGE_SIZE,
          { path: 'id', direction: 'desc' },
          true,
          webPage({ path: 'id', direction: 'DESC' }),
        ),
      );
      // The same page sorted by a number question's answer (the whole filtered set's answers, one probe per visit).
      const numberKey = rollup.formQuestionCanonicalKeys.split(',')[3];
      measured.push(
        await rollupPage(
          `roll-up page sorted by a question's answer: ${WEB_PAGE_SIZE} rows, cells with documents`,
          WEB_PAGE_SIZE,
          { questionCanonicalKey: numberKey, direction: 'asc' },
          true,
          webPage({ questionCanonicalKey: numberKey, direction: 'ASC' }),
        ),
      );
      // The whole roll-up in one query: every row with its answer values (the schema's cheap way; the page's cells
      // with their documents for 5,000 rows are over the gateway's cost limit).
      measured.push(
        await rollupPage(
          `roll-up, whole: ${ROLLUP_VISITS.toLocaleString('en-US')} visits × ${keys.length} questions (values)`,
          ROLLUP_VISITS,
          null,
          false,
          () => graphql(null, 'RollupWhole', { id: rollupId, pageSize: ROLLUP_VISITS }),
          { runs: ROLLUP_RUNS, warmups: WHOLE_WARMUPS },
        ),
      );

      for (const [label, sort] of [
        ['newest first', { path: 'id', direction: 'desc' }],
        ["sorted by a number question's answer", { questionCanonicalKey: numberKey, direction: 'asc' }],
      ] as const) {
        const q = await pageQueries(WEB_PAGE_SIZE, sort);
        await explain(db, `${engine} · roll-up page of ${WEB_PAGE_SIZE}, ${label}: the ids and the count`, q.ids);
        if (!sort.path) continue;
        const ids = (await rows<{ id: number }>(db, q.ids)).map((r) => r.id);
        await explain(db, `${engine} · roll-up page: the rows of its ids`, rollupRowsSql(ids, webColumns));
        await explain(db, `${engine} · roll-up page: the answers of its ids`, answersSql(ids));
        const answers = await rows<{ answer_value: string | null }>(db, answersSql(ids));
        await explain(
          db,
          `${engine} · roll-up page: the documents of its answers`,
          documentsSql(uuidsOf(answers.map((a) => a.answer_value))),
        );
      }
    }

    // The dashboard (BENCH_DASHBOARD=0 skips it).
    if (process.env.BENCH_DASHBOARD === '0') return { rows: measured, parts: null };
    const [dashboard] = await rows<{ widget_ids: string }>(
      db,
      sql`SELECT widget_ids FROM saved_dashboards WHERE id = ${dashboardId}`,
    );
    const widgetIds = dashboard.widget_ids.split(',').map(Number);
    type Slide = { uuid: string | null; beforeUuid: string | null };
    const slideUuids = (items: { data: { slides?: Slide[] } }[]) => [
      ...new Set(items.flatMap((i) => (i.data.slides ?? []).flatMap((s) => [s.uuid, s.beforeUuid])).filter((u) => u)),
    ];
    const dashboardQuery = readFileSync(
      path.join(root, 'web/src/features/dashboards/graphql/dashboards.graphql'),
      'utf8',
    );
    /** The dashboard three ways for one caller (its session for the floor), its row, and its data and documents calls. */
    const dashboardFor = async (who: string, s: Session, by: BenchCaller) => {
      // A client user sees the dashboard's widgets of their own client but its feedback widget (spec 002 §6): the
      // bench dashboard, the demo's, also holds a video widget of another client. The floor computes those it sees.
      const visible = (await visibleWidgets(db, s, widgetIds)).length;
      const dashSql = () => widgetDataFloor(db, s, widgetIds, visible);
      const dataCall = () =>
        by.rest<{ data: { slides?: Slide[] } }[]>('POST', '/api/v2/savedWidget/data', { ids: widgetIds });
      const uuids = slideUuids(await dataCall());
      const dashRest = async () => {
        await by.rest('GET', `/api/v2/savedDashboard/id/${dashboardId}`);
        await by.rest('POST', '/api/v2/savedWidget/ids', { ids: widgetIds });
        const items = await dataCall();
        await by.rest('POST', '/api/v2/document/uuids', { uuids: slideUuids(items) });
      };
      const dashGql = () => by.graphql(dashboardQuery, { id: dashboardId }, 'Dashboard');
      const docsCall = () => by.rest('POST', '/api/v2/document/uuids', { uuids });
      by.resetRestCount();
      await dashRest();
      const restCallsByRest = by.restCount();
      const [sqlT, restT, graphqlT, dataT, docsT] = await interleaved(
        [dashSql, dashRest, dashGql, dataCall, docsCall],
        DASHBOARD_RUNS,
        DASHBOARD_WARMUPS,
      );
      const row = {
        engine,
        name: `dashboard${who}: ${visible === widgetIds.length ? `${visible} widgets of all nine types` : `the ${visible} of its ${widgetIds.length} widgets it sees`}`,
        sql: sqlT,
        rest: restT,
        graphql: graphqlT,
        restCallsByRest,
        restCalls: by.lastRestCalls(),
      };
      measured.push(progress(row));
      return { row, dataT, docsT, uuids };
    };
    const { row: dashRow, dataT, docsT, uuids } = await dashboardFor('', staff, caller);
    const parts: [string, Outcome][] = [
      ['widget data SQL, in-process (the floor)', dashRow.sql],
      [
        'GET /savedDashboard/id/{id}',
        await attempt(() => rest('GET', `/api/v2/savedDashboard/id/${dashboardId}`), 5, 1),
      ],
      ['POST /savedWidget/ids', await attempt(() => rest('POST', '/api/v2/savedWidget/ids', { ids: widgetIds }), 5, 1)],
      ['POST /savedWidget/data', dataT],
      [`POST /document/uuids (${uuids.length} slide documents)`, docsT],
      ['the four REST calls in sequence', dashRow.rest],
      ['GraphQL dashboard(id) { widgets { data } }', dashRow.graphql],
    ];
    // The same dashboard for a client user of its client (Northwind Beauty): the review marks decide which slides
    // there are before the page (blocked ones hidden), so its photo and video widgets take the other path of
    // api/src/dashboard/data/media.ts, over the bench's marks (fixtures.ts).
    const [clientRow] = await db.select().from(users).where(eq(users.email, BENCH_CLIENT_EMAIL));
    const clientUser = presentUser(clientRow, config.clientRoleId);
    await dashboardFor(
      ` as a client user (${BENCH_CLIENT_EMAIL})`,
      { user: clientUser, tenancy: resolveTenancy(clientUser, null, null) },
      await signIn(base, BENCH_CLIENT_EMAIL),
    );
    // The plan of each statement the dashboard's data runs (BENCH_EXPLAIN_WIDGETS=0 leaves them out).
    if (process.env.BENCH_EXPLAIN_WIDGETS !== '0') await explainWidgets(db, staff, widgetIds, `${engine} · dashboard`);
    return { rows: measured, parts: { engine, parts, widgets: await eachWidgetFloor(db, staff, widgetIds) } };
  } finally {
    await server.stop();
  }
}

// One log line per request is the server's default; the bench times the work, not a pretty-printer.
process.env.LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'silent';
// One request at a time is timed, not a load: the whole roll-up's parallel calls wait for a place, never a 503.
process.env.MAX_QUEUE_WAIT_MS ??= '60000';
// REST and GraphQL beside their SQL floor with the results cache off (api/src/cache): timed ten times over, a
// cached answer would be a cache hit, not the page answered from SQL. load.ts runs the server as shipped, cache on.
// RESULT_CACHE=1 times the cached path here too.
process.env.RESULT_CACHE ??= '0';
// With both engines on, each engine's half in a process of its own (enginesApart.ts); the Excel export once, here.
const here = runsEnginesHere();
if (!here && !runEnginesApart(fileURLToPath(import.meta.url), { BENCH_XLSX_PHOTOS: '0' })) process.exitCode = 1;
const engines: { name: string; visits: number; config: ApiConfig; stop?: () => void }[] =
  !here || process.env.BENCH_PGLITE === '0'
    ? []
    : [
        {
          name: 'PGlite',
          visits: BENCH_VISITS,
          config: loadConfig(
            { RESULT_CACHE: process.env.RESULT_CACHE },
            { dataDir: await ensureDataset(), databaseUrl: null },
          ),
        },
      ];
const pg = here ? await startPgEngine() : null;
if (pg) engines.push({ name: 'PostgreSQL', visits: PG_VISITS, config: pg.config, stop: pg.stop });

if (engines.length)
  console.log(
    `\nRoll-up page and dashboard on ${engines.map((e) => `${e.name} (${e.visits.toLocaleString('en-US')} visits)`).join(' and ')}; median of ${PAGE_RUNS} roll-up page runs after ${WARMUPS} warm-ups, of ${ROLLUP_RUNS} whole roll-up runs after ${WHOLE_WARMUPS}, of ${DASHBOARD_RUNS} dashboard runs after ${DASHBOARD_WARMUPS}\n`,
  );
const results: Measured[] = [];
const parts: DashboardParts[] = [];
try {
  for (const e of engines) {
    const r = await benchEngine(e.name, e.config);
    results.push(...r.rows);
    if (r.parts) parts.push(r.parts);
  }
} finally {
  for (const e of engines) e.stop?.();
}

if (results.length)
  printGrid(
    ['', 'engine', 'direct SQL', 'REST', 'GraphQL', 'GraphQL/SQL', 'GraphQL/REST', 'REST calls (REST / by GraphQL)'],
    results.map((r) => [
      r.name,
      r.engine,
      show(r.sql),
      show(r.rest),
      show(r.graphql),
      ratio(r.graphql, r.sql),
      ratio(r.graphql, r.rest),
      `${r.restCallsByRest} / ${r.restCalls}`,
    ]),
  );
if (parts.length) {
  console.log(
    "Where a dashboard request goes (each part alone; the data and document calls timed in turn with the rows above), and each widget's data SQL alone (median of 3):",
  );
  printGrid(
    ['', ...parts.map((p) => p.engine)],
    [
      ...parts[0].parts.map(([name], i) => [name, ...parts.map((p) => show(p.parts[i][1]))]),
      ...parts[0].widgets.map(([name], i) => [`  ${name}`, ...parts.map((p) => `${p.widgets[i][1].toFixed(1)} ms`)]),
    ],
  );
}
const over = results.filter(
  (r) =>
    r.name.startsWith('dashboard') &&
    ('failed' in r.graphql || 'failed' in r.sql || r.graphql.median > 1.5 * r.sql.median),
);
if (over.length)
  console.log(
    `Dashboard over its 1.5× target: ${over.map((r) => `${r.name.split(':')[0]} on ${r.engine}`).join(', ')}; see the parts above (staff).\n`,
  );

if (XLSX_PHOTOS > 0) {
  console.log(`Excel export with ${XLSX_PHOTOS.toLocaleString('en-US')} embedded photos:`);
  const run = spawnSync(
    process.execPath,
    [...process.execArgv, path.join(root, 'bench', 'xlsxPhotos.ts'), '--photos', String(XLSX_PHOTOS)],
    {
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) process.exitCode = run.status ?? 1;
}
