/** The REST answers of /api/v2/form (docs/API.md), checked on arrival; the types are their z.infer. */
import { z } from '../shared/schemas.js';

/** A full form record (GET /form/formid, /form/ids, /form/canonicalKey). */
export const RestFormRecord = z.object({
  id: z.number(),
  canonicalKey: z.string(),
  title: z.string(),
  timestamp: z.string(),
  authorEmail: z.string().nullable(),
  editorEmail: z.string().nullable(),
  status: z.number(),
  tenancyClientId: z.number().nullable(),
  revision: z.number(),
  content: z.unknown(),
  authorLegacyId: z.string().nullable(),
  autoApprovalHourTrigger: z.number(),
  heroImageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RestFormRecord = z.infer<typeof RestFormRecord>;

/** The columns of a list row (GET /form, PUT /form/canonical). */
const LIST_COLUMNS = {
  id: true,
  canonicalKey: true,
  title: true,
  timestamp: true,
  authorEmail: true,
  editorEmail: true,
  status: true,
  tenancyClientId: true,
  revision: true,
} as const;

/**
 * A form as the gateway may hold it (the Form type's parent): either a full record or a list row, which
 * carries the list columns only. Fields a row lacks are read through the forms-by-id loader.
 */
export const RestForm = RestFormRecord.pick(LIST_COLUMNS).extend(RestFormRecord.omit(LIST_COLUMNS).partial().shape);
export type RestForm = z.infer<typeof RestForm>;

/** PUT /form/canonical/{ck}. */
export const RestFormStatusChange = z.object({ changed: z.number(), forms: z.array(RestForm) });
export type RestFormStatusChange = z.infer<typeof RestFormStatusChange>;

/** POST /form/status: how many forms changed, which, and every record of the forms named after the change. */
export const RestFormBulkStatusChange = RestFormStatusChange.extend({
  changedKeys: z.array(z.string()),
  skippedKeys: z.array(z.string()),
});
export type RestFormBulkStatusChange = z.infer<typeof RestFormBulkStatusChange>;

/** POST /form and /form/updateDraft/id/{id} (spec 000 §7); status is added by the call that needs it. */
export interface RestFormBody {
  title: string;
  content: unknown;
  canonicalKey?: string | null;
  tenancyClientId?: number | null;
  autoApprovalHourTrigger: number;
  heroImageUrl?: string | null;
  revision?: number | null;
}
