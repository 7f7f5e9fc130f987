/**
 * The meal-period report (spec 001 §2.3): worked hours and meal breaks per person per day, over the
 * visits a filter selects. Days of multi-day visits count on their own day. Hours derive from
 * expectedDurationMinutes divided by 60; worked hours from check-in to check-out.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import type { Session } from '../../auth/session.js';
import { visitDaysFromSql } from '../filters/paths.js';
import { SvrType } from '../visit/codes.js';
import { scopeConditions, whereAll } from '../visit/tenancy.js';

interface PersonDayRow {
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

interface MealRow {
  id: number;
  store_visit_id: number;
  talent_id: number;
  day: string;
  start_time: Date | string;
  end_time: Date | string | null;
  waived: number;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const hours = (minutes: number | null) => (minutes === null ? null : Math.round((minutes / 60) * 100) / 100);

export interface MealPeriodPage {
  data: ReturnType<typeof presentPersonDay>[];
  total: number;
  page: number;
  pageSize: number;
}

function presentPersonDay(r: PersonDayRow, meals: MealRow[]) {
  const breaks = meals.map((m) => ({
    id: m.id,
    storeVisitId: m.store_visit_id,
    startTime: iso(m.start_time),
    endTime: iso(m.end_time),
    minutes:
      m.end_time === null
        ? null
        : Math.round((new Date(m.end_time).getTime() - new Date(m.start_time).getTime()) / 60_000),
    /** 0 shown green, 1 shown red. */
    waived: m.waived,
  }));
  return {
    /** One record per person and day: talent id and the day. */
    id: `${r.talent_id}-${r.day}`,
    talentId: r.talent_id,
    mcid: r.mcid,
    talentName: r.talent_name,
    talentType: r.talent_type,
    day: r.day,
    storeVisitIds: r.store_visit_ids,
    visits: r.store_visit_ids.length,
    hours: hours(r.planned_minutes),
    workedHours: hours(r.worked_minutes),
    firstCheckin: iso(r.first_checkin),
    lastCheckout: iso(r.last_checkout),
    mealBreaks: breaks,
    mealBreakMinutes: breaks.reduce((sum, b) => sum + (b.minutes ?? 0), 0),
    waivedCount: breaks.filter((b) => b.waived === 1).length,
  };
}

export async function mealPeriods(
  db: Db,
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
