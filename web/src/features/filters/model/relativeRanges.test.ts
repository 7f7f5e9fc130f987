import { describe, expect, it } from 'vitest';
import { FILTER_LIMITS } from '@svr/domain';
import { datePresets } from '../components/DateRangeField';
import { defaultParams } from './filterState';
import { parseParams } from './storage';

const now = new Date('2026-03-10T12:00:00Z');

describe('date presets and relative ranges (issue 15)', () => {
  it('offers a list only presets within 45 days, a widget up to a year', () => {
    expect(datePresets(FILTER_LIMITS.listDays, now).map((s) => s.label)).toEqual([
      'Today',
      'Yesterday',
      'Past week',
      'Past 30 days',
      'Past 45 days',
    ]);
    expect(datePresets(FILTER_LIMITS.widgetDays, now).map((s) => s.label)).toContain('Past year');
  });

  it('reads a kept or saved relative range with its days today; fixed ranges stay fixed', () => {
    const saved = [
      {
        label: 'Visit Date',
        path: 'expectedCheckinTime',
        type: 'Date',
        data: ['2025-01-01', '2025-01-08 23:59:59'],
        relative: 'last7days',
      },
      { label: 'Retailer', path: 'metaJson.retailer', type: 'String', data: ['Target'], relative: 'last7days' },
    ];
    const [visitDate, retailer] = parseParams(saved, now);
    expect(visitDate.data).toEqual(['2026-03-03', '2026-03-10 23:59:59']);
    expect(visitDate.relative).toBe('last7days');
    expect(retailer.relative).toBeUndefined();
    expect(parseParams([{ ...saved[0], relative: null }], now)[0].data).toEqual(saved[0].data);
  });

  it("keeps staff's default Visit Date relative ('Past week'), so a saved default moves with time", () => {
    const [visitDate] = defaultParams({ reviewQueue: true }, false, now);
    expect(visitDate.relative).toBe('last7days');
    expect(defaultParams({ reviewQueue: false }, true, now)[0].relative).toBeUndefined();
  });
});
