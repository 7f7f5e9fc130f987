/**
 * PostGraphile 4 beside us (issue 14), on the bench's PostgreSQL database: the same 45-day page of 50 visits,
 * newest first, with its total (count and page), three ways — the raw SQL of our list (the api's own statement,
 * the page with its total, on a pool of 20 connections), PostGraphile (library mode, postgraphile(pgPool, schemas, …) on
 * a server of its own in a child process, postgraphileServer.mjs: one SQL statement per query) and our GraphQL (gateway → REST →
 * SQL). Each: the median latency of sequential requests, then the throughput of 20 connections for a bounded
 * time (autocannon in a child process, so the load generator does not share the server's event loop).
 * PostGraphile is installed for the bench only (a devDependency), never shipped.
 * Its query: a set-returning SQL function of a schema of its own (postgraphile_bench.visits_between, the same
 * conditions as our list: not deleted, Visit Date within the 45 days), @sortable so it orders by id.
 */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { formatTiming, measure, printGrid, type Timing } from './measure.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10);

export interface Contender {
  /** The api's statement of the page: its rows with their total (listVisitsQueries(…).one). */
  sql: SQL;
  /** Our GraphQL endpoint, its headers and the query of the same page. */
  graphqlUrl: string;
  headers: Record<string, string>;
  query: string;
  variables: Record<string, unknown>;
  /** The 45 days, as the list's Visit Date filter reads them. */
  from: string;
  to: string;
  /** The page's total by our count statement: PostGraphile's totalCount must be the same. */
  total: number;
}

const FUNCTION_SQL = `CREATE SCHEMA IF NOT EXISTS postgraphile_bench;
CREATE OR REPLACE FUNCTION postgraphile_bench.visits_between(from_time timestamptz, to_time timestamptz)
  RETURNS SETOF public.store_visits LANGUAGE sql STABLE AS $$
  SELECT * FROM public.store_visits WHERE status <> 0 AND expected_checkin_time >= from_time
    AND expected_checkin_time < to_time $$;
COMMENT ON FUNCTION postgraphile_bench.visits_between(timestamptz, timestamptz) IS E'@sortable';`;

const PG_QUERY = `query Page($from: Datetime!, $to: Datetime!) {
  visitsBetween(fromTime: $from, toTime: $to, first: 50, orderBy: ID_DESC) {
    totalCount
    nodes { id eventId expectedCheckinTime lastSubmissionDate reviewState status
      clientByClientId { name } projectByProjectId { name } talentByTalentId { name talentType mcid } }
  }
}`;

interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * autocannon in a child process: 20 connections for SECONDS, POSTing one GraphQL body. Asynchronous: our server
 * runs in this process, and a synchronous wait would stall it.
 */
async function cannon(url: string, headers: Record<string, string>, body: string): Promise<Throughput> {
  const args = ['-c', String(CONNECTIONS), '-d', String(SECONDS), '-m', 'POST', '-j', '-b', body];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  const { stdout: out } = await promisify(execFile)(path.join(root, 'node_modules/.bin/autocannon'), [...args, url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const r = JSON.parse(out) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

/** The raw SQL on a pool of 20: 20 loops for SECONDS, each request the page with its total. */
async function sqlThroughput(run: () => Promise<unknown>): Promise<Throughput> {
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))];
  return { rps: times.length / SECONDS, p50: at(0.5), p99: at(0.99), errors: 0 };
}

async function post(url: string, headers: Record<string, string>, body: string): Promise<unknown> {
  const res = await fetch(url, { method: 'POST', headers, body });
  const json = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
  if (!res.ok || json.errors?.length) throw new Error(`${url}: ${res.status} ${json.errors?.[0]?.message ?? ''}`);
  return json.data;
}

/** Runs the three side by side and prints the table; answers whether ours is at least as fast on both counts. */
export async function postgraphileTable(databaseUrl: string, c: Contender): Promise<boolean> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  await pool.query(FUNCTION_SQL);
  const dialect = new PgDialect();
  const one = dialect.sqlToQuery(c.sql);
  const rawSql = async () => {
    const list = await pool.query(one.sql, one.params);
    if (list.rows.length !== 50 || !list.rows[0].total) throw new Error('The raw SQL page is not 50 rows.');
  };
  const child = spawn(process.execPath, [path.join(root, 'bench', 'postgraphileServer.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, POOL_SIZE: String(CONNECTIONS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim())));
    child.once('exit', (code) => reject(new Error(`PostGraphile exited (${code}).`)));
  });
  const pgUrl = `http://127.0.0.1:${port}/graphql`;
  const pgHeaders = { 'content-type': 'application/json' };
  const pgBody = JSON.stringify({ query: PG_QUERY, variables: { from: c.from, to: c.to } });
  const ourBody = JSON.stringify({ query: c.query, variables: c.variables });
  try {
    const check = (await post(pgUrl, pgHeaders, pgBody)) as { visitsBetween: { totalCount: number; nodes: unknown[] } };
    const ours = (await post(c.graphqlUrl, c.headers, ourBody)) as { storeVisits: { total: number } };
    const totals = [check.visitsBetween.totalCount, ours.storeVisits.total, c.total];
    if (check.visitsBetween.nodes.length !== 50 || new Set(totals).size !== 1)
      throw new Error(`The totals of PostGraphile, our GraphQL and our SQL differ: ${totals.join(', ')}.`);
    const latency: [string, Timing][] = [
      ['raw SQL (the page with its total, our statement)', await measure(rawSql, 30, 20)],
      ['PostGraphile 4', await measure(() => post(pgUrl, pgHeaders, pgBody), 30, 20)],
      ['our GraphQL (gateway → REST → SQL)', await measure(() => post(c.graphqlUrl, c.headers, ourBody), 30, 20)],
    ];
    const load: Throughput[] = [
      await sqlThroughput(rawSql),
      await cannon(pgUrl, pgHeaders, pgBody),
      await cannon(c.graphqlUrl, c.headers, ourBody),
    ];
    console.log(
      `The same 45-day page of 50 visits (count + page, newest first), PostgreSQL: latency of one request at a time, then ${CONNECTIONS} connections for ${SECONDS} s`,
    );
    printGrid(
      ['', 'latency (median of 30)', 'requests/s', 'p50 under load', 'p99 under load', 'errors'],
      latency.map(([name, t], i) => [
        name,
        formatTiming(t),
        load[i].rps.toFixed(0),
        `${load[i].p50.toFixed(1)} ms`,
        `${load[i].p99.toFixed(1)} ms`,
        String(load[i].errors),
      ]),
    );
    const ahead = latency[2][1].median <= latency[1][1].median && load[2].rps >= load[1].rps;
    console.log(
      ahead
        ? 'Ours is at least as fast as PostGraphile on latency and throughput.\n'
        : 'Ours is BEHIND PostGraphile on latency or throughput.\n',
    );
    return ahead;
  } finally {
    child.kill('SIGTERM');
    await pool.end();
  }
}
