/** Review states of a visit (spec 001 §4) and the Resubmitted derivation. Pure; unit-tested. */
export const ReviewState = {
  PendingSubmission: 0,
  PendingReview: 1,
  InReview: 2,
  Approved: 3,
  Rejected: 4,
  Resubmitted: 5,
} as const;
export type ReviewStateValue = (typeof ReviewState)[keyof typeof ReviewState];

export const reviewStateNames: Record<number, string> = {
  0: 'Pending Submission',
  1: 'Pending Review',
  2: 'In Review',
  3: 'Approved',
  4: 'Rejected',
  5: 'Resubmitted',
};

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
