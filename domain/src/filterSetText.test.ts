import { describe, expect, it } from 'vitest';
import { filterSetText } from './widgetTypes.js';

describe('filterSetText (spec 002 §3: the text a widget filter set is hashed from)', () => {
  const date = { path: 'expectedCheckinTime', data: ['2026-01-01', '2026-01-31 23:59:59'] };
  const state = { path: 'reviewState', data: [3] };

  it('is the same for the same filters in another order or with other labels', () => {
    const labelled = { ...state, label: 'Review State' };
    expect(filterSetText([date, state])).toBe(filterSetText([labelled, date]));
  });

  it('differs when a value, an exclusion or a relative range differs', () => {
    const base = filterSetText([date, state]);
    expect(filterSetText([date, { ...state, data: [4] }])).not.toBe(base);
    expect(filterSetText([date, { ...state, exclude: true }])).not.toBe(base);
    expect(filterSetText([{ ...date, relative: 'last7days' }, state])).not.toBe(base);
    expect(filterSetText([])).toBe('[]');
  });
});
