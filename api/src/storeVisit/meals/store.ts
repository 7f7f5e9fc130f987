/**
 * The meal-period report (spec 001 §2.3): worked hours and meal breaks per person per day, over the
 * visits a filter selects. Days of multi-day visits count on their own day. Hours derive from
 * expectedDurationMinutes divided by 60; worked hours from check-in to check-out.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Queryable } from '../../db/client.js';
import type { Session } from '../../auth/session.js';
import { visitDaysFromSql } from '../filters/paths.js';
import { SvrType } from '../visit/codes.js';
import { scopeConditions, whereAll } from '../visit/tenancy.js';
import { presentPersonDay, type MealPeriodPage } from './presenter.js';

export interface PersonDayRow {
  talent_id: number;
  mcid: string;
  talent_name: string;
  talent_type: string | null;
  day: string;
  store_visit_ids: number[];
  /** The multi-day visits among store_visit_ids (a row per day each). */
  multi_day_ids: number[] | null;
  planned_minutes: number;
  worked_minutes: number | null;
  first_checkin: Date | string | null;
  last_checkout: Date | string | null;
}

export interface MealRow {
  id: number;
  store_visit_id: number;
  talent_id: number;
  day: string;
  start_time: Date | string;
  end_time: Date | string | null;
  waived: number;
}

export async function mealPeriods(
  db: Queryable,
  s: Session,
  conditions: SQL[],
  page: number,
  pageSize: number,
): Promise<MealPeriodPage> {
  const where = whereAll([
    ...scopeConditions(s),
    ...conditions,
    sql`v.talent_id IS NOT NULL`,
    sql`v.expected_checkin_time IS NOT NULL`,
  ]);
  const personDays = sql`SELECT v.talent_id, t.mcid, t.name AS talent_name, t.talent_type,
      to_char(v.expected_checkin_time AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
      array_agg(DISTINCT v.id ORDER BY v.id) AS store_visit_ids,
      array_agg(DISTINCT v.id) FILTER (WHERE v.svr_type = ${sql.raw(String(SvrType.MultiDay))}) AS multi_day_ids,
      coalesce(sum(v.expected_duration_minutes), 0)::int AS planned_minutes,
      round(sum(extract(epoch FROM (v.actual_checkout_time - v.actual_checkin_time)) / 60))::int AS worked_minutes,
      min(v.actual_checkin_time) AS first_checkin, max(v.actual_checkout_time) AS last_checkout
    FROM ${visitDaysFromSql} WHERE ${where}
    GROUP BY v.talent_id, t.mcid, t.name, t.talent_type, 5`;
  const [{ total }] = await rows<{ total: number }>(
    db,
    sql`/* countMealPeriodDays */ SELECT count(*)::int AS total FROM (${personDays}) d`,
  );
  const list = await rows<PersonDayRow>(
    db,
    sql`/* mealPeriodDays */ ${personDays}
    ORDER BY day DESC, talent_name, talent_id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  const visitIds = [...new Set(list.flatMap((r) => r.store_visit_ids))];
  const meals = visitIds.length
    ? await rows<MealRow>(
        db,
        sql`/* mealBreaksOfVisits */ SELECT m.id, m.store_visit_id, m.talent_id,
          to_char(m.start_time AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, m.start_time, m.end_time, m.waived
        FROM meal_periods m WHERE m.store_visit_id IN (${sql.join(
          visitIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY m.start_time, m.id`,
      )
    : [];
  // A break belongs to its visit's row, even past midnight UTC (an evening visit's break); a multi-day
  // visit has a row per day, so its breaks go by the day they started.
  const belongs = (m: MealRow, r: PersonDayRow) =>
    m.talent_id === r.talent_id &&
    r.store_visit_ids.includes(m.store_visit_id) &&
    (m.day === r.day || !(r.multi_day_ids ?? []).includes(m.store_visit_id));
  const data = list.map((r) =>
    presentPersonDay(
      r,
      meals.filter((m) => belongs(m, r)),
    ),
  );
  return { data, total, page, pageSize };
}
