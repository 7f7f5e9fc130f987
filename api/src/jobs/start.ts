/** Starts the job worker of a process (server.ts, deploy/service.ts) over its database and file store. */
import type { ApiConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openFileStore } from '../document/openStore.js';
import { productJobKinds } from './kinds.js';
import type { JobRegistry } from './registry.js';
import { JobWorker } from './worker.js';

export async function startJobWorker(
  database: Database,
  config: ApiConfig,
  opts: { registry?: JobRegistry; log?: (line: string) => void } = {},
): Promise<JobWorker> {
  const files = openFileStore(config);
  const worker = new JobWorker({
    db: database.db,
    registry:
      opts.registry ??
      productJobKinds({
        filesDir: files,
        zipPartBytes: config.jobs.zipPartBytes,
        delivery: config.delivery,
        log: opts.log,
      }),
    filesDir: files,
    config: config.jobs,
    // PGlite: this process holds the database folder's lock, so no other worker exists (worker.ts).
    exclusive: database.kind === 'pglite',
    log: opts.log,
  });
  await worker.start();
  return worker;
}
