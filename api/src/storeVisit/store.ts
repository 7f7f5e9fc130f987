/** Reads of visits, always scoped by the caller's tenancy. */
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { badRequest } from '../http/errors.js';
import { isInternalPath, pathDef, visitDaysFromSql, visitFromSql } from './paths.js';
import type { VisitRow } from './presenter.js';
import { waitBandRankSql, waitColorOrderSql } from './waitColorSql.js';

export const visitColumnsSql =
  sql.raw(`v.id, v.event_id, v.form_id, v.client_id, c.name AS client_name, v.project_id, p.name AS project_name,
  v.talent_id, t.talent_type, t.mcid, t.name AS talent_name, t.email AS talent_email, t.approved_date AS talent_approved_date,
  v.svr_type, v.status, v.privacy, v.expected_checkin_time, v.expected_duration_minutes, v.actual_checkin_time,
  v.actual_checkout_time, v.actual_checkin_latitude, v.actual_checkin_longitude, v.actual_checkin_distance_km,
  v.rejected_counter, v.approved_by, v.review_state, v.last_submission_date, v.last_rejected_date, v.form_state,
  v.meta_json, v.timestamp`);

/**
 * A visit filed on a form hidden from client users (content.hideFromClient of the form's current
 * published record, as api/src/form/store.ts hiddenFamilies decides for the form itself): the client
 * gets neither the form nor its reports, so no page of theirs shows a report whose form it cannot read.
 */
const onFormHiddenFromClientSql = sql`EXISTS (/* visitOnHiddenForm */ SELECT 1 FROM forms f WHERE f.id = v.form_id
  AND (SELECT h.content->'hideFromClient' FROM forms h WHERE h.canonical_key = f.canonical_key AND h.status IN (1, 2)
       ORDER BY h.id DESC LIMIT 1) IN ('1'::jsonb, 'true'::jsonb, '"1"'::jsonb, '"true"'::jsonb))`;

/**
 * The tenancy part of every visit read: the chosen client and project, and for client users only
 * visits visible to the client (their own client is pinned in session.ts) on forms not hidden from them.
 */
export function tenancyConditions(s: Session): SQL[] {
  const conds: SQL[] = [];
  if (s.tenancy.clientId !== null) conds.push(sql`v.client_id = ${s.tenancy.clientId}`);
  if (s.tenancy.projectId !== null) conds.push(sql`v.project_id = ${s.tenancy.projectId}`);
  if (s.user.isClient) conds.push(sql`v.privacy = 0`, sql`NOT ${onFormHiddenFromClientSql}`);
  return conds;
}

/** Conditions every visit read carries: never deleted; the tenancy; client users only visible visits. */
export function scopeConditions(s: Session): SQL[] {
  return [sql`v.status <> 0`, ...tenancyConditions(s)];
}

export const whereAll = (conds: SQL[]) => sql.join(conds, sql` AND `);

export async function visitById(db: Db, s: Session, id: number): Promise<VisitRow | null> {
  const [row] = await rows<VisitRow>(
    db,
    sql`/* visitById */ SELECT ${visitColumnsSql} FROM ${visitFromSql}
    WHERE v.id = ${id} AND ${whereAll(scopeConditions(s))}`,
  );
  return row ?? null;
}

/** Sort path of the wait colour (spec 002 §9 order); any other sort path is a filter path. */
export const WAIT_COLOR_SORT = 'waitColor';

export interface ListOptions {
  conditions: SQL[];
  /** The caller's sort; ties always fall back to the newest report first (id descending). */
  sort: { path: string; descending: boolean } | null;
  /** Sort by wait colour before the caller's sort (sortandcolors.sort). */
  colorSort: boolean;
  /** Compute each row's wait colour (sortandcolors.colors). */
  colors: boolean;
  /** One row per day of a multi-day visit (groupMultiDaySvrs false). */
  expandMultiDay: boolean;
  page: number;
  pageSize: number;
  now: Date;
}

export interface ListedVisitRow extends VisitRow {
  /** 0 red, 1 orange, 2 yellow, 3 none; null when colours are off. */
  wait_band_rank: number | null;
  day_id: number | null;
  day_event_id: string | null;
}

