/**
 * The named SQL of widget data (spec 002 §2, §3, §9), one query per widget, every number computed by the
 * database: the widget's visits (visitFromSql under its conditions) joined to their answers by
 * answers_key_visit_idx (question key, visit), grouped and counted there. Lists are cut in SQL (LIMIT) and carry
 * their full count (count(*) OVER ()). Media slides are in media.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ReviewState } from '@svr/domain';
import { rows, type Queryable } from '../../db/client.js';
import { JSON_LIST_PATTERN } from '../../db/tables/answerFacts.js';
import { pathDef, visitFromSql } from '../../storeVisit/filters/paths.js';
import { whereAll } from '../../storeVisit/visit/tenancy.js';
import { isoOrNull } from '../../shared/time.js';

export const WIDGET_LIMITS = { feedback: 100, answers: 200, slides: 200 } as const;

type Time = Date | string | null;

/** The visit's check-in time, or its expected check-in when the talent did not check in. */
const checkinSql = sql.raw('coalesce(v.actual_checkin_time, v.expected_checkin_time)');
const meta = (key: string) => sql.raw(`(v.meta_json->>'${key}')`);

interface FeedbackRow {
  id: number;
  checkin: Time;
  project_name: string | null;
  retailer: string | null;
  location: string | null;
  door_number: string | null;
  message: string;
  total: number;
}

/** feedback: visits of the filter with a feedback message, newest check-in first. */
export async function feedbackData(db: Queryable, conditions: SQL[]) {
  const message = sql`btrim(v.form_state->'feedback'->>'message')`;
  const found = await rows<FeedbackRow>(
    db,
    sql`/* widgetFeedback */ SELECT v.id, ${checkinSql} AS checkin, p.name AS project_name,
    ${meta('retailer')} AS retailer, ${meta('doorLocation')} AS location, ${meta('doorNumber')} AS door_number,
    ${message} AS message, count(*) OVER ()::int AS total
    FROM ${visitFromSql} WHERE ${whereAll([...conditions, sql`coalesce(${message}, '') <> ''`])}
    ORDER BY ${checkinSql} DESC NULLS LAST, v.id DESC LIMIT ${WIDGET_LIMITS.feedback}`,
  );
  return {
    kind: 'feedback' as const,
    total: found[0]?.total ?? 0,
    entries: found.map((r) => ({
      storeVisitId: r.id,
      checkinTime: isoOrNull(r.checkin),
      projectName: r.project_name,
      retailer: r.retailer,
      location: r.location,
      doorNumber: r.door_number,
      message: r.message,
    })),
  };
}

/** The answer's options as jsonb when it is a JSON list of strings, else null. */
export const optionListSql = sql.raw(
  `(CASE WHEN a.answer_value ~ ${JSON_LIST_PATTERN} THEN a.answer_value::jsonb END)`,
);

/** An answer as text: a JSON list of options (checkboxes) as 'a, b'; null when empty. */
const answerTextSql = sql`CASE WHEN a.answer_value IS NULL OR btrim(a.answer_value) = '' THEN NULL
  WHEN ${optionListSql} IS NOT NULL
    THEN (SELECT nullif(string_agg(e, ', '), '') FROM jsonb_array_elements_text(${optionListSql}) e)
  ELSE a.answer_value END`;

interface AnswerRow {
  store_visit_id: number;
  value: string | null;
  checkin: Time;
  retailer: string | null;
  door_number: string | null;
  door_location: string | null;
  total: number;
}

/**
 * The answer_facts rows (alias a) of the visits of CTE `fv` (id, client_id, expected_checkin_time): those of its
 * clients between its lowest and highest expected check-in, one index range per question; a join with fv then keeps
 * its visits' own.
 */
export const factsOfSql = (fv: string) => {
  const t = sql.raw(fv);
  return sql`a.client_id = ANY (ARRAY(SELECT DISTINCT ${t}.client_id FROM ${t}))
    AND a.visit_date >= (SELECT min(coalesce(${t}.expected_checkin_time, '-infinity')) FROM ${t})
    AND a.visit_date <= (SELECT max(coalesce(${t}.expected_checkin_time, '-infinity')) FROM ${t})`;
};

/** questionResponse: the answers to the question, newest visit first (the page's visits read by id). */
export async function answersData(db: Queryable, conditions: SQL[], key: string) {
  const found = await rows<AnswerRow>(
    db,
    sql`/* widgetAnswers */ WITH fv AS MATERIALIZED (
      SELECT v.id, v.client_id, v.expected_checkin_time FROM ${visitFromSql} WHERE ${whereAll(conditions)}
    ), page AS (
      SELECT a.answer_id AS id, a.store_visit_id, a.answer_value, fv.expected_checkin_time, count(*) OVER ()::int AS total
      FROM answer_facts a JOIN fv ON fv.id = a.store_visit_id
      WHERE a.question_canonical_key = ${key} AND ${factsOfSql('fv')}
      ORDER BY fv.expected_checkin_time DESC NULLS LAST, a.store_visit_id DESC, a.answer_id LIMIT ${WIDGET_LIMITS.answers}
    )
    SELECT a.store_visit_id, ${answerTextSql} AS value, ${checkinSql} AS checkin,
    ${meta('retailer')} AS retailer, ${meta('doorNumber')} AS door_number, ${meta('doorLocation')} AS door_location,
    a.total
    FROM page a JOIN store_visits v ON v.id = a.store_visit_id
    ORDER BY a.expected_checkin_time DESC NULLS LAST, a.store_visit_id DESC, a.id`,
  );
  return {
    total: found[0]?.total ?? 0,
    answers: found.map((r) => ({
      storeVisitId: r.store_visit_id,
      value: r.value,
      checkinTime: isoOrNull(r.checkin),
      retailer: r.retailer,
      doorNumber: r.door_number,
      doorLocation: r.door_location,
    })),
  };
}

