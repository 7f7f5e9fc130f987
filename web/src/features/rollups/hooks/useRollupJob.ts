/**
 * One export or zip job of a roll-up page (issue 11, schema/job.graphql): start it, watch it (the job is read
 * every second while queued or running), cancel it, and find it again after a reload (its id is kept in the
 * tab's sessionStorage, model/jobMemory.ts). Closing the dialog of a finished job forgets it; closing it while
 * the job runs only hides it.
 */
import { useState } from 'react';
import {
  useCancelRollupJobMutation,
  useRollupJobQuery,
  type RollupJobFieldsFragment,
} from '../../../generated/graphql';
import { forgetJob, recallJob, rememberJob, type JobKind } from '../model/jobMemory';

export type JobView =
  | { state: 'starting' }
  | { state: 'running'; job: RollupJobFieldsFragment | null }
  | { state: 'done'; job: RollupJobFieldsFragment }
  | { state: 'failed'; message: string | null };

export interface RollupJobFlow {
  view: JobView | null;
  open: boolean;
  /** Runs `start` (the mutation) and follows the job it answers. */
  start: (start: () => Promise<{ job?: RollupJobFieldsFragment | null; error?: { message: string } | null }>) => void;
  cancel: () => void;
  close: () => void;
}

const POLL_MS = 1000;

export function useRollupJob(scope: string, kind: JobKind): RollupJobFlow {
  const [jobId, setJobId] = useState<number | null>(() => recallJob(sessionStorage, scope, kind)?.id ?? null);
  const [open, setOpen] = useState(jobId !== null);
  const [local, setLocal] = useState<JobView | null>(null);
  const { data, error } = useRollupJobQuery({
    variables: { id: jobId ?? 0 },
    skip: jobId === null,
    fetchPolicy: 'network-only',
    pollInterval: POLL_MS,
    notifyOnNetworkStatusChange: false,
  });
  const [cancelJob] = useCancelRollupJobMutation();

  const job = jobId !== null ? data?.job : undefined;
  let view: JobView | null = local;
  if (jobId !== null && !local) {
    if (job === null) view = { state: 'failed', message: 'This job no longer exists: its file may have expired.' };
    else if (!job) view = error ? { state: 'failed', message: error.message } : { state: 'running', job: null };
    else if (job.state === 'DONE') view = { state: 'done', job };
    else if (job.state === 'FAILED') view = { state: 'failed', message: job.message ?? null };
    else if (job.state === 'CANCELLED') view = { state: 'failed', message: 'The job was cancelled.' };
    else view = { state: 'running', job };
  }

  const follow = (id: number) => {
    rememberJob(sessionStorage, scope, { id, kind });
    setJobId(id);
    setLocal(null);
  };

  const start: RollupJobFlow['start'] = (run) => {
    setOpen(true);
    setJobId(null);
    setLocal({ state: 'starting' });
    run().then(
      (answer) => {
        if (answer.job) follow(answer.job.id);
        else setLocal({ state: 'failed', message: answer.error?.message ?? null });
      },
      (e: unknown) => setLocal({ state: 'failed', message: e instanceof Error ? e.message : null }),
    );
  };

  const cancel = () => {
    if (jobId === null) return;
    void cancelJob({ variables: { id: jobId } }).catch(() => undefined);
    forgetJob(sessionStorage, scope, kind);
    setJobId(null);
    setLocal(null);
    setOpen(false);
  };

  const close = () => {
    setOpen(false);
    const finished = view?.state === 'done' || view?.state === 'failed';
    if (finished) {
      forgetJob(sessionStorage, scope, kind);
      setJobId(null);
      setLocal(null);
    }
  };

  return { view, open: open && view !== null, start, cancel, close };
}
