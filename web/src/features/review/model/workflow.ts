/**
 * The review workflow's rules (spec 001 §4, §5), pure so they are unit-tested: review mode, which bottom-bar
 * buttons are active and why not, the self-review block, the keep-or-clear dialog, the confirm texts.
 */
import type { ReviewState, ReviewTarget } from '../../../generated/graphql';

export interface WorkflowInput {
  reviewState: ReviewState;
  /** Questions marked NEEDS REVISION. */
  revisionCount: number;
}

/** The page is in review mode only when the state is In Review (2). */
export const isReviewMode = (s: ReviewState) => s === 'IN_REVIEW';

/** The report was filed under the signed-in user's e-mail: every change is refused (spec 001 §5). */
export const isOwnReport = (userEmail: string | null | undefined, talentEmail: string | null | undefined) =>
  !!userEmail && !!talentEmail && userEmail.trim().toLowerCase() === talentEmail.trim().toLowerCase();

/** The acknowledge-only 'impossible edit' message (spec 001 §5), word for word. */
export const OWN_REPORT_MESSAGE = 'You can not edit the status of an SVR you have submitted.';

/** Why a button is inactive, or null when it is active. */
export type Why = string | null;

/** EDIT RESPONSES moves Pending Review and Resubmitted reports to In Review; nothing moves Approved or Rejected ones. */
export function editResponsesBlocked({ reviewState }: WorkflowInput): Why {
  switch (reviewState) {
    case 'IN_REVIEW':
      return 'The SVR is already in review mode.';
    case 'APPROVED':
      return 'This SVR is Approved: its responses can no longer be edited.';
    case 'REJECTED':
      return 'This SVR is Rejected: it can be edited again once the talent resubmits it.';
    case 'PENDING_SUBMISSION':
      return 'This SVR has not been submitted yet: there is nothing to review.';
    default:
      return null;
  }
}

/** APPROVE: only in review mode, not Approved, and no question marked NEEDS REVISION. */
export function approveBlocked({ reviewState, revisionCount }: WorkflowInput): Why {
  if (reviewState === 'APPROVED') return 'This SVR is already Approved.';
  if (!isReviewMode(reviewState)) return 'Press EDIT RESPONSES first: an SVR is approved in review mode.';
  if (revisionCount > 0) return `${revisionCount === 1 ? 'A question is' : `${revisionCount} questions are`} marked NEEDS REVISION: clear ${revisionCount === 1 ? 'it' : 'them'} or reject the SVR.`;
  return null;
}

/** REJECT and REJECT ALL: only in review mode, neither Rejected nor Approved. */
export function rejectBlocked({ reviewState }: WorkflowInput): Why {
  if (reviewState === 'REJECTED') return 'This SVR is already Rejected.';
  if (reviewState === 'APPROVED') return 'This SVR is Approved: it can no longer be rejected.';
  if (!isReviewMode(reviewState)) return 'Press EDIT RESPONSES first: an SVR is rejected in review mode.';
  return null;
}

/** Answers, photos and NEEDS REVISION marks change only in review mode (the api refuses otherwise). */
export function editBlocked({ reviewState }: WorkflowInput): Why {
  return isReviewMode(reviewState) ? null : 'Press EDIT RESPONSES first: answers are edited in review mode.';
}

/**
 * Entering review mode in state 5 (or 2) with more than one question marked NEEDS REVISION asks whether to
 * keep the marks or clear them (spec 001 §4).
 */
export const asksKeepOrClear = ({ reviewState, revisionCount }: WorkflowInput) =>
  (reviewState === 'RESUBMITTED' || reviewState === 'IN_REVIEW') && revisionCount > 1;

/** The status the confirm names: 3 Approved, 4 Rejected. */
export const TARGET_LABEL: Record<Exclude<ReviewTarget, 'IN_REVIEW'>, string> = { APPROVED: 'Approved', REJECTED: 'Rejected' };

/** 'Are you sure you want to mark this SVR as {status}?' (spec 001 §4). */
export const confirmText = (target: Exclude<ReviewTarget, 'IN_REVIEW'>) => `Are you sure you want to mark this SVR as ${TARGET_LABEL[target]}?`;

/** The action chosen on the bottom bar, as the feedback and confirm modals carry it. */
export type Decision = 'APPROVE' | 'REJECT' | 'REJECT_ALL';

export const DECISION_TARGET: Record<Decision, Exclude<ReviewTarget, 'IN_REVIEW'>> = { APPROVE: 'APPROVED', REJECT: 'REJECTED', REJECT_ALL: 'REJECTED' };

/** Feedback text to send: trimmed, or nothing for a blank one. */
export const feedbackToSend = (text: string): string | null => (text.trim() ? text.trim() : null);
