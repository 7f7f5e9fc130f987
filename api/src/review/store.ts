/** Reads the review writes share: the report locked for the change, with what its rules need. */
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Queryable } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { conflict, notFound } from '../http/errors.js';
import { RecordStatus } from '@svr/domain';
import { deriveReviewState } from '../storeVisit/reviewState.js';
import { scopeConditions, whereAll } from '../storeVisit/visit/tenancy.js';
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
  /** When the report last changed (GET storeVisit/id answers it; the stale-write check compares it). */
  timestamp: Date | string;
}

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

/** The review state as the page shows it (Resubmitted derived). */
export const shownState = (v: LockedVisit) =>
  deriveReviewState(v.review_state, asDate(v.last_submission_date), asDate(v.last_rejected_date));

export const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'string'
    ? (JSON.parse(v) as Record<string, unknown>)
    : v && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : {};

/**
 * Locks a report the caller may see for a review change (FOR UPDATE: two reviewers saving at once are
 * applied one after the other), and refuses one the caller filed (spec 001 §5, 409 as the bulk approve).
 * 404 when it does not exist, is deleted or is outside the caller's tenancy.
 */
export async function lockVisitForReview(tx: Queryable, s: Session, id: number): Promise<LockedVisit> {
  const [visit] = await rows<LockedVisit>(
    tx,
    sql`/* reviewLockVisit */ SELECT v.id, v.event_id, v.form_id, v.status, v.privacy,
      v.review_state, v.last_submission_date, v.last_rejected_date, v.rejected_counter, v.approved_by, v.form_state, v.meta_json, v.timestamp,
      t.email AS talent_email, f.content AS form_content
    FROM store_visits v LEFT JOIN talent t ON t.id = v.talent_id LEFT JOIN forms f ON f.id = v.form_id
    WHERE ${whereAll([sql`v.id = ${id}`, ...scopeConditions(s)])}
    FOR UPDATE OF v`,
  );
  if (!visit) throw notFound(`Store visit ${id} does not exist or is not yours to change.`);
  if (isOwnReport(visit.talent_email, s.user.email)) throw conflict(REVIEW_MESSAGES.ownReport);
  return visit;
}

/** Uuids of the questions a report answers (a value, not blank): what REJECT ALL marks when no visited question is recorded. */
export async function answeredQuestionUuids(tx: Queryable, id: number): Promise<string[]> {
  const answered = await rows<{ question_uuid: string }>(
    tx,
    sql`/* reviewAnsweredQuestions */
      SELECT DISTINCT question_uuid::text AS question_uuid FROM answers WHERE store_visit_id = ${id} AND answer_value IS NOT NULL AND answer_value <> ''`,
  );
  return answered.map((a) => a.question_uuid);
}

/**
 * Writes column changes of a locked report and moves its `timestamp` on (strictly later than before, so a
 * caller holding the old one is refused as stale). jsonb keys are set one by one (jsonb_set), so a change
 * touches only its key of metaJson or formState.
 */
export async function writeVisit(
  tx: Queryable,
  id: number,
  change: {
    columns?: Record<string, string | number | Date | null>;
    meta?: Record<string, unknown>;
    formState?: Record<string, unknown>;
  },
): Promise<void> {
  const parts: SQL[] = [];
  for (const [c, value] of Object.entries(change.columns ?? {})) {
    if (!/^[a-z_]+$/.test(c)) throw new Error(`Not a column: ${c}`);
    parts.push(
      value instanceof Date ? sql`${sql.raw(c)} = ${value.toISOString()}::timestamptz` : sql`${sql.raw(c)} = ${value}`,
    );
  }
  const setKeys = (column: string, keys: Record<string, unknown> | undefined) => {
    const entries = Object.entries(keys ?? {});
    if (!entries.length) return;
    let expr: SQL = sql`${sql.raw(column)}`;
    for (const [k, v] of entries)
      expr = sql`jsonb_set(${expr}, ${`{${k}}`}::text[], ${JSON.stringify(v)}::jsonb, true)`;
    parts.push(sql`${sql.raw(column)} = ${expr}`);
  };
  setKeys('meta_json', change.meta);
  setKeys('form_state', change.formState);
  parts.push(sql`timestamp = GREATEST(now(), timestamp + interval '1 millisecond')`);
  await tx.execute(sql`/* reviewWriteVisit */ UPDATE store_visits SET ${sql.join(parts, sql`, `)} WHERE id = ${id}`);
}

/** The stale-write check: the caller read the report at `readTimestamp`; refused (409) when it changed since. */
export function refuseStale(v: LockedVisit, readTimestamp: string | undefined): void {
  if (readTimestamp === undefined) return;
  if (new Date(v.timestamp).getTime() !== new Date(readTimestamp).getTime()) throw conflict(REVIEW_MESSAGES.stale);
}

/** A talent's approved date: the one on file, else the date of their first approved report (null when none). */
export async function talentApprovedDate(db: Queryable, talentId: number) {
  const [talent] = await rows<{ id: number; mcid: string; approved_date: Date | string | null }>(
    db,
    sql`/* talentApprovedDate */
      SELECT t.id, t.mcid, COALESCE(t.approved_date, (SELECT min(v.approved_date) FROM store_visits v WHERE v.talent_id = t.id AND v.status <> ${sql.raw(String(RecordStatus.Deleted))}))
        AS approved_date
      FROM talent t WHERE t.id = ${talentId}`,
  );
  return talent ?? null;
}
