/**
 * The kinds of job this code base runs, registered by name. Every worker (the api process, SERVICE=worker)
 * builds the same registry, so a job queued by one runs on any. Exports and zips register here (issue 11),
 * scheduled notification sends later (issue 13).
 */
import { JobRegistry } from './registry.js';

export function productJobKinds(): JobRegistry {
  return new JobRegistry();
}
