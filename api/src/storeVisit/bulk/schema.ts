/** The body of the bulk actions (POST /storeVisit/bulk/{action}). */
import { z } from 'zod';
import { zId } from '../../http/params.js';

/** The spec's bulk actions act on at most a page of 1000 selected rows. */
export const MAX_BULK_IDS = 1000;
export const bulkBody = z.object({
  ids: z
    .array(z.union([zId('Each id'), z.object({ id: zId('Each id') }).transform((o) => o.id)]), {
      invalid_type_error: 'ids is a list of report ids.',
    })
    .min(1, 'Select at least one report.')
    .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} reports per bulk action.`)
    .transform((ids) => [...new Set(ids)]),
});
export type BulkBody = z.infer<typeof bulkBody>;
