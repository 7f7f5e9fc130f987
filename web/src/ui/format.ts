/** Date formats of spec 000 §9, in the viewer's time zone. */
const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** MM/DD/YYYY; '' for no date. */
export function formatDate(value: string | Date | null | undefined): string {
  const d = toDate(value);
  return d ? `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}` : '';
}

/** MM/DD/YYYY h:mma, e.g. 11/22/2026 3:04pm. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  const h = d.getHours() % 12 || 12;
  return `${formatDate(d)} ${h}:${pad(d.getMinutes())}${d.getHours() < 12 ? 'am' : 'pm'}`;
}

/** h:mma, e.g. 3:04pm; '' for no time. */
export function formatTime(value: string | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  return `${d.getHours() % 12 || 12}:${pad(d.getMinutes())}${d.getHours() < 12 ? 'am' : 'pm'}`;
}

/** YYYY-MM-DD. */
export function formatIsoDay(value: string | Date | null | undefined): string {
  const d = toDate(value);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '';
}
