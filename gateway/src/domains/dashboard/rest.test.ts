import { describe, expect, it } from 'vitest';
import { parseIdList, parseJsonText, parseKeyList, widgetTypeOf } from './rest.js';
import type { RestWidget } from './schemas.js';

describe('dashboard and widget mapping', () => {
  it('parses comma-separated ids and keys in order, skipping blanks', () => {
    expect(parseIdList('3,1, 2,,x')).toEqual([3, 1, 2]);
    expect(parseIdList('')).toEqual([]);
    expect(parseKeyList('k1, k2,')).toEqual(['k1', 'k2']);
  });

  it('reads the widget type from metaJson, object or JSON text', () => {
    expect(widgetTypeOf({ metaJson: { widgetType: 'pieChart' } } as RestWidget)).toBe('pieChart');
    expect(widgetTypeOf({ metaJson: '{"widgetType":"sum"}' } as RestWidget)).toBe('sum');
    expect(widgetTypeOf({ metaJson: {} } as RestWidget)).toBeNull();
    expect(parseJsonText('not json')).toBe('not json');
  });
});
