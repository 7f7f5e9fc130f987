/** The REST answers of /api/v2/savedDashboard and /savedWidget (docs/API.md), checked on arrival. */
import { z } from '../shared/schemas.js';

export const RestDashboard = z.object({
  id: z.number(),
  title: z.string(),
  metaJson: z.unknown(),
  /** Ordered, comma-separated widget ids ("3,1,2"). */
  widgetIds: z.string(),
  status: z.number(),
  restrictTokenUserId: z.number().nullable(),
  tenancyClientId: z.number().nullable(),
  created: z.string(),
});
export type RestDashboard = z.infer<typeof RestDashboard>;

export const RestWidget = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  /** Comma-separated keys ("k1,k2"). */
  formQuestionCanonicalKeys: z.string(),
  filters: z.unknown(),
  metaJson: z.unknown(),
  restrictTokenUserId: z.number().nullable(),
  status: z.number(),
  tenancyClientId: z.number().nullable(),
  created: z.string(),
});
export type RestWidget = z.infer<typeof RestWidget>;
