/**
 * photo and video widgets (spec 002 §3 Slide, §4, §6): the media answers of the widget's questions over its
 * visits, one slide per photo or video, or one per before/after pair (the after question's pairedQuestionUuid
 * names its before question; both answered on the same visit make one slide, the before one then has no slide
 * of its own). A value is media only when it matches the uuid pattern (spec 002 §5). Stars, flags and blocks
 * are read from the visit's metaJson lists. Client users never get blocked media (a blocked before photo
 * leaves its pair as a single slide) nor the flags (internal notes: presentWidgetFor drops the widget's
 * 'flagged' too, so it does not narrow their slides). Newest visit first, at most 200 slides; total counts all.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Queryable } from '../../db/client.js';
import { visitFromSql } from '../../storeVisit/filters/paths.js';
import { whereAll } from '../../storeVisit/visit/tenancy.js';
import type { MediaPair } from './questions.js';
import { iso, WIDGET_LIMITS } from './store.js';

/** Spec 002 §5: 8-4-4-4-12 alphanumerics. */
const MEDIA_VALUE = `'^[0-9A-Za-z]{8}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}-[0-9A-Za-z]{12}$'`;

const LISTS = {
  photo: { star: ['starPhotos', 'starredPhotos'], flag: ['flagPhotos', 'flaggedPhotos'] },
  video: { star: ['starVideos', 'starredVideos'], flag: ['flagVideos', 'flaggedVideos'] },
} as const;
const BLOCK_LISTS = ['blockPhotos', 'blockVideos'];

/** Whether the uuid (an SQL expression) is on one of the visit's (table alias `alias`) metaJson lists. */
function onListSql(alias: 'mv' | 'v', lists: readonly string[], uuid: SQL): SQL {
  const one = (list: string) => {
    const value = sql.raw(`${alias}.meta_json->'${list}'`);
    return sql`EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${value}) = 'array' THEN ${value} ELSE '[]'::jsonb END) e
      WHERE lower(e->>'uuid') = lower(${uuid}))`;
  };
  return sql`(${sql.join(lists.map(one), sql` OR `)})`;
}

interface SlideRow {
  id: number;
  store_visit_id: number;
  question_canonical_key: string;
  uuid: string;
  before_uuid: string | null;
  retailer: string | null;
  door_number: string | null;
  door_location: string | null;
  expected_checkin_time: Date | string | null;
  checkin: Date | string | null;
  starred: boolean;
  flagged: boolean;
  blocked: boolean;
  total: number;
}

export interface MediaQuery {
  kind: 'photo' | 'video';
  conditions: SQL[];
  keys: string[];
  pairs: MediaPair[];
  isClient: boolean;
  only: 'starred' | 'flagged' | null;
  titleOf: (key: string) => string | null;
}

