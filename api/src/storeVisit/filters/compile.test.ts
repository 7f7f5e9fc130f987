import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { compileFilter, dayOf, filterParameter } from './compile.js';
import { visitFilterLabels, visitPaths } from './paths.js';

const dialect = new PgDialect();
const compile = (p: Record<string, unknown>, isClient = false) => {
  const c = compileFilter(filterParameter.parse(p), isClient);
  return c ? dialect.sqlToQuery(c) : null;
};

describe('compileFilter', () => {
  it('makes a date range inclusive by day, whatever time the end carries', () => {
    const q = compile({
      label: 'Visit Date',
      path: 'expectedCheckinTime',
      type: 'Date',
      data: ['2026-11-01', '2026-11-07 23:59:59'],
    })!;
    expect(q.sql).toBe('(v.expected_checkin_time >= $1::timestamptz AND v.expected_checkin_time < $2::timestamptz)');
    // The end day's next midnight: the range takes the whole of 7 November.
    expect(q.params).toEqual(['2026-11-01', '2026-11-08']);
  });

  it('runs a relative range on its days today, whatever days were stored with it (issue 15)', () => {
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const q = compile({
      label: 'Visit Date',
      path: 'expectedCheckinTime',
      type: 'Date',
      data: ['2020-01-01', '2020-01-08 23:59:59'],
      relative: 'last7days',
    })!;
    expect(q.params).toEqual([weekAgo, tomorrow]);
    expect(() =>
      compile({
        label: 'Visit Date',
        path: 'expectedCheckinTime',
        data: ['2020-01-01', '2020-01-08'],
        relative: 'soon',
      }),
    ).toThrow(/relative is one of today, yesterday, last7days/);
  });

  it('refuses a reversed or malformed range', () => {
    expect(() =>
      compile({ label: 'Visit Date', path: 'expectedCheckinTime', data: ['2026-11-07', '2026-11-01'] }),
    ).toThrow(/start date is after the end date/);
    expect(() =>
      compile({ label: 'Visit Date', path: 'expectedCheckinTime', data: ['last week', '2026-11-01'] }),
    ).toThrow(/is not a date/);
    expect(() => compile({ label: 'Visit Date', path: 'expectedCheckinTime', data: ['2026-11-01'] })).toThrow(
      /needs a start and an end/,
    );
  });

  it('compares number paths as integers and refuses non-numbers', () => {
    const q = compile({ label: 'Review State', path: 'metaJson.reviewState', data: [[1, '5'], 3.7] })!;
    expect(q.params).toEqual([1, 5, 3]);
    expect(q.sql).toMatch(/ IN \(\$1, \$2, \$3\)$/);
    expect(() => compile({ label: 'Report Number', path: 'id', data: ['abc'] })).toThrow(/is not a number/);
  });

  it('passes text values as parameters, never as SQL', () => {
    const q = compile({ label: 'Retailer', path: 'metaJson.retailer', data: ["Macy's'; DROP TABLE users; --"] })!;
    expect(q.sql).toBe("(v.meta_json->>'retailer') IN ($1)");
    expect(q.params).toEqual(["Macy's'; DROP TABLE users; --"]);
  });

  it('excludes with NOT IN, keeping rows without a value', () => {
    const q = compile({ label: 'Exclude Client Name', path: 'metaJson.corporation', data: ['Acme'], exclude: true })!;
    expect(q.sql).toBe('(c.name IS NULL OR c.name NOT IN ($1))');
  });

  it('ignores a parameter without data', () => {
    expect(compile({ label: 'Retailer', path: 'metaJson.retailer', data: [] })).toBeNull();
  });

  it('refuses an unknown path, and internal paths for client users', () => {
    expect(() => compile({ label: 'x', path: 'users.password_hash', data: ['a'] })).toThrow(
      'Unknown filter path: users.password_hash',
    );
    expect(() => compile({ label: 'x', path: 'constructor', data: ['a'] })).toThrow('Unknown filter path: constructor');
    expect(() => compile({ label: 'Talent Name', path: 'metaJson.mcFullName', data: ['a'] }, true)).toThrow(
      'The filter Talent Name is not available to client users.',
    );
    expect(compile({ label: 'Talent Name', path: 'metaJson.mcFullName', data: ['a'] }, false)).not.toBeNull();
  });
});

describe('compileFilter: ranges, excludes and the label table', () => {
  it('compiles number ranges { from, to } inclusively, either end optional', () => {
    const q = compile({
      label: 'Visit Length',
      path: 'visitLengthHours',
      type: 'range',
      data: [{ from: 2, to: '4' }, { from: 8 }, 1],
    })!;
    expect(q.sql).toBe(
      '((v.expected_duration_minutes / 60) IN ($1) OR ((v.expected_duration_minutes / 60) >= $2 AND (v.expected_duration_minutes / 60) <= $3) OR ((v.expected_duration_minutes / 60) >= $4))',
    );
    expect(q.params).toEqual([1, 2, 4, 8]);
    expect(() => compile({ label: 'Visit Length', path: 'visitLengthHours', data: [{ from: 5, to: 1 }] })).toThrow(
      /starts after it ends/,
    );
    expect(() => compile({ label: 'Visit Length', path: 'visitLengthHours', data: [{}] })).toThrow(
      /needs a from or a to/,
    );
  });

  it('excludes a date range keeping rows without a date', () => {
    const q = compile({
      label: 'Approved Date',
      path: 'approvedDate',
      type: 'Date',
      data: ['2026-11-01', '2026-11-02'],
      exclude: true,
    })!;
    expect(q.sql).toBe(
      '(v.approved_date IS NULL OR NOT (v.approved_date >= $1::timestamptz AND v.approved_date < $2::timestamptz))',
    );
  });

  it('ends a range at the midnight after its end day, across a month and a year, and refuses a day no calendar has', () => {
    const range = (end: string) =>
      compile({ label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date', data: ['2024-01-01', end] })!.params;
    expect(range('2024-02-28')).toEqual(['2024-01-01', '2024-02-29']);
    expect(range('2024-02-29')).toEqual(['2024-01-01', '2024-03-01']);
    expect(range('2026-12-31')).toEqual(['2024-01-01', '2027-01-01']);
    // Date.parse takes 30 February as 2 March: a day the calendar has not is refused, not moved.
    expect(() => range('2026-02-30')).toThrow("Visit Date: '2026-02-30' is not a date (YYYY-MM-DD).");
  });

  it('refuses objects as text values and a Date type on a text path', () => {
    expect(() => compile({ label: 'Retailer', path: 'metaJson.retailer', data: [{ a: 1 }] })).toThrow(
      'Retailer: values must be text.',
    );
    expect(() =>
      compile({ label: 'Retailer', path: 'metaJson.retailer', type: 'Date', data: ['2026-11-01', '2026-11-02'] }),
    ).toThrow(/is not a date/);
  });

  it('has a whitelisted path for every filter label of spec 002 §3 that applies to visits', () => {
    for (const [label, path] of Object.entries(visitFilterLabels)) {
      expect(visitPaths[path], label).toBeDefined();
    }
    expect(Object.keys(visitFilterLabels)).toHaveLength(52);
  });
});

describe('dayOf', () => {
  it('reads the calendar day of the spec formats', () => {
    expect(dayOf('2026-11-07 23:59:59', 'd')).toBe('2026-11-07');
    expect(dayOf('2026-11-07T10:00:00.000Z', 'd')).toBe('2026-11-07');
  });
});
