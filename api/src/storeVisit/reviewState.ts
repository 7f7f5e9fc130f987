/** The Resubmitted derivation of a visit's review state (spec 001 §4). Pure; unit-tested. */
import { ReviewState } from '@svr/domain';

/** A visit in Pending Review whose last submission is later than its last rejection is Resubmitted. */
export function deriveReviewState(stored: number, lastSubmission: Date | null, lastRejected: Date | null): number {
  if (
    stored === ReviewState.PendingReview &&
    lastSubmission &&
    lastRejected &&
    lastSubmission.getTime() > lastRejected.getTime()
  ) {
    return ReviewState.Resubmitted;
  }
  return stored;
}
