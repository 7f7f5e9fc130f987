/**
 * Applies the bulk rules of bulk.ts: one transaction per call that locks the named reports, plans, and
 * either writes every change or nothing (a refusal rolls the transaction back).
 */
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import type { Session } from '../../auth/session.js';
import { ActivityKind, recordActivity, type ActivityEntry } from '../../activity/store.js';
import { HttpError, notFound } from '../../http/errors.js';
import {
  bulkResult,
  planApprove,
  planReset,
  planStatus,
  resetFormState,
  resetMetaJson,
  type BulkPlan,
  type BulkVisit,
} from './rules.js';
import { RecordStatus, ReviewState } from '@svr/domain';
import { scopeConditions, tenancyConditions, whereAll } from '../visit/tenancy.js';
import { notifyReviewDecision } from '../../notification/visitDecision.js';

export type BulkAction = 'approve' | 'archive' | 'delete' | 'activate' | 'reset';

interface LockedRow {
  id: number;
  status: number;
  review_state: number;
  svr_type: number;
  form_id: number | null;
  talent_email: string | null;
  expected_checkin_time: Date | string | null;
  actual_checkin_time: Date | string | null;
  actual_checkout_time: Date | string | null;
  approved_by: string | null;
  project_name: string;
}

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

const toBulkVisit = (r: LockedRow): BulkVisit => ({
  id: r.id,
  status: r.status,
  reviewState: r.review_state,
  svrType: r.svr_type,
  formId: r.form_id,
  talentEmail: r.talent_email,
  expectedCheckinTime: asDate(r.expected_checkin_time),
  actualCheckinTime: asDate(r.actual_checkin_time),
  actualCheckoutTime: asDate(r.actual_checkout_time),
  approvedBy: r.approved_by,
  projectName: r.project_name,
});

const STATUS_TARGET: Record<'archive' | 'delete' | 'activate', number> = {
  archive: RecordStatus.Archived,
  delete: RecordStatus.Deleted,
  activate: RecordStatus.Active,
};

export type BulkResult = ReturnType<typeof bulkResult>;

/**
 * Runs one bulk action on the given report ids. Ids the caller may not see answer 404 for the whole
 * call. Status actions also reach deleted reports (so a delete twice is skipped, and an administrator
 * can activate a deleted report again); approve and reset never do.
 */
export async function runBulk(db: Db, s: Session, action: BulkAction, ids: number[]): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    const scope = action === 'approve' || action === 'reset' ? scopeConditions(s) : tenancyConditions(s);
    const found = await rows<LockedRow>(
      tx,
      sql`/* bulkLockVisits */ SELECT v.id, v.status, v.review_state, v.svr_type, v.form_id,
        t.email AS talent_email, v.expected_checkin_time, v.actual_checkin_time, v.actual_checkout_time, v.approved_by, p.name AS project_name
      FROM store_visits v JOIN projects p ON p.id = v.project_id LEFT JOIN talent t ON t.id = v.talent_id
      WHERE ${whereAll([sql`v.id IN (${idList(ids)})`, ...scope])}
      ORDER BY v.id FOR UPDATE OF v`,
    );
    const seen = new Set(found.map((r) => r.id));
    const missing = ids.filter((id) => !seen.has(id));
    if (missing.length) {
      throw notFound(
        `${missing.length === 1 ? 'Store visit' : 'Store visits'} ${missing.join(', ')} ${missing.length === 1 ? 'does' : 'do'} not exist or ${missing.length === 1 ? 'is' : 'are'} not yours to change.`,
      );
    }
    const visits = found.map(toBulkVisit);
    const plan: BulkPlan =
      action === 'approve'
        ? planApprove(visits, s.user.email)
        : action === 'reset'
          ? planReset(visits)
          : planStatus(visits, STATUS_TARGET[action]);
    if (!plan.ok) throw new HttpError(409, plan.message, plan.reports);
    if (plan.change.length) {
      const now = new Date();
      await tx.execute(updateFor(action, s, plan.change, now));
      // One trail row per changed report, in the same transaction as the change.
      const byId = new Map(visits.map((v) => [v.id, v]));
      await recordActivity(
        tx,
        s,
        plan.change.map((id) => activityFor(action, s, byId.get(id)!, now)),
        now,
      );
      // Issue 13: each approved report's talent gets its 'Visit Approved', in this transaction.
      if (action === 'approve')
        for (const id of plan.change)
          await notifyReviewDecision(tx, s, { id, form_content: null }, ReviewState.Approved, {});
    }
    return bulkResult(plan);
  });
}

