/** The REST answers of /api/v2/savedRollup (docs/API.md), checked on arrival. */
import { RestDocumentAnswer } from '../document/schemas.js';
import { jsonObject, restPage, z } from '../shared/schemas.js';
import { RestAnswer, RestStoreVisit } from '../storeVisit/schemas.js';

/** A roll-up question with its title and type (the api reads them from the newest form that has the key). */
export const RestRollupColumn = z.object({
  canonicalKey: z.string(),
  title: z.string(),
  /** The stored question type, e.g. photo-input. */
  type: z.string(),
});
export type RestRollupColumn = z.infer<typeof RestRollupColumn>;

/** A saved roll-up as api/ answers it (spec 002 §3, plus its questions' titles and types). */
export const RestSavedRollup = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  /** Comma-joined, unique question canonical keys. */
  formQuestionCanonicalKeys: z.string(),
  questions: z.array(RestRollupColumn),
  filters: z.unknown(),
  restrictTokenUserId: z.number().nullable(),
  /** 0 deleted (only in the answer of a delete), 1 active, 2 archived. */
  status: z.number(),
  tenancyClientId: z.number().nullable(),
  createdBy: z.number().nullable(),
  created: z.string(),
  updated: z.string(),
  metaJson: jsonObject,
});
export type RestSavedRollup = z.infer<typeof RestSavedRollup>;

/** The answer of POST /savedRollup/status: ids changed and skipped (already in the target), and the changed roll-ups. */
export const RestSavedRollupStatusChange = z.object({
  changed: z.array(z.number()),
  skipped: z.array(z.number()),
  changedCount: z.number(),
  skippedCount: z.number(),
  savedRollups: z.array(RestSavedRollup),
});
export type RestSavedRollupStatusChange = z.infer<typeof RestSavedRollupStatusChange>;

const isText = (v: unknown) => v === null || typeof v === 'string';
/** RestAnswer's check, field by field, without the copy zod makes of each object. */
function isAnswer(v: unknown): v is RestAnswer {
  if (typeof v !== 'object' || v === null) return false;
  const a = v as Record<string, unknown>;
  return (
    typeof a.id === 'number' &&
    typeof a.storeVisitId === 'number' &&
    typeof a.questionUuid === 'string' &&
    isText(a.questionCanonicalKey) &&
    isText(a.answerValue) &&
    typeof a.created === 'string' &&
    (a.blocked === undefined || typeof a.blocked === 'boolean')
  );
}
/**
 * A page's answers (2,000 for 100 rows of 20 columns), checked as z.array(RestAnswer) would and kept as they came:
 * zod's copy of each answer was 1.4 MB of garbage a page and most of the check's 2 ms.
 */
const pageAnswers = z.custom<RestAnswer[]>((v) => Array.isArray(v) && v.every(isAnswer), {
  message: 'expected a list of answers',
});

/**
 * The answer of POST /savedRollup/id/{id}/visits: a page of the roll-up's visits (the userStoreVisits shape, rows
 * narrowed to the `fields` asked), with the page's answers and their documents when `include` asks them.
 */
export const RestRollupVisits = restPage(RestStoreVisit).extend({
  answers: pageAnswers.optional(),
  documents: z.array(RestDocumentAnswer).optional(),
});
export type RestRollupVisits = z.infer<typeof RestRollupVisits>;

/*
 * The parents of the page's types. Not REST answers: the gateway builds them from the checked answers above
 * (named Rest<Type> so codegen.ts makes them the types' parents, like every other domain's).
 */
/** The parent of RollupPage: the roll-up, its page of visits, and each visit's answers to its columns when answered. */
export const RestRollupPage = z.object({
  rollup: RestSavedRollup,
  visits: RestRollupVisits,
  answersByVisit: z.map(z.number(), z.array(RestAnswer)).nullable(),
});
export type RestRollupPage = z.infer<typeof RestRollupPage>;
/** The parent of RollupRow: a visit of the page, the page's columns, and its answers to them when the page has them. */
export const RestRollupRow = z.object({
  visit: RestStoreVisit,
  columns: z.array(RestRollupColumn),
  answers: z.array(RestAnswer).optional(),
});
export type RestRollupRow = z.infer<typeof RestRollupRow>;
/** The parent of RollupCell: the visit, the column's key, and every column's key (one answer call for all). */
export const RestRollupCell = z.object({ canonicalKey: z.string(), answers: z.array(RestAnswer) });
export type RestRollupCell = z.infer<typeof RestRollupCell>;
