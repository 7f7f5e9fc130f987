import { z } from 'zod';
import { RecordStatus } from '@svr/domain';
import { jsonField, zId } from '../http/params.js';

const ANY_STATUS: number[] = Object.values(RecordStatus);
/** The statuses a save may give a form (deleting is DELETE /form/id/{id}). */
const SAVED_STATUSES: number[] = [RecordStatus.Active, RecordStatus.Archived, RecordStatus.Draft];
/** The statuses a status change may give every published record of a form. */
const PUBLISHED_STATUSES: number[] = [RecordStatus.Deleted, RecordStatus.Active, RecordStatus.Archived];

const statusList = z
  .string()
  .optional()
  .transform((s, ctx) => {
    if (!s) return null;
    const list = s.split(',').map((p) => Number(p.trim()));
    if (list.some((n) => !ANY_STATUS.includes(n))) {
      ctx.addIssue({ code: 'custom', message: 'status must list codes from 0 to 3, e.g. status=1,2.' });
      return z.NEVER;
    }
    return list;
  });

export const listQuery = z.object({ status: statusList });
export const byCanonicalQuery = z.object({ includeNonActiveForms: z.enum(['true', 'false']).optional() });

const content = z.unknown().transform((v) => jsonField(v, 'content'));

export const formBody = z.object({
  title: z.string().trim().min(1, 'The SVR needs a title.').max(300, 'The title is at most 300 characters.'),
  content,
  canonicalKey: z.string().uuid('canonicalKey must be a uuid.').nullish(),
  authorLegacyId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? null : String(v))),
  authorEmail: z.string().nullish(),
  editorEmail: z.string().nullish(),
  tenancyClientId: zId('tenancyClientId').nullish(),
  autoApprovalHourTrigger: z.coerce
    .number()
    .refine((n) => [0, 12, 24, 36].includes(n), 'Auto-approve is Never (0) or after 12, 24 or 36 hours.')
    .default(0),
  heroImageUrl: z.string().max(2000).nullish(),
  status: z.coerce
    .number()
    .refine((n) => SAVED_STATUSES.includes(n), 'A saved form has status 1 (active), 2 (archived) or 3 (draft).')
    .default(RecordStatus.Active),
  /** The revision the editor loaded; a save based on an older one is refused as stale. */
  revision: z.preprocess(
    (v) => (v === null ? undefined : v),
    zId('revision', 'revision is the number of the revision the editor loaded.').optional(),
  ),
  /** Publishing a draft: the draft record this published one replaces, removed in the same transaction. */
  draftId: z.preprocess(
    (v) => (v === null ? undefined : v),
    zId('draftId', 'draftId is the id of the draft being published.').optional(),
  ),
});
export type FormBody = z.infer<typeof formBody>;

export const statusBody = z.object({
  status: z.coerce
    .number()
    .refine((n) => PUBLISHED_STATUSES.includes(n), 'status is 0 (deleted), 1 (active) or 2 (archived).'),
});
