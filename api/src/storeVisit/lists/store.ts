/** The SQL of the visit list: one page of visits under filters and the tenancy, sorted, and the days of multi-day visits. */
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Queryable } from '../../db/client.js';
import type { Session } from '../../auth/session.js';
import { badRequest } from '../../http/errors.js';
import { isInternalPath, pathDef, visitDaysFromSql, visitFromSql } from '../filters/paths.js';
import { ROW_META_COLUMNS, ROW_META_KEYS, VISIT_FIELD_COLUMNS, type VisitRow } from '../visit/presenter.js';
import { visitColumnsOf, visitColumnsSql, type VisitColumn } from '../visit/store.js';
import { ALWAYS_LISTED_FIELDS, ALWAYS_META } from './presenter.js';
import { scopeConditions, whereAll } from '../visit/tenancy.js';
import { talentGroupRankSql, waitBandRankSql, waitColorOrderSql, waitTimeOrderSql } from '../waitColor/sql.js';
import { WAIT_BAND_RANK } from '../waitColor/waitColor.js';

/** Sort path of the wait colour (spec 002 §9 order); any other sort path is a filter path. */
export const WAIT_COLOR_SORT = 'waitColor';
/** Sort path of 'Longest wait first' (issue 15): wait colour, then the longest wait, as the rows show them. */
export const WAIT_TIME_SORT = 'waitTime';

