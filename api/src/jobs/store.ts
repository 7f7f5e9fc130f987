/**
 * The job queue's SQL, the same on PostgreSQL and PGlite (docs/DECISIONS.md "Jobs"). A worker claims a
 * queued job with one UPDATE over `FOR UPDATE SKIP LOCKED`, so two workers never take the same row; it
 * holds the job by a lease it renews with each heartbeat, and every later write of the job checks it still
 * holds the lease, so a worker that lost it (it stalled past the lease, another worker took the job over)
 * writes nothing. Times come from the database's clock (now()), never from a worker's.
 */
import { EventEmitter } from 'node:events';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Session } from '../auth/session.js';
import type { Queryable } from '../db/client.js';
import { jobs } from '../db/schema.js';
import type { JobRow } from './registry.js';

/** Who queues a job: the user and the tenancy of the request. */
export interface JobOwner {
  userId: number;
  clientId: number | null;
  projectId: number | null;
}

/** The owner of a job queued by a request: the caller, and for a client user always their own client. */
export function jobOwnerOf(session: Session): JobOwner {
  return {
    userId: session.user.id,
    clientId: session.user.isClient ? session.user.clientId : session.tenancy.clientId,
    projectId: session.tenancy.projectId,
  };
}

/** Jobs queued in this process wake this process's idle workers at once (others poll). */
export const jobsQueued = new EventEmitter();
/** 'failed' (kind) each time this process records a job failed: the job_failures_total metric (observability/metrics.ts). */
export const jobFailures = new EventEmitter();

const seconds = (s: number) => sql`now() + make_interval(secs => ${s})`;

export async function enqueueJob(
  db: Queryable,
  job: { kind: string; params: unknown; owner: JobOwner; maxAttempts?: number; runAfter?: Date },
): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      params: job.params ?? {},
      ownerUserId: job.owner.userId,
      tenancyClientId: job.owner.clientId,
      tenancyProjectId: job.owner.projectId,
      maxAttempts: job.maxAttempts ?? 3,
      ...(job.runAfter ? { runAfter: job.runAfter } : {}),
    })
    .returning();
  jobsQueued.emit('queued', row.id);
  return row;
}

/**
 * The job `id` if `viewer` may see it: only the user who queued it, and for a client user only while it
 * belongs to their client (a user moved to another client loses the old client's files). Else null.
 */
export async function findOwnJob(
  db: Queryable,
  id: number,
  viewer: { userId: number; isClient: boolean; clientId: number | null },
): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.id, id),
        eq(jobs.ownerUserId, viewer.userId),
        viewer.isClient ? eq(jobs.tenancyClientId, viewer.clientId ?? -1) : undefined,
      ),
    );
  return row ?? null;
}

/** A queued job is cancelled at once; a running one is asked to stop (its worker sees it at its next heartbeat). */
export async function requestCancel(db: Queryable, id: number): Promise<JobRow | null> {
  const [cancelled] = await db
    .update(jobs)
    .set({ state: 'cancelled', finishedAt: sql`now()`, message: 'Cancelled before it started.' })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'queued')))
    .returning();
  if (cancelled) return cancelled;
  const [asked] = await db
    .update(jobs)
    .set({ cancelRequested: true, message: 'Stopping…' })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'running')))
    .returning();
  return asked ?? null;
}

/** Takes the oldest queued job that is due, for `worker`, with a fresh lease; null when none waits. */
export async function claimNext(db: Queryable, worker: string, leaseSeconds: number): Promise<JobRow | null> {
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.state, 'queued'), sql`${jobs.runAfter} <= now()`))
    .orderBy(jobs.runAfter, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      state: 'running',
      leaseOwner: worker,
      leaseExpiresAt: seconds(leaseSeconds),
      attempts: sql`${jobs.attempts} + 1`,
      startedAt: sql`now()`,
      progressDone: 0,
      progressTotal: null,
      error: null,
    })
    // `= (scalar subquery)` runs the subquery once (an InitPlan). `in (subquery)` may run it again for each
    // row it scans, and SKIP LOCKED then skips the row this statement just claimed and claims the next too.
    .where(and(eq(jobs.id, sql`(${next})`), eq(jobs.state, 'queued')))
    .returning();
  return row ?? null;
}

const held = (id: number, worker: string) =>
  and(eq(jobs.id, id), eq(jobs.leaseOwner, worker), eq(jobs.state, 'running'));

/**
 * Renews the lease and writes the progress; answers whether the owner asked to cancel, or 'lost' when this
 * worker no longer holds the job.
 */