/**
 * The trail row of one report a bulk action changed: approve records the review-state move (as the
 * review page does), archive / delete / activate the status move, and reset the review state it went
 * back to with what the reset cleared (`reset: true` tells it from a review decision).
 */
export function activityFor(action: BulkAction, s: Session, v: BulkVisit, now: Date): ActivityEntry {
  switch (action) {
    case 'approve':
      return {
        storeVisitId: v.id,
        kind: ActivityKind.reviewState,
        before: { reviewState: v.reviewState },
        after: { reviewState: ReviewState.Approved, approvedBy: s.user.email, bulk: true },
      };
    case 'reset':
      return {
        storeVisitId: v.id,
        kind: ActivityKind.reviewState,
        before: {
          reviewState: v.reviewState,
          status: v.status,
          approvedBy: v.approvedBy,
          formId: v.formId,
          actualCheckinTime: v.actualCheckinTime?.toISOString() ?? null,
          actualCheckoutTime: v.actualCheckoutTime?.toISOString() ?? null,
        },
        after: {
          reviewState: ReviewState.PendingSubmission,
          status: RecordStatus.Active,
          reset: true,
          resetBy: s.user.email,
          resetDate: now.toISOString(),
          bulk: true,
        },
      };
    default:
      return {
        storeVisitId: v.id,
        kind: ActivityKind.status,
        before: { status: v.status },
        after: { status: STATUS_TARGET[action], bulk: true },
      };
  }
}

function updateFor(action: BulkAction, s: Session, ids: number[], now: Date): SQL {
  const where = sql`id IN (${idList(ids)})`;
  // Every change moves the report's timestamp on, as the review page's writes do, so a whole-list PUT
  // naming the timestamp it read (the stale-write check) sees a bulk change made since.
  const touched = sql`timestamp = GREATEST(now(), timestamp + interval '1 millisecond')`;
  switch (action) {
    case 'approve': {
      const meta = JSON.stringify({ reviewState: ReviewState.Approved, reviewedBy: s.user.email });
      return sql`/* bulkApproveVisits */ UPDATE store_visits SET review_state = ${ReviewState.Approved}, approved_by = ${s.user.email},
        approved_date = ${now.toISOString()}::timestamptz, meta_json = meta_json || ${meta}::jsonb, ${touched} WHERE ${where}`;
    }
    case 'reset': {
      const meta = JSON.stringify(resetMetaJson({}, s.user.email, now));
      const formState = JSON.stringify(resetFormState({}));
      return sql`/* bulkResetVisits */ UPDATE store_visits SET status = ${RecordStatus.Active}, review_state = ${ReviewState.PendingSubmission},
        form_id = NULL, approved_by = NULL, approved_date = NULL, actual_checkin_time = NULL, actual_checkout_time = NULL,
        actual_checkin_latitude = NULL, actual_checkin_longitude = NULL, actual_checkin_distance_km = NULL,
        form_state = form_state || ${formState}::jsonb, meta_json = meta_json || ${meta}::jsonb, ${touched} WHERE ${where}`;
    }
    default:
      return sql`/* bulkSetVisitStatus */ UPDATE store_visits SET status = ${STATUS_TARGET[action]}, ${touched} WHERE ${where}`;
  }
}
