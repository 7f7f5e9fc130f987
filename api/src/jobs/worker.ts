/**
 * A job worker: claims queued jobs, runs their kind with a progress reporter, an AbortSignal and the file
 * store, renews their lease by a heartbeat, and ends them done, failed or cancelled. It also takes over the
 * jobs of workers that died (lease expired): a resumable kind is queued again, any other fails with a
 * message saying to start it again; and it sweeps finished jobs and their files after the retention period.
 *
 * Runs in the api process (server.ts, SERVICE=api) and in SERVICE=worker processes on PostgreSQL. On PGlite
 * there is one worker, in the api process: the database is in-process and its folder is locked by that
 * process (db/dataDirLock.ts), so at start every job still marked running was cut by the last stop and is
 * taken over at once (`exclusive`).
 */
import { randomUUID } from 'node:crypto';
import { rmdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { JobsConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { fileStoreOf, LocalFileStore, type FileStore } from '../document/fileStore.js';
import { failureMessage, type JobContext, type JobRegistry, type JobRow } from './registry.js';
import {
  claimNext,
  deleteJobs,
  expiredJobs,
  finishJob,
  heartbeat,
  jobsQueued,
  lapsedJobs,
  recordResultKey,
  takeOverLapsed,
  type Ending,
} from './store.js';
import { lapsedOutcome, STOPPED_MESSAGE } from './messages.js';

export interface WorkerOptions {
  db: Db;
  registry: JobRegistry;
  /** The file store results are written to (a folder path: the local store there). */
  filesDir: FileStore | string;
  config: JobsConfig;
  /** The only worker on this database (PGlite): every running job at start is an orphan of the last stop. */
  exclusive?: boolean;
  /** A name for logs and leases; unique by default. */
  id?: string;
  log?: (line: string) => void;
}

interface Running {
  job: JobRow;
  abort: AbortController;
  done: Promise<void>;
  /** Why the job was aborted, when it was. */
  reason: 'cancel' | 'stop' | 'lost' | null;
}

/**
 * Removes a result file and its folder (jobs/{id}-{uuid}/, the job's own: it may hold the other parts of a
 * split result, jobs/parts.ts); one already gone is not an error.
 */
export async function removeResult(files: FileStore | string, key: string): Promise<void> {
  const store = fileStoreOf(files);
  await store.remove(key);
  const folder = path.posix.dirname(key);
  await store.discardStaged(folder);
  if (/^jobs\/\d+-[0-9a-f-]{36}\/[^/]+$/.test(key)) await store.removeFolder(folder);
  else if (store instanceof LocalFileStore) await rmdir(store.localPath(folder)).catch(() => undefined);
}

/** Folder-safe file name for a result (what the user downloads). */
const safeName = (name: string) =>
  name
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .replace(/^[.\s]+/, '')
    .slice(0, 120) || 'file';

export class JobWorker {
  readonly id: string;
  private readonly running = new Map<number, Running>();
  private stopping = false;
  private loop: Promise<void> | null = null;
  private readonly files: FileStore;
  private wake: (() => void) | null = null;
  /** A job was queued or ended while the loop was busy: the next idle does not wait. */
  private woken = false;
  private lastMaintenance = 0;
  private readonly onQueued = () => this.poke();

  constructor(private readonly opts: WorkerOptions) {
    this.id = opts.id ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.files = fileStoreOf(opts.filesDir);
  }

  private get cfg() {
    return this.opts.config;
  }

  private log(line: string) {
    (this.opts.log ?? console.log)(`[jobs ${this.id}] ${line}`);
  }

  /** Takes over what the last stop left (exclusive) and starts claiming jobs. */
  async start(): Promise<void> {
    if (this.loop) return;
    await this.recoverLapsed(this.opts.exclusive ?? false);
    jobsQueued.on('queued', this.onQueued);
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      try {
        await this.maintain();
        while (!this.stopping && this.running.size < this.cfg.concurrency) {
          const job = await claimNext(this.opts.db, this.id, this.cfg.leaseSeconds);
          if (!job) break;
          this.begin(job);
        }
      } catch (error) {
        this.log(`could not claim or maintain jobs: ${(error as Error).message}`);
      }
      await this.idle(this.cfg.pollSeconds * 1000);
    }
  }

  private poke() {
    this.woken = true;
    this.wake?.();
  }

  /** Waits `ms`, or less when a job is queued in this process, one ends, or the worker stops. */
  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.woken || this.stopping) {
        this.woken = false;
        return resolve();
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        this.woken = false;
        done();
      };
    });
  }

  /** Every lease period: take over lapsed jobs; sweep finished ones past the retention period. */
  private async maintain(): Promise<void> {
    if (Date.now() - this.lastMaintenance < this.cfg.leaseSeconds * 1000) return;
    this.lastMaintenance = Date.now();
    await this.recoverLapsed(false);
    await sweepFinishedJobs(this.opts.db, this.files, this.cfg.retentionHours);
  }

  /** Jobs whose worker is gone: queued again (resumable, attempts left), failed, or cancelled if that was asked. */
  async recoverLapsed(all: boolean): Promise<number> {
    let taken = 0;
    for (const job of await lapsedJobs(this.opts.db, all)) {
      if (this.running.has(job.id)) continue;
      const kind = this.opts.registry.get(job.kind);
      const outcome = lapsedOutcome(job, kind);
      const row = await takeOverLapsed(this.opts.db, job, outcome);
      if (!row) continue;
      taken++;
      if (job.resultKey) await removeResult(this.files, job.resultKey).catch(() => undefined);
      this.log(`job ${job.id} (${job.kind}) lost its worker ${job.leaseOwner ?? '?'}: ${row.state}.`);
    }
    return taken;
  }

  private begin(job: JobRow) {
    const abort = new AbortController();
    const entry: Running = { job, abort, reason: null, done: Promise.resolve() };
    this.running.set(job.id, entry);
    entry.done = this.execute(entry)
      .catch((error: unknown) => this.log(`job ${job.id} could not be recorded: ${(error as Error).message}`))
      .finally(() => {
        this.running.delete(job.id);
        this.poke();
      });
  }

  private async execute(entry: Running): Promise<void> {
    const { job, abort } = entry;
    const { db } = this.opts;
    const store = this.files;
    const kind = this.opts.registry.get(job.kind);
    if (!kind) {
      await finishJob(db, job.id, this.id, {
        state: 'failed',
        error: `This server does not know how to run a job of kind '${job.kind}'. Please start it again.`,
      });
      return;
    }
    let resultKey: string | null = null;
    let pending: { done: number; total: number | null; message: string | null } | null = null;
    let lastWrite = Date.now();
    const stopFor = (reason: Running['reason']) => {
      if (abort.signal.aborted) return;
      entry.reason = reason;
      abort.abort(new Error(`job ${job.id}: ${reason}`));
    };
    let beating: Promise<void> | null = null;
    const beat = () => (beating ??= writeBeat().finally(() => (beating = null)));
    const writeBeat = async () => {
      const sent = pending;
      pending = null;
      lastWrite = Date.now();
      const verdict = await heartbeat(db, job.id, this.id, this.cfg.leaseSeconds, sent);
      if (verdict !== 'run') stopFor(verdict);
    };
    /**
     * Writes the last progress and waits for any beat in flight. A beat the timer started may still carry the last
     * progress: it must land before the row ends, or the ending (which releases the lease) makes it miss, and a
     * done job would show 5 of 6.
     */
    const settle = async () => {
      while (pending || beating) await (beating ?? beat());
    };
    const timer = setInterval(
      () => void beat().catch((e: Error) => this.log(`heartbeat of job ${job.id} failed: ${e.message}`)),
      this.cfg.heartbeatSeconds * 1000,
    );
    const claimKey = async (name: string) => {
      if (resultKey) throw new Error(`job ${job.id} writes a second result file.`);
      const key = `jobs/${job.id}-${randomUUID()}/${safeName(name)}`;
      if (!(await recordResultKey(db, job.id, this.id, key, name))) {
        stopFor('lost');
        throw abort.signal.reason;
      }
      resultKey = key;
      return key;
    };
    const ctx: JobContext<unknown> = {
      job,
      params: undefined,
      db,
      signal: abort.signal,
      progress: async (done, total, message) => {
        pending = { done, total: total ?? null, message: message ?? null };
        if (Date.now() - lastWrite >= this.cfg.heartbeatSeconds * 1000) await beat();
      },
      writeResult: async (name, data) => {
        const key = await claimKey(name);
        await store.put(key, data);
        return key;
      },
      resultFile: async (name) => {
        const key = await claimKey(name);
        return { key, path: await store.stagingPath(key) };
      },
    };
    let ending: Ending;
    try {
      ctx.params = kind.params.parse(job.params);
      const answer = await kind.run(ctx);
      // What was written as a stream becomes stored files (the S3 store uploads its folder; the local one has them).
      if (resultKey && !abort.signal.aborted) await store.publish(path.posix.dirname(resultKey));
      await settle();
      ending = abort.signal.aborted
        ? this.abortedEnding(entry, kind.resumable)
        : { state: 'done', message: answer?.message ?? null };
    } catch (error) {
      if (abort.signal.aborted) ending = this.abortedEnding(entry, kind.resumable);
      else {
        this.log(`job ${job.id} (${job.kind}) failed: ${(error as Error)?.stack ?? String(error)}`);
        ending = { state: 'failed', error: failureMessage(error) };
      }
    } finally {
      clearInterval(timer);
      await settle().catch(() => undefined);
    }
    if (entry.reason === 'lost') {
      // Another worker took the job over (this one stalled past its lease): its file and row are theirs now.
      this.log(`job ${job.id} was taken over by another worker; its result is dropped here.`);
      if (resultKey) await removeResult(store, resultKey).catch(() => undefined);
      return;
    }
    // A job that did not finish well loses its partial file before its row says so: whoever reads 'cancelled' or
    // 'failed' finds no file left behind.
    if (resultKey && ending.state !== 'done') await removeResult(store, resultKey).catch(() => undefined);
    const row = await finishJob(db, job.id, this.id, ending);
    if (resultKey && ending.state === 'done' && !row) await removeResult(store, resultKey).catch(() => undefined);
  }

  private abortedEnding(entry: Running, resumable: boolean): Ending {
    if (entry.reason === 'stop')
      return resumable
        ? { state: 'queued', message: STOPPED_MESSAGE.resumed }
        : { state: 'failed', error: STOPPED_MESSAGE.failed };
    return { state: 'cancelled' };
  }

  /**
   * Stops claiming, waits up to stopTimeoutSeconds for running jobs, then aborts the rest and hands them
   * back (queued again if resumable, else failed with a message). Resolves when every job is recorded.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    jobsQueued.off('queued', this.onQueued);
    this.poke();
    await this.loop;
    const settled = () => this.within(Promise.all([...this.running.values()].map((r) => r.done)));
    if (await settled()) return;
    for (const r of this.running.values()) {
      if (r.abort.signal.aborted) continue;
      r.reason = 'stop';
      r.abort.abort(new Error(`job ${r.job.id}: the worker is stopping`));
    }
    // A kind that ignores its signal is left: its lease lapses and the next worker takes the job over.
    if (!(await settled())) this.log(`stopped with job(s) ${this.runningIds().join(', ')} still running.`);
  }

  /** Whether `work` settles within stopTimeoutSeconds. */
  private async within(work: Promise<unknown>): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.cfg.stopTimeoutSeconds * 1000);
    });
    const ok = await Promise.race([work.then(() => true), late]);
    clearTimeout(timer);
    return ok;
  }

  /** Ids of the jobs running here now. */
  runningIds(): number[] {
    return [...this.running.keys()];
  }
}

/** Deletes finished jobs older than the retention period and their result files; answers how many went. */
export async function sweepFinishedJobs(db: Db, filesDir: FileStore | string, retentionHours: number): Promise<number> {
  let total = 0;
  for (;;) {
    const old = await expiredJobs(db, retentionHours);
    if (old.length === 0) return total;
    // Files first: a row is deleted only once its file is gone, so no file is left without a row naming it.
    const gone: number[] = [];
    for (const job of old) {
      try {
        if (job.resultKey) await removeResult(filesDir, job.resultKey);
        gone.push(job.id);
      } catch {
        // Left for the next sweep (a file the store could not remove now).
      }
    }
    total += await deleteJobs(db, gone);
    if (gone.length < old.length) return total;
  }
}
