/**
 * The visit facts of 'SVR Information' (spec 001 §2.1, §9), read with the same rules as the Check In
 * report (reporting/model/checkIn.ts: the 120-minute tolerance, planned check-out, duration format), so
 * a report reads the same on both pages.
 */
import { formatDuration, overShort, timeSpentMinutes } from '../../reporting/model/checkIn';

export {
  checkFlag as timeStatus,
  formatDuration,
  plannedCheckout as expectedCheckout,
  type CheckFlag as TimeStatus,
} from '../../reporting/model/checkIn';

/** 'Time Spent': the time from check-in to check-out, and how far over or short of the plan; 'NA' when unknown. */
export function timeSpentLabel(
  checkin: string | null | undefined,
  checkout: string | null | undefined,
  expectedMinutes: number | null | undefined,
): string {
  const spent = timeSpentMinutes(checkin, checkout);
  if (spent === null) return 'NA';
  const { text } = overShort(spent, expectedMinutes);
  return text ? `${formatDuration(spent)} (${text.charAt(0).toLowerCase()}${text.slice(1)})` : formatDuration(spent);
}

/** The first-approved date shows green when it is more than 30 days old. */
export function approvedLongAgo(date: string | null | undefined, now: Date = new Date()): boolean {
  const t = date ? Date.parse(date) : NaN;
  return !Number.isNaN(t) && now.getTime() - t > 30 * 86_400_000;
}
