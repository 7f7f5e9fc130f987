import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, parsePrefs } from './listPrefs';

describe('parsePrefs', () => {
  it('reads stored settings', () => {
    expect(
      parsePrefs(
        JSON.stringify({
          pageSize: 250,
          sort: { path: 'metaJson.retailer', desc: false },
          colors: false,
          colorSort: true,
        }),
      ),
    ).toEqual({
      pageSize: 250,
      sort: { path: 'metaJson.retailer', desc: false },
      colors: false,
      colorSort: true,
    });
  });
  it('falls back to the defaults (50 rows, id descending) for anything it cannot read', () => {
    expect(parsePrefs(null)).toEqual(DEFAULT_PREFS);
    expect(parsePrefs('{oops')).toEqual(DEFAULT_PREFS);
    expect(parsePrefs(JSON.stringify({ pageSize: 42, sort: { path: '' } }))).toEqual(DEFAULT_PREFS);
    expect(DEFAULT_PREFS.pageSize).toBe(50);
  });
});
