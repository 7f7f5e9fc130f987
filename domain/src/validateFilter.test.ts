import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  FILTER_MESSAGES,
  filterInputProblem,
  hasFilterData,
  isCalendarDay,
  validateFilter,
  visitDateSpanDays,
  type FilterLike,
  type ValidateFilterContext,
} from './validateFilter.js';

const staffList: ValidateFilterContext = { isClient: false, target: 'list' };
const visitDate = (from: string, to: string): FilterLike => ({
  label: 'Visit Date',
  path: 'expectedCheckinTime',
  data: [from, `${to} 23:59:59`],
});
const reviewState = (...states: number[]): FilterLike => ({
  label: 'Review State',
  path: 'metaJson.reviewState',
  data: states,
});
const clientName = (...names: string[]): FilterLike => ({
  label: 'Client Name',
  path: 'metaJson.corporation',
  data: names,
});
const doors = (n: number): FilterLike => ({
  label: 'Door Number',
  path: 'metaJson.doorNumber',
  data: Array.from({ length: n }, (_, i) => String(1000 + i)),
});
const filter = (path: string, values: string[]): FilterLike => ({ label: path, path, data: values });

describe('validateFilter (spec 002 §5, row by row)', () => {
  it('row 1: refuses a missing Visit Date range', () => {
    expect(validateFilter([reviewState(1)], staffList)).toBe(
      'Visit date range is required. Please select Visit Date Range',
    );
    expect(validateFilter([{ ...visitDate('2026-11-01', '2026-11-07'), data: [] }, reviewState(1)], staffList)).toBe(
      FILTER_MESSAGES.visitDateRequired,
    );
    expect(
      validateFilter(
        [{ label: 'Visit Date', path: 'expectedCheckinTime', data: ['2026-11-01'] }, reviewState(1)],
        staffList,
      ),
    ).toBe(FILTER_MESSAGES.visitDateRequired);
    expect(
      validateFilter([{ label: 'Visit Date', path: 'expectedCheckinTime', data: ['soon', 'later'] }], staffList),
    ).toBe(FILTER_MESSAGES.visitDateRequired);
    expect(validateFilter([], staffList)).toBe(FILTER_MESSAGES.visitDateRequired);
  });

  it('row 2: staff need a Review State for a widget or roll-up; client users and lists do not', () => {
    const f = [visitDate('2026-11-01', '2026-11-07')];
    expect(validateFilter(f, { isClient: false, target: 'widget' })).toBe(
      'Review State is required. Please enter the Review State',
    );
    expect(validateFilter(f, { isClient: false, target: 'rollup' })).toBe(FILTER_MESSAGES.reviewStateRequired);
    expect(validateFilter([...f, { ...reviewState(), data: [] }], { isClient: false, target: 'widget' })).toBe(
      FILTER_MESSAGES.reviewStateRequired,
    );
    expect(validateFilter([...f, reviewState(3)], { isClient: false, target: 'widget' })).toBeNull();
    expect(validateFilter(f, { isClient: true, target: 'widget' })).toBeNull();
    expect(validateFilter(f, { isClient: true, target: 'rollup' })).toBeNull();
    expect(validateFilter(f, staffList)).toBeNull();
  });

  it('row 3: a list spans at most 45 days without door filters', () => {
    expect(validateFilter([visitDate('2026-11-01', '2026-12-16')], staffList)).toBeNull(); // 45 days
    expect(validateFilter([visitDate('2026-11-01', '2026-12-17')], staffList)).toBe(
      'You can only run this for maximum 45 days',
    );
    expect(validateFilter([visitDate('2026-11-01', '2026-12-17')], { isClient: true, target: 'list' })).toBe(
      FILTER_MESSAGES.max45Days,
    );
  });

  it('row 4: a roll-up spans at most 185 days', () => {
    expect(
      validateFilter([visitDate('2026-01-01', '2026-07-05'), reviewState(3)], { isClient: false, target: 'rollup' }),
    ).toBeNull(); // 185
    expect(
      validateFilter([visitDate('2026-01-01', '2026-07-06'), reviewState(3)], { isClient: false, target: 'rollup' }),
    ).toBe('You can only run this for maximum 6 months');
    expect(
      validateFilter([visitDate('2026-01-01', '2026-07-06'), doors(2), reviewState(3)], {
        isClient: false,
        target: 'rollup',
      }),
    ).toBe(FILTER_MESSAGES.max6Months);
  });

  it('row 5: a widget spans at most 366 days', () => {
    expect(
      validateFilter([visitDate('2025-01-01', '2026-01-02'), reviewState(3)], { isClient: false, target: 'widget' }),
    ).toBeNull(); // 366
    expect(
      validateFilter([visitDate('2025-01-01', '2026-01-03'), reviewState(3)], { isClient: false, target: 'widget' }),
    ).toBe('You can only run this for maximum 12 months');
  });

  it('row 6: with door filters, more than 5 doors over more than 45 days is refused', () => {
    expect(validateFilter([visitDate('2026-01-01', '2026-03-01'), doors(6)], staffList)).toBe(
      'You cannot have more than 5 doors when running this report for more than 45 days',
    );
    expect(validateFilter([visitDate('2026-01-01', '2026-03-01'), doors(5)], staffList)).toBeNull();
    expect(validateFilter([visitDate('2026-01-01', '2026-02-15'), doors(6)], staffList)).toBeNull(); // 45 days: any number of doors
    expect(
      validateFilter(
        [visitDate('2026-01-01', '2026-03-01'), doors(3), filter('metaJson.doorNumber', ['2000', '3000', '4000'])],
        staffList,
      ),
    ).toBe(FILTER_MESSAGES.maxDoors);
  });

  it('row 7: with door filters, more than 366 days is refused', () => {
    expect(validateFilter([visitDate('2025-01-01', '2026-01-02'), doors(2)], staffList)).toBeNull();
    expect(validateFilter([visitDate('2025-01-01', '2026-01-03'), doors(2)], staffList)).toBe(
      'You can only run this for maximum 12 months',
    );
  });

  it('rows 6-7: door location, state, city and merchandiser filters count on the dashboard page only', () => {
    for (const path of ['metaJson.doorLocation', 'metaJson.state', 'metaJson.city', 'metaJson.mcFullName']) {
      const f = [visitDate('2026-01-01', '2026-03-01'), filter(path, ['A', 'B'])];
      expect(validateFilter(f, staffList), path).toBe(FILTER_MESSAGES.max45Days);
      expect(validateFilter(f, { ...staffList, isDashboard: true }), path).toBeNull();
      const many = [visitDate('2026-01-01', '2026-03-01'), filter(path, ['A', 'B', 'C', 'D', 'E', 'F'])];
      expect(validateFilter(many, { ...staffList, isDashboard: true }), path).toBe(FILTER_MESSAGES.maxDoors);
    }
  });

  it('rows 6-7: an exclude door filter does not narrow, so it does not count', () => {
    expect(validateFilter([visitDate('2026-01-01', '2026-03-01'), { ...doors(2), exclude: true }], staffList)).toBe(
      FILTER_MESSAGES.max45Days,
    );
  });

  it('row 8: exactly one Client Name and nothing else', () => {
    expect(validateFilter([clientName('Northwind Beauty')], staffList)).toBe(
      'Please select the another one or more report parameter with client to Load Result',
    );
    expect(
      validateFilter(
        [clientName('Northwind Beauty'), { ...visitDate('2026-11-01', '2026-11-02'), data: [] }],
        staffList,
      ),
    ).toBe(FILTER_MESSAGES.clientOnly);
    expect(
      validateFilter([clientName('Northwind Beauty'), visitDate('2026-11-01', '2026-11-07')], staffList),
    ).toBeNull();
    expect(validateFilter([{ ...clientName('Acme'), exclude: true }], staffList)).toBe(
      FILTER_MESSAGES.visitDateRequired,
    );
  });

  it('counts only parameters with data', () => {
    expect(
      validateFilter(
        [visitDate('2026-11-01', '2026-11-07'), reviewState(), filter('metaJson.retailer', [])],
        staffList,
      ),
    ).toBeNull();
  });
});

