/** The meal-period table's formats and the page totals (spec 001 §2.3). */

export interface MealDayTotals {
  visits: number;
  hours: number | null | undefined;
  workedHours: number | null | undefined;
  mealBreakMinutes: number;
  waivedCount: number;
  mealBreaks: readonly unknown[];
}

/** Hours to two decimals ('7.50'); '' when unknown. */
export const formatHours = (h: number | null | undefined): string =>
  h === null || h === undefined ? '' : h.toFixed(2);

/** A UTC day 'YYYY-MM-DD' as MM/DD/YYYY, without a time-zone shift. */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : day;
}

/** Sums of the rows shown: visits, planned and worked hours, meal breaks, their minutes and the waived ones. */
export function totalsOf(rows: readonly MealDayTotals[]) {
  const sum = (f: (r: MealDayTotals) => number | null | undefined) => rows.reduce((s, r) => s + (f(r) ?? 0), 0);
  return {
    visits: sum((r) => r.visits),
    hours: Math.round(sum((r) => r.hours) * 100) / 100,
    workedHours: Math.round(sum((r) => r.workedHours) * 100) / 100,
    mealBreaks: sum((r) => r.mealBreaks.length),
    mealBreakMinutes: sum((r) => r.mealBreakMinutes),
    waivedCount: sum((r) => r.waivedCount),
  };
}
