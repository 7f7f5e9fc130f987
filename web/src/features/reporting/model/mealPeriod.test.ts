import { describe, expect, it } from 'vitest';
import { formatDay, formatHours, totalsOf } from './mealPeriod';

describe('meal-period formats and totals', () => {
  it('shows hours to two decimals and a UTC day as MM/DD/YYYY', () => {
    expect(formatHours(7.5)).toBe('7.50');
    expect(formatHours(null)).toBe('');
    expect(formatDay('2026-03-02')).toBe('03/02/2026');
  });
  it('adds up the rows shown', () => {
    const rows = [
      { visits: 2, hours: 7.5, workedHours: 7.25, mealBreakMinutes: 30, waivedCount: 0, mealBreaks: [{}] },
      { visits: 1, hours: 0.1, workedHours: null, mealBreakMinutes: 60, waivedCount: 1, mealBreaks: [{}, {}] },
    ];
    expect(totalsOf(rows)).toEqual({
      visits: 3,
      hours: 7.6,
      workedHours: 7.25,
      mealBreaks: 3,
      mealBreakMinutes: 90,
      waivedCount: 1,
    });
  });
});