describe('visitDateSpanDays', () => {
  it('counts end day minus start day, whatever the times and formats', () => {
    expect(visitDateSpanDays([visitDate('2026-11-01', '2026-11-01')])).toBe(0);
    expect(
      visitDateSpanDays([
        { path: 'expectedCheckinTime', data: ['2026-11-01T00:00:00.000Z', new Date('2026-11-08T23:59:59Z')] },
      ]),
    ).toBe(7);
    expect(visitDateSpanDays([{ label: 'Visit Date', data: ['2026-02-27', '2026-03-01 23:59:59'] }])).toBe(2);
  });
});

describe('defaultFilters', () => {
  const now = new Date('2026-11-22T15:00:00Z');
  it('is the last 7 days through today 23:59:59', () => {
    expect(defaultFilters({ isClient: false, target: 'list' }, now)).toEqual([
      {
        label: 'Visit Date',
        path: 'expectedCheckinTime',
        pathStr: 'expectedCheckinTime',
        type: 'Date',
        data: ['2026-11-15', '2026-11-22 23:59:59'],
        exclude: false,
      },
    ]);
  });
  it('adds Review State Approved for a staff widget only', () => {
    expect(defaultFilters({ isClient: false, target: 'widget' }, now).map((f) => [f.label, f.data])).toEqual([
      ['Visit Date', ['2026-11-15', '2026-11-22 23:59:59']],
      ['Review State', [3]],
    ]);
    expect(defaultFilters({ isClient: true, target: 'widget' }, now).map((f) => f.label)).toEqual(['Visit Date']);
  });
  it('gives client users no Visit Date range: the default is for staff (spec 002 §5, 001 §2.2)', () => {
    for (const target of ['list', 'rollup', 'widget'] as const) {
      const filters = defaultFilters({ isClient: true, target }, now);
      expect(filters.map((f) => [f.label, f.path, f.data])).toEqual([['Visit Date', 'expectedCheckinTime', []]]);
      expect(filters.some(hasFilterData)).toBe(false);
    }
  });
  it('passes validateFilter', () => {
    expect(
      validateFilter(defaultFilters({ isClient: false, target: 'widget' }, now), { isClient: false, target: 'widget' }),
    ).toBeNull();
  });
});

