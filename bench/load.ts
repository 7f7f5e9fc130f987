/**
 * `npm run bench`'s load part (tsx bench/load.ts): the one-process server as it ships, in a child process of its
 * own (bench/serverChild.ts: `node dist/server.js`, NODE_ENV=production; its RSS is its own), on loopback, under
 * autocannon's 50 connections for 60 s (BENCH_LOAD_SECONDS, BENCH_LOAD_CONNECTIONS) on a mix of the web's own GraphQL queries: the review page
 * (ReviewPage), the review queue (ResponsesList: 45 days, 50 rows sorted by wait colour), a roll-up page
 * (RollupPage, bench/fixtures.ts) and a dashboard (Dashboard). It prints requests/s, p50/p99, errors, timeouts,
 * non-2xx, 503s (and their p99: a refusal is quick), the answered requests alone (per second, p50, p99), GraphQL
 * errors, RSS idle and peak, on PGlite (the bench data set, bench/dataset.ts) and on
 * PostgreSQL (bench/pgServer.ts) when a server is there (BENCH_PGLITE=0 or BENCH_LOAD_PGLITE=0: PostgreSQL only). The
 * overload limits are the process's (MAX_* variables).
 * The server runs with its results cache on, as it ships (api/src/cache: dashboards' and roll-ups' data);
 * BENCH_LOAD_CACHE=0 runs it with RESULT_CACHE=0, BENCH_LOAD_CACHE=both runs each engine both ways.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request as LoadRequest } from 'autocannon';
import { loadConfig, type ApiConfig } from '../api/src/index.js';
import { BENCH_VISITS, ensureDataset } from './dataset.js';
import { PG_VISITS, startPgEngine } from './pgServer.js';
import { printGrid } from './measure.js';
import { cpuOf, memoryOf, startServerChild, type ServerChild } from './serverChild.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
/** A request slower than this counts as a timeout (autocannon's own default is 10 s). */
const TIMEOUT_SECONDS = 10;
/** Each page's runs alone, before the load. */
const ALONE_RUNS = 20;
/** The results cache in each run: on (as shipped), off, or both one after the other. */
const CACHE_RUNS = ({ '0': [false], both: [true, false] } as Record<string, boolean[]>)[
  process.env.BENCH_LOAD_CACHE ?? ''
] ?? [true];

const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};

