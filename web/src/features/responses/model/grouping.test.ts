import { describe, expect, it } from 'vitest';
import { groupByPersonAndDay, type GroupableRow } from './grouping';

const row = (id: number, mcid: string | null, time: string | null): GroupableRow => ({
  id,
  mcid,
  talentEmail: null,
  talentName: null,
  expectedCheckinTime: time,
});

describe('groupByPersonAndDay', () => {
  it('moves a person’s rows of one day under the first of them and keeps the order otherwise', () => {
    const rows = [
      row(9, 'MC1', '2026-03-02T15:00:00'),
      row(8, 'MC2', '2026-03-02T15:00:00'),
      row(7, 'MC1', '2026-03-02T09:00:00'),
      row(6, 'MC1', '2026-03-01T09:00:00'),
    ];
    const grouped = groupByPersonAndDay(rows);
    expect(grouped.map((g) => g.row.id)).toEqual([9, 7, 8, 6]);
    expect(grouped.map((g) => [g.group, g.first, g.size])).toEqual([
      [0, true, 2],
      [0, false, 2],
      [1, true, 1],
      [2, true, 1],
    ]);
    expect(grouped[0].day).toBe('03/02/2026');
  });

  it('never groups rows that have no person', () => {
    const grouped = groupByPersonAndDay([row(2, null, '2026-03-02T15:00:00'), row(1, null, '2026-03-02T16:00:00')]);
    expect(grouped.map((g) => g.group)).toEqual([0, 1]);
  });

  it('puts greyed rows after the others of their group, so the group label is on a row that opens', () => {
    const rows = [row(9, 'MC1', '2026-03-02T15:00:00'), row(8, 'MC1', '2026-03-02T09:00:00'), row(7, 'MC2', null)];
    const greyed = new Set([9]);
    const grouped = groupByPersonAndDay(rows, (r) => greyed.has(r.id));
    expect(grouped.map((g) => [g.row.id, g.first])).toEqual([
      [8, true],
      [9, false],
      [7, true],
    ]);
  });
});
