/**
 * The visits of a roll-up's page (POST /savedRollup/id/{id}/visits): the roll-up's stored filter under the
 * caller's tenancy, validated for roll-ups (185 days, not the list's 45), minus the visits omitted ('OMIT FROM
 * ROLL-UP'), newest report first or sorted by a question's answer or a common column; rows in the shape of
 * POST /storeVisit/userStoreVisits. Answers come from POST /storeVisitFormAnswer/questionCanonicalKeys.
 */
import { sql, type SQL } from 'drizzle-orm';
import { validateFilter } from '@svr/domain';
import { rows, type Queryable } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { badRequest } from '../http/errors.js';
import { storedFilters } from '../savedView/presenter.js';
import { compileFilters } from '../storeVisit/filters/compile.js';
import { visitFromSql } from '../storeVisit/filters/paths.js';
import { LISTED_FIELD_NAMES, listedFieldsPresenter } from '../storeVisit/lists/presenter.js';
import {
  listedColumnsSql,
  listOrderSql,
  visitDays,
  type DayRow,
  type ListedVisitRow,
} from '../storeVisit/lists/store.js';
import { SvrType } from '../storeVisit/visit/codes.js';
import { visitColumnsSql } from '../storeVisit/visit/store.js';
import { scopeConditions, whereAll } from '../storeVisit/visit/tenancy.js';
import { keysOf } from './presenter.js';
import { reviewStateRuleApplies, servedKeys } from './rules.js';
import type { VisitsBody } from './schema.js';
import { questionCatalogue, type RollupWithCreator } from './store.js';
import { documentsForCaller } from '../document/forCaller.js';
import type { FileUrlSigner } from '../document/fileUrls.js';
import { MAX_UUIDS_PER_CALL } from '../document/limits.js';
import { isUuid } from '../http/params.js';
import { answersForCaller } from '../review/clientView.js';
import { isoOf, isoOrNull } from '../shared/time.js';

const presentDay = (d: DayRow) => ({
  eventId: d.event_id,
  status: d.status,
  expectedCheckinTime: isoOrNull(d.expected_checkin_time),
  expectedDurationMinutes: d.expected_duration_minutes,
  actualCheckinTime: isoOrNull(d.actual_checkin_time),
  actualCheckoutTime: isoOrNull(d.actual_checkout_time),
});

/**
 * The conditions of a roll-up's filter. The stored filter was checked for its saver when saved (client users
 * cannot save internal parameters), so it is compiled as saved; the caller's tenancy is added by the query.
 */
export function rollupConditions(s: Session, rollup: RollupWithCreator): SQL[] {
  const filters = storedFilters(rollup.filters, false);
  const problem = validateFilter(filters, {
    isClient: !reviewStateRuleApplies(s.user.isClient, rollup.creatorIsClient),
    target: 'rollup',
  });
  if (problem) throw badRequest(problem);
  return compileFilters(filters, false);
}

/** How a page is ordered: ORDER BY terms, and the join they read (a question's answer, one index probe per visit). */
interface PageOrder {
  join: SQL;
  order: SQL;
}

/** The question keys whose answers the caller is served (client users: only questions a client sees). */
async function servedKeysOf(db: Queryable, s: Session, rollup: RollupWithCreator): Promise<string[]> {
  return s.user.isClient
    ? servedKeys(true, keysOf(rollup), await questionCatalogue(db, [rollup.tenancyClientId]))
    : keysOf(rollup);
}