/** The ORDER BY of a list: colour sort and the caller's sort through the whitelist, then id descending. */
export function listOrderSql(s: Session, o: Pick<ListOptions, 'sort' | 'colorSort' | 'now' | 'expandMultiDay'>): SQL {
  const terms: SQL[] = [];
  const colorAllowed = !s.user.isClient;
  if (o.colorSort && colorAllowed) terms.push(waitColorOrderSql(o.now, false));
  if (o.sort) {
    if (o.sort.path === WAIT_COLOR_SORT) {
      if (!colorAllowed) throw badRequest('Client users cannot sort by review wait colour.');
      terms.push(waitColorOrderSql(o.now, o.sort.descending));
    } else {
      const def = pathDef(o.sort.path, s.user.isClient);
      if (!def) {
        throw badRequest(
          s.user.isClient && isInternalPath(o.sort.path)
            ? `Client users cannot sort by ${o.sort.path}.`
            : `Unknown sort path: ${o.sort.path}`,
        );
      }
      terms.push(sql`${def.expr} ${sql.raw(o.sort.descending ? 'DESC NULLS LAST' : 'ASC NULLS FIRST')}`);
    }
  }
  terms.push(sql.raw('v.id DESC'));
  if (o.expandMultiDay) terms.push(sql.raw('v.day_id ASC NULLS FIRST'));
  return sql.join(terms, sql`, `);
}

/** The two statements of a list page: its count and its rows (also what the benchmark EXPLAINs). */
export function listVisitsQueries(s: Session, o: ListOptions): { count: SQL; page: SQL } {
  const from = o.expandMultiDay ? visitDaysFromSql : visitFromSql;
  const where = whereAll([...scopeConditions(s), ...o.conditions]);
  const colour = o.colors && !s.user.isClient ? waitBandRankSql(o.now) : sql.raw('NULL::int');
  const day = o.expandMultiDay
    ? sql.raw('v.day_id, v.day_event_id')
    : sql.raw('NULL::int AS day_id, NULL::text AS day_event_id');
  return {
    count: sql`/* countVisits */ SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
    page: sql`/* listVisits */ SELECT ${visitColumnsSql}, ${colour} AS wait_band_rank, ${day}
    FROM ${from} WHERE ${where} ORDER BY ${listOrderSql(s, o)} LIMIT ${o.pageSize} OFFSET ${(o.page - 1) * o.pageSize}`,
  };
}

export async function listVisits(
  db: Db,
  s: Session,
  o: ListOptions,
): Promise<{ rows: ListedVisitRow[]; total: number }> {
  const q = listVisitsQueries(s, o);
  const [{ total }] = await rows<{ total: number }>(db, q.count);
  const list = await rows<ListedVisitRow>(db, q.page);
  return { rows: list, total };
}

export interface DayRow {
  id: number;
  store_visit_id: number;
  event_id: string | null;
  status: number;
  expected_checkin_time: Date | string | null;
  expected_duration_minutes: number | null;
  actual_checkin_time: Date | string | null;
  actual_checkout_time: Date | string | null;
}

/** The days of the given multi-day visits, in day order (for grouped rows). */
export async function visitDays(db: Db, visitIds: number[]): Promise<DayRow[]> {
  if (visitIds.length === 0) return [];
  const list = sql.join(
    visitIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return rows<DayRow>(
    db,
    sql`/* visitDays */ SELECT e.id, e.store_visit_id, e.event_id, e.status, e.expected_checkin_time,
    e.expected_duration_minutes, e.actual_checkin_time, e.actual_checkout_time
    FROM store_visit_events e WHERE e.store_visit_id IN (${list}) ORDER BY e.store_visit_id, e.expected_checkin_time, e.id`,
  );
}

/** Of the given ids, those the caller may see. */
export async function visibleVisitIds(db: Db, s: Session, ids: number[]): Promise<number[]> {
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
export async function visitsByIds(db: Db, s: Session, ids: number[]): Promise<VisitRow[]> {
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