export async function mediaData(db: Queryable, q: MediaQuery) {
  const keys = new Set(q.keys);
  // Pairs whose after question is shown: their before answers join it; pairs whose before only is shown do not pair.
  const pairs = q.pairs.filter((p) => keys.has(p.afterKey));
  const readKeys = [...new Set([...q.keys, ...pairs.map((p) => p.beforeKey)])];
  const inList = (values: string[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  // The before question of an after question's answer (null for any other answer), from the forms' pairs.
  const pairBeforeSql = pairs.length
    ? sql`CASE a.question_uuid ${sql.join(
        pairs.map((p) => sql`WHEN ${p.after}::uuid THEN ${p.before}::uuid`),
        sql` `,
      )} END`
    : sql`NULL::uuid`;
  const lists = LISTS[q.kind];
  const answer = sql`a.answer_value`;
  // Client users: a blocked before photo does not pair, a blocked after photo does not take its before one along.
  const shownBefore = q.isClient ? sql`AND NOT mb.blocked` : sql``;
  const shownAfter = q.isClient ? sql`AND NOT ma.blocked` : sql``;
  const only =
    q.only === 'starred' ? sql`AND s.starred` : q.only === 'flagged' && !q.isClient ? sql`AND s.flagged` : sql``;
  const hideBlocked = q.isClient ? sql`AND NOT s.blocked` : sql``;
  // The marks decide which slides there are only for client users and starred or flagged widgets: then every media
  // answer's visit lists are read (mv); otherwise only the page's slides' (v), after the LIMIT. A slide's marks are
  // its media's or its before media's, both on the one visit, so reading them late gives the same marks.
  const early = q.isClient || q.only !== null;
  const earlyMarks = sql`${onListSql('mv', BLOCK_LISTS, answer)} AS blocked, ${onListSql('mv', lists.star, answer)} AS starred,
        ${onListSql('mv', lists.flag, answer)} AS flagged`;
  const pageUuid = (u: string) => sql.raw(`page.${u}`);
  const lateMark = (names: readonly string[]) =>
    sql`(${onListSql('v', names, pageUuid('uuid'))} OR ${onListSql('v', names, pageUuid('before_uuid'))})`;
  // fv: the widget's visits from the list index alone (id and date); each media answer once, with its pair's before
  // question; a visit's paired before questions by a window over the visit's answers, the before answer by a hash
  // join: nothing scanned per row. The page of 200 then reads its visits' check-in and store fields by id.
  const found = await rows<SlideRow>(
    db,
    sql`/* widgetMedia */ WITH fv AS (
      SELECT v.id, v.expected_checkin_time FROM ${visitFromSql} WHERE ${whereAll(q.conditions)}
    ), ma AS (
      SELECT a.id, a.store_visit_id, a.question_uuid, a.question_canonical_key, a.answer_value AS uuid,
        ${pairBeforeSql} AS pair_before ${early ? sql`, ${earlyMarks}` : sql``}
      FROM answers a JOIN fv ON fv.id = a.store_visit_id ${early ? sql`JOIN store_visits mv ON mv.id = a.store_visit_id` : sql``}
      WHERE a.question_canonical_key IN (${inList(readKeys)}) AND a.answer_value ~ ${sql.raw(MEDIA_VALUE)}
    ), mp AS (
      SELECT ma.*, array_agg(ma.pair_before) FILTER (WHERE ma.pair_before IS NOT NULL ${shownAfter})
        OVER (PARTITION BY ma.store_visit_id) AS paired_befores
      FROM ma
    ), slides AS (
      SELECT DISTINCT ON (m.id) m.id, m.store_visit_id, m.question_canonical_key, m.uuid, mb.uuid AS before_uuid
        ${
          early
            ? sql`, m.blocked OR coalesce(mb.blocked, false) AS blocked, m.starred OR coalesce(mb.starred, false) AS starred,
        m.flagged OR coalesce(mb.flagged, false) AS flagged`
            : sql``
        }
      FROM mp m
      LEFT JOIN mp mb ON mb.store_visit_id = m.store_visit_id AND mb.question_uuid = m.pair_before ${shownBefore}
      WHERE m.question_canonical_key IN (${inList(q.keys)})
        AND NOT coalesce(m.question_uuid = ANY (m.paired_befores), false)
      ORDER BY m.id, mb.id
    ), page AS (
      SELECT s.*, fv.expected_checkin_time, count(*) OVER ()::int AS total
      FROM slides s JOIN fv ON fv.id = s.store_visit_id WHERE true ${hideBlocked} ${only}
      ORDER BY fv.expected_checkin_time DESC NULLS LAST, s.store_visit_id DESC, s.id
      LIMIT ${WIDGET_LIMITS.slides}
    )
    SELECT page.* ${
      early
        ? sql``
        : sql`, ${lateMark(BLOCK_LISTS)} AS blocked, ${lateMark(lists.star)} AS starred, ${lateMark(lists.flag)} AS flagged`
    },
      v.meta_json->>'retailer' AS retailer, v.meta_json->>'doorNumber' AS door_number,
      v.meta_json->>'doorLocation' AS door_location, coalesce(v.actual_checkin_time, v.expected_checkin_time) AS checkin
    FROM page JOIN store_visits v ON v.id = page.store_visit_id
    ORDER BY page.expected_checkin_time DESC NULLS LAST, page.store_visit_id DESC, page.id`,
  );
  return {
    kind: 'media' as const,
    total: found[0]?.total ?? 0,
    slides: found.map((r) => ({
      storeVisitId: r.store_visit_id,
      uuid: r.uuid,
      beforeUuid: r.before_uuid,
      questionTitle: q.titleOf(r.question_canonical_key),
      retailer: r.retailer,
      doorNumber: r.door_number,
      doorLocation: r.door_location,
      expectedCheckinTime: iso(r.expected_checkin_time),
      checkinTime: iso(r.checkin),
      starred: r.starred,
      flagged: q.isClient ? false : r.flagged,
      blocked: r.blocked,
    })),
  };
}
