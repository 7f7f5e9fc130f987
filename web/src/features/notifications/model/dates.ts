/** Dates of the notification pages (spec 001 §9): the detail's 'M-D-YYYY h:mm A' in Eastern time, 'NA' when missing. */

export const NA = 'NA';
const ET = 'America/New_York';

const detailParts = new Intl.DateTimeFormat('en-US', {
  timeZone: ET,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const listParts = new Intl.DateTimeFormat('en-US', {
  timeZone: ET,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function parts(format: Intl.DateTimeFormat, iso: string | null | undefined): Record<string, string> | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const out: Record<string, string> = {};
  for (const p of format.formatToParts(d)) out[p.type] = p.value;
  return out;
}

/** The detail page's date: 'M-D-YYYY h:mm A ET' (e.g. '3-7-2026 9:05 AM ET'), 'NA' when missing. */
export function formatDetailDate(iso: string | null | undefined): string {
  const p = parts(detailParts, iso);
  if (!p) return NA;
  return `${p.month}-${p.day}-${p.year} ${p.hour}:${p.minute} ${p.dayPeriod.toUpperCase()} ET`;
}

/** The list's date: 'MM/DD/YYYY h:mm a' in Eastern time; empty when missing. */
export function formatListDate(iso: string | null | undefined): string {
  const p = parts(listParts, iso);
  if (!p) return '';
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute} ${p.dayPeriod.toLowerCase()}`;
}
