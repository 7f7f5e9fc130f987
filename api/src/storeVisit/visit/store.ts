/** Reads of one visit or of chosen visits, always scoped by the caller's tenancy (tenancy.ts). */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { rows, type Queryable } from '../../db/client.js';
import { storeVisitEvents, storeVisitSubmissions } from '../../db/schema.js';
import type { Session } from '../../auth/session.js';
import { visitFromSql } from '../filters/paths.js';
import type { VisitRow } from './presenter.js';
import { scopeConditions, whereAll } from './tenancy.js';

/** The columns of a visit row (VisitRow) but its two documents, form_state and meta_json. */
const NARROW_COLUMNS =
  sql.raw(`v.id, v.event_id, v.form_id, v.client_id, c.name AS client_name, v.project_id, p.name AS project_name,
  v.talent_id, t.talent_type, t.mcid, t.name AS talent_name, t.email AS talent_email, t.approved_date AS talent_approved_date,
  v.svr_type, v.status, v.privacy, v.expected_checkin_time, v.expected_duration_minutes, v.actual_checkin_time,
  v.actual_checkout_time, v.actual_checkin_latitude, v.actual_checkin_longitude, v.actual_checkin_distance_km,
  v.rejected_counter, v.approved_by, v.review_state, v.last_submission_date, v.last_rejected_date, v.timestamp`);

/** A visit row (VisitRow) with what stands for its form_state and meta_json: the columns, or less of them. */
export const visitColumnsWith = (formState: SQL, metaJson: SQL): SQL =>
  sql`${NARROW_COLUMNS}, ${formState} AS form_state, ${metaJson} AS meta_json`;

export const visitColumnsSql = visitColumnsWith(sql.raw('v.form_state'), sql.raw('v.meta_json'));

export async function visitById(db: Queryable, s: Session, id: number): Promise<VisitRow | null> {
  const [row] = await rows<VisitRow>(
    db,
    sql`/* visitById */ SELECT ${visitColumnsSql} FROM ${visitFromSql}
    WHERE v.id = ${id} AND ${whereAll(scopeConditions(s))}`,
  );
  return row ?? null;
}

/** Of the given ids, those the caller may see. */
export async function visibleVisitIds(db: Queryable, s: Session, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const found = await rows<{ id: number }>(
    db,
    sql`/* visibleVisitIds */ SELECT v.id FROM store_visits v
    WHERE v.id IN (${list}) AND ${whereAll(scopeConditions(s))}`,
  );
  return found.map((r) => r.id);
}

/** The visits of the given ids the caller may see, in the order of the ids. */
export async function visitsByIds(db: Queryable, s: Session, ids: number[]): Promise<VisitRow[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const found = await rows<VisitRow>(
    db,
    sql`/* visitsByIds */ SELECT ${visitColumnsSql} FROM ${visitFromSql}
    WHERE v.id IN (${list}) AND ${whereAll(scopeConditions(s))}`,
  );
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is VisitRow => r !== undefined);
}

/** The days of one visit (multi-day visits have several), in check-in order. */
export function visitEvents(db: Queryable, visitId: number) {
  return db
    .select()
    .from(storeVisitEvents)
    .where(eq(storeVisitEvents.storeVisitId, visitId))
    .orderBy(asc(storeVisitEvents.expectedCheckinTime));
}
export type VisitEvent = Awaited<ReturnType<typeof visitEvents>>[number];

/** The submissions of one visit, oldest first. */
export function visitSubmissions(db: Queryable, visitId: number) {
  return db
    .select()
    .from(storeVisitSubmissions)
    .where(eq(storeVisitSubmissions.storeVisitId, visitId))
    .orderBy(asc(storeVisitSubmissions.submittedAt));
}
export type VisitSubmission = Awaited<ReturnType<typeof visitSubmissions>>[number];
