/** Request body of POST /api/v2/savedView/status (bulk ARCHIVE / ACTIVATE / DELETE); its z.infer type is the request type. */
import { z } from 'zod';
import { RecordStatus } from '@svr/domain';

/** 0 deleted, 1 active, 2 archived. */
const VIEW_STATUSES: number[] = [RecordStatus.Deleted, RecordStatus.Active, RecordStatus.Archived];
const status = z.coerce
  .number()
  .int()
  .refine((s) => VIEW_STATUSES.includes(s), 'status is 0 (deleted), 1 (active) or 2 (archived).');

/** Most views one bulk status change may name. */
export const MAX_BULK_VIEW_IDS = 1000;

/** POST /api/v2/savedView/status: the views to change and the target status (0 deletes). */
export const bulkStatusBody = z.object({
  ids: z
    .array(
      z.coerce
        .number()
        .int('Each id must be a saved view id.')
        .positive('Each id must be a saved view id.')
        .max(2_147_483_647, 'Each id must be a saved view id.'),
      { required_error: 'ids lists the saved views to change.' },
    )
    .min(1, 'Select at least one saved view.')
    .max(MAX_BULK_VIEW_IDS, `Change at most ${MAX_BULK_VIEW_IDS} saved views at a time.`)
    .transform((ids) => [...new Set(ids)]),
  status,
});
export type BulkStatusBody = z.infer<typeof bulkStatusBody>;
