/**
 * Issue 16: the database and job series of /metrics on the engine under test (PGlite, or PostgreSQL under
 * test:pg): the pool gauges where there is a pool, the queue depth counted at each scrape, and failures counted
 * as the queue records them (a job failed by its worker, and one failed when its lapsed lease is taken over).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, claimNext, finishJob, takeOverLapsed } from '../../api/src/jobs/store.js';
import { createMetrics, observeDatabase, observeJobs } from '../../api/src/observability/metrics.js';
import { freshDatabase, type TestDatabase } from '../../api/src/testing/harness.js';
import { buildUser } from '../../api/src/testing/factories.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
}, 120_000);
afterAll(async () => {
  await database?.drop();
});

const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
};

describe('database and job metrics', () => {
  it('shows the engine, the pool on PostgreSQL, the queue by state and the failures', async () => {
    const { registry } = createMetrics();
    observeDatabase(registry, database);
    const stop = observeJobs(registry, database.db);
    try {
      const owner = { userId: (await buildUser(database.db)).id, clientId: null, projectId: null };
      const before = await registry.metrics();
      expect(value(before, `db_info{engine="${database.kind}"}`)).toBe(1);
      if (database.kind === 'postgres') {
        expect(value(before, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
        expect(value(before, 'db_pool_connections{state="waiting"}')).toBe(0);
      } else {
        expect(before).not.toContain('db_pool_connections');
      }
      const queuedBefore = value(before, 'job_queue_depth{state="queued"}') ?? 0;

      for (let i = 0; i < 3; i++) await enqueueJob(database.db, { kind: 'metricsTest', params: {}, owner });
      const first = await claimNext(database.db, 'worker-a', 60);
      await finishJob(database.db, first!.id, 'worker-a', { state: 'failed', error: 'broken on purpose' });
      const second = await claimNext(database.db, 'worker-a', 60);
      await takeOverLapsed(database.db, second!, { state: 'failed', error: 'its worker died' });
      await claimNext(database.db, 'worker-a', 60);

      const after = await registry.metrics();
      expect(value(after, 'job_queue_depth{state="queued"}')).toBe(queuedBefore);
      expect(value(after, 'job_queue_depth{state="running"}')).toBe(1);
      expect(value(after, 'job_queue_depth{state="failed"}')).toBe(2);
      expect(value(after, 'job_failures_total{kind="metricsTest"}')).toBe(2);
    } finally {
      stop();
    }
  });
});
