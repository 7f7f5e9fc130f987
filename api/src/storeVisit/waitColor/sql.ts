/**
 * The wait-colour rule of waitColor.ts in SQL, so the list can sort by colour on the server and every
 * row carries its colour without a second pass. Aliases as in filters/paths.ts (v store_visits, t talent).
 */
import { sql, type SQL } from 'drizzle-orm';
import { ReviewState } from '@svr/domain';
import { TALENT_GROUP_RANK, WAIT_BAND_HOURS, WAIT_BAND_RANK } from './waitColor.js';

/**
 * 0 Employee, 1 Contractor, 2 blank (or unknown type, or no talent): talent.group_rank, which PostgreSQL keeps from
 * talent_type (db/tables/visits.ts), so a sort over thousands of visits compares numbers.
 */
export const talentGroupRankSql = sql`coalesce(t.group_rank, ${sql.raw(String(TALENT_GROUP_RANK.blank))})`;

/** Resubmitted (derived 5): pending review and submitted again after the last rejection. */
const resubmittedSql = sql.raw('(v.last_rejected_date IS NOT NULL AND v.last_submission_date > v.last_rejected_date)');

/**
 * The band rank (0 red, 1 orange, 2 yellow, 3 none) at the instant `now`: coloured are stored state 1
 * rows that are resubmitted, or pending review of a talent who is not a contractor.
 */
export function waitBandRankSql(now: Date): SQL {
  // Each band's start as an instant, so a row compares two timestamps instead of subtracting an interval for each.
  const since = (hours: number) => sql`${new Date(now.getTime() - hours * 3_600_000).toISOString()}::timestamptz`;
  const rank = (b: keyof typeof WAIT_BAND_RANK) => sql.raw(String(WAIT_BAND_RANK[b]));
  return sql`(CASE
    WHEN v.review_state <> ${sql.raw(String(ReviewState.PendingReview))} OR v.last_submission_date IS NULL THEN ${rank('none')}
    WHEN NOT (${resubmittedSql} OR ${talentGroupRankSql} <> ${sql.raw(String(TALENT_GROUP_RANK.contractor))}) THEN ${rank('none')}
    WHEN v.last_submission_date <= ${since(WAIT_BAND_HOURS.red)} THEN ${rank('red')}
    WHEN v.last_submission_date <= ${since(WAIT_BAND_HOURS.orange)} THEN ${rank('orange')}
    WHEN v.last_submission_date <= ${since(WAIT_BAND_HOURS.yellow)} THEN ${rank('yellow')}
    ELSE ${rank('none')} END)`;
}

/**
 * ORDER BY terms of the colour sort (spec order: Employee, Contractor, blank; red, orange, yellow,
 * none; longest wait first within a colour). `reverse` turns the whole order round.
 */
export function waitColorOrderSql(now: Date, reverse: boolean): SQL {
  const dir = sql.raw(reverse ? 'DESC' : 'ASC');
  const band = waitBandRankSql(now);
  return sql`${talentGroupRankSql} ${dir}, ${band} ${dir},
    (CASE WHEN ${band} < ${sql.raw(String(WAIT_BAND_RANK.none))} THEN v.last_submission_date END) ${dir} NULLS LAST`;
}

/**
 * ORDER BY terms of 'Longest wait first' (sort path waitTime, issue 15): what the rows show. The wait colour
 * (red, orange, yellow, none), then the longest wait first ((Re)submitted oldest first); the spec's colour order
 * of talent types (Employee, Contractor, blank), which no column shows, only breaks ties. `reverse` turns it round.
 */
export function waitTimeOrderSql(now: Date, reverse: boolean): SQL {
  const dir = sql.raw(reverse ? 'DESC' : 'ASC');
  return sql`${waitBandRankSql(now)} ${dir}, v.last_submission_date ${dir} NULLS LAST, ${talentGroupRankSql} ${dir}`;
}
