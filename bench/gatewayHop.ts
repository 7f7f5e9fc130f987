/**
 * The fixed cost of the gateway hop and of a REST call (issue 14), for the two pages where it shows most: the
 * form list (SQL ~1.5 ms) and the responses list (45 days, 50 newest). Each page three ways — direct SQL, REST,
 * GraphQL — as bench/run.ts measures them, with the REST calls the GraphQL query made; once per way the
 * one-process server's gateway reaches its api (HOP_TRANSPORTS: in-process,socket by default), one server after
 * the other in the same run, so the two are compared in the same minute. Then, with HOP_POSTGRAPHILE=1 on
 * PostgreSQL, bench/postgraphile.ts's table (the list page beside PostGraphile) for the in-process server.
 * Run: npx tsx bench/gatewayHop.ts   (PostgreSQL, 1,000,000 visits; BENCH_PG=0: PGlite, 100,000, one transport
 * a run: HOP_TRANSPORTS=in-process, then socket)
 * HOP_RUNS (100 by default): timed runs of each way, after HOP_WARMUPS (30) warm-ups; HOP_PAGES ('form list',
 * 'responses list') and HOP_WAYS (sql, rest, graphql) narrow it, e.g. for a CPU profile (node --cpu-prof --import tsx).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { loadConfig, type ApiConfig } from '../api/src/index.js';
import { listForms } from '../api/src/form/store.js';
import { filterConditions } from '../api/src/storeVisit/filters/conditions.js';
import { listVisits, listVisitsQueries, type ListOptions } from '../api/src/storeVisit/lists/store.js';
import { rows } from '../api/src/db/client.js';
import { startServer, type ApiTransport } from '../server.js';
import { ensureDataset } from './dataset.js';
import { BENCH_STAFF, formatTiming, printGrid, signIn, summarize, type Timing } from './measure.js';

/** Wall time (median, p95) and this process's CPU per run (user + system, ms): the CPU depends less on the load. */
type Cost = Timing & { cpu: number };
/**
 * The runs of one way on each server, alternated in ROUNDS blocks (so a burst of load falls on all of them alike),
 * after WARMUPS runs each (the JIT settles).
 */
async function costs(fns: (() => Promise<unknown>)[]): Promise<Cost[]> {
  for (const fn of fns) for (let i = 0; i < WARMUPS; i++) await fn();
  const times: number[][] = fns.map(() => []);
  const cpu = fns.map(() => 0);
  const block = Math.max(1, Math.round(RUNS / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, fn] of fns.entries()) {
      const before = process.cpuUsage();
      for (let r = 0; r < block; r++) {
        const started = performance.now();
        await fn();
        times[i].push(performance.now() - started);
      }
      const used = process.cpuUsage(before);
      cpu[i] += (used.user + used.system) / 1000;
    }
  }
  return times.map((t, i) => ({ ...summarize(t), cpu: cpu[i] / t.length }));
}
const fmt = (c: Cost) => `${formatTiming(c)} cpu ${c.cpu.toFixed(2)}`;
import { startPgEngine } from './pgServer.js';
import { postgraphileTable } from './postgraphile.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';

process.env.LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'silent';
const RUNS = Number(process.env.HOP_RUNS ?? 100);
const ROUNDS = 5;
const PAGES = process.env.HOP_PAGES?.split(',');
const WAYS = (process.env.HOP_WAYS ?? 'sql,rest,graphql').split(',');
const NONE = { median: 0, p95: 0, cpu: 0 };
const WARMUPS = Number(process.env.HOP_WARMUPS ?? 30);
const transports = (process.env.HOP_TRANSPORTS ?? 'in-process,socket').split(',') as ApiTransport[];

