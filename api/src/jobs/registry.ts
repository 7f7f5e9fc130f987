/**
 * Kinds of job, registered by name: each says how to check its parameters, whether it may run again from
 * the start after a crash, and how to run. The worker hands a running kind a JobContext.
 */
import type { ZodType } from 'zod';
import type { Db } from '../db/client.js';
import type { jobs } from '../db/schema.js';

export type JobRow = typeof jobs.$inferSelect;

/** What a kind's run() receives. */
export interface JobContext<P> {
  job: JobRow;
  /** The parameters, checked by the kind's schema. */
  params: P;
  db: Db;
  /** Aborted when the owner cancels, the worker stops, or the worker lost the job's lease. */
  signal: AbortSignal;
  /**
   * Reports progress: `done` of `total` (total may stay unknown) and a line for the user. Written at once
   * when the last write is older than the heartbeat, else with the next heartbeat.
   */
  progress(done: number, total?: number | null, message?: string): Promise<void>;
  /** Writes the whole result file through the file store; `name` is what the user downloads. */
  writeResult(name: string, data: Uint8Array): Promise<string>;
  /**
   * A path in the file store for a result written as a stream (a large export), with its key; the key is
   * recorded before the file is written, so a cut write is removed whatever stops it.
   */
  resultFile(name: string): Promise<{ key: string; path: string }>;
}

export interface JobKind<P = unknown> {
  name: string;
  /** Checks the stored parameters (they were written by an older version of the code, maybe). */
  params: ZodType<P>;
  /**
   * Safe to run again from the start after the worker running it died: it changes nothing but its own
   * result file. A resumable job interrupted by a restart is queued again (up to maxAttempts runs); any
   * other fails with a message saying to start it again.
   */
  resumable: boolean;
  /** How many times a resumable job may be started in all (3 by default). */
  maxAttempts?: number;
  /** Runs the job; what it answers becomes the job's last message. Throw JobFailure for a message the user sees. */
  run(ctx: JobContext<P>): Promise<{ message?: string } | void>;
}

/** A failure whose message is for the user who queued the job (any other error is logged, the user told to retry). */
export class JobFailure extends Error {}

/** The message of an error that stopped a job, as the user sees it. */
export function failureMessage(error: unknown): string {
  if (error instanceof JobFailure) return error.message;
  return 'Something went wrong on the server while running this job. It has been logged; please start it again.';
}

export class JobRegistry {
  private readonly kinds = new Map<string, JobKind>();

  register<P>(kind: JobKind<P>): this {
    if (this.kinds.has(kind.name)) throw new Error(`The job kind ${kind.name} is registered twice.`);
    if (!/^[a-z][a-zA-Z0-9.:-]{0,63}$/.test(kind.name)) throw new Error(`The job kind name ${kind.name} is not valid.`);
    // A kind's run takes its own parameter type; the registry keeps them side by side, each checked by its schema.
    this.kinds.set(kind.name, kind as JobKind);
    return this;
  }

  get(name: string): JobKind | undefined {
    return this.kinds.get(name);
  }

  names(): string[] {
    return [...this.kinds.keys()];
  }
}
