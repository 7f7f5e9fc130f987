/**
 * The chart, sum, percentage, photo and video widgets of one dashboard request that share their visits (the same
 * conditions: filter, scope and tenancy) in one statement: the visits once (fv, with each part's group), the answers
 * of all their questions once (fa: from answer_facts, one index range per question over the visits' clients and dates,
 * joined to the visits; not one answers lookup per visit), then each part counted
 * as store.ts chartData, numberData, percentageData and media.ts mediaData do it alone, to the same rows (a media
 * part's page as one JSON list).
 */
import { ReviewState } from '@svr/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Queryable } from '../../db/client.js';
import { visitFromSql } from '../../storeVisit/filters/paths.js';
import { whereAll } from '../../storeVisit/visit/tenancy.js';
import { mediaSql, type MediaQuery, type SlideRow } from './media.js';
import { factsOfSql, NUMERIC_ANSWER } from './store.js';

/** One widget of the statement: a chart counted by label within its group (null: none), a sum or a percentage. */
export type SharedPart =
  | { kind: 'chart'; key: string; group: SQL | null }
  | { kind: 'sum'; key: string }
  | { kind: 'percentage' }
  | { kind: 'media'; query: MediaQuery };

export type SharedResult =
  | { kind: 'chart'; total: number; points: { label: string; group: string | null; count: number }[] }
  | { kind: 'sum'; value: number; count: number }
  | { kind: 'percentage'; approved: number; total: number }
  | { kind: 'media'; rows: SlideRow[] };

/** The working memory of the shared statement (its transaction's). */
const SHARED_WORK_MEM = '64MB';

interface PartRow {
  part: number;
  label: string | null;
  grp: string | null;
  count: number;
  total: number | null;
  num: string | number | null;
  doc: SlideRow[] | null;
}

/** The rows of one part: a chart's labels (as chartData), a sum's one row (numberData), a percentage's one row. */
function partSql(part: SharedPart, i: number): SQL {
  const index = sql.raw(String(i));
  if (part.kind === 'media') {
    const m = mediaSql(part.query, `_${i}`, sql`fa a`, sql`a.media`);
    return sql`SELECT ${index} AS part, NULL::text AS label, NULL::text AS grp, NULL::int AS count, NULL::int AS total,
      NULL::numeric AS num, (SELECT coalesce(json_agg(page ORDER BY ${m.order}), '[]') FROM (${m.select}) page) AS doc`;
  }
  if (part.kind === 'percentage')
    return sql`SELECT ${index} AS part, NULL::text AS label, NULL::text AS grp,
      count(*) FILTER (WHERE fv.review_state = ${sql.raw(String(ReviewState.Approved))})::int AS count,
      count(*)::int AS total, NULL::numeric AS num, NULL::json AS doc FROM fv`;
  const own = sql`fa.question_canonical_key = ${part.key}`;
  if (part.kind === 'sum')
    return sql`SELECT ${index} AS part, NULL::text AS label, NULL::text AS grp, count(*)::int AS count,
      NULL::int AS total, sum(btrim(fa.answer_value)::numeric) AS num, NULL::json AS doc
      FROM fa WHERE ${own} AND fa.answer_value ~ ${sql.raw(NUMERIC_ANSWER)}`;
  const grp = sql.raw(`fa.g${i}`);
  return sql`SELECT ${index} AS part, l.label, l.grp, count(*)::int AS count,
      (SELECT count(*) FROM fa WHERE ${own})::int AS total, NULL::numeric AS num, NULL::json AS doc
    FROM (
      SELECT ${grp} AS grp, e.label FROM fa CROSS JOIN LATERAL jsonb_array_elements_text(fa.arr) AS e(label) WHERE ${own}
      UNION ALL SELECT ${grp}, '' FROM fa WHERE ${own} AND fa.arr IS NOT NULL AND jsonb_array_length(fa.arr) = 0
      UNION ALL SELECT ${grp}, coalesce(btrim(fa.answer_value), '') FROM fa WHERE ${own} AND fa.arr IS NULL
    ) l GROUP BY l.grp, l.label`;
}

/** The parts' results, in the order of `parts`. */
export async function sharedChartsData(db: Queryable, conditions: SQL[], parts: SharedPart[]): Promise<SharedResult[]> {
  const groups = parts.map((p, i) =>
    p.kind === 'chart' && p.group
      ? sql`, (${p.group})::text AS ${sql.raw(`g${i}`)}`
      : sql`, NULL::text AS ${sql.raw(`g${i}`)}`,
  );
  const media = parts.map((p, i) => (p.kind === 'media' ? mediaSql(p.query, `_${i}`, sql`fa a`, sql`a.media`) : null));
  const keys = [
    ...new Set(
      parts.flatMap((p, i) =>
        p.kind === 'percentage' ? [] : p.kind === 'media' ? (media[i]?.readKeys ?? []) : [p.key],
      ),
    ),
  ];
  const statement = sql`/* widgetCharts */ WITH fv AS MATERIALIZED (
      SELECT v.id, v.client_id, v.review_state, v.expected_checkin_time ${sql.join(groups, sql``)} FROM ${visitFromSql} WHERE ${whereAll(conditions)}
    ), fa AS MATERIALIZED (
      SELECT a.answer_id AS id, a.store_visit_id, a.question_uuid, a.question_canonical_key, a.answer_value,
        fv.expected_checkin_time AS visit_expected, ${sql.join(
          parts.map((_, i) => sql.raw(`fv.g${i}`)),
          sql`, `,
        )}, a.options AS arr, a.media
      FROM answer_facts a JOIN fv ON fv.id = a.store_visit_id
      WHERE ${
        keys.length
          ? sql`a.question_canonical_key IN (${sql.join(
              keys.map((k) => sql`${k}`),
              sql`, `,
            )})`
          : sql`false`
      } AND ${factsOfSql('fv')}
    ) ${sql.join(
      media.flatMap((m) => (m ? [sql`, ${m.ctes}`] : [])),
      sql` `,
    )}
    ${sql.join(
      parts.map((p, i) => sql`(${partSql(p, i)})`),
      sql` UNION ALL `,
    )}
    ORDER BY part, grp NULLS FIRST, count DESC, label`;
  // The visits and answers are read once and scanned by every part: kept in memory (PGlite's 4 MB default spills
  // them to temporary files, read again by each part).
  const found = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL work_mem = '${SHARED_WORK_MEM}'`));
    return rows<PartRow>(tx, statement);
  });
  return parts.map((p, i): SharedResult => {
    const mine = found.filter((r) => r.part === i);
    if (p.kind === 'sum') return { kind: 'sum', value: Number(mine[0]?.num ?? 0), count: mine[0]?.count ?? 0 };
    if (p.kind === 'media') return { kind: 'media', rows: mine[0]?.doc ?? [] };
    if (p.kind === 'percentage')
      return { kind: 'percentage', approved: mine[0]?.count ?? 0, total: mine[0]?.total ?? 0 };
    return {
      kind: 'chart',
      total: mine[0]?.total ?? 0,
      points: mine.map((r) => ({ label: r.label ?? '', group: r.grp, count: r.count })),
    };
  });
}
