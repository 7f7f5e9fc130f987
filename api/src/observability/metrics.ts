/**
 * The process's Prometheus registry (prom-client): one per process, served at GET /metrics (metricsRoute.ts).
 *   http_requests_total{method,route,status}, http_request_duration_seconds{method,route}   every service
 *   graphql_operations_total, graphql_operation_duration_seconds, graphql_rest_calls        gateway (its plugin)
 *   db_info{engine}; db_pool_connections{state} (total, idle, waiting)                     PostgreSQL only
 *   job_queue_depth{state} (one SQL count at each scrape), job_failures_total{kind}        where the db is
 *   the default process metrics (CPU, memory, event loop lag, handles)
 * PGlite is one in-process connection with no pool: it shows db_info{engine="pglite"} and no pool gauges.
 * Route labels are express patterns (requestLog.ts routeOf), never raw ids, so the series stay few.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database, Db } from '../db/client.js';
import { rows, sql } from '../db/client.js';
import { jobFailures } from '../jobs/store.js';
import type { RequestSample } from './requestLog.js';

export { Registry } from 'prom-client';

export interface HttpMetrics {
  registry: Registry;
  observe(sample: RequestSample): void;
}

/** A registry with the default process metrics and the per-request ones. */
export function createMetrics(): HttpMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    registry,
    observe: ({ method, route, status, seconds }) => {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
  };
}

interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** The pg Pool under drizzle's node-postgres database (`$client`), when that is what it is. */
function poolOf(db: Db): PoolCounts | null {
  const client: unknown = '$client' in db ? db.$client : null;
  if (typeof client !== 'object' || client === null) return null;
  if (!('totalCount' in client) || !('idleCount' in client) || !('waitingCount' in client)) return null;
  const { totalCount, idleCount, waitingCount } = client;
  if (typeof totalCount !== 'number' || typeof idleCount !== 'number' || typeof waitingCount !== 'number') return null;
  return { totalCount, idleCount, waitingCount };
}

/** Database gauges: which engine, and for PostgreSQL the pool's connections read at each scrape. */
export function observeDatabase(registry: Registry, database: Database): void {
  new Gauge({
    name: 'db_info',
    help: 'The database engine of this process (1 for the one in use).',
    labelNames: ['engine'] as const,
    registers: [registry],
  }).set({ engine: database.kind }, 1);
  if (!poolOf(database.db)) return;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and callers waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = poolOf(database.db);
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;

/** Jobs by state (one grouped count per scrape) and the jobs this process saw fail. */
export function observeJobs(registry: Registry, db: Db): () => void {
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs in the queue by state, counted at each scrape.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await rows<{ state: string; n: number | string }>(
        db,
        sql`select state, count(*) as n from jobs group by state`,
      );
      for (const state of JOB_STATES) this.set({ state }, Number(counts.find((c) => c.state === state)?.n ?? 0));
    },
  });
  const failures = new Counter({
    name: 'job_failures_total',
    help: 'Jobs that ended failed (an error, no attempts left, or their worker lost), by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const onFailed = (kind: string) => failures.inc({ kind });
  jobFailures.on('failed', onFailed);
  return () => jobFailures.off('failed', onFailed);
}
