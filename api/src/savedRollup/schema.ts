/** Request bodies of /api/v2/savedRollup (spec 002 §3, §5, §7); their z.infer types are the request types. */
import { z } from 'zod';
import { RecordStatus } from '@svr/domain';
import { isUuid, jsonField, MAX_ID, zId } from '../http/params.js';
import { filterList } from '../storeVisit/filters/compile.js';

export const SAVED_ROLLUP_MESSAGES = {
  /** Spec 002 §5: saving a roll-up requires a non-empty title. */
  titleRequired: 'Please enter a title for the roll-up.',
  /** Spec 002 §2 (the picker's empty-selection message). */
  questionsRequired: 'Please select one or more questions to roll up',
} as const;

/** Most questions one roll-up may roll up (columns of one table). */
export const MAX_ROLLUP_QUESTIONS = 500;
/** Rows of one page of a roll-up: the page offers 25, 50, 100 and 250; a whole roll-up (an export, the bench) up to 5000. */
export const MAX_ROLLUP_PAGE_SIZE = 5000;
/** Visits one page request may omit ('OMIT FROM ROLL-UP'). */
export const MAX_OMITTED = 10_000;

const title = z
  .string({ required_error: SAVED_ROLLUP_MESSAGES.titleRequired })
  .trim()
  .min(1, SAVED_ROLLUP_MESSAGES.titleRequired)
  .max(200, 'A title has at most 200 characters.');
const description = z.string().max(2000, 'A description has at most 2000 characters.').nullish();

const canonicalKey = z
  .string()
  .trim()
  .min(1, 'A question canonical key cannot be empty.')
  .max(100, 'A question canonical key has at most 100 characters.')
  .regex(/^[^,\s]+$/, 'A question canonical key has no commas or spaces.');
/**
 * formQuestionCanonicalKeys: comma-joined (the spec) or a list; blanks dropped, repeats dropped (the picker
 * de-duplicates), order kept. At least one.
 */
const questionKeys = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((k) => k.trim() !== '') : v),
  z
    .array(canonicalKey, {
      required_error: SAVED_ROLLUP_MESSAGES.questionsRequired,
      invalid_type_error: 'formQuestionCanonicalKeys is a comma-joined list of question canonical keys.',
    })
    .min(1, SAVED_ROLLUP_MESSAGES.questionsRequired)
    .transform((keys) => [...new Set(keys)])
    .refine((keys) => keys.length <= MAX_ROLLUP_QUESTIONS, `A roll-up has at most ${MAX_ROLLUP_QUESTIONS} questions.`),
);

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
export const ROLLUP_STATUSES: number[] = [RecordStatus.Deleted, RecordStatus.Active, RecordStatus.Archived];
export const rollupStatus = z.coerce
  .number()
  .int()
  .refine((s) => ROLLUP_STATUSES.includes(s), 'status is 0 (deleted), 1 (active) or 2 (archived).');
const tenancyClientId = zId('tenancyClientId').nullable();

/** A photo left out of the roll-up's exports: { uuid } as the block lists keep them, or the bare uuid. */
const blockedPhoto = z.preprocess(
  (v) => (typeof v === 'string' ? { uuid: v } : v),
  z.object({
    uuid: z
      .string()
      .refine(isUuid, 'blockPhotos holds photo uuids.')
      .transform((u) => u.toLowerCase()),
  }),
);

/** metaJson of spec 002 §3, as an object or JSON text; other keys are dropped. */
export const rollupMeta = z.preprocess(
  (v) => jsonField(v, 'metaJson'),
  z.object({
    embedPhotosInExcelReport: z.boolean().optional(),
    includeMotivesInExcelReport: z.boolean().optional(),
    widgetType: z.string().max(40).nullable().optional(),
    blockPhotos: z.array(blockedPhoto).max(10_000).optional(),
  }),
);
export type RollupMeta = z.infer<typeof rollupMeta>;

export const createSavedRollup = z.object({
  title,
  description,
  formQuestionCanonicalKeys: questionKeys,
  filters: filterList,
  restrictTokenUserId: restrictTokenUserId.optional(),
  tenancyClientId: tenancyClientId.optional(),
  status: rollupStatus.optional(),
  metaJson: rollupMeta.optional(),
});
export type CreateSavedRollup = z.infer<typeof createSavedRollup>;

export const updateSavedRollup = z.object({
  title: title.optional(),
  description,
  formQuestionCanonicalKeys: questionKeys.optional(),
  filters: filterList.optional(),
  restrictTokenUserId: restrictTokenUserId.optional(),
  tenancyClientId: tenancyClientId.optional(),
  status: rollupStatus.optional(),
  metaJson: rollupMeta.optional(),
});
export type UpdateSavedRollup = z.infer<typeof updateSavedRollup>;

/** ?status=1,2 on the lists; by default every roll-up but deleted ones. */
export const listQuery = z.object({
  status: z
    .string()
    .regex(/^[0-2](,[0-2])*$/, 'status is a comma-separated list of 0, 1 and 2.')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .optional(),
});

/** POST /savedRollup/status: the roll-ups to change and the target status (0 deletes). */
export const bulkStatusBody = z.object({
  ids: z
    .array(zId('Each id', 'Each id must be a saved roll-up id.'), {
      required_error: 'ids lists the roll-ups to change.',
    })
    .min(1, 'Select at least one roll-up.')
    .max(1000, 'Change at most 1000 roll-ups at a time.')
    .transform((ids) => [...new Set(ids)]),
  status: rollupStatus,
});

/** POST /savedRollup/id/{id}/visits: a page of the roll-up's visits. */
export const visitsBody = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_ROLLUP_PAGE_SIZE).default(50),
  /** By a question of the roll-up (its answer text) or a common column's filter path; ties newest report first. */
  sort: z
    .object({
      questionCanonicalKey: canonicalKey.optional(),
      path: z.string().max(100).optional(),
      direction: z.enum(['asc', 'desc']).default('desc'),
    })
    .refine((s) => (s.questionCanonicalKey === undefined) !== (s.path === undefined), {
      message: 'sort names either a questionCanonicalKey or a path.',
    })
    .nullish(),
  /** Visits left out of the roll-up ('OMIT FROM ROLL-UP'): not listed, not counted. */
  omitIds: z.array(zId('Each omitted id')).max(MAX_OMITTED).default([]),
  /** The row fields to answer, as userStoreVisits' `fields` (top-level names, metaJson keys); none: whole rows. */
  fields: z.array(z.string()).max(200, 'At most 200 fields.').default([]),
  /**
   * Beyond the rows: 'answers' (the page's answers to the roll-up's questions, as POST
   * /storeVisitFormAnswer/questionCanonicalKeys answers them) and 'documents' (theirs, as POST /document/uuids).
   */
  include: z
    .array(z.enum(['answers', 'documents']))
    .max(2)
    .default([])
    .transform((list) => (list.includes('documents') ? ['answers', 'documents'] : [...new Set(list)])),
});
export type VisitsBody = z.infer<typeof visitsBody>;
