/** Reads the review writes share: the report locked for the change, with what its rules need. */
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { conflict, notFound } from '../http/errors.js';
import { deriveReviewState } from '../storeVisit/reviewState.js';
import { scopeConditions, whereAll } from '../storeVisit/store.js';
import { isOwnReport, REVIEW_MESSAGES } from './rules.js';

export interface LockedVisit {
  id: number;
  event_id: string | null;
  form_id: number | null;
  status: number;
  privacy: number;
  review_state: number;
  last_submission_date: Date | string | null;
  last_rejected_date: Date | string | null;
  rejected_counter: number;
  approved_by: string | null;
  form_state: unknown;
  meta_json: unknown;
  talent_email: string | null;
  form_content: unknown;
}

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

/** The review state as the page shows it (Resubmitted derived). */
export const shownState = (v: LockedVisit) => deriveReviewState(v.review_state, asDate(v.last_submission_date), asDate(v.last_rejected_date));

export const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * Locks a report the caller may see for a review change (FOR UPDATE: two reviewers saving at once are
 * applied one after the other), and refuses one the caller filed (spec 001 §5, 409 as the bulk approve).
 * 404 when it does not exist, is deleted or is outside the caller's tenancy.
 */
export async function lockVisitForReview(tx: Db, s: Session, id: number): Promise<LockedVisit> {
  const [visit] = await rows<LockedVisit>(tx, sql`/* reviewLockVisit */ SELECT v.id, v.event_id, v.form_id, v.status, v.privacy,
      v.review_state, v.last_submission_date, v.last_rejected_date, v.rejected_counter, v.approved_by, v.form_state, v.meta_json,
      t.email AS talent_email, f.content AS form_content
    FROM store_visits v LEFT JOIN talent t ON t.id = v.talent_id LEFT JOIN forms f ON f.id = v.form_id
    WHERE ${whereAll([sql`v.id = ${id}`, ...scopeConditions(s)])}
    FOR UPDATE OF v`);
  if (!visit) throw notFound(`Store visit ${id} does not exist or is not yours to change.`);
  if (isOwnReport(visit.talent_email, s.user.email)) throw conflict(REVIEW_MESSAGES.ownReport);
  return visit;
}
