/** The meal-period report's rows on the wire: one per person and day, with its meal breaks and hours. */
import type { MealRow, PersonDayRow } from './store.js';
import { isoOrNull } from '../../shared/time.js';
const hours = (minutes: number | null) => (minutes === null ? null : Math.round((minutes / 60) * 100) / 100);

export function presentPersonDay(r: PersonDayRow, meals: MealRow[]) {
  const breaks = meals.map((m) => ({
    id: m.id,
    storeVisitId: m.store_visit_id,
    startTime: isoOrNull(m.start_time),
    endTime: isoOrNull(m.end_time),
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
    firstCheckin: isoOrNull(r.first_checkin),
    lastCheckout: isoOrNull(r.last_checkout),
    mealBreaks: breaks,
    mealBreakMinutes: breaks.reduce((sum, b) => sum + (b.minutes ?? 0), 0),
    waivedCount: breaks.filter((b) => b.waived === 1).length,
  };
}

export type PersonDay = ReturnType<typeof presentPersonDay>;

export interface MealPeriodPage {
  data: PersonDay[];
  total: number;
  page: number;
  pageSize: number;
}
