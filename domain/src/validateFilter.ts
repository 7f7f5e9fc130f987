/**
 * validateFilter (spec 002 §5): the limits a visit filter must meet before a search, a saved view, a
 * roll-up or a widget runs on it, with the spec's messages word for word. The api refuses a filter
 * that fails (400, the message in `message`); the web app shows the same message in its OK dialog.
 *
 * Pure, like all of @svr/domain: the api and the web app's filter panel run this one function.
 */

import { resolveRelativeDates } from './relativeDates.js';

/** The part of a filter parameter (spec 002 §3) the rules read. */
export interface FilterLike {
  label?: string | null;
  path?: string | null;
  data?: unknown;
  exclude?: boolean | null;
  /** A relative date range ('last7days', relativeDates.ts): its days are worked out from today. */
  relative?: string | null;
}

/** What the filter is for: a visit list (responses, reporting, meal period, saved view), a roll-up or a widget. */
export type FilterTarget = 'list' | 'rollup' | 'widget';

export interface ValidateFilterContext {
  isClient: boolean;
  target: FilterTarget;
  /**
   * The dashboard SVR responses page: only there do the door location, state, city and merchandiser
   * filters count as door filters (the door number filter always counts).
   */
  isDashboard?: boolean;
}

export const FILTER_MESSAGES = {
  visitDateRequired: 'Visit date range is required. Please select Visit Date Range',
  reviewStateRequired: 'Review State is required. Please enter the Review State',
  max45Days: 'You can only run this for maximum 45 days',
  max6Months: 'You can only run this for maximum 6 months',
  max12Months: 'You can only run this for maximum 12 months',
  maxDoors: 'You cannot have more than 5 doors when running this report for more than 45 days',
  clientOnly: 'Please select the another one or more report parameter with client to Load Result',
} as const;

/** Spec 002 §9: date-range limits in days, and the door limit past 45 days. */
export const FILTER_LIMITS = {
  listDays: 45,
  rollupDays: 185,
  widgetDays: 366,
  doorDays: 366,
  maxDoorsPastListDays: 5,
} as const;

/**
 * Limits of the values themselves (not in the spec, issue 9): what a database query can take. Checked by
 * filterInputProblem before any search runs, with messages in the spirit of the spec's.
 */
export const FILTER_INPUT_LIMITS = {
  /** Values over all parameters of one filter (a pasted list of doors stays far below). */
  maxValues: 5_000,
  /** Years a date value may name. */
  minYear: 1900,
  maxYear: 2999,
  /** Number values compare with integer columns. */
  maxNumber: 2_147_483_647,
  /** Characters of one text value. */
  maxTextLength: 1_000,
} as const;

export const VISIT_DATE_PATH = 'expectedCheckinTime';
export const REVIEW_STATE_PATH = 'metaJson.reviewState';
export const CLIENT_NAME_PATH = 'metaJson.corporation';
export const PROJECT_NAME_PATH = 'metaJson.projectName';
/** Door filters that always count. */
const DOOR_PATHS_ALWAYS = ['metaJson.doorNumber'];
/** Door filters that count on the dashboard SVR responses page only (location, state, city, merchandiser). */
const DOOR_PATHS_DASHBOARD = [
  'metaJson.doorLocation',
  'metaJson.state',
  'metaJson.city',
  'metaJson.mcFullName',
  'metaJson.mcid',
];

const DAY_MS = 86_400_000;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})/;

/** The values of a parameter, value groups flattened ([[a, b], c] gives a, b, c), blanks dropped. */
export function filterValues(data: unknown): unknown[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((d) => (Array.isArray(d) ? d : [d])).filter((d) => d !== null && d !== undefined && d !== '');
}

export const hasFilterData = (p: FilterLike): boolean => filterValues(p.data).length > 0;

const is = (p: FilterLike, path: string, label: string) => p.path === path || (!p.path && p.label === label);
const isVisitDate = (p: FilterLike) => is(p, VISIT_DATE_PATH, 'Visit Date');
const isReviewState = (p: FilterLike) => is(p, REVIEW_STATE_PATH, 'Review State');
const isClientName = (p: FilterLike) => !p.exclude && is(p, CLIENT_NAME_PATH, 'Client Name');