/** ORDER BY of a page: a question's answer (numbers as numbers, then text), or a common column; then newest first. */
async function pageOrder(
  db: Queryable,
  s: Session,
  rollup: RollupWithCreator,
  sort: VisitsBody['sort'],
): Promise<PageOrder> {
  const none = sql``;
  if (!sort) return { join: none, order: sql.raw('v.id DESC') };
  const descending = sort.direction === 'desc';
  if (sort.path !== undefined)
    return {
      join: none,
      order: listOrderSql(s, {
        sort: { path: sort.path, descending },
        colorSort: false,
        now: new Date(),
        expandMultiDay: false,
      }),
    };
  const key = sort.questionCanonicalKey ?? '';
  if (!(await servedKeysOf(db, s, rollup)).includes(key))
    throw badRequest(`The roll-up has no question ${key} to sort by.`);
  // The visit's first answer to the question, read once per visit (answers_key_visit_idx).
  const join = sql` LEFT JOIN LATERAL (SELECT a.answer_value AS value FROM answers a
    WHERE a.store_visit_id = v.id AND a.question_canonical_key = ${key} ORDER BY a.id LIMIT 1) sa ON true`;
  const dir = sql.raw(descending ? 'DESC NULLS LAST' : 'ASC NULLS FIRST');
  const numeric = sql`CASE WHEN sa.value ~ '^-?[0-9]{1,15}(\\.[0-9]{1,15})?$' THEN sa.value::numeric END`;
  return { join, order: sql`${numeric} ${dir}, sa.value ${dir}, v.id DESC` };
}

/**
 * The statements of a roll-up page (also what the benchmark times and EXPLAINs): the ids of the page in order with
 * the count of the whole filtered set (one scan of store_visits_list_idx: the filter, sort and limit read no visit's
 * wide columns; rowsSql reads only the page's), and the count alone for a page past the end.
 */
