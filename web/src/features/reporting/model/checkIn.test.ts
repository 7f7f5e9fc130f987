import { describe, expect, it } from 'vitest';
import { checkFlag, formatDuration, offsetMinutes, overShort, plannedCheckout, timeSpentMinutes } from './checkIn';

const at = (hhmm: string) => `2026-03-02T${hhmm}:00.000Z`;

describe('check-in flags (spec 001 §9: 120-minute tolerance)', () => {
  it('is on time within 120 minutes either way, the limits included', () => {
    expect(checkFlag(at('10:00'), at('10:00'))).toBe('On Time');
    expect(checkFlag(at('12:00'), at('10:00'))).toBe('On Time');
    expect(checkFlag(at('08:00'), at('10:00'))).toBe('On Time');
  });
  it('flags Late and Early beyond 120 minutes', () => {
    expect(checkFlag(at('12:01'), at('10:00'))).toBe('Late');
    expect(checkFlag(at('07:59'), at('10:00'))).toBe('Early');
  });
  it('flags a missing time, and takes a time without a plan as on time (as the api filter does)', () => {
    expect(checkFlag(null, at('10:00'))).toBe('Missing');
    expect(checkFlag(at('10:00'), null)).toBe('On Time');
  });
  it('plans the check-out at check-in plus the expected duration', () => {
    expect(plannedCheckout(at('10:00'), 90)).toBe(at('11:30'));
    expect(plannedCheckout(at('10:00'), null)).toBe(at('10:00'));
    expect(plannedCheckout(null, 90)).toBeNull();
  });
  it('measures offsets and time spent in minutes', () => {
    expect(offsetMinutes(at('10:45'), at('10:00'))).toBe(45);
    expect(offsetMinutes(at('09:30'), at('10:00'))).toBe(-30);
    expect(timeSpentMinutes(at('10:00'), at('11:15'))).toBe(75);
    expect(timeSpentMinutes(at('10:00'), null)).toBeNull();
  });
});

describe('durations (spec 001 §9)', () => {
  it('reads minutes below 60, otherwise hours to two decimals', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1.00 hrs');
    expect(formatDuration(95)).toBe('1.58 hrs');
    expect(formatDuration(null)).toBe('');
  });
  it('shows time spent as minutes over or short of the expected duration', () => {
    expect(overShort(75, 60)).toEqual({ text: '15 min over', minutes: 15 });
    expect(overShort(30, 60)).toEqual({ text: '30 min short', minutes: -30 });
    expect(overShort(60, 60)).toEqual({ text: 'As planned', minutes: 0 });
    expect(overShort(null, 60)).toEqual({ text: '', minutes: null });
  });
});
