/**
 * The export and zip jobs a roll-up page started (spec 002 §4; issue 11): their ids are kept in the tab's
 * sessionStorage per roll-up, so a reload finds the job again and its dialog keeps showing the progress.
 * A finished, failed or cancelled job is forgotten when its dialog closes.
 */
export type JobKind = 'excel' | 'zip';

export interface RememberedJob {
  id: number;
  kind: JobKind;
}

const keyOf = (scope: string, kind: JobKind) => `svr.rollup.${scope}.${kind}Job`;

export function rememberJob(storage: Storage, scope: string, job: RememberedJob): void {
  try {
    storage.setItem(keyOf(scope, job.kind), String(job.id));
  } catch {
    // Full or refused storage: the dialog still works, only a reload loses sight of the job.
  }
}

export function recallJob(storage: Storage, scope: string, kind: JobKind): RememberedJob | null {
  try {
    const id = Number(storage.getItem(keyOf(scope, kind)));
    return Number.isInteger(id) && id > 0 ? { id, kind } : null;
  } catch {
    return null;
  }
}

export function forgetJob(storage: Storage, scope: string, kind: JobKind): void {
  try {
    storage.removeItem(keyOf(scope, kind));
  } catch {
    // Nothing to forget.
  }
}

/** Spec 002 §5, §9: above 4,000 photos embedding is dropped after the user agrees. */
export const PHOTO_EMBED_LIMIT = 4000;
export const TOO_MANY_PHOTOS =
  'This export has more than 4,000 photos. The photos will be replaced with links to them.';
export const needsPhotoConfirm = (embed: boolean, photoCount: number): boolean =>
  embed && photoCount > PHOTO_EMBED_LIMIT;
