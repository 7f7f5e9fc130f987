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
import { READ_MARK_LISTS } from '@svr/domain';
import { rows, type Queryable } from '../../db/client.js';
import { MEDIA_VALUE_PATTERN } from '../../db/tables/answerFacts.js';
import { BLOCK_LISTS } from '../../review/rules.js';
import { visitFromSql } from '../../storeVisit/filters/paths.js';
import { whereAll } from '../../storeVisit/visit/tenancy.js';
import type { MediaPair } from './questions.js';
import { factsOfSql, WIDGET_LIMITS } from './store.js';
import { isoOrNull } from '../../shared/time.js';

const LISTS = {
  photo: { star: READ_MARK_LISTS.STAR.photo, flag: READ_MARK_LISTS.FLAG.photo },
  video: { star: READ_MARK_LISTS.STAR.video, flag: READ_MARK_LISTS.FLAG.video },
} as const;

/** Whether the uuid (an SQL expression) is on one of the visit's (table alias `alias`) metaJson lists. */
function onListSql(alias: 'mv' | 'v', lists: readonly string[], uuid: SQL): SQL {
  const one = (list: string) => {
    const value = sql.raw(`${alias}.meta_json->'${list}'`);
    return sql`EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${value}) = 'array' THEN ${value} ELSE '[]'::jsonb END) e
      WHERE lower(e->>'uuid') = lower(${uuid}))`;
  };
  return sql`(${sql.join(lists.map(one), sql` OR `)})`;
}

