import { describe, expect, it } from 'vitest';
import { readSavedParams } from '../../filters/model/storage';
import { widgetIdOf } from '../../rollups/model/widgetNamespace';
import { openAsList, openAsRollup, widgetFilterParams, widgetNamespaceOf } from './underlyingData';

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

const filters = [
  { label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date', data: ['2026-01-01', '2026-01-31 23:59:59'] },
  { label: 'Review State', path: 'metaJson.reviewState', type: 'Number', data: [3] },
];

describe('opening a widget’s underlying data', () => {
  it('writes the widget’s filters as the SVR response list’s (namespace reporting)', () => {
    const storage = memory();
    expect(openAsList(storage, { id: 4, filters, metaJson: {} })).toBe('/dashboard/svr-responses');
    expect(readSavedParams(storage, 'reporting')?.map((p) => [p.label, p.data])).toEqual([
      ['Visit Date', ['2026-01-01', '2026-01-31 23:59:59']],
      ['Review State', [3]],
    ]);
  });

  it('reads filters saved as JSON text', () => {
    expect(widgetFilterParams(JSON.stringify(filters))).toHaveLength(2);
    expect(widgetFilterParams('not json')).toEqual([]);
  });

  it('opens the roll-up by the widget’s namespace, mapped to its id', () => {
    const storage = memory();
    const path = openAsRollup(storage, { id: 9, filters, metaJson: { namespace: 'widget-abc' } });
    expect(path).toBe('/dashboard/roll-ups/from-widget/widget-abc');
    expect(widgetIdOf(storage, 'widget-abc')).toBe(9);
  });

  it('knows a widget without a namespace by its id', () => {
    expect(widgetNamespaceOf({ id: 12, filters: [], metaJson: {} })).toBe('12');
    expect(widgetNamespaceOf({ id: 12, filters: [], metaJson: null })).toBe('12');
  });
});