/** The calendar day (UTC day number) a date value names: 'YYYY-MM-DD', 'YYYY-MM-DD 23:59:59', ISO text or a Date. */
export function dayNumber(value: unknown): number | null {
  const text =
    value instanceof Date
      ? Number.isNaN(value.getTime())
        ? ''
        : value.toISOString()
      : typeof value === 'string'
        ? value
        : '';
  const m = dayPattern.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(ms) ? null : Math.round(ms / DAY_MS);
}

/** 'YYYY-MM-DD…' naming a real calendar day within the limits' years; false for '0000-01-01' or '2026-02-30'. */
export function isCalendarDay(value: unknown): boolean {
  const m = typeof value === 'string' ? dayPattern.exec(value) : null;
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < FILTER_INPUT_LIMITS.minYear || y > FILTER_INPUT_LIMITS.maxYear || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

const isDateParam = (p: FilterLike & { type?: unknown }) =>
  isVisitDate(p) || p.type === 'Date' || (typeof p.path === 'string' && /(Time|Date)$/.test(p.path));
const shown = (v: unknown) => {
  const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v));
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
};

/**
 * The first value of the filter that no search could run on, as a sentence naming the parameter; null
 * when every value is usable. Runs before the rules of validateFilter (and before any SQL): dates must be
 * calendar days from 1900 to 2999, numbers within ±2147483647, texts at most 1,000 characters, and the
 * whole filter at most 5,000 values.
 */
export function filterInputProblem(filters: (FilterLike & { type?: unknown })[]): string | null {
  let count = 0;
  for (const p of filters) {
    const label = p.label || p.path || 'A filter';
    const values = filterValues(p.data);
    count += values.length;
    if (count > FILTER_INPUT_LIMITS.maxValues) {
      return `A filter can hold at most ${FILTER_INPUT_LIMITS.maxValues.toLocaleString('en-US')} values in all: remove some from ${label}.`;
    }
    const date = isDateParam(p);
    for (const v of values) {
      if (date) {
        if (!isCalendarDay(v))
          return `${label}: '${shown(v)}' is not a date from ${FILTER_INPUT_LIMITS.minYear} to ${FILTER_INPUT_LIMITS.maxYear} (YYYY-MM-DD).`;
      } else if (typeof v === 'number') {
        if (!Number.isFinite(v) || Math.abs(v) > FILTER_INPUT_LIMITS.maxNumber)
          return `${label}: ${shown(v)} is out of range (numbers are at most ${FILTER_INPUT_LIMITS.maxNumber}).`;
      } else if (typeof v === 'string') {
        if (v.length > FILTER_INPUT_LIMITS.maxTextLength)
          return `${label}: a value is at most ${FILTER_INPUT_LIMITS.maxTextLength.toLocaleString('en-US')} characters.`;
      } else if (typeof v === 'object') {
        // A number range { from, to }: its ends follow the number rule.
        for (const end of Object.values(v as Record<string, unknown>)) {
          const n = typeof end === 'number' ? end : typeof end === 'string' && end.trim() !== '' ? Number(end) : 0;
          if (typeof end === 'object' && end !== null) return `${label}: a range's ends are numbers.`;
          if (!Number.isFinite(n) && typeof end === 'number') return `${label}: ${shown(end)} is not a number.`;
          if (Number.isFinite(n) && Math.abs(n) > FILTER_INPUT_LIMITS.maxNumber)
            return `${label}: ${shown(end)} is out of range (numbers are at most ${FILTER_INPUT_LIMITS.maxNumber}).`;
        }
      }
    }
  }
  return null;
}

/**
 * Days a [start, end] range spans: end day minus start day (an inclusive range of 1 November to
 * 15 December spans 44 days). null when the range is missing or unreadable.
 */
export function visitDateSpanDays(filters: FilterLike[]): number | null {
  const param = filters.find(isVisitDate);
  if (!param || !Array.isArray(param.data) || param.data.length !== 2) return null;
  const start = dayNumber(param.data[0]);
  const end = dayNumber(param.data[1]);
  if (start === null || end === null) return null;
  return end - start;
}

