import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort } from './sort';

describe('nextSort (spec 002 §4)', () => {
  it('sorts a new column ascending first', () => {
    expect(nextSort(DEFAULT_SORT, 'metaJson.retailer')).toEqual({ path: 'metaJson.retailer', desc: false });
  });
  it('turns a descending column ascending, and an ascending one descending', () => {
    expect(nextSort({ path: 'id', desc: true }, 'id')).toEqual({ path: 'id', desc: false });
    expect(nextSort({ path: 'id', desc: false }, 'id')).toEqual({ path: 'id', desc: true });
  });
});
