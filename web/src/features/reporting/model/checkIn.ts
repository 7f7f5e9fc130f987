/**
 * The Check In report's rules (spec 001 §9), as pure functions: check-in and check-out more than
 * 120 minutes off the plan are flagged Early or Late, a missing time is Missing; time spent is
 * compared with the expected duration in minutes over or short; a duration reads in minutes below
 * 60, otherwise in hours to two decimals. The api's Checkin Status / Checkout Status filters use the
 * same rule (api/src/storeVisit/filters/paths.ts), so a flag shown here is the one those filters find.
 */

export const CHECK_TOLERANCE_MINUTES = 120;

export type CheckFlag = 'On Time' | 'Early' | 'Late' | 'Missing';

const MINUTE = 60_000;

const time = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
};

/** The flag of an actual time against its planned time; no plan counts as on time, as the api's filter does. */
export function checkFlag(actual: string | null | undefined, planned: string | null | undefined): CheckFlag {
  const a = time(actual);
  if (a === null) return 'Missing';
  const p = time(planned);
  if (p === null) return 'On Time';
  if (a > p + CHECK_TOLERANCE_MINUTES * MINUTE) return 'Late';
  if (a < p - CHECK_TOLERANCE_MINUTES * MINUTE) return 'Early';
  return 'On Time';
}

/** Minutes between the planned and the actual time: positive when later than planned. */
export function offsetMinutes(actual: string | null | undefined, planned: string | null | undefined): number | null {
  const a = time(actual);
  const p = time(planned);
  return a === null || p === null ? null : Math.round((a - p) / MINUTE);
}

/** The planned check-out: planned check-in plus the expected duration (none: the check-in itself, as the api reads it). */
export function plannedCheckout(
  expectedCheckin: string | null | undefined,
  expectedDurationMinutes: number | null | undefined,
): string | null {
  const p = time(expectedCheckin);
  return p === null ? null : new Date(p + (expectedDurationMinutes ?? 0) * MINUTE).toISOString();
}

/** Minutes from check-in to check-out, or null while either is missing. */
export function timeSpentMinutes(
  checkin: string | null | undefined,
  checkout: string | null | undefined,
): number | null {
  const a = time(checkin);
  const b = time(checkout);
  return a === null || b === null ? null : Math.round((b - a) / MINUTE);
}

/** Spec 001 §9: '45 min' below an hour, otherwise '1.50 hrs'. */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '';
  const abs = Math.abs(minutes);
  const sign = minutes < 0 ? '-' : '';
  return abs < 60 ? `${sign}${abs} min` : `${sign}${(abs / 60).toFixed(2)} hrs`;
}

/** Time spent against the expected duration: '15 min over', '30 min short', 'As planned', or '' when unknown. */
export function overShort(
  spentMinutes: number | null,
  expectedMinutes: number | null | undefined,
): { text: string; minutes: number | null } {
  if (spentMinutes === null || expectedMinutes === null || expectedMinutes === undefined)
    return { text: '', minutes: null };
  const diff = spentMinutes - expectedMinutes;
  if (diff === 0) return { text: 'As planned', minutes: 0 };
  return { text: `${Math.abs(diff)} min ${diff > 0 ? 'over' : 'short'}`, minutes: diff };
}
