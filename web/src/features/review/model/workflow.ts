/**
 * The review workflow on the page (spec 001 §4, §5), pure so it is unit-tested: review mode, the reading of
 * what the api says the viewer may do (StoreVisit.viewerCan: the transition rules live in the api's
 * rules.ts only), the keep-or-clear dialog, the confirm texts.
 */
import type { ReviewState, ReviewTarget, ReviewVisitChangingFragment } from '../../../generated/graphql';

export interface WorkflowInput {
  reviewState: ReviewState;
  /** Questions marked NEEDS REVISION. */
  revisionCount: number;
}

/** The page is in review mode only when the state is In Review (2). */
export const isReviewMode = (s: ReviewState) => s === 'IN_REVIEW';

/** The acknowledge-only 'impossible edit' message (spec 001 §5), word for word. */
export const OWN_REPORT_MESSAGE = 'You can not edit the status of an SVR you have submitted.';

/** Why a button is inactive, or null when it is active. */
export type Why = string | null;

/** What the api says the viewer may do (StoreVisit.viewerCan). */
export type ViewerCan = ReviewVisitChangingFragment['viewerCan'];
export type Permission = ViewerCan['approve'];

/**
 * Why a button is inactive, from the api's answer (the page decides nothing itself). On the viewer's own
 * report a button the state allows stays active: pressing it shows the 'impossible edit' dialog (spec 001
 * §5), so only the other reasons disable it.
 */
export function whyNot(p: Permission, viewer: Pick<ViewerCan, 'ownReport'>): Why {
  if (p.allowed) return null;
  if (viewer.ownReport && p.reason === OWN_REPORT_MESSAGE) return null;
  return p.reason ?? 'This is not possible now.';
}

/**
 * Entering review mode in state 5 (or 2) with more than one question marked NEEDS REVISION asks whether to
 * keep the marks or clear them (spec 001 §4).
 */
export const asksKeepOrClear = ({ reviewState, revisionCount }: WorkflowInput) =>
  (reviewState === 'RESUBMITTED' || reviewState === 'IN_REVIEW') && revisionCount > 1;

/** The status the confirm names: 3 Approved, 4 Rejected. */
export const TARGET_LABEL: Record<Exclude<ReviewTarget, 'IN_REVIEW'>, string> = {
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

/** 'Are you sure you want to mark this SVR as {status}?' (spec 001 §4). */
export const confirmText = (target: Exclude<ReviewTarget, 'IN_REVIEW'>) =>
  `Are you sure you want to mark this SVR as ${TARGET_LABEL[target]}?`;

/** The action chosen on the bottom bar, as the feedback and confirm modals carry it. */
export type Decision = 'APPROVE' | 'REJECT' | 'REJECT_ALL';

export const DECISION_TARGET: Record<Decision, Exclude<ReviewTarget, 'IN_REVIEW'>> = {
  APPROVE: 'APPROVED',
  REJECT: 'REJECTED',
  REJECT_ALL: 'REJECTED',
};

/** Feedback text to send: trimmed, or nothing for a blank one. */
export const feedbackToSend = (text: string): string | null => (text.trim() ? text.trim() : null);