export async function rollupPageQueries(
  db: Queryable,
  s: Session,
  rollup: RollupWithCreator,
  body: Pick<VisitsBody, 'sort' | 'omitIds' | 'page' | 'pageSize'>,
): Promise<{ count: SQL; ids: SQL }> {
  const conditions = [...scopeConditions(s), ...rollupConditions(s, rollup)];
  if (body.omitIds.length)
    conditions.push(
      sql`v.id NOT IN (${sql.join(
        body.omitIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const where = whereAll(conditions);
  const { join, order } = await pageOrder(db, s, rollup, body.sort);
  return {
    count: sql`/* countRollupVisits */ SELECT count(*)::int AS total FROM ${visitFromSql} WHERE ${where}`,
    ids: sql`/* rollupVisitIds */ SELECT v.id, count(*) OVER ()::int AS total FROM ${visitFromSql}${join}
    WHERE ${where} ORDER BY ${order} LIMIT ${body.pageSize} OFFSET ${(body.page - 1) * body.pageSize}`,
  };
}

/** A page's ids in order and the count of the whole filtered set (a second statement only past the end). */
export async function rollupPageIds(db: Queryable, queries: { count: SQL; ids: SQL }) {
  const found = await rows<{ id: number; total: number }>(db, queries.ids);
  const total = found.length ? found[0].total : (await rows<{ total: number }>(db, queries.count))[0].total;
  return { ids: found.map((r) => r.id), total };
}

/** The rows of the visits named (a page's ids), in the shape the lists read: their `columns` (listedColumnsSql). */
export const rollupRowsSql = (ids: number[], columns: SQL = visitColumnsSql) =>
  sql`/* rollupVisits */ SELECT ${columns}, NULL::int AS wait_band_rank, NULL::int AS day_id,
    NULL::text AS day_event_id FROM ${visitFromSql} WHERE v.id = ANY(${`{${ids.join(',')}}`}::int[])`;

/** An answer of the page as the database answers it, under its wire names (timestamps as text or Date, by driver). */
interface PageAnswerRow {
  id: number;
  storeVisitId: number;
  questionUuid: string;
  questionCanonicalKey: string | null;
  answerValue: string | null;
  created: Date | string;
}

/**
 * The page's answers to the keys, in the wire shape of answer/presenter.ts presentAnswer (before the caller's rules),
 * read by plain SQL: the ORM's row mapping cost more than the statement (2,000 answers a 100-row page). Each answer is
 * a new object literal, not the driver's row: the results cache freezes what it keeps, and a frozen driver row (made
 * by object spread) reads ~10x slower than a frozen literal, which made every cached page's checks 2 ms slower.
 */
async function pageAnswers(db: Queryable, ids: number[], keys: string[]) {
  if (!ids.length) return [];
  const found = await rows<PageAnswerRow>(
    db,
    sql`/* rollupAnswers */ SELECT id, store_visit_id AS "storeVisitId", question_uuid AS "questionUuid",
    question_canonical_key AS "questionCanonicalKey", answer_value AS "answerValue", created
    FROM answers WHERE store_visit_id = ANY(${`{${ids.join(',')}}`}::int[]) AND question_canonical_key IN (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}) ORDER BY store_visit_id, id`,
  );
  return found.map((a) => ({
    id: a.id,
    storeVisitId: a.storeVisitId,
    questionUuid: a.questionUuid,
    questionCanonicalKey: a.questionCanonicalKey,
    answerValue: a.answerValue,
    created: isoOf(a.created),
  }));
}

/** The documents of answer values, at most MAX_UUIDS_PER_CALL uuids per statement. */
async function documentsOf(db: Queryable, s: Session, fileUrls: FileUrlSigner, values: (string | null)[]) {
  const uuids = [...new Set(values.filter((v): v is string => v !== null && isUuid(v)).map((v) => v.toLowerCase()))];
  const out: Awaited<ReturnType<typeof documentsForCaller>> = [];
  for (let i = 0; i < uuids.length; i += MAX_UUIDS_PER_CALL)
    out.push(...(await documentsForCaller(db, s, fileUrls, uuids.slice(i, i + MAX_UUIDS_PER_CALL))));
  return out;
}

export async function rollupVisits(
  db: Queryable,
  s: Session,
  rollup: RollupWithCreator,
  body: VisitsBody,
  fileUrls: FileUrlSigner,
) {
  const unknown = body.fields.filter((f) => !f.startsWith('metaJson.') && !LISTED_FIELD_NAMES.includes(f));
  if (unknown.length) throw badRequest(`Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  const { ids, total } = await rollupPageIds(db, await rollupPageQueries(db, s, rollup, body));
  // The page's answers to the roll-up's questions (as POST /storeVisitFormAnswer/questionCanonicalKeys answers them)
  // are read beside its rows, and their documents (as POST /document/uuids answers them) beside its days.
  const answersOfPage = async () => {
    const keys = await servedKeysOf(db, s, rollup);
    return keys.length ? answersForCaller(db, s, await pageAnswers(db, ids, keys)) : [];
  };
  const [visitRows, answers] = await Promise.all([
    ids.length ? rows<ListedVisitRow>(db, rollupRowsSql(ids, listedColumnsSql(body.fields, s.user.isClient))) : [],
    body.include.length ? answersOfPage() : null,
  ]);
  const byId = new Map(visitRows.map((r) => [r.id, r]));
  const found = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  // The days of multi-day rows, when the rows carry them (no `fields`, or `fields` naming multiDayEvents).
  const withDays = body.fields.length === 0 || body.fields.includes('multiDayEvents');
  const [days, documents] = await Promise.all([
    visitDays(db, withDays ? found.filter((r) => r.svr_type === SvrType.MultiDay).map((r) => r.id) : []),
    answers && body.include.includes('documents')
      ? documentsOf(
          db,
          s,
          fileUrls,
          answers.map((a) => a.answerValue),
        )
      : null,
  ]);
  const daysOf = new Map<number, ReturnType<typeof presentDay>[]>();
  for (const d of days) daysOf.set(d.store_visit_id, [...(daysOf.get(d.store_visit_id) ?? []), presentDay(d)]);
  const present = listedFieldsPresenter(body.fields, s.user.isClient);
  return {
    data: found.map((r) => present(r, { waitBandRank: null, day: null, multiDayEvents: daysOf.get(r.id) })),
    total,
    page: body.page,
    pageSize: body.pageSize,
    // Already in presentAnswer's shape (pageAnswers), `blocked: true` last where the caller's rules withhold a value.
    ...(answers && { answers }),
    ...(documents && { documents }),
  };
}
