import { describe, expect, it } from 'vitest';
import {
  matchRelativeRange,
  relativeRangeData,
  relativeRangesWithin,
  relativeSpanDays,
  resolveRelativeDates,
} from './relativeDates.js';
import { FILTER_MESSAGES, maxRangeDays, validateFilter, visitDateSpanDays } from './validateFilter.js';

const now = new Date('2026-03-10T15:00:00Z');
const later = new Date('2026-04-20T08:00:00Z');

describe('relative date ranges', () => {
  it('work out the days from today, the end through 23:59:59', () => {
    expect(relativeRangeData('last7days', now)).toEqual(['2026-03-03', '2026-03-10 23:59:59']);
    expect(relativeRangeData('yesterday', now)).toEqual(['2026-03-09', '2026-03-09 23:59:59']);
    expect(relativeSpanDays('last45days')).toBe(45);
  });

  it('offers a page only the presets its limit allows', () => {
    expect(relativeRangesWithin(maxRangeDays('list'))).toEqual([
      'today',
      'yesterday',
      'last7days',
      'last30days',
      'last45days',
    ]);
    expect(relativeRangesWithin(maxRangeDays('rollup'))).toContain('last6months');
    expect(relativeRangesWithin(maxRangeDays('rollup'))).not.toContain('last12months');
    expect(relativeRangesWithin(maxRangeDays('widget'))).toContain('last12months');
    for (const target of ['list', 'rollup', 'widget'] as const) {
      for (const key of relativeRangesWithin(maxRangeDays(target))) {
        const filters = [{ label: 'Visit Date', path: 'expectedCheckinTime', data: relativeRangeData(key, now) }];
        const review = { label: 'Review State', path: 'metaJson.reviewState', data: [3] };
        expect(validateFilter([...filters, review], { isClient: false, target })).toBeNull();
      }
    }
  });

  it('moves a relative range with time, leaving fixed ranges as they are', () => {
    const saved = [
      {
        label: 'Visit Date',
        path: 'expectedCheckinTime',
        data: ['2026-03-03', '2026-03-10 23:59:59'],
        relative: 'last7days',
      },
      { label: 'Retailer', path: 'metaJson.retailer', data: ['Target'] },
    ];
    const resolved = resolveRelativeDates(saved, later);
    expect(resolved[0].data).toEqual(['2026-04-13', '2026-04-20 23:59:59']);
    expect(resolved[0].relative).toBe('last7days');
    expect(resolved[1]).toBe(saved[1]);
    expect(resolveRelativeDates([{ data: ['2026-01-01', '2026-01-02'], relative: 'nonsense' }], later)[0].data).toEqual(
      ['2026-01-01', '2026-01-02'],
    );
  });

  it('validateFilter checks a relative range by its days today', () => {
    // Stored days 400 days apart, but the range is 'Past week' today: it passes the 45-day rule.
    const stale = [
      { label: 'Visit Date', path: 'expectedCheckinTime', data: ['2020-01-01', '2021-02-04'], relative: 'last7days' },
    ];
    expect(visitDateSpanDays(stale)).toBe(400);
    expect(validateFilter(stale, { isClient: false, target: 'list' })).toBeNull();
    expect(validateFilter([{ ...stale[0], relative: null }], { isClient: false, target: 'list' })).toBe(
      FILTER_MESSAGES.max45Days,
    );
  });

  it('recognises a range that is a preset today', () => {
    expect(matchRelativeRange(['2026-03-03', '2026-03-10 23:59:59'], now)).toBe('last7days');
    expect(matchRelativeRange(['2026-03-04', '2026-03-10 23:59:59'], now)).toBeNull();
    expect(matchRelativeRange([], now)).toBeNull();
  });
});
