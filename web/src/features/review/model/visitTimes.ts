/**
 * The visit facts of 'SVR Information' (spec 001 §2.1, §9): check-in and check-out against the expected
 * times with the 120-minute tolerance, time spent against the expected duration, the duration format.
 */

/** Check-in and check-out more than this many minutes off the expected time are flagged. */
export const TOLERANCE_MINUTES = 120;

export type TimeStatus = 'On Time' | 'Early' | 'Late' | 'Missing';

const minutesBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 60_000;
const toDate = (v: string | null | undefined) => (v ? new Date(v) : null);

/** 'Missing' without an actual time; Early / Late beyond the tolerance; otherwise On Time. */
export function timeStatus(actual: string | null | undefined, expected: string | null | undefined): TimeStatus {
  const a = toDate(actual);
  if (!a) return 'Missing';
  const e = toDate(expected);
  if (!e) return 'On Time';
  const off = minutesBetween(e, a);
  if (off < -TOLERANCE_MINUTES) return 'Early';
  if (off > TOLERANCE_MINUTES) return 'Late';
  return 'On Time';
}

/** The expected check-out: expected check-in plus the expected duration. */
export function expectedCheckout(expectedCheckin: string | null | undefined, durationMinutes: number | null | undefined): string | null {
  const e = toDate(expectedCheckin);
  return e && durationMinutes !== null && durationMinutes !== undefined ? new Date(e.getTime() + durationMinutes * 60_000).toISOString() : null;
}

/** Minutes below 60 ('45 minutes'), otherwise hours to two decimals ('1.50 hours'). */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return 'NA';
  const m = Math.round(Math.abs(minutes));
  if (m < 60) return `${m} ${m === 1 ? 'minute' : 'minutes'}`;
  return `${(Math.abs(minutes) / 60).toFixed(2)} hours`;
}

/** Time spent (check-in to check-out) and how far over or short of the expected duration it was. */
export function timeSpent(
  checkin: string | null | undefined,
  checkout: string | null | undefined,
  expectedMinutes: number | null | undefined,
): { minutes: number | null; difference: number | null; label: string } {
  const a = toDate(checkin);
  const b = toDate(checkout);
  if (!a || !b) return { minutes: null, difference: null, label: 'NA' };
  const minutes = minutesBetween(a, b);
  if (expectedMinutes === null || expectedMinutes === undefined) return { minutes, difference: null, label: formatDuration(minutes) };
  const difference = minutes - expectedMinutes;
  const rounded = Math.round(difference);
  const how = rounded === 0 ? 'as expected' : `${formatDuration(difference)} ${rounded > 0 ? 'over' : 'short'}`;
  return { minutes, difference, label: `${formatDuration(minutes)} (${how})` };
}