const staff = BENCH_STAFF;
const day = (d: Date) => d.toISOString().slice(0, 10);
const from = day(new Date(Date.now() - 44 * 86_400_000));
const to = `${day(new Date())} 23:59:59`;
const filters = [{ label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date', data: [from, to] }];
const newestPage = (now: Date): ListOptions => ({
  conditions: filterConditions(staff, filters, { target: 'list', now }),
  sort: null,
  colorSort: false,
  colors: true,
  expandMultiDay: false,
  page: 1,
  pageSize: 50,
  now,
});
const responses = readFileSync(path.resolve('web/src/features/responses/graphql/responses.graphql'), 'utf8');
const load = () => os.loadavg()[0].toFixed(2);

interface Line {
  transport: string;
  page: string;
  sql: Cost;
  rest: Cost;
  graphql: Cost;
  restCalls: number;
  load: string;
}

type Way = () => Promise<unknown>;
interface Contender {
  transport: ApiTransport;
  stop: () => Promise<void>;
  base: string;
  headers: Record<string, string>;
  /** Per page: its direct SQL, REST and GraphQL runs. */
  pages: [string, Way, Way, Way][];
  restCalls: () => number;
}

async function contender(config: ApiConfig, transport: ApiTransport): Promise<Contender> {
  const running = await startServer({ port: 0, config, seed: false, quiet: true, apiTransport: transport });
  const base = running.url.replace('localhost', '127.0.0.1');
  const db = running.database.db;
  const caller = await signIn(base);
  const { headers, rest } = caller;
  const graphql = (query: string, variables: Record<string, unknown> = {}, operationName?: string) =>
    caller.graphql(query, variables, operationName);
  return {
    transport,
    stop: () => running.stop(),
    base,
    headers,
    restCalls: () => caller.lastRestCalls(),
    pages: [
      [
        'form list',
        () => listForms(db, staff, null),
        () => rest('GET', '/api/v2/form'),
        () => graphql('{ forms { id canonicalKey title timestamp authorEmail editorEmail status } }'),
      ],
      [
        'responses list',
        () => listVisits(db, staff, newestPage(new Date())),
        () => rest('POST', '/api/v2/storeVisit/userStoreVisits', { filters, pageSize: 50 }),
        () => graphql(responses, { filters, page: 1, pageSize: 50 }, 'ResponsesList'),
      ],
    ],
  };
}

async function benchEngine(engine: string, config: ApiConfig, databaseUrl: string | null) {
  // PGlite's data folder opens in one database at a time: one server, so one transport a run.
  if (!databaseUrl && transports.length > 1)
    throw new Error('PGlite holds one server at a time: run with HOP_TRANSPORTS=in-process, then =socket.');
  const contenders: Contender[] = [];
  for (const transport of transports) contenders.push(await contender(config, transport));
  try {
    const lines: Line[] = [];
    for (const [p, [page]] of contenders[0].pages.entries()) {
      if (PAGES && !PAGES.includes(page)) continue;
      // HOP_WAYS (sql,rest,graphql by default): the ways timed; one left out reads 0.
      const way = async (w: number, name: string) =>
        WAYS.includes(name) ? costs(contenders.map((c) => c.pages[p][w] as Way)) : contenders.map(() => NONE);
      const [sqls, rests, graphqls] = [await way(1, 'sql'), await way(2, 'rest'), await way(3, 'graphql')];
      for (const [i, c] of contenders.entries()) {
        const line = {
          transport: c.transport,
          page,
          sql: sqls[i],
          rest: rests[i],
          graphql: graphqls[i],
          restCalls: c.restCalls(),
          load: load(),
        };
        console.log(
          `${c.transport} · ${page}: SQL ${fmt(line.sql)}, REST ${fmt(line.rest)}, GraphQL ${fmt(line.graphql)}, ${line.restCalls} REST call(s), load ${line.load}`,
        );
        lines.push(line);
      }
    }
    printGrid(
      [
        '',
        'gateway → api',
        'direct SQL',
        'REST',
        'GraphQL',
        'GraphQL − SQL',
        'CPU ms: SQL/REST/GraphQL',
        'REST calls',
        'load',
      ],
      lines.map((l) => [
        `${engine} · ${l.page}`,
        l.transport,
        formatTiming(l.sql),
        formatTiming(l.rest),
        formatTiming(l.graphql),
        `${(l.graphql.median - l.sql.median).toFixed(1)} ms`,
        [l.sql, l.rest, l.graphql].map((c) => c.cpu.toFixed(2)).join(' / '),
        String(l.restCalls),
        l.load,
      ]),
    );
    if (databaseUrl && process.env.HOP_POSTGRAPHILE === '1') {
      // The list page beside PostGraphile, for the first server alone (the others are stopped first).
      for (const c of contenders.slice(1)) await c.stop();
      const [first] = contenders.splice(0, contenders.length);
      contenders.push(first);
      const db = (await import('../api/src/db/client.js')).openDatabase;
      const database = await db({ databaseUrl });
      const [{ total }] = await rows<{ total: number }>(
        database.db,
        listVisitsQueries(staff, newestPage(new Date())).count,
      );
      await database.close();
      const pgQuery = `query ($filters: [FilterParameterInput!]!) { storeVisits(filters: $filters, page: 1, pageSize: 50) {
        total items { id eventId expectedCheckinTime lastSubmissionDate reviewState status clientName projectName
          talentName talentType mcid } } }`;
      console.log(`${first.transport}: load before the PostGraphile table ${load()}`);
      await postgraphileTable(databaseUrl, {
        sql: listVisitsQueries(staff, newestPage(new Date())).one,
        graphqlUrl: `${first.base}/graphql`,
        headers: first.headers,
        query: pgQuery,
        variables: { filters },
        from: `${from}T00:00:00Z`,
        to: new Date(Date.parse(`${to.slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString(),
        total,
      });
      console.log(`load after ${load()}`);
    }
  } finally {
    for (const c of contenders) await c.stop();
  }
}

if (process.env.BENCH_PG === '0') {
  const dir = await ensureDataset();
  await benchEngine('PGlite', loadConfig({}, { dataDir: dir, databaseUrl: null }), null);
} else {
  const pg = await startPgEngine();
  if (pg) {
    try {
      const database = await import('../api/src/db/client.js').then((m) => m.openDatabase({ databaseUrl: pg.url }));
      await database.db.execute(sql`VACUUM ANALYZE store_visits`);
      await database.close();
      await benchEngine('PostgreSQL', pg.config, pg.url);
    } finally {
      pg.stop();
    }
  }
}
