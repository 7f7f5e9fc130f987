/** Jobs (schema/job.graphql): start an export or a photo zip, watch one, cancel it. */
import type { JobState, Resolvers } from '../../generated/resolvers.js';
import { isUserFacing } from '../../rest/client.js';
import type { RestJob } from './schemas.js';

const STATES: Record<RestJob['state'], JobState> = {
  queued: 'QUEUED',
  running: 'RUNNING',
  done: 'DONE',
  failed: 'FAILED',
  cancelled: 'CANCELLED',
};

/** A REST refusal the user can act on (400, 404, 409) as a payload error; 401, 403 and crashes stay errors. */
async function payload(call: () => Promise<RestJob>) {
  try {
    return { job: await call(), error: null };
  } catch (e) {
    if (!isUserFacing(e)) throw e;
    return { job: null, error: { message: e.message, field: null } };
  }
}

export const jobResolvers: Resolvers = {
  Query: {
    job: (_p, { id }, ctx) => ctx.api.jobs.byId(id),
  },
  Mutation: {
    startExcelExport: (_p, { input }, ctx) => payload(() => ctx.api.jobs.startExcelExport(input)),
    startPhotoZip: (_p, { input }, ctx) => payload(() => ctx.api.jobs.startPhotoZip(input)),
    cancelJob: (_p, { id }, ctx) => payload(() => ctx.api.jobs.cancel(id)),
  },
  Job: {
    state: (job) => STATES[job.state],
    files: (job) => job.files.map((f) => ({ name: f.name, url: f.url, bytes: f.bytes ?? null })),
  },
};