export interface SlideRow {
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

/**
 * The slides' statement parts: CTEs ma, mp, slides and page (each name ending in `n`) over the media answers
 * `answersFrom` (alias a: the columns of answers and visit_expected, their visit's expected check-in), and the
 * select of the page with its visits' fields (no ORDER BY: `order` sorts it).
 */
export function mediaSql(
  q: MediaQuery,
  n: string,
  answersFrom: SQL,
  isMedia = sql`a.answer_value ~ ${sql.raw(MEDIA_VALUE_PATTERN)}`,
) {
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
  // Client users: a blocked before photo does not pair, a blocked after photo does not take its before one along.
  const shownBefore = q.isClient ? sql`AND NOT ma.blocked` : sql``;
  const shownAfter = q.isClient ? sql`AND NOT ma.blocked` : sql``;
  const only =
    q.only === 'starred' ? sql`AND s.starred` : q.only === 'flagged' && !q.isClient ? sql`AND s.flagged` : sql``;
  const hideBlocked = q.isClient ? sql`AND NOT s.blocked` : sql``;
  // The marks decide which slides there are only for client users and starred or flagged widgets: then every media
  // answer's marks are looked up (mk: the marks of their visits in media_marks, kept from the visits' metaJson lists
  // by triggers; a hash of each kind's entries, probed by visit and uuid); otherwise only the page's slides' are read
  // from their visits' lists (v), after the LIMIT. A slide's marks are its media's or its before media's, both on the
  // one visit, so reading them late gives the same marks. Reading every media answer's visit's metaJson instead cost
  // a client user's last-quarter photos (34,000 media answers of 17,000 visits, PG 1M) ~210 ms, and carrying its
  // lists through the windows more.
  const early = q.isClient || q.only !== null;
  const [ma0, mk, ma, mp, slides, page] = ['ma0', 'mk', 'ma', 'mp', 'slides', 'page'].map((name) =>
    sql.raw(`${name}${n}`),
  );
  // Whether the visit has marks at all first (one integer probe; most visits have none), then the (visit, uuid) pair
  // on the mark's lists: a client user's last-quarter photos 150 → 125 ms (PG 1M, the bench's marks).
  const markNames = { b: BLOCK_LISTS, s: lists.star, f: lists.flag } as const;
  const markOf = (mark: keyof typeof markNames) =>
    sql`coalesce(u.store_visit_id IN (SELECT mv.store_visit_id FROM ${mk} mv) AND (u.store_visit_id, lower(u.uuid)) IN (
      SELECT mm.store_visit_id, mm.uuid FROM ${mk} mm WHERE mm.list IN (${inList([...markNames[mark]])})), false)`;
  const pageUuid = (u: string) => sql.raw(`page.${u}`);
  const lateMark = (names: readonly string[]) =>
    sql`(${onListSql('v', names, pageUuid('uuid'))} OR ${onListSql('v', names, pageUuid('before_uuid'))})`;
  // Per visit (a window, no join of the answers with themselves, whose plan would rest on the visits' row estimate):
  // for each before question whether an after answer of the visit pairs with it (paired_j), and its first answer
  // (lowest id) which that after answer takes (before_j): its id, and when the marks decide early its marks in the
  // three low bits of the same bigint (id·8 + blocked·4 + starred·2 + flagged: the lowest id still decides), so the
  // slide's marks are known before the LIMIT; its uuid is read by id for the page's slides after it. Booleans and
  // integers: text arrays of every media answer cost the window most of its time (the bench dashboard's last-quarter
  // photos, 22,000 answers: ~100 → ~85 ms), and a text of id and uuid a client user's (34,000 answers) ~100 ms.
  const befores = [...new Set(pairs.map((p) => p.before))];
  const col = (name: string, j: number) => sql.raw(`${name}_${j}`);
  const windowCols = befores.map(
    (b, j) =>
      sql`, bool_or(ma.pair_before = ${b}::uuid) FILTER (WHERE true ${shownAfter}) OVER w AS ${col('paired', j)},
        ${
          early
            ? sql`min(ma.id::bigint * 8 + ma.blocked::int * 4 + ma.starred::int * 2 + ma.flagged::int)`
            : sql`min(ma.id)`
        } FILTER (WHERE ma.question_uuid = ${b}::uuid ${shownBefore}) OVER w AS ${col('before', j)}`,
  );
  const byBefore = (of: SQL, value: (j: number) => SQL, otherwise: SQL) =>
    befores.length
      ? sql`CASE ${of} ${sql.join(
          befores.map((b, j) => sql`WHEN ${b}::uuid THEN ${value(j)}`),
          sql` `,
        )} ELSE ${otherwise} END`
      : otherwise;
  // The pair's before answer of an after answer: its id with its marks early, its id late.
  const beforeOf = byBefore(sql`m.pair_before`, (j) => sql`m.${col('before', j)}`, sql`NULL::bigint`);
  const beforeMark = (bit: number) => sql.raw(`coalesce(b.b & ${bit} <> 0, false)`);
  // A before answer an after answer of its visit pairs with has no slide of its own.
  const pairedAway = byBefore(sql`m.question_uuid`, (j) => sql`coalesce(m.${col('paired', j)}, false)`, sql`false`);
  // Each media answer once, with its pair's before answer: nothing scanned per row. The page of 200 then reads its
  // visits' check-in and store fields by id.
  const mediaAnswers = sql`SELECT a.id, a.store_visit_id, a.question_uuid, a.question_canonical_key, a.answer_value AS uuid,
        a.visit_expected, ${pairBeforeSql} AS pair_before
      FROM ${answersFrom} WHERE a.question_canonical_key IN (${inList(readKeys)}) AND ${isMedia}`;
  // Each media answer's three marks are computed once (OFFSET 0 keeps ma a subquery of its own): inlined, each use
  // of blocked, starred and flagged in the window below probed the marks again, eight probes a row (a client user's
  // last-quarter photos, 34,000 answers, PG 1M: 210-222 → 150-155 ms).
  const answersWithMarks = early
    ? sql`${ma0} AS (${mediaAnswers}
    ), ${mk} AS (
      SELECT mm.store_visit_id, mm.list, mm.uuid FROM media_marks mm
      WHERE mm.store_visit_id IN (SELECT store_visit_id FROM ${ma0})
    ), ${ma} AS (
      SELECT u.*, ${markOf('b')} AS blocked, ${markOf('s')} AS starred, ${markOf('f')} AS flagged FROM ${ma0} u OFFSET 0`
    : sql`${ma} AS (${mediaAnswers}`;
  const ctes = sql`${answersWithMarks}
    ), ${mp} AS (${
      befores.length
        ? sql`
      SELECT ma.* ${sql.join(windowCols, sql``)}
      FROM ${ma} ma WINDOW w AS (PARTITION BY ma.store_visit_id)`
        : // No pair shown: nothing to take from the visit's other answers, so no sort of them by visit.
          sql`
      SELECT ma.* FROM ${ma} ma`
    }
    ), ${slides} AS (
      SELECT m.id, m.store_visit_id, m.question_canonical_key, m.uuid, m.visit_expected, ${
        early
          ? sql`(b.b / 8)::int AS before_id, m.blocked OR ${beforeMark(4)} AS blocked,
        m.starred OR ${beforeMark(2)} AS starred, m.flagged OR ${beforeMark(1)} AS flagged`
          : sql`b.b AS before_id`
      }
      FROM ${mp} m CROSS JOIN LATERAL (SELECT ${beforeOf} AS b) b
      WHERE m.question_canonical_key IN (${inList(q.keys)}) AND NOT ${pairedAway}
    ), ${page} AS (
      SELECT s.*, s.visit_expected AS expected_checkin_time, count(*) OVER ()::int AS total
      FROM ${slides} s WHERE true ${hideBlocked} ${only}
      ORDER BY s.visit_expected DESC NULLS LAST, s.store_visit_id DESC, s.id
      LIMIT ${WIDGET_LIMITS.slides}
    )`;
  // The page's before uuids by their answers' key (the 200 slides at most); late, then the marks of both halves.
  const pageRows = sql`(SELECT p.id, p.store_visit_id, p.question_canonical_key, p.uuid, p.visit_expected,
        p.expected_checkin_time, p.total, ${early ? sql`p.blocked, p.starred, p.flagged,` : sql``}
        (SELECT ba.answer_value FROM answers ba WHERE ba.id = p.before_id) AS before_uuid FROM ${page} p)`;
  const select = sql`SELECT page.* ${
    early
      ? sql``
      : sql`, ${lateMark(BLOCK_LISTS)} AS blocked, ${lateMark(lists.star)} AS starred, ${lateMark(lists.flag)} AS flagged`
  },
      v.meta_json->>'retailer' AS retailer, v.meta_json->>'doorNumber' AS door_number,
      v.meta_json->>'doorLocation' AS door_location, coalesce(v.actual_checkin_time, v.expected_checkin_time) AS checkin
    FROM ${pageRows} page JOIN store_visits v ON v.id = page.store_visit_id`;
  return { ctes, select, readKeys, order: sql`expected_checkin_time DESC NULLS LAST, store_visit_id DESC, id` };
}

/** The slides of a photo or video widget, alone: its visits (fv: id, client and date), their media answers' facts. */
export async function mediaData(db: Queryable, q: MediaQuery) {
  const m = mediaSql(
    q,
    '',
    sql`(SELECT a.answer_id AS id, a.store_visit_id, a.question_uuid, a.question_canonical_key, a.answer_value, a.media,
      fv.expected_checkin_time AS visit_expected FROM answer_facts a JOIN fv ON fv.id = a.store_visit_id
      WHERE ${factsOfSql('fv')}) a`,
    sql`a.media`,
  );
  const found = await rows<SlideRow>(
    db,
    sql`/* widgetMedia */ WITH fv AS (
      SELECT v.id, v.client_id, v.expected_checkin_time FROM ${visitFromSql} WHERE ${whereAll(q.conditions)}
    ), ${m.ctes}
    SELECT * FROM (${m.select}) page ORDER BY ${m.order}`,
  );
  return slidesOf(q, found);
}

/** The widget's content from its slide rows (timestamps as Date, or as JSON text from a shared statement). */
export function slidesOf(q: MediaQuery, found: SlideRow[]) {
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
      expectedCheckinTime: isoOrNull(r.expected_checkin_time),
      checkinTime: isoOrNull(r.checkin),
      starred: r.starred,
      flagged: q.isClient ? false : r.flagged,
      blocked: r.blocked,
    })),
  };
}
