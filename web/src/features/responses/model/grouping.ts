/**
 * Rows grouped by person and visit day (spec 001 §2.2): the rows of one page keep the server's order,
 * except that the rows of one person on one visit day move up under the first of them. Each row knows
 * its group's position, so the table can draw a separator and the group label once.
 *
 * Within a group, greyed rows (Pending Submission, not openable) come after the others, so the row that
 * carries the group's label is one a reviewer can open: never a red waiting row under a greyed heading.
 */
import { formatDate } from '../../../ui/format';

export interface GroupableRow {
  id: number;
  mcid: string | null;
  talentEmail: string | null;
  talentName: string | null;
  expectedCheckinTime: string | null;
}

export interface GroupedRow<T> {
  row: T;
  /** Index of the group on the page, from 0 (for alternating shading). */
  group: number;
  /** First row of its group: the label is shown and a separator drawn above it. */
  first: boolean;
  /** Rows in the group. */
  size: number;
  /** Visit day, MM/DD/YYYY ('' when the visit has no date). */
  day: string;
}

const personKey = (r: GroupableRow) => (r.mcid ?? r.talentEmail ?? r.talentName ?? '').trim().toLowerCase();

export function groupByPersonAndDay<T extends GroupableRow>(
  rows: readonly T[],
  isGreyed: (row: T) => boolean = () => false,
): GroupedRow<T>[] {
  const groups = new Map<string, { rows: T[]; day: string }>();
  for (const row of rows) {
    const day = formatDate(row.expectedCheckinTime);
    const person = personKey(row);
    // A row without a person is a group of its own.
    const key = person ? `${person}\u0000${day}` : `#${row.id}`;
    const g = groups.get(key);
    if (g) g.rows.push(row);
    else groups.set(key, { rows: [row], day });
  }
  const out: GroupedRow<T>[] = [];
  [...groups.values()].forEach((g, group) => {
    const ordered = [...g.rows.filter((r) => !isGreyed(r)), ...g.rows.filter(isGreyed)];
    ordered.forEach((row, i) => out.push({ row, group, first: i === 0, size: g.rows.length, day: g.day }));
  });
  return out;
}
