/** The Export Columns dialog offers the api's export columns, with the same keys, headers and client rules. */
import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '../../api/src/storeVisit/export/columns.js';
import { EXPORT_COLUMN_DEFS } from '../../web/src/features/responses/model/exportColumns.js';

describe('export columns: web dialog vs api', () => {
  it('lists every api column in the api order with its header and client rules', () => {
    expect(
      EXPORT_COLUMN_DEFS.map((c) => ({
        key: c.key,
        header: c.header,
        internal: !!c.internal,
        clientRemoved: !!c.clientRemoved,
      })),
    ).toEqual(
      EXPORT_COLUMNS.map((c) => ({
        key: c.key,
        header: c.header,
        internal: !!c.internal,
        clientRemoved: !!c.clientRemoved,
      })),
    );
  });
});
