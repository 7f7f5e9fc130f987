import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoOf, isoOrNull } from './time.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** A timestamp written as PostgreSQL writes timestamptz in UTC: 0 to 6 fraction digits, '+00'. */
const pgText = fc
  .record({
    ms: fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59) }),
    micros: fc.integer({ min: 0, max: 999_999 }),
    digits: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ ms, micros, digits }) => {
    const d = new Date(Math.floor(ms / 1000) * 1000);
    const day = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
    const time = `${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}:${pad(d.getUTCSeconds(), 2)}`;
    const fraction = digits ? `.${pad(micros, 6).slice(0, digits)}` : '';
    return `${day} ${time}${fraction}+00`;
  });

describe('isoOf', () => {
  it("writes PostgreSQL's UTC text as new Date(text).toISOString() does", () => {
    fc.assert(
      fc.property(pgText, (text) => {
        expect(isoOf(text)).toBe(new Date(text).toISOString());
      }),
      {
        numRuns: 2000,
      },
    );
  });

  it('answers other texts and Dates as a Date would', () => {
    for (const text of ['2026-07-06 17:59:28.5+02', '2026-07-06T15:59:28.123Z', '2026-07-06 15:59:28+00'])
      expect(isoOf(text)).toBe(new Date(text).toISOString());
    const at = new Date('2026-07-06T15:59:28.123Z');
    expect(isoOf(at)).toBe('2026-07-06T15:59:28.123Z');
    expect(() => isoOf('infinity')).toThrow(RangeError);
    expect(isoOrNull(null)).toBeNull();
  });
});
