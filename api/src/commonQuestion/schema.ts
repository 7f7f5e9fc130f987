import { z } from 'zod';
import { COMMON_QUESTION_TYPES, questionTypeLabel, RecordStatus } from '@svr/domain';
import { jsonField, MAX_ID, zId } from '../http/params.js';

export const MAX_TAG_LENGTH = 100;

const title = z
  .string({ required_error: 'The common question needs a title.', invalid_type_error: 'title must be text.' })
  .trim()
  .min(1, 'The common question needs a title.')
  .max(500, 'The title is at most 500 characters.');

const type = z
  .string({ required_error: 'Choose the question type.', invalid_type_error: 'type must be text.' })
  .superRefine((t, ctx) => {
    if (t === 'question-group' || t === 'common-input') {
      ctx.addIssue({ code: 'custom', message: `A common question cannot be a ${questionTypeLabel(t)}.` });
    } else if (!(COMMON_QUESTION_TYPES as readonly string[]).includes(t)) {
      ctx.addIssue({
        code: 'custom',
        message: `Unknown question type '${t}'. Use one of: ${COMMON_QUESTION_TYPES.join(', ')}.`,
      });
    }
  });

/** Options arrive as JSON text (as the spec sends them) or as a list. */
const options = z
  .unknown()
  .transform((v) => jsonField(v, 'options'))
  .pipe(
    z.array(z.record(z.unknown(), { invalid_type_error: 'Each answer must be an object with a label.' }), {
      invalid_type_error: 'options must be a list of answers.',
    }),
  );

/** Tags: a comma list (as saved) or a list of titles; each trimmed, empty ones dropped, repeats (any case) dropped. */
const tags = z
  .union([z.string(), z.array(z.string({ invalid_type_error: 'Each tag must be text.' }))], {
    invalid_type_error: 'tags must be a comma list or a list of tag titles.',
  })
  .transform((value, ctx) => {
    const list = Array.isArray(value) ? value : value.split(',');
    if (Array.isArray(value)) {
      const withComma = value.find((t) => t.includes(','));
      if (withComma !== undefined) {
        ctx.addIssue({ code: 'custom', message: `A tag cannot contain a comma: '${withComma}'.` });
        return z.NEVER;
      }
    }
    const seen = new Set<string>();
    const out: string[] = [];
    for (const t of list.map((x) => x.trim()).filter(Boolean)) {
      if (t.length > MAX_TAG_LENGTH) {
        ctx.addIssue({ code: 'custom', message: `A tag is at most ${MAX_TAG_LENGTH} characters.` });
        return z.NEVER;
      }
      if (!seen.has(t.toLowerCase())) out.push(t);
      seen.add(t.toLowerCase());
    }
    return out.join(',');
  });

/** Document ids: a comma list (as saved) or a list of ids. Answers the ids, without repeats. */
const documentIds = z
  .union([z.string(), z.array(z.union([z.number(), z.string()]))], {
    invalid_type_error: 'documentIds must be a comma list or a list of document ids.',
  })
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value.map(String) : value.split(',')).map((p) => p.trim()).filter(Boolean);
    const ids = parts.map(Number);
    const bad = parts.find((_, i) => !Number.isInteger(ids[i]) || ids[i] <= 0 || ids[i] > MAX_ID);
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `'${bad}' is not a document id.` });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

const metaJson = z
  .unknown()
  .transform((v) => jsonField(v, 'metaJson'))
  .pipe(z.record(z.unknown(), { invalid_type_error: 'metaJson must be an object.' }));

const canonicalKey = z.string().uuid('canonicalKey must be a uuid.').nullish();

/** A library question is deleted, active or archived (no drafts). */
const LIBRARY_STATUSES: number[] = [RecordStatus.Deleted, RecordStatus.Active, RecordStatus.Archived];
const status = (allowed: number[], message: string) =>
  z.coerce.number({ invalid_type_error: message }).refine((n) => allowed.includes(n), message);

export const createBody = z.object({
  title,
  type,
  options: options.optional(),
  tags: tags.optional(),
  documentIds: documentIds.optional(),
  metaJson: metaJson.optional(),
  canonicalKey,
  status: status(
    [RecordStatus.Active, RecordStatus.Archived],
    'A new common question has status 1 (active) or 2 (archived).',
  ).default(RecordStatus.Active),
});
export type CreateBody = z.infer<typeof createBody>;

export const updateBody = z.object({
  title: title.optional(),
  type: type.optional(),
  options: options.optional(),
  tags: tags.optional(),
  documentIds: documentIds.optional(),
  metaJson: metaJson.optional(),
  canonicalKey,
  status: status(LIBRARY_STATUSES, 'status is 0 (deleted), 1 (active) or 2 (archived).').optional(),
});
export type UpdateBody = z.infer<typeof updateBody>;

/** Most common questions one bulk status change may name. */
export const MAX_BULK_STATUS_IDS = 500;

/** POST /api/v2/commonFormQuestion/status: the questions to archive, activate or delete (0), in one call. */
export const bulkStatusBody = z.object({
  ids: z
    .array(zId('ids', 'Each id must be a common question id.'), {
      required_error: 'ids lists the common questions to change.',
    })
    .min(1, 'Select at least one common question.')
    .max(MAX_BULK_STATUS_IDS, `Change at most ${MAX_BULK_STATUS_IDS} common questions at a time.`)
    .transform((ids) => [...new Set(ids)]),
  status: status(LIBRARY_STATUSES, 'status is 0 (deleted), 1 (active) or 2 (archived).'),
});

/** Fields of an update besides status: with none, the call is a status change (archive, activate, delete). */
export const CONTENT_FIELDS = ['title', 'type', 'options', 'tags', 'documentIds', 'metaJson', 'canonicalKey'] as const;