export async function heartbeat(
  db: Queryable,
  id: number,
  worker: string,
  leaseSeconds: number,
  progress: { done: number; total: number | null; message: string | null } | null,
): Promise<'run' | 'cancel' | 'lost'> {
  const [row] = await db
    .update(jobs)
    .set({
      leaseExpiresAt: seconds(leaseSeconds),
      ...(progress
        ? {
            progressDone: progress.done,
            progressTotal: progress.total,
            ...(progress.message !== null ? { message: progress.message } : {}),
          }
        : {}),
    })
    .where(held(id, worker))
    .returning({ cancelRequested: jobs.cancelRequested });
  if (!row) return 'lost';
  return row.cancelRequested ? 'cancel' : 'run';
}

/** Records the key of the result file before it is written. False when the worker lost the job. */
export async function recordResultKey(
  db: Queryable,
  id: number,
  worker: string,
  key: string,
  name: string,
): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({ resultKey: key, resultName: name })
    .where(held(id, worker))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

export type Ending =
  | { state: 'done'; message: string | null }
  | { state: 'failed'; error: string }
  | { state: 'cancelled' }
  /** Handed back by a worker that stops: queued again (resumable) with this message. */
  | { state: 'queued'; message: string };

/** Ends (or hands back) the job this worker holds; null when it no longer held it (nothing is written). */
export async function finishJob(db: Queryable, id: number, worker: string, ending: Ending): Promise<JobRow | null> {
  const release = { leaseOwner: null, leaseExpiresAt: null };
  const set =
    ending.state === 'done'
      ? { state: 'done' as const, message: ending.message, finishedAt: sql`now()` }
      : ending.state === 'failed'
        ? { state: 'failed' as const, error: ending.error, resultKey: null, finishedAt: sql`now()` }
        : ending.state === 'cancelled'
          ? { state: 'cancelled' as const, message: 'Cancelled.', resultKey: null, finishedAt: sql`now()` }
          : // A clean stop is not the job's fault: the attempt it used is given back.
            {
              state: 'queued' as const,
              message: ending.message,
              resultKey: null,
              attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
            };
  const [row] = await db
    .update(jobs)
    .set({ ...release, ...set })
    .where(held(id, worker))
    .returning();
  if (row?.state === 'failed') jobFailures.emit('failed', row.kind);
  return row ?? null;
}

/** Running jobs whose lease has expired (their worker died or stalled), or every running job when `all`. */
export async function lapsedJobs(db: Queryable, all: boolean, limit = 100): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.state, 'running'), all ? undefined : lt(jobs.leaseExpiresAt, sql`now()`)))
    .orderBy(jobs.id)
    .limit(limit);
}

/**
 * Takes over a lapsed job from the worker that held it (`lastOwner`, still holding it by the stored lease):
 * queued again with `message`, or failed with `error`. Null when someone else took it over first.
 */
export async function takeOverLapsed(
  db: Queryable,
  job: JobRow,
  outcome: { state: 'queued'; message: string } | { state: 'failed'; error: string } | { state: 'cancelled' },
): Promise<JobRow | null> {
  const set =
    outcome.state === 'queued'
      ? { state: 'queued' as const, message: outcome.message, resultKey: null }
      : outcome.state === 'failed'
        ? { state: 'failed' as const, error: outcome.error, resultKey: null, finishedAt: sql`now()` }
        : { state: 'cancelled' as const, message: 'Cancelled.', resultKey: null, finishedAt: sql`now()` };
  const sameLease = job.leaseOwner === null ? sql`${jobs.leaseOwner} is null` : eq(jobs.leaseOwner, job.leaseOwner);
  const [row] = await db
    .update(jobs)
    .set({ ...set, leaseOwner: null, leaseExpiresAt: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running'), sameLease, eq(jobs.attempts, job.attempts)))
    .returning();
  if (row?.state === 'failed') jobFailures.emit('failed', row.kind);
  return row ?? null;
}

/** Finished jobs older than `retentionHours` (by when they finished), with their result files. */
export async function expiredJobs(db: Queryable, retentionHours: number, limit = 500): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(
      and(
        inArray(jobs.state, ['done', 'failed', 'cancelled']),
        isNotNull(jobs.finishedAt),
        lt(jobs.finishedAt, sql`now() - make_interval(secs => ${retentionHours * 3600})`),
      ),
    )
    .orderBy(jobs.id)
    .limit(limit);
}

export async function deleteJobs(db: Queryable, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return (await db.delete(jobs).where(inArray(jobs.id, ids)).returning({ id: jobs.id })).length;
}
