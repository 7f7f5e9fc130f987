/**
 * Chart and sum widgets counted from answer_day_counts (migration 0009: each question's answers and labels counted
 * per client, UTC day, status, review state, retailer and month, kept by triggers) when their conditions read only
 * what those rows carry: the visit's client (and the client's columns), status, Review State (derivedReviewStateSql)
 * and Visit Date ranges as compileFilter writes them (whole days), and their group is none, the month or the
 * retailer. The rows stand in for the visits (alias v, with the client as c), so the very conditions run on them;
 * a few hundred rows are added up instead of reading the visits and their answers. Same results as store.ts
 * chartData and numberData; anything else (another column, a sub-query, a session time zone other than UTC: days
 * are UTC days) is counted there (null here).
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rows, type Queryable } from '../../db/client.js';
import type { Session } from '../../auth/session.js';
import { derivedReviewStateSql, pathDef } from '../../storeVisit/filters/paths.js';
import { tenancyConditions } from '../../storeVisit/visit/tenancy.js';
import { monthSql } from './store.js';

const dialect = new PgDialect();
const text = (q: SQL) => dialect.sqlToQuery(q).sql;

const DERIVED_STATE = text(derivedReviewStateSql);
const aClientUser: Session = {
  user: { id: 0, email: '', name: '', roleId: 0, roleName: '', clientId: null, isClient: true },
  tenancy: { clientId: null, projectId: null },
};
/** A client user's conditions on the visit's privacy and form (not on a form hidden from them): fixed text. */
const CLIENT_USER = tenancyConditions(aClientUser).map(text);
/** A Visit Date range as compileFilter writes it (the day after the end day excluded), and its exclusion. */
const DAY_RANGE =
  /\(v\.expected_checkin_time >= \$\d+::timestamptz AND v\.expected_checkin_time < \$\d+::timestamptz\)/g;
const NO_DATE = /v\.expected_checkin_time IS NULL/g;
/** Qualified names (alias.column) in a condition's text; its values are parameters ($n), never text. */
const QUALIFIED = /\b([a-z_][a-z0-9_]*)\s*\.\s*("?[a-z_][a-z0-9_]*"?)/gi;
/** What the rows carry as they are (the derived review state stands for derivedReviewStateSql, nothing else). */
const COLUMNS_OF_ROWS = new Set(['v.client_id', 'v.status', 'v.privacy', 'v.form_id', 'v.derived_state']);
/** Session time zones in which a date is a UTC day. */
const UTC_ZONES = ['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT', 'UCT', 'Etc/UCT', 'Zulu', 'Etc/Zulu', 'Universal'];

/** Whether the conditions can run on answer_day_counts rows (the UTC session is checked by the statement). */
export function countable(conditions: SQL[]): boolean {
  return conditions.every((c) => {
    const own = text(c);
    // A client user's own: on the privacy and form the rows carry (and the forms table).
    if (CLIENT_USER.includes(own)) return true;
    const q = own
      .split(DERIVED_STATE)
      .join(' v.derived_state ')
      .replace(DAY_RANGE, ' true ')
      .replace(NO_DATE, ' true ');
    if (/\b(select|from|join|now|current_\w+|localtimestamp|interval)\b/i.test(q)) return false;
    for (const m of q.matchAll(QUALIFIED)) {
      const name = `${m[1].toLowerCase()}.${m[2].toLowerCase()}`;
      if (m[1].toLowerCase() === 'c' || COLUMNS_OF_ROWS.has(name)) continue;
      return false;
    }
    return true;
  });
}

const RETAILER = pathDef('metaJson.retailer', false)?.expr;
/** The rows' column for a chart's group: none, the month, the retailer; undefined when they do not carry it. */
export function countedGroup(group: SQL | null): SQL | undefined {
  if (group === null) return sql`NULL::text`;
  const q = text(group);
  if (q === text(monthSql)) return sql`v.month`;
  if (RETAILER && q === text(RETAILER)) return sql`v.retailer`;
  return undefined;
}

interface CountRow {
  kind: number;
  grp: string | null;
  label: string | null;
  count: number;
  num: string | number | null;
  num_n: number;
  zone: string | null;
}

/**
 * One question's counts under the conditions, grouped by `group` (a countedGroup): the chart's points and total and
 * the sum of its numeric answers; null when the session's time zone is not UTC (then store.ts counts them).
 */
export async function dayCountsData(db: Queryable, conditions: SQL[], key: string, group: SQL) {
  // The rows as visits: the Review State filter reads review_state (the derived state, no rejection dates); a Visit
  // Date range reads the day (UTC midnight), which a whole-day range in a UTC session takes or leaves whole.
  const found = await rows<CountRow>(
    db,
    sql`/* widgetDayCounts */ WITH x AS (
      SELECT ${group} AS grp, v.label, sum(v.n) AS n, sum(v.num_sum) AS num, sum(v.num_n) AS num_n
      FROM (SELECT t.client_id, t.day AS expected_checkin_time, t.status, t.privacy, t.form_id, t.review_state,
          NULL::timestamptz AS last_rejected_date, NULL::timestamptz AS last_submission_date, t.retailer, t.month,
          t.label, t.n, t.num_sum, t.num_n
        FROM answer_day_counts t WHERE t.question_canonical_key = ${key}) v
        LEFT JOIN clients c ON c.id = v.client_id
      WHERE ${sql.join(conditions, sql` AND `)}
      GROUP BY 1, 2
    )
    SELECT 0 AS kind, NULL AS grp, NULL AS label, coalesce(sum(x.n), 0)::int AS count, sum(x.num) AS num,
      coalesce(sum(x.num_n), 0)::int AS num_n, current_setting('TimeZone') AS zone
    FROM x WHERE x.label IS NULL
    UNION ALL
    SELECT 1, x.grp, x.label, x.n::int, NULL, 0, NULL FROM x WHERE x.label IS NOT NULL AND x.n > 0
    ORDER BY kind, grp NULLS FIRST, count DESC, label`,
  );
  const [head, ...points] = found;
  if (!head || !UTC_ZONES.includes(head.zone ?? '')) return null;
  return {
    chart: {
      total: head.count,
      points: points.map((r) => ({ label: r.label ?? '', group: r.grp, count: r.count })),
    },
    sum: { value: Number(head.num ?? 0), count: head.num_n },
  };
}