/** How a chart groups its counts: bar by a fixed column ('data grouped by'), line by month, pie not at all. */
export type ChartGrouping = { by: 'none' } | { by: 'month' } | { by: 'path'; path: string };

/** The group expression of a bar chart's 'data grouped by' path, when the caller may use that path. */
export function groupPathSql(path: unknown, isClient: boolean): { path: string; expr: SQL } | null {
  if (typeof path !== 'string' || !path) return null;
  const def = pathDef(path, isClient);
  return def ? { path, expr: def.expr } : null;
}

interface PointRow {
  label: string;
  grp: string | null;
  count: number;
  total: number;
}

/**
 * barChart, lineChart, pieChart: answers counted by label within a group. A JSON list of options (checkboxes)
 * counts once per option; an empty answer (null, blank or []) counts under ''. total counts the answers.
 */
export async function chartData(db: Queryable, conditions: SQL[], key: string, group: SQL | null) {
  const groupSql = group ?? sql`NULL::text`;
  const found = await rows<PointRow>(
    db,
    sql`/* widgetChart */ WITH fv AS MATERIALIZED (
      SELECT v.id, v.client_id, v.expected_checkin_time, (${groupSql})::text AS grp
      FROM ${visitFromSql} WHERE ${whereAll(conditions)}
    ), fa AS MATERIALIZED (
      SELECT a.answer_value AS val, fv.grp, a.options AS arr
      FROM answer_facts a JOIN fv ON fv.id = a.store_visit_id
      WHERE a.question_canonical_key = ${key} AND ${factsOfSql('fv')}
    ), labels AS (
      SELECT fa.grp, e.label FROM fa CROSS JOIN LATERAL jsonb_array_elements_text(fa.arr) AS e(label)
      UNION ALL SELECT fa.grp, '' FROM fa WHERE fa.arr IS NOT NULL AND jsonb_array_length(fa.arr) = 0
      UNION ALL SELECT fa.grp, coalesce(btrim(fa.val), '') FROM fa WHERE fa.arr IS NULL
    )
    SELECT l.label, l.grp, count(*)::int AS count, (SELECT count(*) FROM fa)::int AS total
    FROM labels l GROUP BY l.grp, l.label ORDER BY l.grp NULLS FIRST, count(*) DESC, l.label`,
  );
  return {
    total: found[0]?.total ?? 0,
    points: found.map((r) => ({ label: r.label, group: r.grp, count: r.count })),
  };
}

/** The month (YYYY-MM, UTC) of the visit's timestamp: a line chart's group. */
export const monthSql = sql.raw(`to_char(v.timestamp AT TIME ZONE 'UTC', 'YYYY-MM')`);

/** A numeric answer (digits, an optional sign and decimals, blanks around); anything else is skipped. */
export const NUMERIC_ANSWER = `'^\\s*-?[0-9]{1,15}(\\.[0-9]{1,15})?\\s*$'`;

/** sum: the numeric answers of the question added up, and how many there were. */
export async function numberData(db: Queryable, conditions: SQL[], key: string) {
  const [found] = await rows<{ value: string | number | null; count: number }>(
    db,
    sql`/* widgetSum */ WITH fv AS MATERIALIZED (
      SELECT v.id, v.client_id, v.expected_checkin_time FROM ${visitFromSql} WHERE ${whereAll(conditions)}
    )
    SELECT sum(btrim(a.answer_value)::numeric) AS value, count(*)::int AS count
    FROM answer_facts a JOIN fv ON fv.id = a.store_visit_id
    WHERE a.question_canonical_key = ${key} AND ${factsOfSql('fv')} AND a.answer_value ~ ${sql.raw(NUMERIC_ANSWER)}`,
  );
  return { value: Number(found?.value ?? 0), count: found?.count ?? 0 };
}

/** percentage: the visits of the filter, and how many of them are approved (review state 3). */
export async function percentageData(db: Queryable, conditions: SQL[]) {
  const [found] = await rows<{ approved: number; total: number }>(
    db,
    sql`/* widgetPercentage */ SELECT count(*) FILTER (WHERE v.review_state = ${sql.raw(String(ReviewState.Approved))})::int AS approved,
    count(*)::int AS total FROM ${visitFromSql} WHERE ${whereAll(conditions)}`,
  );
  return { kind: 'percentage' as const, approved: found?.approved ?? 0, total: found?.total ?? 0 };
}
