/**
 * Review states as the list shows them (spec 001 §4): the code and label are @svr/domain's; the tag intent
 * is the web app's presentation, keyed by the domain's codes.
 */
import type { Intent } from '@blueprintjs/core';
import { REVIEW_STATE_LABELS, REVIEW_STATE_NAMES, ReviewState as Code, type ReviewStateCode } from '@svr/domain';
import type { ReviewState } from '../../../generated/graphql';

export interface ReviewStateInfo {
  value: number;
  label: string;
  intent: Intent;
}

const INTENT: Record<ReviewStateCode, Intent> = {
  [Code.PendingSubmission]: 'none',
  [Code.PendingReview]: 'primary',
  [Code.InReview]: 'warning',
  [Code.Approved]: 'success',
  [Code.Rejected]: 'danger',
  [Code.Resubmitted]: 'primary',
};

export const REVIEW_STATES = Object.fromEntries(
  REVIEW_STATE_NAMES.map((name, code) => {
    const value = code as ReviewStateCode;
    return [name, { value, label: REVIEW_STATE_LABELS[value], intent: INTENT[value] }];
  }),
) as Readonly<Record<ReviewState, ReviewStateInfo>>;

/** Rows in Pending Submission are greyed and cannot be opened (spec 001 §2.2). */
export const isOpenable = (row: { reviewState: ReviewState }) => row.reviewState !== 'PENDING_SUBMISSION';
