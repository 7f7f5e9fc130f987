/** Reads of one visit or of chosen visits, always scoped by the caller's tenancy (tenancy.ts). */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { rows, type Queryable } from '../../db/client.js';
import { storeVisitEvents, storeVisitSubmissions } from '../../db/schema.js';
import type { Session } from '../../auth/session.js';
import { visitFromSql } from '../filters/paths.js';
import type { VisitRow } from './presenter.js';
import { scopeConditions, whereAll } from './tenancy.js';

/** A visit row's columns (VisitRow) but its two documents, form_state and meta_json: each one's SQL. */
const COLUMN_SQL = {
  id: 'v.id',
  event_id: 'v.event_id',
  form_id: 'v.form_id',
  client_id: 'v.client_id',
  // The client's and project's names are sub-queries, so a statement that neither filters nor sorts on them plans
  // without those two joins (a list page's planning 0.6 → 0.4 ms on PostgreSQL); the talent, five columns, stays a join.
  client_name: '(SELECT c.name FROM clients c WHERE c.id = v.client_id)',
  project_id: 'v.project_id',
  project_name: '(SELECT p.name FROM projects p WHERE p.id = v.project_id)',
  talent_id: 'v.talent_id',
  talent_type: 't.talent_type',
  mcid: 't.mcid',
  talent_name: 't.name',
  talent_email: 't.email',
  talent_approved_date: 't.approved_date',
  svr_type: 'v.svr_type',
  status: 'v.status',
  privacy: 'v.privacy',
  expected_checkin_time: 'v.expected_checkin_time',
  expected_duration_minutes: 'v.expected_duration_minutes',
  actual_checkin_time: 'v.actual_checkin_time',
  actual_checkout_time: 'v.actual_checkout_time',
  actual_checkin_latitude: 'v.actual_checkin_latitude',
  actual_checkin_longitude: 'v.actual_checkin_longitude',
  actual_checkin_distance_km: 'v.actual_checkin_distance_km',
  rejected_counter: 'v.rejected_counter',
  approved_by: 'v.approved_by',
  review_state: 'v.review_state',
  last_submission_date: 'v.last_submission_date',
  last_rejected_date: 'v.last_rejected_date',
  timestamp: 'v.timestamp',
} satisfies Record<Exclude<keyof VisitRow, 'form_state' | 'meta_json'>, string>;
export type VisitColumn = keyof typeof COLUMN_SQL;
const ALL_COLUMNS = Object.keys(COLUMN_SQL) as VisitColumn[];

const columnsSql = (read: ReadonlySet<VisitColumn> | null) =>
  ALL_COLUMNS.map((c) => (read === null || read.has(c) ? `${COLUMN_SQL[c]} AS ${c}` : `NULL AS ${c}`)).join(', ');
const NARROW_COLUMNS = sql.raw(columnsSql(null));

/**
 * A visit row of which only the columns `read` are read, the others null (a list's `fields` selection: a field's
 * columns, VISIT_FIELD_COLUMNS), with what stands for its two documents.
 */
export const visitColumnsOf = (read: ReadonlySet<VisitColumn>, formState: SQL, metaJson: SQL): SQL =>
  sql`${sql.raw(columnsSql(read))}, ${formState} AS form_state, ${metaJson} AS meta_json`;

/** A whole visit row (VisitRow). */
export const visitColumnsSql = sql`${NARROW_COLUMNS}, v.form_state AS form_state, v.meta_json AS meta_json`;

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
