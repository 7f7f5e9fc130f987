import { describe, expect, it } from 'vitest';
import { approvedLongAgo, expectedCheckout, formatDuration, timeSpentLabel, timeStatus } from './visitTimes';

const at = (hhmm: string) => `2026-11-20T${hhmm}:00.000Z`;

describe('visit times on the review page', () => {
  it('flags check-in beyond the 120-minute tolerance, either way, and a missing one, as the Check In report does', () => {
    expect(timeStatus(at('12:00'), at('10:00'))).toBe('On Time');
    expect(timeStatus(at('12:01'), at('10:00'))).toBe('Late');
    expect(timeStatus(at('07:59'), at('10:00'))).toBe('Early');
    expect(timeStatus(null, at('10:00'))).toBe('Missing');
    expect(expectedCheckout(at('10:00'), 90)).toBe(at('11:30'));
    expect(formatDuration(135)).toBe('2.25 hrs');
  });

  it('says how far over or short of the expected duration the visit was', () => {
    expect(timeSpentLabel(at('10:00'), at('11:30'), 60)).toBe('1.50 hrs (30 min over)');
    expect(timeSpentLabel(at('10:00'), at('10:40'), 60)).toBe('40 min (20 min short)');
    expect(timeSpentLabel(at('10:00'), at('11:00'), 60)).toBe('1.00 hrs (as planned)');
    expect(timeSpentLabel(at('10:00'), at('10:40'), null)).toBe('40 min');
    expect(timeSpentLabel(at('10:00'), null, 60)).toBe('NA');
  });

  it('shows the first-approved date green only after 30 days', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(approvedLongAgo('2026-10-24T11:59:00Z', now)).toBe(true);
    expect(approvedLongAgo('2026-10-24T12:01:00Z', now)).toBe(false);
    expect(approvedLongAgo(null, now)).toBe(false);
  });
});