describe('filterInputProblem: values no query can run on (issue 9)', () => {
  it('refuses dates outside 1900-2999 and days that do not exist, naming the parameter', () => {
    expect(filterInputProblem([visitDate('0000-01-01', '2026-11-01')])).toBe(
      "Visit Date: '0000-01-01' is not a date from 1900 to 2999 (YYYY-MM-DD).",
    );
    expect(filterInputProblem([visitDate('2026-02-30', '2026-03-01')])).toMatch(/'2026-02-30' is not a date/);
    expect(filterInputProblem([visitDate('2026-11-01', '275760-09-13')])).toMatch(/is not a date/);
    expect(filterInputProblem([{ label: 'Approved', path: 'approvedDate', data: ['tomorrow', '2026-11-01'] }])).toMatch(
      /^Approved: 'tomorrow' is not a date/,
    );
    expect(filterInputProblem([visitDate('2024-02-29', '2024-03-01')])).toBeNull();
    expect(isCalendarDay('2026-11-30 23:59:59')).toBe(true);
    expect(isCalendarDay('2026-11-31')).toBe(false);
  });
  it('refuses more than 5,000 values in all, and numbers past the integer range', () => {
    expect(filterInputProblem([visitDate('2026-11-01', '2026-11-02'), doors(70_000)])).toBe(
      'A filter can hold at most 5,000 values in all: remove some from Door Number.',
    );
    expect(filterInputProblem([visitDate('2026-11-01', '2026-11-02'), doors(5_000)])).toMatch(/at most 5,000/);
    expect(filterInputProblem([visitDate('2026-11-01', '2026-11-02'), doors(4_000)])).toBeNull();
    expect(filterInputProblem([reviewState(1e308)])).toMatch(/^Review State: 1e\+308 is out of range/);
    expect(filterInputProblem([{ label: 'Length', path: 'duration', data: [{ from: 1, to: '99999999999' }] }])).toMatch(
      /out of range/,
    );
    expect(filterInputProblem([reviewState(1, 3), filter('metaJson.retailer', ['Target'])])).toBeNull();
  });
});
