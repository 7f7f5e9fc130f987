import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIsoDay, formatTime } from './format';

describe('date formats (spec 000 §9)', () => {
  const d = new Date(2026, 0, 5, 15, 4);
  it('MM/DD/YYYY', () => expect(formatDate(d)).toBe('01/05/2026'));
  it('MM/DD/YYYY h:mma, 12-hour clock', () => {
    expect(formatDateTime(d)).toBe('01/05/2026 3:04pm');
    expect(formatDateTime(new Date(2026, 0, 5, 0, 30))).toBe('01/05/2026 12:30am');
    expect(formatDateTime(new Date(2026, 0, 5, 12, 0))).toBe('01/05/2026 12:00pm');
  });
  it('h:mma alone', () => {
    expect(formatTime(d)).toBe('3:04pm');
    expect(formatTime(null)).toBe('');
  });
  it('YYYY-MM-DD', () => expect(formatIsoDay(d)).toBe('2026-01-05'));
  it('nothing for a missing or broken date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
