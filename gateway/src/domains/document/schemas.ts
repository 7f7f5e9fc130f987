/** The REST answer of POST /api/v2/document/uuids (docs/API.md), checked on arrival. */
import { stringMap, z } from '../shared/schemas.js';

/**
 * A document as the api answers it. A blocked photo or video reaches a client user as a placeholder
 * without an address (url null).
 */
export const RestDocumentAnswer = z.object({
  id: z.number(),
  uuid: z.string(),
  title: z.string().nullable(),
  size: z.number().nullable(),
  url: z.string().nullable(),
  xsurl: z.string().nullable(),
  /** A photo's signed addresses at the widths of @svr/domain's IMAGE_WIDTHS (null for other files). */
  sizes: stringMap.nullable().optional(),
  type: z.string(),
  timestamp: z.string(),
});
export type RestDocumentAnswer = z.infer<typeof RestDocumentAnswer>;

/** A document the schema serves (the Document type's parent): one with an address. */
export const RestDocument = RestDocumentAnswer.extend({ url: z.string() });
export type RestDocument = z.infer<typeof RestDocument>;

export const hasAddress = (d: RestDocumentAnswer): d is RestDocument => d.url !== null;
