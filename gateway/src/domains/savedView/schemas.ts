/** The REST answers of /api/v2/savedView (docs/API.md), checked on arrival. */
import { z } from '../shared/schemas.js';

/** A saved view as api/ answers it. */
export const RestSavedView = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  filters: z.unknown(),
  restrictTokenUserId: z.number().nullable(),
  /** 0 deleted (only in the answer of a delete), 1 active, 2 archived. */
  status: z.number(),
  tenancyClientId: z.number().nullable(),
  createdBy: z.number().nullable(),
  created: z.string(),
  updated: z.string(),
});
export type RestSavedView = z.infer<typeof RestSavedView>;

/** The answer of POST /savedView/status: ids changed and skipped (already in the target), and the changed views. */
export const RestSavedViewStatusChange = z.object({
  changed: z.array(z.number()),
  skipped: z.array(z.number()),
  changedCount: z.number(),
  skippedCount: z.number(),
  savedViews: z.array(RestSavedView),
});
export type RestSavedViewStatusChange = z.infer<typeof RestSavedViewStatusChange>;
