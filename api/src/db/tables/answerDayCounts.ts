/**
 * answer_day_counts: the answers of each question counted per client, day (the UTC day of the visit's expected
 * check-in), visit status, privacy, form, review state (as its filter reads it: resubmitted when rejected and submitted again), the
 * visit's retailer and month (of its timestamp, UTC) and label (a checkbox answer's options one by one, any other
 * answer's trimmed text, '' when empty); label NULL counts the answers themselves with the sum and count of their
 * numeric values. Kept by triggers of migration 0009 in the transaction of every write (answers inserted, updated
 * or deleted, a visit changed in one of those columns or deleted). Chart and sum widgets whose filters read only
 * these columns (api/src/dashboard/data/dayCounts.ts) add up a few hundred rows instead of reading their visits and
 * answers. Rows are never written by the application.
 */
import { index, integer, numeric, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ts } from './columns.js';

export const answerDayCounts = pgTable(
  'answer_day_counts',
  {
    questionCanonicalKey: text('question_canonical_key').notNull(),
    clientId: integer('client_id').notNull(),
    /** Midnight (UTC) of the visit's expected check-in day; null when it has none. */
    day: ts('day'),
    status: smallint('status').notNull(),
    privacy: smallint('privacy').notNull(),
    formId: integer('form_id'),
    /** The review state a Review State filter reads (paths.ts derivedReviewStateSql). */
    reviewState: smallint('review_state').notNull(),
    retailer: text('retailer'),
    /** YYYY-MM of the visit's timestamp (UTC): a line chart's group. */
    month: text('month').notNull(),
    /** The label counted; null: the answers row (n answers, num_sum and num_n of their numeric values). */
    label: text('label'),
    n: integer('n').notNull(),
    numSum: numeric('num_sum').notNull().default('0'),
    numN: integer('num_n').notNull().default(0),
  },
  (t) => [
    unique('answer_day_counts_dims')
      .on(
        t.questionCanonicalKey,
        t.clientId,
        t.day,
        t.status,
        t.privacy,
        t.formId,
        t.reviewState,
        t.retailer,
        t.month,
        t.label,
      )
      .nullsNotDistinct(),
    // Rows a write brought to 0, deleted by the same trigger (an almost always empty index).
    index('answer_day_counts_zero_idx')
      .on(t.questionCanonicalKey)
      .where(sql`n = 0`),
  ],
);
