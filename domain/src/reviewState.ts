/** Review states of a visit (spec 001 §4): metaJson.reviewState; Resubmitted (5) is derived by the api. */
export const ReviewState = {
  PendingSubmission: 0,
  PendingReview: 1,
  InReview: 2,
  Approved: 3,
  Rejected: 4,
  Resubmitted: 5,
} as const;
export type ReviewStateCode = (typeof ReviewState)[keyof typeof ReviewState];

/** The GraphQL enum names of the codes, in code order (REVIEW_STATE_NAMES[code]). */
export const REVIEW_STATE_NAMES = [
  'PENDING_SUBMISSION',
  'PENDING_REVIEW',
  'IN_REVIEW',
  'APPROVED',
  'REJECTED',
  'RESUBMITTED',
] as const;
export type ReviewStateName = (typeof REVIEW_STATE_NAMES)[number];

/** The labels people read (spec 001 §4). */
export const REVIEW_STATE_LABELS: Record<ReviewStateCode, string> = {
  0: 'Pending Submission',
  1: 'Pending Review',
  2: 'In Review',
  3: 'Approved',
  4: 'Rejected',
  5: 'Resubmitted',
};

/** The label of a stored code; undefined for a code outside the list. */
export const reviewStateLabel = (code: number): string | undefined =>
  Object.prototype.hasOwnProperty.call(REVIEW_STATE_LABELS, code)
    ? REVIEW_STATE_LABELS[code as ReviewStateCode]
    : undefined;

/** The code of a GraphQL name. */
export const reviewStateCodeOf = (name: ReviewStateName): ReviewStateCode =>
  REVIEW_STATE_NAMES.indexOf(name) as ReviewStateCode;

/** The labels people read, by GraphQL name. */
export const REVIEW_STATE_LABEL_BY_NAME = Object.fromEntries(
  REVIEW_STATE_NAMES.map((name, code) => [name, REVIEW_STATE_LABELS[code as ReviewStateCode]]),
) as Readonly<Record<ReviewStateName, string>>;