export interface ListOptions {
  conditions: SQL[];
  /** The row's columns (listedColumnsSql for a `fields` selection); whole rows (visitColumnsSql) when absent. */
  columns?: SQL;
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

/**
 * The columns of a list row for a `fields` selection (userStoreVisits, a roll-up page's rows): `fields` narrows what
 * the api reads, not only what it answers. Of the visit's columns, those the fields asked and the ones every row keeps
 * (ALWAYS_LISTED_FIELDS) read (VISIT_FIELD_COLUMNS, ROW_META_COLUMNS), the others null: a responses list's row reads
 * 15 of 29, and neither PostgreSQL writes nor the driver parses the other timestamps. formState is read only when
 * asked. Of metaJson, only the stored keys the selection keeps (those asked, and ALWAYS_META with any), each where
 * the visit has it, so the row's metaJson has the keys the whole one would; the keys a visit's own columns give
 * (ROW_META_KEYS) are not read from it. No fields, 'metaJson' itself, or a client user (whose withheld keys are
 * decided on the whole visit, visit/clientVisibility.ts): whole rows.
 */
export function listedColumnsSql(fields: readonly string[], isClient: boolean): SQL {
  if (fields.length === 0 || isClient || fields.includes('metaJson')) return visitColumnsSql;
  const formState = sql.raw(fields.includes('formState') ? 'v.form_state' : 'NULL::jsonb');
  const asked = fields.filter((f) => f.startsWith('metaJson.')).map((f) => f.slice('metaJson.'.length));
  const kept = asked.length ? [...new Set([...ALWAYS_META, ...asked])] : [];
  const read = new Set<VisitColumn>(['id']);
  for (const f of [...ALWAYS_LISTED_FIELDS, ...fields])
    if (Object.hasOwn(VISIT_FIELD_COLUMNS, f))
      for (const c of VISIT_FIELD_COLUMNS[f as keyof typeof VISIT_FIELD_COLUMNS]) read.add(c);
  for (const k of kept) if (Object.hasOwn(ROW_META_COLUMNS, k)) for (const c of ROW_META_COLUMNS[k]) read.add(c);
  const stored = kept.filter((k) => !ROW_META_KEYS.includes(k));
  const metaJson =
    asked.length === 0
      ? sql.raw('NULL::jsonb')
      : stored.length === 0
        ? sql.raw(`'{}'::jsonb`)
        : sql`(${sql.join(
            stored.map(
              (k) =>
                sql`CASE WHEN jsonb_exists(v.meta_json, ${k}::text) THEN jsonb_build_object(${k}::text, v.meta_json -> ${k}::text) ELSE '{}'::jsonb END`,
            ),
            sql` || `,
          )})`;
  return visitColumnsOf(read, formState, metaJson);
}

/** The ORDER BY of a list: colour sort and the caller's sort through the whitelist, then id descending. */
export function listOrderSql(s: Session, o: Pick<ListOptions, 'sort' | 'colorSort' | 'now' | 'expandMultiDay'>): SQL {
  const terms: SQL[] = [];
  const colorAllowed = !s.user.isClient;
  if (o.colorSort && colorAllowed) terms.push(waitColorOrderSql(o.now, false));
  if (o.sort) {
    if (o.sort.path === WAIT_COLOR_SORT || o.sort.path === WAIT_TIME_SORT) {
      if (!colorAllowed) throw badRequest('Client users cannot sort by review wait colour.');
      const byWait = o.sort.path === WAIT_TIME_SORT ? waitTimeOrderSql : waitColorOrderSql;
      terms.push(byWait(o.now, o.sort.descending));
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

/**
 * The statements of a list page (also what the benchmark EXPLAINs): its count, its rows, and `one`, the rows with
 * the total on each in a single statement, which listVisits runs. One statement instead of two side by side: one
 * round trip and one pooled connection a page instead of two; the review queue's count reads the set its colour sort
 * already gathered. The total is a scalar sub-query of the rows' statement (computed once), not a join of the count
 * with the rows, whose lateral join, numbering and outer sort cost PostgreSQL a third more planning; a page past the
 * end has no row to carry it, and listVisits counts apart then.
 */
export function listVisitsQueries(s: Session, o: ListOptions): { count: SQL; page: SQL; one: SQL } {
  const from = o.expandMultiDay ? visitDaysFromSql : visitFromSql;
  const where = whereAll([...scopeConditions(s), ...o.conditions]);
  const columns = o.columns ?? visitColumnsSql;
  const colour = o.colors && !s.user.isClient ? waitBandRankSql(o.now) : sql.raw('NULL::int');
  const day = o.expandMultiDay
    ? sql.raw('v.day_id, v.day_event_id')
    : sql.raw('NULL::int AS day_id, NULL::text AS day_event_id');
  const order = listOrderSql(s, o);
  const limit = sql`LIMIT ${o.pageSize} OFFSET ${(o.page - 1) * o.pageSize}`;
  const countOf = (set: SQL) => sql`SELECT count(*)::int AS total FROM ${set}`;
  const count = sql`/* countVisits */ ${countOf(sql`${from} WHERE ${where}`)}`;
  const withTotal = (total: SQL, rows: SQL, before?: SQL) =>
    sql`/* listVisitsWithTotal */ ${before ?? sql``}SELECT ${columns}, ${colour} AS wait_band_rank, ${day}, (${total}) AS total ${rows}`;
  if (o.expandMultiDay) {
    const rows = sql`FROM ${from} WHERE ${where} ORDER BY ${order} ${limit}`;
    return {
      count,
      page: sql`/* listVisits */ SELECT ${columns}, ${colour} AS wait_band_rank, ${day} ${rows}`,
      one: withTotal(countOf(sql`${from} WHERE ${where}`), rows),
    };
  }
  // The page's ids first, sorted on the narrow columns the order reads (an index-only scan of the date index
  // for a date filter), then the 50 whole rows by id: sorting 40,000 whole visits (metaJson, formState) to keep
  // 50 cost ten times more. The outer ORDER BY is the same total order (it ends in v.id), on the page's rows.
  // The review queue's colour order: its keys computed once per row (OFFSET 0 keeps the subquery apart, so the
  // talent group and band CASEs are not evaluated again for each ORDER BY term), then sorted.
  const colourQueue =
    !s.user.isClient && (o.sort ? o.sort.path === WAIT_COLOR_SORT && !o.sort.descending : o.colorSort);
  const keys = sql`SELECT v.id, ${talentGroupRankSql} AS g, ${waitBandRankSql(o.now)} AS b, v.last_submission_date AS lsd
        FROM ${from} WHERE ${where}`;
  const colourIds = (set: SQL) => sql`SELECT k.id FROM ${set} k
      ORDER BY k.g, k.b, (CASE WHEN k.b < ${sql.raw(String(WAIT_BAND_RANK.none))} THEN k.lsd END) ASC NULLS LAST, k.id DESC ${limit}`;
  const ids = colourQueue
    ? colourIds(sql`(${keys} OFFSET 0)`)
    : sql`SELECT pick.id FROM (SELECT v.id FROM ${from} WHERE ${where} ORDER BY ${order} ${limit}) pick`;
  const byIds = (idList: SQL) => sql`FROM ${from} WHERE v.id IN (${idList}) ORDER BY ${order}`;
  return {
    count,
    page: sql`/* listVisits */ SELECT ${columns}, ${colour} AS wait_band_rank, ${day} ${byIds(ids)}`,
    one: colourQueue
      ? withTotal(countOf(sql`keys`), byIds(colourIds(sql`keys`)), sql`WITH keys AS MATERIALIZED (${keys}) `)
      : withTotal(countOf(sql`${from} WHERE ${where}`), byIds(ids)),
  };
}

export async function listVisits(
  db: Queryable,
  s: Session,
  o: ListOptions,
): Promise<{ rows: ListedVisitRow[]; total: number }> {
  const queries = listVisitsQueries(s, o);
  const found = await rows<ListedVisitRow & { total: number }>(db, queries.one);
  if (found.length === 0) {
    // No row carries the total: none at all on the first page; past the end, counted apart.
    const total = o.page === 1 ? 0 : ((await rows<{ total: number }>(db, queries.count))[0]?.total ?? 0);
    return { rows: [], total };
  }
  const list: ListedVisitRow[] = [];
  for (const { total: _total, ...row } of found) list.push(row);
  return { rows: list, total: found[0].total };
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
export async function visitDays(db: Queryable, visitIds: number[]): Promise<DayRow[]> {
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
