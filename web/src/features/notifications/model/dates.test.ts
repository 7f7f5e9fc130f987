import { describe, expect, it } from 'vitest';
import { formatDetailDate, formatListDate, NA } from './dates';

describe('notification dates (spec 001 §9)', () => {
  it("shows the detail's dates as 'M-D-YYYY h:mm A' in Eastern time", () => {
    expect(formatDetailDate('2026-03-07T14:05:00Z')).toBe('3-7-2026 9:05 AM ET');
    expect(formatDetailDate('2026-07-04T23:30:00.000Z')).toBe('7-4-2026 7:30 PM ET');
    expect(formatDetailDate('2026-01-01T04:59:00Z')).toBe('12-31-2025 11:59 PM ET');
  });

  it("shows 'NA' when the date is missing or unreadable", () => {
    expect(formatDetailDate(null)).toBe(NA);
    expect(formatDetailDate(undefined)).toBe(NA);
    expect(formatDetailDate('not a date')).toBe(NA);
  });

  it('shows list dates as MM/DD/YYYY h:mm a', () => {
    expect(formatListDate('2026-03-07T14:05:00Z')).toBe('03/07/2026 9:05 am');
    expect(formatListDate(null)).toBe('');
  });
});
