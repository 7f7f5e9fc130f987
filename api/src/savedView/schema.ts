/** Request bodies of /api/v2/savedView (spec 002 §3, §7); their z.infer types are the request types. */
import { z } from 'zod';
import { RecordStatus } from '@svr/domain';
import { MAX_ID, zId } from '../http/params.js';
import { filterList } from '../storeVisit/filters/compile.js';

export const SAVED_VIEW_MESSAGES = {
  titleRequired: 'Please enter a title for the view.',
} as const;

const title = z
  .string({ required_error: SAVED_VIEW_MESSAGES.titleRequired })
  .trim()
  .min(1, SAVED_VIEW_MESSAGES.titleRequired)
  .max(200, 'A title has at most 200 characters.');
const description = z.string().max(2000, 'A description has at most 2000 characters.').nullish();
/** Sent only when set, as a number or numeric text (spec 002 §5); null or '' clears it. */
const restrictTokenUserId = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' ? Number(v) : v),
  z
    .number({ invalid_type_error: 'restrictTokenUserId must be a user id.' })
    .int('restrictTokenUserId must be a user id.')
    .positive('restrictTokenUserId must be a user id.')
    .max(MAX_ID, 'restrictTokenUserId must be a user id.')
    .nullable(),
);
/** 0 deleted, 1 active, 2 archived. */
const VIEW_STATUSES: number[] = [RecordStatus.Deleted, RecordStatus.Active, RecordStatus.Archived];
const status = z.coerce
  .number()
  .int()
  .refine((s) => VIEW_STATUSES.includes(s), 'status is 0 (deleted), 1 (active) or 2 (archived).');
const tenancyClientId = zId('tenancyClientId').nullable();

export const createSavedView = z.object({
  title,
  description,
  filters: filterList,
  restrictTokenUserId: restrictTokenUserId.optional(),
  tenancyClientId: tenancyClientId.optional(),
  status: status.optional(),
});
export type CreateSavedView = z.infer<typeof createSavedView>;

export const updateSavedView = z.object({
  title: title.optional(),
  description,
  filters: filterList.optional(),
  restrictTokenUserId: restrictTokenUserId.optional(),
  tenancyClientId: tenancyClientId.optional(),
  status: status.optional(),
});
export type UpdateSavedView = z.infer<typeof updateSavedView>;

/** ?status=1,2 on the lists; by default every view but deleted ones. */
export const listQuery = z.object({
  status: z
    .string()
    .regex(/^[0-2](,[0-2])*$/, 'status is a comma-separated list of 0, 1 and 2.')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .optional(),
});
