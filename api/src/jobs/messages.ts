/**
 * What a user reads when a job's worker went away: a resumable job runs again from the start; any other
 * fails with a sentence saying what happened and what to do.
 */
import type { JobKind, JobRow } from './registry.js';

export const STOPPED_MESSAGE = {
  resumed: 'The server was restarting while this job ran; it has been queued again and will start over.',
  failed:
    'The server was stopped while this job was running, and this kind of job cannot resume. Please start it again.',
};

/** How a job whose worker died (its lease expired, or the embedded server restarted) ends. */
export function lapsedOutcome(
  job: JobRow,
  kind: JobKind | undefined,
): { state: 'queued'; message: string } | { state: 'failed'; error: string } | { state: 'cancelled' } {
  if (job.cancelRequested) return { state: 'cancelled' };
  if (!kind)
    return {
      state: 'failed',
      error: `The server stopped while this job was running, and it no longer knows jobs of kind '${job.kind}'. Please start it again.`,
    };
  if (!kind.resumable)
    return {
      state: 'failed',
      error:
        'The server stopped while this job was running, and this kind of job cannot resume safely. Please start it again.',
    };
  if (job.attempts >= job.maxAttempts)
    return {
      state: 'failed',
      error: `The server stopped while this job was running, ${job.attempts} times in all, so it was not started again. Please start it again, or ask an administrator if it keeps failing.`,
    };
  return {
    state: 'queued',
    message: `The server stopped while this job was running; it has been queued again and will start over (run ${job.attempts + 1} of ${job.maxAttempts} at most).`,
  };
}
