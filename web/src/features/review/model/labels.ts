/** Review-state labels by the stored number (spec 001 §4), for texts that carry the number. */
export const REVIEW_STATE_LABEL_BY_VALUE: Record<number, string> = {
  0: 'Pending Submission',
  1: 'Pending Review',
  2: 'In Review',
  3: 'Approved',
  4: 'Rejected',
  5: 'Resubmitted',
};
