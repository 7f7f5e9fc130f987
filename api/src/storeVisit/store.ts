/** Reads of visits, always scoped by the caller's tenancy. */
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { visitFromSql, pathDef } from './paths.js';
import type { VisitRow } from './presenter.js';

export const visitColumnsSql = sql.raw(`v.id, v.event_id, v.form_id, v.client_id, c.name AS client_name, v.project_id, p.name AS project_name,
  v.talent_id, t.talent_type, t.mcid, t.name AS talent_name, t.email AS talent_email, t.approved_date AS talent_approved_date,
  v.svr_type, v.status, v.privacy, v.expected_checkin_time, v.expected_duration_minutes, v.actual_checkin_time,
  v.actual_checkout_time, v.actual_checkin_latitude, v.actual_checkin_longitude, v.actual_checkin_distance_km,
  v.rejected_counter, v.approved_by, v.review_state, v.last_submission_date, v.last_rejected_date, v.form_state,
  v.meta_json, v.timestamp`);

/** Conditions every visit read carries: never deleted; the tenancy; client users only visible visits. */
export function scopeConditions(s: Session): SQL[] {
  const conds: SQL[] = [sql`v.status <> 0`];
  if (s.tenancy.clientId !== null) conds.push(sql`v.client_id = ${s.tenancy.clientId}`);
  if (s.tenancy.projectId !== null) conds.push(sql`v.project_id = ${s.tenancy.projectId}`);
  if (s.user.isClient) conds.push(sql`v.privacy = 0`);
  return conds;
}

const whereAll = (conds: SQL[]) => sql.join(conds, sql` AND `);

export async function visitById(db: Db, s: Session, id: number): Promise<VisitRow | null> {
  const [row] = await rows<VisitRow>(db, sql`/* visitById */ SELECT ${visitColumnsSql} FROM ${visitFromSql}
    WHERE v.id = ${id} AND ${whereAll(scopeConditions(s))}`);
  return row ?? null;
}

export interface ListOptions {
  conditions: SQL[];
  sortPath: string;
  descending: boolean;
  page: number;
  pageSize: number;
}

export async function listVisits(db: Db, s: Session, o: ListOptions): Promise<{ rows: VisitRow[]; total: number }> {
  const sort = pathDef(o.sortPath, s.user.isClient)?.expr ?? sql.raw('v.id');
  const dir = sql.raw(o.descending ? 'DESC NULLS LAST' : 'ASC NULLS FIRST');
  const where = whereAll([...scopeConditions(s), ...o.conditions]);
  const [{ total }] = await rows<{ total: number }>(db, sql`/* countVisits */ SELECT count(*)::int AS total FROM ${visitFromSql} WHERE ${where}`);
  const list = await rows<VisitRow>(db, sql`/* listVisits */ SELECT ${visitColumnsSql} FROM ${visitFromSql}
    WHERE ${where} ORDER BY ${sort} ${dir}, v.id DESC LIMIT ${o.pageSize} OFFSET ${(o.page - 1) * o.pageSize}`);
  return { rows: list, total };
}

/** Of the given ids, those the caller may see. */
export async function visibleVisitIds(db: Db, s: Session, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const found = await rows<{ id: number }>(db, sql`/* visibleVisitIds */ SELECT v.id FROM store_visits v
    WHERE v.id IN (${list}) AND ${whereAll(scopeConditions(s))}`);
  return found.map((r) => r.id);
}
