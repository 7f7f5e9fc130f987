/** The REST answers of /api/v2/commonFormQuestion and /api/v2/tag (docs/API.md), checked on arrival. */
import { z } from '../shared/schemas.js';

/** A common question as api/ answers it: tags and documentIds are comma lists, as saved. */
export const RestCommonQuestion = z.object({
  id: z.number(),
  canonicalKey: z.string(),
  uuid: z.string(),
  title: z.string(),
  type: z.string(),
  /** JSON as stored: a list of { uuid, label, value, conditionalFork }. */
  options: z.unknown(),
  /** "Endcap,Display". */
  tags: z.string(),
  /** "12,14". */
  documentIds: z.string(),
  metaJson: z.unknown(),
  /** 0 deleted (only in the answer of a delete), 1 active, 2 archived. */
  status: z.number(),
  timestamp: z.string(),
});
export type RestCommonQuestion = z.infer<typeof RestCommonQuestion>;

/** POST /commonFormQuestion/status: what changed, what was skipped, what does not exist. */
export const RestCommonQuestionStatusChange = z.object({
  changed: z.array(RestCommonQuestion),
  skipped: z.array(z.number()),
  missing: z.array(z.number()),
});

/** A tag as api/ answers it. */
export const RestTag = z.object({ id: z.number(), uuid: z.string(), title: z.string() });
export type RestTag = z.infer<typeof RestTag>;
