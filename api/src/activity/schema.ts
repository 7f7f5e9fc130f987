/** Query of GET /storeVisit/id/{id}/activity. */
import { z } from 'zod';

/** Most rows one call answers. */
export const MAX_ACTIVITY_ROWS = 1000;

export const activityQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit is at least 1.')
    .max(MAX_ACTIVITY_ROWS, `limit is at most ${MAX_ACTIVITY_ROWS}.`)
    .default(200),
  kind: z.string().trim().min(1).max(50).optional(),
});
