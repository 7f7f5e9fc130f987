/** Timing helpers for the benchmarks: warm-ups, then the median and p95 of repeated runs; EXPLAIN printing. */
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../api/src/db/client.js';
import type { Session } from '../api/src/auth/session.js';

export interface Timing {
  median: number;
  p95: number;
}

export interface Row {
  name: string;
  sql: Timing;
  rest: Timing;
  /** null when the GraphQL schema cannot ask this yet (the row says so). */
  graphql: Timing | null;
  restCalls: number;
}

/**
 * The median and p95 of `runs` calls after `warmups` calls. The server under test has just started: its first calls
 * of a page run cold code (V8 compiles a function hot only after many calls; a page's first dozen GraphQL requests
 * took 2-3x their steady time), so a page is timed as a server that has been serving it answers it.
 */
export async function measure(fn: () => Promise<unknown>, runs = 30, warmups = 20): Promise<Timing> {
  for (let i = 0; i < warmups; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)],
    p95: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)],
  };
}

/** A timing, or why a way failed (its message, cut short). */
export type Outcome = Timing | { failed: string };

/**
 * The ways of one request timed in turn within each run (SQL, REST, GraphQL, SQL, …), so the load of a shared
 * machine, which comes and goes over minutes, weighs on each alike; a way that fails is left out of later runs.
 * Timing each way's runs in one block instead let a busy minute land on one way only (the list pages' GraphQL was
 * timed a minute after their SQL floor).
 */
export async function interleaved(fns: (() => Promise<unknown>)[], runs = 30, warmups = 20): Promise<Outcome[]> {
  const failed: (string | null)[] = fns.map(() => null);
  const times: number[][] = fns.map(() => []);
  for (let i = 0; i < warmups + runs; i++) {
    for (const [k, fn] of fns.entries()) {
      if (failed[k] !== null) continue;
      const started = performance.now();
      try {
        await fn();
      } catch (e) {
        failed[k] = (e instanceof Error ? e.message : String(e)).slice(0, 90);
        continue;
      }
      if (i >= warmups) times[k].push(performance.now() - started);
    }
  }
  return fns.map((_, k) => (failed[k] !== null ? { failed: failed[k] } : summarize(times[k])));
}

const ms = (t: Timing) => `${t.median.toFixed(1)} ms (p95 ${t.p95.toFixed(1)})`;

export function printTable(rows: Row[]) {
  const header = ['', 'direct SQL', 'REST', 'GraphQL', 'REST/SQL', 'GraphQL/REST', 'REST calls by GraphQL'];
  const lines = rows.map((r) => [
    r.name,
    ms(r.sql),
    ms(r.rest),
    r.graphql ? ms(r.graphql) : 'n/a',
    `${(r.rest.median / r.sql.median).toFixed(2)}×`,
    r.graphql ? `${(r.graphql.median / r.rest.median).toFixed(2)}×` : 'n/a',
    r.graphql ? String(r.restCalls) : 'n/a',
  ]);
  printGrid(header, lines);
}

/** The median and p95 of times already taken (ms). */
export function summarize(times: readonly number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    p95: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)],
  };
}

export const formatTiming = ms;

/** A table in the benchmarks' style: padded columns under a ruled header. */
export function printGrid(header: readonly string[], lines: readonly (readonly string[])[]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
  console.log('');
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a statement, printed whole with the indexes its plan reads (or that it reads
 * none): the bench shows where each page's SQL time goes.
 */
export async function explain(db: Db, label: string, statement: SQL): Promise<void> {
  const plan = await rows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
  // Long id and uuid lists (a page's = ANY('{…}')) shortened to their first item, so a plan stays readable.
  const lines = plan.map((p) => p['QUERY PLAN'].replace(/'\{([^}]{0,80}?),[^}]{40,}\}'/g, "'{$1,…}'"));
  const indexes = [
    ...new Set(
      lines.flatMap((l) =>
        [...l.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g)].map(
          (m) => m[1],
        ),
      ),
    ),
  ];
  const seqScans = [...new Set(lines.flatMap((l) => [...l.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1])))];
  console.log(`EXPLAIN (ANALYZE, BUFFERS) · ${label}:`);
  for (const line of lines) console.log(`  ${line}`);
  console.log(`  → indexes: ${indexes.join(', ') || 'none'}; sequential scans: ${seqScans.join(', ') || 'none'}\n`);
}

/** The bench's staff session (the demo administrator), for the direct-SQL floors that take a Session. */
export const BENCH_STAFF: Session = {
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

/**
 * A fetch that retries once on a network error (undici's TypeError): a keep-alive socket the server closed after
 * an idle spell, e.g. while the in-process SQL floor ran. Every call the benches make this way is a read.
 */
export async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    return fetch(url, init);
  }
}

/** A signed-in bench caller of a server at `base`: its headers, REST and GraphQL calls. */
export interface BenchCaller {
  headers: Record<string, string>;
  /** A REST call; its `data`. */
  rest<T = unknown>(method: string, url: string, body?: unknown): Promise<T>;
  /** A GraphQL operation; its `data`. Throws on any GraphQL error. */
  graphql(query: string, variables?: Record<string, unknown>, operationName?: string): Promise<unknown>;
  /** The REST calls the last GraphQL operation made (its `extensions.restCalls`). */
  lastRestCalls(): number;
  /** REST calls made through `rest` since the count was last reset (resetRestCount). */
  restCount(): number;
  resetRestCount(): void;
}

/** Signs in as the demo administrator (or `email`) at `base`. */
export async function signIn(base: string, email = 'admin@example.com'): Promise<BenchCaller> {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  const token = login.headers.get('x-access-token');
  if (!login.ok || !token) throw new Error(`Sign-in as ${email} at ${base}: ${login.status}`);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  let lastRestCalls = 0;
  let restCount = 0;
  return {
    headers,
    async rest<T>(method: string, url: string, body?: unknown): Promise<T> {
      restCount++;
      const res = await fetchOnce(base + url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
      return ((await res.json()) as { data: T }).data;
    },
    async graphql(query: string, variables: Record<string, unknown> = {}, operationName?: string) {
      const res = await fetchOnce(`${base}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables, operationName }),
      });
      const answer = (await res.json()) as {
        data?: unknown;
        errors?: { message: string }[];
        extensions?: { restCalls?: number };
      };
      if (answer.errors?.length) throw new Error(`GraphQL ${operationName ?? ''}: ${answer.errors[0].message}`);
      lastRestCalls = answer.extensions?.restCalls ?? NaN;
      return answer.data;
    },
    lastRestCalls: () => lastRestCalls,
    restCount: () => restCount,
    resetRestCount: () => {
      restCount = 0;
    },
  };
}