const operations = (file: string) => readFileSync(path.join(root, 'web/src/features', file), 'utf8');
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The four pages' GraphQL bodies, as the web sends them (its .graphql documents and its variables). */
async function pageBodies(child: ServerChild, headers: Record<string, string>) {
  const { RESPONSE_FIELDS } = await import('../web/src/features/responses/model/columns.js');
  const from = day(new Date(Date.now() - 44 * 86_400_000));
  const queue = {
    query: operations('responses/graphql/responses.graphql'),
    operationName: 'ResponsesList',
    variables: {
      filters: [
        { label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date', data: [from, `${day(new Date())} 23:59:59`] },
      ],
      page: 1,
      pageSize: 50,
      sort: { path: 'waitColor', direction: 'ASC' },
      sortandcolors: { colors: true, sort: false },
      fields: [...RESPONSE_FIELDS, 'talentId'],
    },
  };
  const gql = async (body: object) => {
    const res = await fetch(`${child.url}/graphql`, { method: 'POST', headers, body: JSON.stringify(body) });
    const answer = (await res.json()) as { data?: { storeVisits?: { items: { id: number }[] } }; errors?: unknown[] };
    if (!res.ok || answer.errors?.length)
      throw new Error(`${JSON.stringify(body).slice(0, 80)}: ${res.status} ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
  // The review page opens the queue's reports: cycle through the first page's.
  const ids = (await gql(queue))!.storeVisits!.items.map((v) => v.id);
  const review = (id: number) => ({
    query: operations('review/graphql/review.graphql'),
    operationName: 'ReviewPage',
    variables: { id },
  });
  const rollup = {
    query: operations('rollups/graphql/rollups.graphql'),
    operationName: 'RollupPage',
    variables: { id: child.rollupId, page: 1, pageSize: 100 },
  };
  const dashboard = {
    query: operations('dashboards/graphql/dashboards.graphql'),
    operationName: 'Dashboard',
    variables: { id: child.dashboardId },
  };
  // Each page once to warm the caches (a first dashboard on a cold PGlite can pass the 10 s budget), then once
  // more, timed, where it must work.
  for (const body of [review(ids[0]), queue, rollup, dashboard]) await gql(body).catch(() => undefined);
  const failed: string[] = [];
  for (const body of [review(ids[0]), queue, rollup, dashboard]) {
    const t = performance.now();
    const outcome = await gql(body).then(
      () => `${(performance.now() - t).toFixed(0)} ms`,
      (e: Error) => `failed, left out of the load: ${e.message.slice(0, 200)}`,
    );
    if (outcome.startsWith('failed')) failed.push(body.operationName);
    console.log(`  ${body.operationName} alone: ${outcome}`);
  }
  if (failed.includes('ReviewPage') || failed.includes('ResponsesList'))
    throw new Error(`${failed.join(', ')} failed.`);
  /**
   * Each page that works ALONE_RUNS times in a row (after the idle RSS is read, as before these runs): its median
   * time and the server's CPU per request, which bounds the load's requests/s once its event loop is always busy.
   */
  const cpuPerRequest = async () => {
    for (const body of [review(ids[0]), queue, rollup, dashboard]) {
      if (failed.includes(body.operationName)) continue;
      const times: number[] = [];
      const cpuBefore = cpuOf(child.process.pid!);
      for (let i = 0; i < ALONE_RUNS; i++) {
        const t = performance.now();
        await gql(body);
        times.push(performance.now() - t);
      }
      const cpu = (cpuOf(child.process.pid!) - cpuBefore) / ALONE_RUNS;
      console.log(
        `  ${body.operationName}, ${ALONE_RUNS} in a row: median ${percentile(times, 50).toFixed(0)} ms, server CPU ${cpu.toFixed(1)} ms a request`,
      );
    }
  };
  return { queue, review, ids, rollup, dashboard, failed, cpuPerRequest };
}

interface LoadResult {
  engine: string;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  busy: number;
  graphqlErrors: number;
  /** The answered requests alone (not the 503s): per second, p50, p99 in ms. */
  served: { perSecond: number; p50: number; p99: number };
  /** How quick the 503s were (p99, ms). */
  refusedP99: number;
  idleMb: number;
  peakMb: number;
}

async function load(engine: string, config: ApiConfig, cache: boolean): Promise<LoadResult> {
  // Only the server's error lines are shown: the overload guard's refusals (warnings) are counted by autocannon.
  const child = await startServerChild(config, {
    fixtures: true,
    // e.g. BENCH_LOAD_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof': where the server's time goes under load.
    nodeArgs: process.env.BENCH_LOAD_NODE_ARGS?.split(' ').filter(Boolean),
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'error', RESULT_CACHE: cache ? '1' : '0' },
  });
  try {
    const login = await fetch(`${child.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
    });
    // As the browser asks: its answers compressed (what a 766 kB dashboard answer costs the server is compressing
    // it, and the wire carries ~60 kB).
    const headers = {
      'content-type': 'application/json',
      'accept-encoding': process.env.BENCH_LOAD_ENCODING ?? 'gzip, deflate, br',
      authorization: `Bearer ${login.headers.get('x-access-token')}`,
    };
    const pages = await pageBodies(child, headers);
    const idle = memoryOf(child.process.pid!);
    await pages.cpuPerRequest();
    let peak = idle.rss;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(child.process.pid!).rss)), 250);
    let graphqlErrors = 0;
    let next = 0;
    // Each answer's time by kind (a connection sends one request at a time: its context holds when it was sent).
    const servedMs: number[] = [];
    const refusedMs: number[] = [];
    const onResponse = (status: number, body: string, context: object) => {
      if (status === 200 && body.includes('"errors"') && ++graphqlErrors <= 3)
        console.log(`  a GraphQL error: ${body.slice(0, 400)}`);
      const sent = Reflect.get(context, 'sentAt');
      if (typeof sent !== 'number') return;
      (status === 503 ? refusedMs : servedMs).push(performance.now() - sent);
    };
    const post = (body: () => object) => ({
      method: 'POST' as const,
      path: '/graphql',
      headers,
      setupRequest: (req: LoadRequest, context: object) => {
        Reflect.set(context, 'sentAt', performance.now());
        return { ...req, body: JSON.stringify(body()) };
      },
      onResponse,
    });
    console.log(
      `${engine}: ${CONNECTIONS} connections for ${SECONDS} s on ${child.url} (server pid ${child.process.pid})…`,
    );
    const result = await autocannon({
      url: child.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: TIMEOUT_SECONDS,
      requests: [
        post(() => pages.review(pages.ids[next++ % pages.ids.length])),
        post(() => pages.queue),
        ...(pages.failed.includes('RollupPage') ? [] : [post(() => pages.rollup)]),
        ...(pages.failed.includes('Dashboard') ? [] : [post(() => pages.dashboard)]),
      ],
    });
    clearInterval(sampler);
    const end = memoryOf(child.process.pid!);
    const codes = result.statusCodeStats ?? {};
    return {
      engine: pages.failed.length ? `${engine} (without ${pages.failed.join(', ')})` : engine,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      busy: Number(codes['503']?.count ?? 0),
      graphqlErrors,
      served: { perSecond: servedMs.length / SECONDS, p50: percentile(servedMs, 50), p99: percentile(servedMs, 99) },
      refusedP99: percentile(refusedMs, 99),
      idleMb: idle.rss,
      peakMb: Math.max(peak, end.peak),
    };
  } finally {
    await child.stop();
  }
}

