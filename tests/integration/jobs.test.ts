/**
 * The job queue (api/src/jobs, docs/DECISIONS.md "Jobs"), on the engine the suite runs on (PGlite, and the
 * PostgreSQL server under `npm run test:pg`): a job runs to done with progress a user can watch and a
 * signed download; a running job is cancelled; a job cut by a restart (lease expired, worker gone) is
 * resumed or failed, never left running; a graceful stop hands jobs back; the retention sweep deletes
 * finished jobs and their files; only the owner sees a job (404 for anyone else).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobsConfig, type JobsConfig } from '../../api/src/config.js';
import { jobs, users } from '../../api/src/db/schema.js';
import { storedPath } from '../../api/src/document/fileStore.js';
import { filesDir } from '../../api/src/index.js';
import { STOPPED_MESSAGE } from '../../api/src/jobs/messages.js';
import { JobFailure, JobRegistry, type JobRow } from '../../api/src/jobs/registry.js';
import { enqueueJob, jobOwnerOf, type JobOwner } from '../../api/src/jobs/store.js';
import { JobWorker, sweepFinishedJobs } from '../../api/src/jobs/worker.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import { presentJob } from '../../api/src/jobs/router.js';

type Presented = ReturnType<typeof presentJob>;

let api: TestApi;
let admin: ApiClient;
let reviewer: ApiClient;
let client: ApiClient;
let adminOwner: JobOwner;
let clientOwner: JobOwner;

const fast: JobsConfig = {
  ...jobsConfig({}),
  leaseSeconds: 5,
  heartbeatSeconds: 0.1,
  pollSeconds: 0.1,
  stopTimeoutSeconds: 1,
  concurrency: 1,
};

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Which worker ran which job, each time one ran it. */
const runs = new Map<number, string[]>();
/** Jobs whose run saw its AbortSignal fire. */
const sawAbort = new Set<number>();

const counting = z.object({ n: z.number().int(), stepMs: z.number().int() });
const registry = new JobRegistry()
  .register({
    name: 'test.count',
    params: counting,
    resumable: true,
    async run({ job, params, progress, signal, writeResult }) {
      runs.set(job.id, [...(runs.get(job.id) ?? []), String(job.leaseOwner)]);
      for (let i = 0; i < params.n; i++) {
        await sleep(params.stepMs, signal);
        await progress(i + 1, params.n, `Row ${i + 1} of ${params.n}`);
      }
      await writeResult('Count report.txt', Buffer.from(`counted ${params.n} for job ${job.id}\n`));
      return { message: `Counted ${params.n} rows.` };
    },
  })
  .register({
    name: 'test.lastBeat',
    params: z.object({}),
    resumable: false,
    /** Reports its only step between two heartbeats, so that the timer's beat carries it, then ends while it flies. */
    async run({ progress, signal }) {
      await sleep(20, signal);
      await progress(1, 1, 'Row 1 of 1');
      await sleep(fast.heartbeatSeconds * 1000 + 30, signal);
      return { message: 'Counted 1 row.' };
    },
  })
  .register({
    name: 'test.once',
    params: counting,
    resumable: false,
    async run({ params, signal }) {
      await sleep(params.stepMs * params.n, signal);
    },
  })
  .register({
    name: 'test.hang',
    params: z.object({}),
    resumable: false,
    /** Starts writing its file, reports 1 of 10, then waits until it is told to stop. */
    async run({ job, progress, signal, resultFile }) {
      const { path } = await resultFile('partial.bin');
      await import('node:fs/promises').then((fs) => fs.writeFile(path, 'half'));
      await progress(1, 10, 'Started');
      await new Promise<void>((_resolve, reject) =>
        signal.addEventListener('abort', () => {
          sawAbort.add(job.id);
          reject(signal.reason);
        }),
      );
    },
  })
  .register({
    name: 'test.fail',
    params: z.object({ friendly: z.boolean() }),
    resumable: true,
    async run({ params }) {
      if (params.friendly)
        throw new JobFailure('No visits match the filters of this export: change them and export again.');
      throw new Error('socket hang up at /internal/path.ts:12');
    },
  });

