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
import { presentListedVisit } from '../storeVisit/lists/presenter.js';
import { listOrderSql, visitDays, type DayRow, type ListedVisitRow } from '../storeVisit/lists/store.js';
import { SvrType } from '../storeVisit/visit/codes.js';
import { visitColumnsSql } from '../storeVisit/visit/store.js';
import { scopeConditions, whereAll } from '../storeVisit/visit/tenancy.js';
import { keysOf } from './presenter.js';
import { reviewStateRuleApplies, servedKeys } from './rules.js';
import type { VisitsBody } from './schema.js';
import { questionCatalogue, type RollupWithCreator } from './store.js';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const presentDay = (d: DayRow) => ({
  eventId: d.event_id,
  status: d.status,
  expectedCheckinTime: iso(d.expected_checkin_time),
  expectedDurationMinutes: d.expected_duration_minutes,
  actualCheckinTime: iso(d.actual_checkin_time),
  actualCheckoutTime: iso(d.actual_checkout_time),
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

/** ORDER BY of a page: a question's answer (numbers as numbers, then text), or a common column; then newest first. */
async function orderSql(db: Queryable, s: Session, rollup: RollupWithCreator, sort: VisitsBody['sort']): Promise<SQL> {
  if (!sort) return sql.raw('v.id DESC');
  const descending = sort.direction === 'desc';
  if (sort.path !== undefined)
    return listOrderSql(s, {
      sort: { path: sort.path, descending },
      colorSort: false,
      now: new Date(),
      expandMultiDay: false,
    });
  const key = sort.questionCanonicalKey ?? '';
  const keys = s.user.isClient
    ? servedKeys(true, keysOf(rollup), await questionCatalogue(db, [rollup.tenancyClientId]))
    : keysOf(rollup);
  if (!keys.includes(key)) throw badRequest(`The roll-up has no question ${key} to sort by.`);
  const answer = sql`(SELECT a.answer_value FROM answers a WHERE a.store_visit_id = v.id AND a.question_canonical_key = ${key} ORDER BY a.id LIMIT 1)`;
  const dir = sql.raw(descending ? 'DESC NULLS LAST' : 'ASC NULLS FIRST');
  const numeric = sql`CASE WHEN ${answer} ~ '^-?[0-9]{1,15}(\\.[0-9]{1,15})?$' THEN (${answer})::numeric END`;
  return sql`${numeric} ${dir}, ${answer} ${dir}, v.id DESC`;
}

export async function rollupVisits(db: Queryable, s: Session, rollup: RollupWithCreator, body: VisitsBody) {
  const conditions = [...scopeConditions(s), ...rollupConditions(s, rollup)];
  if (body.omitIds.length)
    conditions.push(
      sql`v.id NOT IN (${sql.join(
        body.omitIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const where = whereAll(conditions);
  const order = await orderSql(db, s, rollup, body.sort);
  const [{ total }] = await rows<{ total: number }>(
    db,
    sql`/* countRollupVisits */ SELECT count(*)::int AS total FROM ${visitFromSql} WHERE ${where}`,
  );
  const found = await rows<ListedVisitRow>(
    db,
    sql`/* rollupVisits */ SELECT ${visitColumnsSql}, NULL::int AS wait_band_rank, NULL::int AS day_id,
    NULL::text AS day_event_id FROM ${visitFromSql} WHERE ${where} ORDER BY ${order}
    LIMIT ${body.pageSize} OFFSET ${(body.page - 1) * body.pageSize}`,
  );
  const days = await visitDays(
    db,
    found.filter((r) => r.svr_type === SvrType.MultiDay).map((r) => r.id),
  );
  const daysOf = new Map<number, ReturnType<typeof presentDay>[]>();
  for (const d of days) daysOf.set(d.store_visit_id, [...(daysOf.get(d.store_visit_id) ?? []), presentDay(d)]);
  return {
    data: found.map((r) =>
      presentListedVisit(r, s.user.isClient, { waitBandRank: null, day: null, multiDayEvents: daysOf.get(r.id) }),
    ),
    total,
    page: body.page,
    pageSize: body.pageSize,
  };
}