/** Door filters in use and how many doors (distinct values) they name; exclude parameters do not narrow, so they do not count. */
function doorFilters(filters: FilterLike[], isDashboard: boolean): { used: boolean; doors: number } {
  const paths = isDashboard ? [...DOOR_PATHS_ALWAYS, ...DOOR_PATHS_DASHBOARD] : DOOR_PATHS_ALWAYS;
  const used = filters.filter((p) => !p.exclude && p.path && paths.includes(p.path) && hasFilterData(p));
  const doors = new Set(used.flatMap((p) => filterValues(p.data).map((v) => `${p.path}\u0000${String(v)}`)));
  return { used: used.length > 0, doors: doors.size };
}

/**
 * The first rule of spec 002 §5 the filter breaks, as the spec's message; null when it passes.
 * Only parameters with data count (an empty parameter is no filter).
 */
export function validateFilter(filters: FilterLike[], ctx: ValidateFilterContext): string | null {
  const withData = resolveRelativeDates(filters).filter(hasFilterData);
  // A lone Client Name (the injected one) also lacks a visit date; the spec's more helpful message wins.
  if (withData.length === 1 && isClientName(withData[0])) return FILTER_MESSAGES.clientOnly;

  const span = visitDateSpanDays(withData);
  if (span === null) return FILTER_MESSAGES.visitDateRequired;

  if (!ctx.isClient && (ctx.target === 'widget' || ctx.target === 'rollup') && !withData.some(isReviewState)) {
    return FILTER_MESSAGES.reviewStateRequired;
  }
  if (ctx.target === 'rollup' && span > FILTER_LIMITS.rollupDays) return FILTER_MESSAGES.max6Months;
  if (ctx.target === 'widget' && span > FILTER_LIMITS.widgetDays) return FILTER_MESSAGES.max12Months;

  const door = doorFilters(withData, ctx.isDashboard ?? false);
  if (door.used) {
    if (door.doors > FILTER_LIMITS.maxDoorsPastListDays && span > FILTER_LIMITS.listDays)
      return FILTER_MESSAGES.maxDoors;
    if (span > FILTER_LIMITS.doorDays) return FILTER_MESSAGES.max12Months;
  } else if (ctx.target === 'list' && span > FILTER_LIMITS.listDays) {
    return FILTER_MESSAGES.max45Days;
  }
  return null;
}

/** The longest range (in days) the rules above allow a target without door filters: what its date presets may offer. */
export function maxRangeDays(target: FilterTarget): number {
  if (target === 'widget') return FILTER_LIMITS.widgetDays;
  if (target === 'rollup') return FILTER_LIMITS.rollupDays;
  return FILTER_LIMITS.listDays;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The default Visit Date parameter (spec 002 §5, 001 §9): the last 7 days up to today 23:59:59 (UTC days). */
export function defaultVisitDateFilter(now: Date = new Date()) {
  return {
    label: 'Visit Date',
    path: VISIT_DATE_PATH,
    pathStr: VISIT_DATE_PATH,
    type: 'Date',
    data: [isoDay(now.getTime() - 7 * DAY_MS), `${isoDay(now.getTime())} 23:59:59`],
    exclude: false,
  };
}

/**
 * Default filters when none are saved (spec 002 §5 "(staff)", 001 §2.2 "for non-client users with no saved
 * filters"): staff get the Visit Date default, plus Review State Approved for a widget. Client users get the
 * Visit Date parameter with no range: they choose the dates themselves (docs/DECISIONS.md).
 */
export function defaultFilters(ctx: Pick<ValidateFilterContext, 'isClient' | 'target'>, now: Date = new Date()) {
  const visitDate = defaultVisitDateFilter(now);
  const filters: { label: string; path: string; pathStr: string; type: string; data: unknown[]; exclude: boolean }[] = [
    ctx.isClient ? { ...visitDate, data: [] } : visitDate,
  ];
  if (!ctx.isClient && ctx.target === 'widget') {
    filters.push({
      label: 'Review State',
      path: REVIEW_STATE_PATH,
      pathStr: REVIEW_STATE_PATH,
      type: 'range',
      data: [3],
      exclude: false,
    });
  }
  return filters;
}
