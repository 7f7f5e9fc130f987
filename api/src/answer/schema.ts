/** Request bodies of /api/v2/storeVisitFormAnswer reads (spec 001 §7); the change bodies are in review/schema.ts. */
import { z } from 'zod';
import { zId } from '../http/params.js';

/** The spec's limit: at most 1000 visit ids per request. */
export const MAX_VISITS_PER_ANSWER_CALL = 1000;

export const byKeysBody = z.object({
  questionCanonicalKeys: z.array(z.string()).default([]),
  svrResponses: z
    .array(z.union([zId('svrResponses'), z.object({ id: zId('svrResponses') })]))
    .max(MAX_VISITS_PER_ANSWER_CALL, `At most ${MAX_VISITS_PER_ANSWER_CALL} visit ids per request.`),
});
