/**
 * Rules of the bulk actions on reports (spec 001 §2.2, §4, §5): approve, archive, delete, activate and
 * reset. Pure: each plan says which reports change, which are skipped (already in the target) or why
 * the whole action is refused. Unit-tested in rules.test.ts; store.ts applies a plan in one transaction.
 */
import { RecordStatus, ReviewState } from '@svr/domain';
import { SvrType } from '../visit/codes.js';

export const BULK_MESSAGES = {
  ownReports: 'You can not edit the status of an SVR you have submitted.',
  multiDayReset: 'MultiDay SVRs can’t be reset.',
  notSubmitted: 'A report in Pending Submission has not been submitted yet and cannot be approved.',
} as const;

/** What a bulk rule reads of a report. */
export interface BulkVisit {
  id: number;
  status: number;
  /** Stored review state (0..4; Resubmitted is stored as 1). */
  reviewState: number;
  svrType: number;
  formId: number | null;
  talentEmail: string | null;
  expectedCheckinTime: Date | null;
  actualCheckinTime: Date | null;
  actualCheckoutTime: Date | null;
  approvedBy: string | null;
  projectName: string;
}

/** A report named in a refusal: by date and project, as the spec's own-report dialog lists them. */
export interface ListedReport {
  id: number;
  date: string | null;
  projectName: string;
}

export type BulkPlan =
  { ok: true; change: number[]; skip: number[] } | { ok: false; message: string; reports: ListedReport[] };

const listed = (v: BulkVisit): ListedReport => ({
  id: v.id,
  date: v.expectedCheckinTime ? v.expectedCheckinTime.toISOString().slice(0, 10) : null,
  projectName: v.projectName,
});

const sameEmail = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Approve: reports already Approved are skipped; the whole action is refused when any report still to
 * approve was filed by the caller (talent e-mail equals the caller's e-mail), or is still Pending
 * Submission (state 0 is not approvable).
 */
export function planApprove(visits: BulkVisit[], callerEmail: string): BulkPlan {
  const todo = visits.filter((v) => v.reviewState !== ReviewState.Approved);
  const own = todo.filter((v) => sameEmail(v.talentEmail, callerEmail));
  if (own.length) return { ok: false, message: BULK_MESSAGES.ownReports, reports: own.map(listed) };
  const unsubmitted = todo.filter((v) => v.reviewState === ReviewState.PendingSubmission);
  if (unsubmitted.length) return { ok: false, message: BULK_MESSAGES.notSubmitted, reports: unsubmitted.map(listed) };
  return {
    ok: true,
    change: todo.map((v) => v.id),
    skip: visits.filter((v) => v.reviewState === ReviewState.Approved).map((v) => v.id),
  };
}

/** Archive (2), delete (0), activate (1): reports already in the target status are skipped. */
export function planStatus(visits: BulkVisit[], target: number): BulkPlan {
  return {
    ok: true,
    change: visits.filter((v) => v.status !== target).map((v) => v.id),
    skip: visits.filter((v) => v.status === target).map((v) => v.id),
  };
}

/** A report a reset would not change: active, Pending Submission, and nothing left to clear. */
export function isAlreadyReset(v: BulkVisit): boolean {
  return (
    v.status === RecordStatus.Active &&
    v.reviewState === ReviewState.PendingSubmission &&
    v.formId === null &&
    v.actualCheckinTime === null &&
    v.actualCheckoutTime === null &&
    v.approvedBy === null
  );
}

/** Reset: refused as a whole when any report is multi-day; reports already reset are skipped. */
export function planReset(visits: BulkVisit[]): BulkPlan {
  const multiDay = visits.filter((v) => v.svrType === SvrType.MultiDay);
  if (multiDay.length) return { ok: false, message: BULK_MESSAGES.multiDayReset, reports: multiDay.map(listed) };
  return {
    ok: true,
    change: visits.filter((v) => !isAlreadyReset(v)).map((v) => v.id),
    skip: visits.filter(isAlreadyReset).map((v) => v.id),
  };
}

/**
 * What a reset writes into metaJson (spec 001 §4): review state Pending Submission, the awaitingOverwrite
 * note (so the next sync from the back-office system overwrites the report), and who reset it when. The
 * reviewer of the undone approval goes too.
 */
export function resetMetaJson(meta: Record<string, unknown>, by: string, at: Date): Record<string, unknown> {
  return {
    ...meta,
    reviewState: ReviewState.PendingSubmission,
    reviewedBy: null,
    awaitingOverwrite: true,
    resetBy: by,
    resetDate: at.toISOString(),
  };
}

/** What a reset leaves of formState: no feedback, no visited questions; anything else is kept. */
export function resetFormState(formState: Record<string, unknown>): Record<string, unknown> {
  return { ...formState, visitedQuestions: [], feedback: { message: '', questions: {} } };
}

/** The result every bulk call answers. */
export function bulkResult(plan: { change: number[]; skip: number[] }) {
  return { changed: plan.change, skipped: plan.skip, changedCount: plan.change.length, skippedCount: plan.skip.length };
}
