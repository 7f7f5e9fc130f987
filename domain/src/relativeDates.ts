/**
 * Relative date ranges (issue 15): a Date parameter may name a range relative to today ('Past week')
 * instead of fixed days. Its data still holds the days it meant when it was chosen, but wherever a
 * filter is read (a saved view opened, a search run) the days are worked out again from today, so a
 * 'Past week' view moves with time. Days are UTC calendar days, like the default Visit Date.
 *
 * The presets a page offers are only those its date limit allows (spec 002 §5: 45 days for a list,
 * 185 for a roll-up, 366 for a widget), so a preset never breaks the rule the page then checks.
 */
const DAY_MS = 86_400_000;

/** The relative ranges, in the order a picker offers them: [days back to the start, days back to the end]. */
export const RELATIVE_RANGES = {
  today: { label: 'Today', from: 0, to: 0 },
  yesterday: { label: 'Yesterday', from: 1, to: 1 },
  last7days: { label: 'Past week', from: 7, to: 0 },
  last30days: { label: 'Past 30 days', from: 30, to: 0 },
  last45days: { label: 'Past 45 days', from: 45, to: 0 },
  last3months: { label: 'Past 3 months', from: 90, to: 0 },
  last6months: { label: 'Past 6 months', from: 180, to: 0 },
  last12months: { label: 'Past year', from: 365, to: 0 },
} as const;

export type RelativeRange = keyof typeof RELATIVE_RANGES;
export const RELATIVE_RANGE_KEYS = Object.keys(RELATIVE_RANGES) as RelativeRange[];

export const isRelativeRange = (v: unknown): v is RelativeRange =>
  typeof v === 'string' && Object.prototype.hasOwnProperty.call(RELATIVE_RANGES, v);

/** Days a relative range spans (end day minus start day, as visitDateSpanDays counts). */
export const relativeSpanDays = (key: RelativeRange) => RELATIVE_RANGES[key].from - RELATIVE_RANGES[key].to;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The data of a relative range today: ['YYYY-MM-DD', 'YYYY-MM-DD 23:59:59']. */
export function relativeRangeData(key: RelativeRange, now: Date = new Date()): [string, string] {
  const { from, to } = RELATIVE_RANGES[key];
  return [isoDay(now.getTime() - from * DAY_MS), `${isoDay(now.getTime() - to * DAY_MS)} 23:59:59`];
}

/** The relative ranges a page offers: those within its limit (maxRangeDays of its target). */
export function relativeRangesWithin(maxDays: number): RelativeRange[] {
  return RELATIVE_RANGE_KEYS.filter((k) => relativeSpanDays(k) <= maxDays);
}

/** The relative range whose days today are exactly this data, if any (a preset picked, or the same days typed). */
export function matchRelativeRange(data: readonly unknown[], now: Date = new Date()): RelativeRange | null {
  if (data.length !== 2) return null;
  const day = (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : '');
  return (
    RELATIVE_RANGE_KEYS.find((k) => {
      const [start, end] = relativeRangeData(k, now);
      return day(data[0]) === start && day(data[1]) === end.slice(0, 10);
    }) ?? null
  );
}

/**
 * The filters with every relative range's days worked out for today; other parameters (and a relative key
 * that names no range) stay as they are. Used before a filter is checked or compiled, and when one is shown.
 */
export function resolveRelativeDates<T extends { data?: unknown; relative?: unknown }>(
  filters: readonly T[],
  now: Date = new Date(),
): T[] {
  return filters.map((p) => (isRelativeRange(p.relative) ? { ...p, data: relativeRangeData(p.relative, now) } : p));
}