async function main() {
  const engines: { name: string; config: ApiConfig; stop?: () => void }[] = [];
  // BENCH_PGLITE=0 skips PGlite here as in run.ts and volume.ts (BENCH_LOAD_PGLITE=0 for this part alone).
  if (process.env.BENCH_PGLITE !== '0' && process.env.BENCH_LOAD_PGLITE !== '0') {
    const dir = await ensureDataset();
    engines.push({
      name: `PGlite, ${BENCH_VISITS.toLocaleString('en-US')} visits`,
      config: loadConfig({}, { dataDir: dir, databaseUrl: null }),
    });
  }
  const pg = await startPgEngine();
  if (pg)
    engines.push({
      name: `PostgreSQL, ${PG_VISITS.toLocaleString('en-US')} visits`,
      config: pg.config,
      stop: pg.stop,
    });
  const results: LoadResult[] = [];
  try {
    for (const e of engines)
      for (const cache of CACHE_RUNS)
        results.push(await load(`${e.name}, cache ${cache ? 'on' : 'off'}`, e.config, cache));
  } finally {
    for (const e of engines) e.stop?.();
  }
  console.log(
    `\nLoad: ${CONNECTIONS} connections for ${SECONDS} s, a mix of review page, review queue, roll-up page and dashboard (GraphQL, one-process server in a child process)\n`,
  );
  printGrid(
    [
      'engine',
      'req/s',
      'p50',
      'p99',
      'max',
      'requests',
      'errors',
      'timeouts',
      'non-2xx',
      '503',
      '503 p99',
      'served/s',
      'served p50',
      'served p99',
      'GraphQL errors',
      'RSS idle',
      'RSS peak',
    ],
    results.map((r) => [
      r.engine,
      r.rps.toFixed(1),
      `${r.p50} ms`,
      `${r.p99} ms`,
      `${r.max} ms`,
      String(r.requests),
      String(r.errors),
      String(r.timeouts),
      String(r.non2xx),
      String(r.busy),
      `${r.refusedP99.toFixed(0)} ms`,
      r.served.perSecond.toFixed(1),
      `${r.served.p50.toFixed(0)} ms`,
      `${r.served.p99.toFixed(0)} ms`,
      String(r.graphqlErrors),
      `${r.idleMb.toFixed(0)} MB`,
      `${r.peakMb.toFixed(0)} MB`,
    ]),
  );
  console.log(
    '\nTargets: PostgreSQL ≥ 100 req/s with p99 ≤ 1 s; PGlite p99 ≤ 2 s or quick 503s; 0 errors and timeouts; RSS ≤ 600 MB under load, ≤ 300 MB idle.',
  );
}

await main();
