import { FILTER_MESSAGES } from '@svr/domain';
import { describe, expect, it } from 'vitest';
import { availableParameters } from '../../../filters/model/catalogue';
import type { FilterParam } from '../../../filters/model/types';
import {
  defaultWidgetParams,
  filterInput,
  groupByOptions,
  initialWidgetParams,
  keepOffered,
  percentageParams,
  visitDateChunks,
  widgetFilterConfig,
  widgetFilterProblem,
} from './widgetFilters';

const now = new Date('2026-03-10T12:00:00Z');
const labels = (widget: 'widget' | 'percentage', isClient: boolean) =>
  availableParameters({ isDashboard: false, widget }, isClient).map((p) => p.label);

describe('the widget filter catalogue (spec 002 §5)', () => {
  it('widgets leave out MCID and every Exclude entry, as well as what lists leave out', () => {
    const offered = labels('widget', false);
    expect(offered).not.toContain('MCID');
    expect(offered.filter((l) => l.startsWith('Exclude'))).toEqual([]);
    expect(offered).toContain('Retailer');
    expect(offered).toContain('Review State');
    // Lists still offer them.
    const list = availableParameters({ isDashboard: false }, false).map((p) => p.label);
    expect(list).toContain('MCID');
    expect(list).toContain('Exclude Client Name');
  });
  it('percentage offers its three columns, and Review State to staff (required of a staff widget)', () => {
    expect(labels('percentage', false)).toEqual(['Visit Date', 'Review State', 'Client Name', 'Project Name']);
    expect(labels('percentage', true)).toEqual(['Visit Date', 'Project Name']);
  });
  it('the type picks the context', () => {
    expect(widgetFilterConfig('percentage', 'ns').widget).toBe('percentage');
    expect(widgetFilterConfig('pieChart', 'ns').widget).toBe('widget');
  });
});

describe('defaults and saved filters', () => {
  it('staff start from Visit Date last 7 days and Review State Approved; client users from Visit Date', () => {
    expect(defaultWidgetParams(false, now).map((p) => [p.label, p.data])).toEqual([
      ['Visit Date', ['2026-03-03', '2026-03-10 23:59:59']],
      ['Review State', [3]],
    ]);
    expect(defaultWidgetParams(true, now).map((p) => p.label)).toEqual(['Visit Date']);
  });
  it('an edited widget starts from its own filters', () => {
    const saved = [{ label: 'Retailer', path: 'metaJson.retailer', type: 'String', data: ['Target'], exclude: false }];
    expect(initialWidgetParams(saved, false, now).map((p) => p.label)).toEqual(['Retailer']);
    expect(initialWidgetParams([], false, now).map((p) => p.label)).toEqual(['Visit Date', 'Review State']);
  });
  it('keeps only what the type’s panel offers', () => {
    const params: FilterParam[] = [
      ...defaultWidgetParams(false, now),
      {
        label: 'Retailer',
        path: 'metaJson.retailer',
        pathStr: 'metaJson.retailer',
        type: 'String',
        data: ['T'],
        exclude: false,
      },
    ];
    expect(keepOffered(params, widgetFilterConfig('percentage', 'n'), false).map((p) => p.label)).toEqual([
      'Visit Date',
      'Review State',
    ]);
    expect(keepOffered(params, widgetFilterConfig('sum', 'n'), false)).toHaveLength(3);
  });
});

describe('validateFilter for widgets', () => {
  it('requires a Review State of staff, not of client users, and at most 366 days', () => {
    const visitOnly = defaultWidgetParams(false, now).slice(0, 1);
    expect(widgetFilterProblem(visitOnly, false)).toBe(FILTER_MESSAGES.reviewStateRequired);
    expect(widgetFilterProblem(visitOnly, true)).toBeNull();
    const long = [{ ...visitOnly[0], data: ['2025-01-01', '2026-03-10 23:59:59'] }];
    expect(widgetFilterProblem(long, true)).toBe(FILTER_MESSAGES.max12Months);
    expect(widgetFilterProblem([{ ...visitOnly[0], data: [] }], true)).toBeNull();
  });
  it('sends only parameters with values', () => {
    const params = [
      ...defaultWidgetParams(false, now),
      { ...defaultWidgetParams(false, now)[1], label: 'X', data: [] },
    ];
    expect(filterInput(params).map((f) => f.label)).toEqual(['Visit Date', 'Review State']);
    expect(Object.keys(filterInput(params)[0]).sort()).toEqual([
      'data',
      'exclude',
      'label',
      'path',
      'relative',
      'type',
    ]);
  });
});

it("'data grouped by' offers the fixed text columns by label, with their paths", () => {
  const options = groupByOptions(false);
  expect(options).toContainEqual({ label: 'Retailer', path: 'metaJson.retailer' });
  expect(options.map((o) => o.label)).not.toContain('Visit Date');
  expect(options.map((o) => o.label)).not.toContain('MCID');
  expect(groupByOptions(true).map((o) => o.label)).not.toContain('Talent Name');
});

describe('visitDateChunks: a widget filter read by the 45-day visit list', () => {
  const review = defaultWidgetParams(false, now)[1];
  const visitDate = (start: string, end: string): FilterParam => ({
    ...defaultWidgetParams(false, now)[0],
    data: [start, `${end} 23:59:59`],
  });
  it('leaves a filter of 45 days or less whole', () => {
    const params = [visitDate('2026-01-01', '2026-02-15'), review];
    expect(visitDateChunks(params)).toEqual([params]);
  });
  it('splits a longer one into ranges of at most 45 days, newest first, covering every day once', () => {
    const chunks = visitDateChunks([visitDate('2025-03-10', '2026-03-10'), review]);
    expect(chunks).toHaveLength(8);
    const ranges = chunks.map((c) => c[0].data);
    expect(ranges[0]).toEqual(['2026-01-24', '2026-03-10 23:59:59']);
    expect(ranges[1]).toEqual(['2025-12-09', '2026-01-23 23:59:59']);
    expect(ranges[7][0]).toBe('2025-03-10');
    const day = (s: unknown) => Date.parse(String(s).slice(0, 10)) / 86_400_000;
    let covered = 0;
    for (const [i, [start, end]] of ranges.entries()) {
      expect(day(end) - day(start)).toBeLessThanOrEqual(45);
      if (i > 0) expect(day(ranges[i - 1][0]) - day(end)).toBe(1);
      covered += day(end) - day(start) + 1;
    }
    expect(covered).toBe(366);
    // Every chunk passes the list rule; the other parameters stay as they are.
    for (const c of chunks) {
      expect(c[1]).toBe(review);
      expect(widgetFilterProblem(c, false)).toBeNull();
    }
  });
  it('leaves a filter without a readable Visit Date whole', () => {
    const params = [review];
    expect(visitDateChunks(params)).toEqual([params]);
  });
});

describe('percentageParams', () => {
  it('turns the default Review State Approved into every state (approved out of all visits, not always 100%)', () => {
    const [visitDate, review] = defaultWidgetParams(false, now);
    const out = percentageParams([visitDate, review]);
    expect(out[0]).toBe(visitDate);
    expect(out[1].data).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it('leaves a Review State the user chose otherwise as it is', () => {
    const [visitDate, review] = defaultWidgetParams(false, now);
    const chosen = { ...review, data: [1, 3] };
    expect(percentageParams([visitDate, chosen])[1]).toBe(chosen);
    expect(percentageParams([visitDate])).toEqual([visitDate]);
  });
});
