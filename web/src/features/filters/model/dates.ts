/** Date-range values of a Date parameter (spec 002 §3): [start 'YYYY-MM-DD', end 'YYYY-MM-DD 23:59:59'], inclusive by day. */
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})/;

/** The data of a range picked in the date inputs (local calendar days); [] until both ends are chosen. */
export function toDayRange(start: Date | null, end: Date | null): string[] {
  if (!start || !end) return [];
  return [dayOf(start), `${dayOf(end)} 23:59:59`];
}

/** A stored day as a local Date at midnight, for the date inputs; null when unreadable. */
export function parseDay(value: unknown): Date | null {
  const m = typeof value === 'string' ? dayPattern.exec(value) : null;
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The range of a Date parameter's data for the inputs. */
export function fromDayRange(data: readonly unknown[]): [Date | null, Date | null] {
  return [parseDay(data[0]), parseDay(data[1])];
}

/** MM/DD/YYYY of a stored day, as the panel shows it. */
export function formatDay(value: unknown): string {
  const d = parseDay(value);
  return d ? `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}` : '';
}
