/** Review states as the list shows them (spec 001 §4): label, number and a tag intent. */
import type { Intent } from '@blueprintjs/core';
import type { RecordStatus, ReviewState } from '../../../generated/graphql';

export interface ReviewStateInfo {
  value: number;
  label: string;
  intent: Intent;
}

export const REVIEW_STATES: Record<ReviewState, ReviewStateInfo> = {
  PENDING_SUBMISSION: { value: 0, label: 'Pending Submission', intent: 'none' },
  PENDING_REVIEW: { value: 1, label: 'Pending Review', intent: 'primary' },
  IN_REVIEW: { value: 2, label: 'In Review', intent: 'warning' },
  APPROVED: { value: 3, label: 'Approved', intent: 'success' },
  REJECTED: { value: 4, label: 'Rejected', intent: 'danger' },
  RESUBMITTED: { value: 5, label: 'Resubmitted', intent: 'primary' },
};

/** Record status names (spec 001 §4: the global status table's Active, Archived, Deleted). */
export const RECORD_STATUS_LABEL: Record<RecordStatus, string> = {
  ACTIVE: 'Active',
  ARCHIVED: 'Archived',
  DELETED: 'Deleted',
  DRAFT: 'Draft',
};

/** Rows in Pending Submission are greyed and cannot be opened (spec 001 §2.2). */
export const isOpenable = (row: { reviewState: ReviewState }) => row.reviewState !== 'PENDING_SUBMISSION';
