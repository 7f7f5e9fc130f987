import { describe, expect, it } from 'vitest';
import { barRows, chartName, linePoints, monthText, percentText, pieSlices } from './charts';

describe('chartName: empty names become N/A', () => {
  it.each([
    ['', 'N/A'],
    ['  ', 'N/A'],
    [null, 'N/A'],
    ['Yes', 'Yes'],
  ])('%j → %s', (label, name) => expect(chartName(label)).toBe(name));
});

describe('bar labels: each value as a percent of the total', () => {
  it('divides by the total of all answers', () => {
    const rows = barRows(
      [
        { label: 'Yes', group: null, count: 1 },
        { label: 'No', group: null, count: 2 },
      ],
      3,
    );
    expect(rows).toEqual([
      { label: 'Yes', group: '', count: 1, percent: '33.3%' },
      { label: 'No', group: '', count: 2, percent: '66.7%' },
    ]);
  });

  it('uses the total given (answers in other groups count), and merges the same answer and group', () => {
    const rows = barRows(
      [
        { label: 'A', group: 'Target', count: 1 },
        { label: 'A', group: 'Target', count: 1 },
        { label: '', group: 'Walmart', count: 2 },
      ],
      8,
    );
    expect(rows).toEqual([
      { label: 'A', group: 'Target', count: 2, percent: '25%' },
      { label: 'N/A', group: 'Walmart', count: 2, percent: '25%' },
    ]);
  });

  it('falls back to the rows’ own sum when no total is given', () => {
    expect(barRows([{ label: 'x', count: 4 }], 0)[0]?.percent).toBe('100%');
    expect(percentText(1, 0)).toBe('0%');
  });
});

describe('pie slices', () => {
  it('sorts exactly Yes and No by name descending: Yes first', () => {
    expect(
      pieSlices([
        { label: 'No', count: 5 },
        { label: 'Yes', count: 3 },
      ]),
    ).toEqual([
      { name: 'Yes', count: 3 },
      { name: 'No', count: 5 },
    ]);
  });

  it('drops zero slices (then a Yes/No pair is sorted too)', () => {
    expect(
      pieSlices([
        { label: 'No', count: 1 },
        { label: 'Maybe', count: 0 },
        { label: 'Yes', count: 2 },
      ]).map((s) => s.name),
    ).toEqual(['Yes', 'No']);
  });

  it('keeps the order of other slices, with empty names as N/A merged', () => {
    expect(
      pieSlices([
        { label: 'Red', count: 1 },
        { label: '', count: 2 },
        { label: 'Blue', count: 3 },
        { label: ' ', count: 1 },
      ]),
    ).toEqual([
      { name: 'Red', count: 1 },
      { name: 'N/A', count: 3 },
      { name: 'Blue', count: 3 },
    ]);
  });

  it('does not reorder three slices that include Yes and No', () => {
    const names = pieSlices([
      { label: 'No', count: 1 },
      { label: 'Yes', count: 1 },
      { label: 'N/A', count: 1 },
    ]).map((s) => s.name);
    expect(names).toEqual(['No', 'Yes', 'N/A']);
  });
});

describe('line chart: grouped by month', () => {
  it('writes a month as MM/YYYY', () => {
    expect(monthText('2026-03')).toBe('03/2026');
    expect(monthText('2026-11-24T10:00:00Z')).toBe('11/2026');
  });

  it('orders the months, merges the same month and answer, and gives every answer a point in every month', () => {
    expect(
      linePoints([
        { label: 'Yes', group: '2026-05', count: 2 },
        { label: 'Yes', group: '2026-03', count: 1 },
        { label: 'No', group: '2026-05', count: 4 },
        { label: 'Yes', group: '2026-05', count: 1 },
        { label: 'No', group: null, count: 9 },
      ]),
    ).toEqual([
      { month: '2026-03', monthText: '03/2026', label: 'Yes', count: 1 },
      { month: '2026-03', monthText: '03/2026', label: 'No', count: 0 },
      { month: '2026-05', monthText: '05/2026', label: 'Yes', count: 3 },
      { month: '2026-05', monthText: '05/2026', label: 'No', count: 4 },
    ]);
  });
});
