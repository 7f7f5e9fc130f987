import { describe, expect, it } from 'vitest';
import { expectedCheckout, formatDuration, timeSpent, timeStatus } from './visitTimes';

const at = (hhmm: string) => `2026-11-20T${hhmm}:00.000Z`;

describe('visit times', () => {
  it('flags check-in beyond the 120-minute tolerance, either way, and a missing one', () => {
    expect(timeStatus(at('10:00'), at('10:00'))).toBe('On Time');
    expect(timeStatus(at('12:00'), at('10:00'))).toBe('On Time');
    expect(timeStatus(at('12:01'), at('10:00'))).toBe('Late');
    expect(timeStatus(at('07:59'), at('10:00'))).toBe('Early');
    expect(timeStatus(null, at('10:00'))).toBe('Missing');
    expect(timeStatus(at('10:00'), null)).toBe('On Time');
  });

  it('expects the check-out at check-in plus the expected duration', () => {
    expect(expectedCheckout(at('10:00'), 90)).toBe(at('11:30'));
    expect(expectedCheckout(at('10:00'), null)).toBeNull();
  });

  it('shows minutes below an hour, otherwise hours to two decimals', () => {
    expect(formatDuration(45)).toBe('45 minutes');
    expect(formatDuration(1)).toBe('1 minute');
    expect(formatDuration(60)).toBe('1.00 hours');
    expect(formatDuration(135)).toBe('2.25 hours');
    expect(formatDuration(null)).toBe('NA');
  });

  it('says how far over or short of the expected duration the visit was', () => {
    expect(timeSpent(at('10:00'), at('11:30'), 60).label).toBe('1.50 hours (30 minutes over)');
    expect(timeSpent(at('10:00'), at('10:40'), 60).label).toBe('40 minutes (20 minutes short)');
    expect(timeSpent(at('10:00'), at('11:00'), 60).label).toBe('1.00 hours (as expected)');
    expect(timeSpent(at('10:00'), null, 60)).toEqual({ minutes: null, difference: null, label: 'NA' });
  });
});
