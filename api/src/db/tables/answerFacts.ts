/**
 * answer_facts: each answer with its visit's client and expected check-in, kept by triggers of migration 0007 in the
 * transaction of every write (answers inserted or updated, a visit's client or expected check-in changed; a deleted
 * answer's fact goes with it). Dashboard widgets (api/src/dashboard/data/charts.ts) read the answers of many visits
 * by question, client and date range in one index range (answer_facts_key_client_date_idx) instead of one lookup
 * per visit, then keep only their visits' answers by joining them. Rows are never written by the application.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { answers } from './visits.js';

/** A JSON string with no control characters and simple escapes only (no \u escapes, which jsonb may refuse). */
const JSON_STRING = String.raw`"([^"\\[:cntrl:]]|\\["\\/bfnrt])*"`;
/**
 * A JSON list of strings, as checkbox answers are stored: only text the jsonb cast surely takes (JSON blanks),
 * so the cast never fails on an answer. PostgreSQL 15 (CI) has no pg_input_is_valid.
 */
export const JSON_LIST_PATTERN = `'^[ \\t\\r\\n]*\\[[ \\t\\r\\n]*(${JSON_STRING}([ \\t\\r\\n]*,[ \\t\\r\\n]*${JSON_STRING})*)?[ \\t\\r\\n]*\\][ \\t\\r\\n]*$'`;
/** A media answer's value: a document uuid, 8-4-4-4-12 alphanumerics (spec 002 §5). */
export const MEDIA_VALUE_PATTERN = `'^[0-9A-Za-z]{8}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}-[0-9A-Za-z]{12}$'`;

export const answerFacts = pgTable(
  'answer_facts',
  {
    answerId: integer('answer_id')
      .primaryKey()
      .references(() => answers.id, { onDelete: 'cascade' }),
    storeVisitId: integer('store_visit_id').notNull(),
    questionCanonicalKey: text('question_canonical_key'),
    questionUuid: uuid('question_uuid').notNull(),
    answerValue: text('answer_value'),
    /** The visit's client. */
    clientId: integer('client_id').notNull(),
    /** The visit's expected check-in; -infinity when it has none (a range from a set's lowest date then takes it). */
    visitDate: ts('visit_date').notNull(),
    /** The answer's options as jsonb when it is a JSON list of strings (checkboxes), else null. */
    options: jsonb('options').generatedAlwaysAs(
      sql.raw(`CASE WHEN answer_value ~ ${JSON_LIST_PATTERN} THEN answer_value::jsonb END`),
    ),
    /** Whether the value is a document uuid (a photo or video answer's media). */
    media: boolean('media')
      .notNull()
      .generatedAlwaysAs(sql.raw(`coalesce(answer_value ~ ${MEDIA_VALUE_PATTERN}, false)`)),
  },
  (t) => [
    index('answer_facts_key_client_date_idx').on(t.questionCanonicalKey, t.clientId, t.visitDate),
    /**
     * The media answers alone, covering what the photo and video widgets read (dashboard/data/media.ts): their
     * facts come from the index alone (an index-only scan, no heap reads; the bench dashboard's last-quarter photos,
     * 35,000 facts: 7,400 pages read → 4,500). A media value is a uuid, so every key is short.
     */
    index('answer_facts_media_idx')
      .on(t.questionCanonicalKey, t.clientId, t.visitDate, t.storeVisitId, t.questionUuid, t.answerValue, t.answerId)
      .where(sql`media`),
  ],
);
