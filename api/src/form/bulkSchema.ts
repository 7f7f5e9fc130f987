/** Request body of POST /api/v2/form/status (the form list's bulk status change); its z.infer type is the request type. */
import { z } from 'zod';
import { statusBody } from './schema.js';

/** Most forms one bulk status change may name (the list's selection is smaller in practice). */
export const MAX_BULK_FORM_KEYS = 1000;

/** POST /api/v2/form/status: the canonical keys of the forms to change and the target status. */
export const bulkStatusBody = statusBody.extend({
  canonicalKeys: z
    .array(z.string().uuid('Each canonical key must be a uuid.'), {
      required_error: 'canonicalKeys lists the forms to change.',
    })
    .min(1, 'Select at least one form.')
    .max(MAX_BULK_FORM_KEYS, `Change at most ${MAX_BULK_FORM_KEYS} forms at a time.`)
    .transform((keys) => [...new Set(keys.map((k) => k.toLowerCase()))]),
});
export type BulkStatusBody = z.infer<typeof bulkStatusBody>;
