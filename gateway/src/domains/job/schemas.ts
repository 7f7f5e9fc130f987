/** The REST answers of /api/v2/job and the calls that start jobs (docs/API.md "Jobs"), checked on arrival. */
import { z } from '../shared/schemas.js';

/** A job as api/ answers it (jobs/router.ts presentJob). */
export const RestJob = z.object({
  id: z.number(),
  kind: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed', 'cancelled']),
  progress: z.object({ done: z.number(), total: z.number().nullable() }),
  message: z.string().nullable(),
  cancelRequested: z.boolean(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  fileName: z.string().nullable(),
  url: z.string().nullable(),
  files: z.array(z.object({ name: z.string(), url: z.string(), bytes: z.number().nullable().optional() })).default([]),
});
export type RestJob = z.infer<typeof RestJob>;