const workers: JobWorker[] = [];
function worker(opts: { id?: string; exclusive?: boolean; config?: Partial<JobsConfig> } = {}): JobWorker {
  const w = new JobWorker({
    db: api.database.db,
    registry,
    filesDir: filesDir(api.config),
    config: { ...fast, ...opts.config },
    exclusive: opts.exclusive ?? false,
    id: opts.id,
    log: () => undefined,
  });
  workers.push(w);
  return w;
}

async function row(id: number): Promise<JobRow | undefined> {
  return (await api.database.db.select().from(jobs).where(eq(jobs.id, id)))[0];
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}.`);
    await sleep(25);
  }
}

const terminal = (id: number) =>
  until(`job ${id} to end`, async () => {
    const r = await row(id);
    return r && ['done', 'failed', 'cancelled'].includes(r.state) ? r : null;
  });

const get = (as: ApiClient, id: number) => as<Presented>('GET', `/api/v2/job/id/${id}`);

beforeAll(async () => {
  api = await startTestApi({ visits: 40 });
  admin = await api.as('admin@example.com');
  reviewer = await api.as('reviewer@example.com');
  client = await api.as('client@example.com');
  const byEmail = async (email: string) =>
    (await api.database.db.select().from(users).where(eq(users.email, email)))[0];
  const a = await byEmail('admin@example.com');
  const c = await byEmail('client@example.com');
  adminOwner = { userId: a.id, clientId: null, projectId: null };
  // As a request of the client user would queue it (a client user's tenancy is always their own client).
  clientOwner = jobOwnerOf({
    user: {
      id: c.id,
      email: c.email,
      name: c.name,
      roleId: c.roleId,
      roleName: 'Client',
      clientId: c.clientId,
      isClient: true,
    },
    tenancy: { clientId: c.clientId, projectId: null },
  });
  expect(clientOwner).toEqual({ userId: c.id, clientId: c.clientId, projectId: null });
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(async () => {
  await api?.close();
});

describe('a job runs to done', () => {
  it('reports progress the owner can watch, then a signed address of its file', async () => {
    const job = await enqueueJob(api.database.db, {
      kind: 'test.count',
      params: { n: 6, stepMs: 150 },
      owner: adminOwner,
    });
    const queued = await get(admin, job.id);
    expect(queued.status).toBe(200);
    expect(queued.body.data).toMatchObject({ state: 'queued', progress: { done: 0, total: null }, url: null });

    await worker().start();
    const seen: Presented[] = [];
    const done = await until('the job to be done over REST', async () => {
      const r = await get(admin, job.id);
      seen.push(r.body.data!);
      return r.body.data!.state === 'done' ? r.body.data! : null;
    });
    const midway = seen.filter((s) => s.state === 'running' && s.progress.done > 0 && s.progress.done < 6);
    expect(midway.length).toBeGreaterThan(0);
    expect(midway[0].progress.total).toBe(6);
    expect(midway[0].message).toBe(`Row ${midway[0].progress.done} of 6`);
    expect(done).toMatchObject({ progress: { done: 6, total: 6 }, message: 'Counted 6 rows.', attempts: 1 });
    expect(done.fileName).toBe('Count report.txt');
    expect(done.url).toMatch(/^\/files\/jobs\/.+\?exp=\d+&sig=/);
    expect(Date.parse(done.expiresAt!) - Date.parse(done.finishedAt!)).toBe(api.config.jobs.retentionHours * 3600_000);

    const download = await fetch(api.url + done.url);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(`counted 6 for job ${job.id}\n`);
    // The address is the permission: without its signature the file is refused.
    expect((await fetch(api.url + done.url!.split('?')[0])).status).toBe(401);
  });

  it('ends with its last progress even when a beat carrying it is still in flight as the job ends', async () => {
    // The heartbeat that carries this job's progress is held back 0.4 s before it reads the row (a statement
    // trigger, so it locks nothing while it waits); the job ends meanwhile. Were the ending written first, it would
    // release the lease, the late beat would miss, and the done job would show 0 of 1 (on a server, where the
    // two writes run on two connections; the embedded database runs them one after the other).
    const db = api.database.db;
    await db.execute(sql`
      create or replace function test_slow_beat() returns trigger language plpgsql as $$
      begin
        if current_query() like '%set%"progress_done" = %'
          and exists (select 1 from jobs where kind = 'test.lastBeat' and state = 'running' and progress_done = 0) then
          perform pg_sleep(0.4);
        end if;
        return null;
      end $$`);
    await db.execute(
      sql`create trigger test_slow_beat before update on jobs for each statement execute function test_slow_beat()`,
    );
    try {
      const job = await enqueueJob(db, { kind: 'test.lastBeat', params: {}, owner: adminOwner });
      await worker().start();
      const done = await until('the job to end', async () => {
        const r = (await get(admin, job.id)).body.data!;
        return r.state === 'running' || r.state === 'queued' ? null : r;
      });
      expect(done).toMatchObject({ state: 'done', progress: { done: 1, total: 1 }, message: 'Counted 1 row.' });
    } finally {
      await db.execute(sql`drop trigger test_slow_beat on jobs`);
      await db.execute(sql`drop function test_slow_beat()`);
    }
  });

  it('fails with the kind’s own sentence, or a generic one that leaks nothing', async () => {
    await worker().start();
    const friendly = await enqueueJob(api.database.db, {
      kind: 'test.fail',
      params: { friendly: true },
      owner: adminOwner,
    });
    const internal = await enqueueJob(api.database.db, {
      kind: 'test.fail',
      params: { friendly: false },
      owner: adminOwner,
    });
    const unknown = await enqueueJob(api.database.db, { kind: 'test.retired', params: {}, owner: adminOwner });
    const bad = await enqueueJob(api.database.db, { kind: 'test.count', params: { n: 'many' }, owner: adminOwner });
    expect((await terminal(friendly.id)).error).toBe(
      'No visits match the filters of this export: change them and export again.',
    );
    const generic = await terminal(internal.id);
    expect(generic.state).toBe('failed');
    expect(generic.error).toMatch(/^Something went wrong on the server while running this job/);
    expect(generic.error).not.toMatch(/socket|internal/);
    expect((await terminal(unknown.id)).error).toMatch(/does not know how to run a job of kind 'test.retired'/);
    expect((await terminal(bad.id)).state).toBe('failed');
    expect((await get(admin, internal.id)).body.data).toMatchObject({ state: 'failed', message: generic.error });
  });
});

describe('cancel', () => {
  it('stops a running job: its signal fires, it ends cancelled and its partial file is removed', async () => {
    await worker().start();
    const job = await enqueueJob(api.database.db, { kind: 'test.hang', params: {}, owner: adminOwner });
    const running = await until('the job to report progress', async () => {
      const r = await get(admin, job.id);
      return r.body.data!.state === 'running' && r.body.data!.progress.done === 1 ? r.body.data! : null;
    });
    expect(running).toMatchObject({ progress: { done: 1, total: 10 }, message: 'Started' });
    const partial = (await row(job.id))!.resultKey!;
    expect(existsSync(storedPath(filesDir(api.config), partial))).toBe(true);

    const asked = await admin<Presented>('POST', `/api/v2/job/id/${job.id}/cancel`);
    expect(asked.status).toBe(202);
    expect(asked.body.data).toMatchObject({ state: 'running', cancelRequested: true });
    const ended = await terminal(job.id);
    expect(ended.state).toBe('cancelled');
    expect(sawAbort.has(job.id)).toBe(true);
    expect(ended.resultKey).toBeNull();
    expect(existsSync(storedPath(filesDir(api.config), partial))).toBe(false);
    expect((await get(admin, job.id)).body.data).toMatchObject({ state: 'cancelled', url: null });
    // Cancelling again answers the job as it is; a finished job has nothing to cancel.
    expect((await admin('POST', `/api/v2/job/id/${job.id}/cancel`)).status).toBe(200);
  });

  it('cancels a queued job at once, and refuses to cancel a finished one', async () => {
    const later = await enqueueJob(api.database.db, {
      kind: 'test.count',
      params: { n: 1, stepMs: 1 },
      owner: adminOwner,
      runAfter: new Date(Date.now() + 3600_000),
    });
    const cancelled = await admin<Presented>('POST', `/api/v2/job/id/${later.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', message: 'Cancelled before it started.' });

    await worker().start();
    const quick = await enqueueJob(api.database.db, {
      kind: 'test.count',
      params: { n: 1, stepMs: 1 },
      owner: adminOwner,
    });
    expect((await terminal(quick.id)).state).toBe('done');
    const refused = await admin('POST', `/api/v2/job/id/${quick.id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/already finished/);
  });
});

/** A job left running by a worker that is gone: its lease ran out `agoSeconds` ago (negative: still live). */
async function orphan(kind: string, opts: { attempts?: number; agoSeconds?: number; cancel?: boolean } = {}) {
  const job = await enqueueJob(api.database.db, {
    kind,
    params: { n: 2, stepMs: 10 },
    owner: adminOwner,
    runAfter: new Date(Date.now() + 3600_000),
  });
  const [r] = await api.database.db
    .update(jobs)
    .set({
      state: 'running',
      leaseOwner: 'a-worker-that-died',
      leaseExpiresAt: sql`now() - make_interval(secs => ${opts.agoSeconds ?? 30})`,
      attempts: opts.attempts ?? 1,
      startedAt: sql`now() - interval '1 minute'`,
      progressDone: 1,
      progressTotal: 2,
      cancelRequested: opts.cancel ?? false,
      runAfter: sql`now()`,
    })
    .where(eq(jobs.id, job.id))
    .returning();
  return r;
}

describe('a job interrupted by a restart', () => {
  it('is resumed when its kind may run again, and runs to done', async () => {
    const job = await orphan('test.count');
    const w = worker();
    expect(await w.recoverLapsed(false)).toBeGreaterThanOrEqual(1);
    const requeued = (await row(job.id))!;
    expect(requeued).toMatchObject({ state: 'queued', leaseOwner: null });
    expect(requeued.message).toMatch(/queued again and will start over \(run 2 of 3 at most\)/);
    await w.start();
    expect(await terminal(job.id)).toMatchObject({ state: 'done', attempts: 2, progressDone: 2 });
    expect(runs.get(job.id)).toEqual([w.id]);
  });

  it('fails with a message a person can act on when it cannot resume, or has no attempts left', async () => {
    const once = await orphan('test.once');
    const spent = await orphan('test.count', { attempts: 3 });
    const retired = await orphan('test.gone');
    const cancelled = await orphan('test.count', { cancel: true });
    await worker().start();
    expect(await terminal(once.id)).toMatchObject({
      state: 'failed',
      error:
        'The server stopped while this job was running, and this kind of job cannot resume safely. Please start it again.',
    });
    expect((await terminal(spent.id)).error).toMatch(/3 times in all, so it was not started again/);
    expect((await terminal(retired.id)).error).toMatch(/no longer knows jobs of kind 'test.gone'/);
    expect((await terminal(cancelled.id)).state).toBe('cancelled');
    expect((await get(admin, once.id)).body.data).toMatchObject({
      state: 'failed',
      message: once.error ?? expect.any(String),
    });
  });

  it('is left alone while its lease is live on PostgreSQL, and taken over at once by the embedded server', async () => {
    const live = await orphan('test.count', { agoSeconds: -60 });
    const shared = worker();
    await shared.start();
    await sleep(300);
    expect((await row(live.id))!.state).toBe('running');
    await shared.stop();
    // PGlite: the process holds the data folder's lock, so a running job at start was cut by the last stop.
    await worker({ exclusive: true }).start();
    expect(await terminal(live.id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('a graceful stop hands a resumable job back to the queue and fails one that cannot resume', async () => {
    const w = worker({ config: { stopTimeoutSeconds: 0.3 } });
    await w.start();
    const long = await enqueueJob(api.database.db, {
      kind: 'test.count',
      params: { n: 100, stepMs: 100 },
      owner: adminOwner,
    });
    await until('the job to run', async () => (await row(long.id))?.state === 'running');
    await w.stop();
    expect(await row(long.id)).toMatchObject({ state: 'queued', attempts: 0, message: STOPPED_MESSAGE.resumed });

    const w2 = worker({ config: { stopTimeoutSeconds: 0.3 } });
    const once = await enqueueJob(api.database.db, {
      kind: 'test.once',
      params: { n: 100, stepMs: 100 },
      owner: adminOwner,
    });
    await api.database.db.update(jobs).set({ state: 'cancelled' }).where(eq(jobs.id, long.id));
    await w2.start();
    await until('the job to run', async () => (await row(once.id))?.state === 'running');
    await w2.stop();
    expect(await row(once.id)).toMatchObject({ state: 'failed', error: STOPPED_MESSAGE.failed });
  });
});

describe('retention', () => {
  it('deletes finished jobs and their files after the retention period, and keeps newer ones', async () => {
    await worker().start();
    const old = await enqueueJob(api.database.db, {
      kind: 'test.count',
      params: { n: 1, stepMs: 1 },
      owner: adminOwner,
    });
    const recent = await enqueueJob(api.database.db, {
      kind: 'test.count',
      params: { n: 1, stepMs: 1 },
      owner: adminOwner,
    });
    const oldKey = (await terminal(old.id)).resultKey!;
    const recentKey = (await terminal(recent.id)).resultKey!;
    const file = storedPath(filesDir(api.config), oldKey);
    expect(await readFile(file, 'utf8')).toMatch(/^counted 1/);
    await api.database.db
      .update(jobs)
      .set({ finishedAt: sql`now() - make_interval(hours => 25)` })
      .where(eq(jobs.id, old.id));

    expect(await sweepFinishedJobs(api.database.db, filesDir(api.config), 24)).toBeGreaterThanOrEqual(1);
    expect(await row(old.id)).toBeUndefined();
    expect(existsSync(file)).toBe(false);
    expect(existsSync(storedPath(filesDir(api.config), recentKey))).toBe(true);
    expect(await row(recent.id)).toBeDefined();
    expect((await get(admin, old.id)).status).toBe(404);
  });
});

describe('only the owner sees a job', () => {
  it('answers 404 to other users, staff included, for reading and cancelling', async () => {
    const mine = await enqueueJob(api.database.db, {
      kind: 'test.count',
      params: { n: 1, stepMs: 1 },
      owner: adminOwner,
      runAfter: new Date(Date.now() + 3600_000),
    });
    for (const other of [reviewer, client]) {
      const read = await get(other, mine.id);
      expect(read.status).toBe(404);
      expect(read.body.message).toMatch(/is not yours/);
      expect((await other('POST', `/api/v2/job/id/${mine.id}/cancel`)).status).toBe(404);
    }
    expect((await row(mine.id))!.state).toBe('queued');
    expect((await get(admin, 2_000_000_000)).status).toBe(404);
    expect((await admin('GET', '/api/v2/job/id/abc')).status).toBe(400);
  });

  it('a client user sees their job only while it belongs to their client', async () => {
    const theirs = await enqueueJob(api.database.db, {
      kind: 'test.count',
      params: { n: 1, stepMs: 1 },
      owner: clientOwner,
      runAfter: new Date(Date.now() + 3600_000),
    });
    expect((await get(client, theirs.id)).status).toBe(200);
    expect((await get(admin, theirs.id)).status).toBe(404);
    await api.database.db.update(jobs).set({ tenancyClientId: null }).where(eq(jobs.id, theirs.id));
    expect((await get(client, theirs.id)).status).toBe(404);
  });
});

describe('two workers', () => {
  it('never take the same job: concurrent claims each get a different job or none', async () => {
    const { claimNext } = await import('../../api/src/jobs/store.js');
    const ids = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (await enqueueJob(api.database.db, { kind: 'test.count', params: { n: 1, stepMs: 1 }, owner: adminOwner })).id,
      );
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) => claimNext(api.database.db, `racer-${i}`, 30)),
    );
    const got = claims.filter((c): c is JobRow => c !== null).map((c) => c.id);
    expect(got.sort((a, b) => a - b)).toEqual(ids);
    await api.database.db.update(jobs).set({ state: 'cancelled', leaseOwner: null }).where(inArray(jobs.id, ids));
  });

  it('run a batch of jobs between them, each exactly once', async () => {
    const a = worker({ id: 'worker-a', config: { concurrency: 2 } });
    const b = worker({ id: 'worker-b', config: { concurrency: 2 } });
    const batch: number[] = [];
    for (let i = 0; i < 16; i++)
      batch.push(
        (await enqueueJob(api.database.db, { kind: 'test.count', params: { n: 2, stepMs: 20 }, owner: adminOwner })).id,
      );
    await Promise.all([a.start(), b.start()]);
    for (const id of batch) expect((await terminal(id)).state).toBe('done');
    for (const id of batch) expect(runs.get(id)).toHaveLength(1);
    const byWorker = batch.map((id) => runs.get(id)![0]);
    expect(new Set(byWorker)).toEqual(new Set(['worker-a', 'worker-b']));
  });
});
