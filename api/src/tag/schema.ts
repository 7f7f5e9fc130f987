import { z } from 'zod';
import { MAX_TAG_LENGTH } from '../commonQuestion/schema.js';

export const tagBody = z.object({
  title: z
    .string({ required_error: 'The tag needs a title.', invalid_type_error: 'title must be text.' })
    .trim()
    .min(1, 'The tag needs a title.')
    .max(MAX_TAG_LENGTH, `A tag is at most ${MAX_TAG_LENGTH} characters.`)
    // Common questions save their tags as a comma list (spec 000 §3), so a comma would split a tag in two.
    .refine((t) => !t.includes(','), 'A tag cannot contain a comma.'),
});

export const MAX_SEARCH_LENGTH = 100;
