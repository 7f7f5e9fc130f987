/**
 * /api/v2/job (docs/API.md "Jobs"): a job's state, progress and, once done, a signed address of its file;
 * and cancel. Only the user who queued a job sees it (findOwnJob); anyone else gets 404, as for a job that
 * does not exist, so ids reveal nothing.
 */
import { Router, type Request } from 'express';
import type { Db } from '../db/client.js';
import { session } from '../auth/session.js';
import { conflict, notFound } from '../http/errors.js';
import { idParam } from '../http/params.js';
import type { FileUrlSigner } from '../document/fileUrls.js';
import { resultFiles } from './parts.js';
import type { JobRow } from './registry.js';
import { findOwnJob, requestCancel } from './store.js';

const HOUR_MS = 3600_000;

export function presentJob(job: JobRow, fileUrls: FileUrlSigner, retentionHours: number) {
  const done = job.state === 'done' && job.resultKey !== null;
  return {
    id: job.id,
    kind: job.kind,
    state: job.state,
    progress: { done: job.progressDone, total: job.progressTotal },
    message: job.state === 'failed' ? job.error : job.message,
    cancelRequested: job.cancelRequested,
    attempts: job.attempts,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
    /** When the sweep deletes the job and its file. */
    expiresAt: job.finishedAt ? new Date(job.finishedAt.getTime() + retentionHours * HOUR_MS).toISOString() : null,
    fileName: done ? job.resultName : null,
    url: done && job.resultKey ? fileUrls.sign(job.resultKey) : null,
    /** Every file to download: the result, or each part of a result split in parts (parts.ts). */
    files:
      done && job.resultKey
        ? resultFiles(job.resultKey, job.resultName ?? 'file').map((f) => ({ name: f.name, url: fileUrls.sign(f.key) }))
        : [],
  };
}

export function jobRouter(db: Db, fileUrls: FileUrlSigner, retentionHours: number): Router {
  const router = Router();
  const own = async (req: Request) => {
    const { user } = session(req);
    const id = idParam(req.params.id, 'job id');
    const job = await findOwnJob(db, id, { userId: user.id, isClient: user.isClient, clientId: user.clientId });
    if (!job)
      throw notFound(`No job ${id}: it does not exist, was deleted after its retention period, or is not yours.`);
    return job;
  };

  router.get('/id/:id', async (req, res) => {
    res.json({ data: presentJob(await own(req), fileUrls, retentionHours) });
  });

  /** 200 when cancelled at once (it was queued, or already cancelled); 202 while a running job stops. */
  router.post('/id/:id/cancel', async (req, res) => {
    const job = await own(req);
    if (job.state === 'cancelled') return void res.json({ data: presentJob(job, fileUrls, retentionHours) });
    if (job.state === 'done' || job.state === 'failed')
      throw conflict(
        `Job ${job.id} has already ${job.state === 'done' ? 'finished' : 'failed'}: there is nothing to cancel.`,
      );
    const changed = await requestCancel(db, job.id);
    // It ended between the two reads: answer it as it is now.
    const now = changed ?? (await own(req));
    res.status(now.state === 'running' ? 202 : 200).json({ data: presentJob(now, fileUrls, retentionHours) });
  });

  return router;
}
