import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, exportColumns } from './columns.js';

describe('exportColumns', () => {
  it('gives every column by default, in catalogue order', () => {
    expect(exportColumns(undefined, undefined, false).columns.map((c) => c.key)).toEqual(
      EXPORT_COLUMNS.map((c) => c.key),
    );
  });
  it('keeps the asked order, by key or header, without repeats, and drops unselected headers', () => {
    const { columns, unknown } = exportColumns(
      ['metaJson.retailer', 'Report Number', 'id', 'Visit Date'],
      ['Visit Date'],
      false,
    );
    expect(columns.map((c) => c.header)).toEqual(['Retailer', 'Report Number']);
    expect(unknown).toEqual([]);
  });
  it('names unknown columns', () => {
    expect(exportColumns(['id', 'password'], [], false).unknown).toEqual(['password']);
  });
  it('removes Report Number and every internal column for client users', () => {
    const headers = exportColumns(undefined, undefined, true).columns.map((c) => c.header);
    expect(headers).not.toContain('Report Number');
    for (const internal of [
      'Talent Name',
      'Review State',
      'Status',
      'Visibility',
      'Approved by',
      'Checkin Time',
      'Feedback',
    ])
      expect(headers).not.toContain(internal);
    expect(headers).toEqual(expect.arrayContaining(['Visit Date', 'Client Name', 'Retailer', 'Door Number']));
    expect(exportColumns(['id', 'Talent Name', 'Retailer'], [], true).columns.map((c) => c.header)).toEqual([
      'Retailer',
    ]);
  });
});
