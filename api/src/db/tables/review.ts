/** The review trail: feedback, feedback texts, rejections, the activity log; who has a report open for review. */
import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { ts, created } from './columns.js';
import { users } from './people.js';
import { answers, storeVisits } from './visits.js';

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    canonicalKey: uuid('canonical_key').notNull().unique(),
    feedbackStatus: smallint('feedback_status').notNull().default(0),
    feedbackType: text('feedback_type').notNull().default('svr'),
    docId: text('doc_id'),
    storeVisitId: integer('store_visit_id')
      .notNull()
      .references(() => storeVisits.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [index('feedback_visit_idx').on(t.storeVisitId)],
);

export const feedbackTexts = pgTable(
  'feedback_texts',
  {
    id: serial('id').primaryKey(),
    feedbackCanonicalKey: uuid('feedback_canonical_key')
      .notNull()
      .references(() => feedback.canonicalKey, { onDelete: 'cascade' }),
    feedbackText: text('feedback_text').notNull(),
    createdBy: text('created_by'),
    createdByEmail: text('created_by_email'),
    createdDate: ts('created_date').notNull().defaultNow(),
    feedbackResolvedStatus: smallint('feedback_resolved_status').notNull().default(0),
    feedbackResolvedShareStatus: smallint('feedback_resolved_share_status').notNull().default(0),
  },
  (t) => [index('feedback_texts_key_idx').on(t.feedbackCanonicalKey)],
);

export const rejections = pgTable(
  'rejections',
  {
    id: serial('id').primaryKey(),
    storeVisitId: integer('store_visit_id')
      .notNull()
      .references(() => storeVisits.id, { onDelete: 'cascade' }),
    eventId: text('event_id'),
    userId: integer('user_id').references(() => users.id),
    rejectedBy: text('rejected_by').notNull(),
    rejectedDate: ts('rejected_date').notNull().defaultNow(),
  },
  (t) => [index('rejections_visit_idx').on(t.storeVisitId)],
);

/**
 * The activity trail of a report (beyond the spec): every change to an answer, a review state, feedback,
 * a rejection or a media mark, written in the same transaction as the change itself.
 */
export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    storeVisitId: integer('store_visit_id')
      .notNull()
      .references(() => storeVisits.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id').references(() => answers.id, { onDelete: 'set null' }),
    documentUuid: uuid('document_uuid'),
    /** What changed, e.g. review.state, answer.update, media.mark (see api/src/activity/kinds.ts). */
    kind: text('kind').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorEmail: text('actor_email').notNull(),
    at: ts('at').notNull().defaultNow(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('activity_visit_at_idx').on(t.storeVisitId, t.at)],
);

/**
 * Who has a report's review page open (beyond the spec, issue 15): one row per report and staff user,
 * refreshed by the page's heartbeat; a row older than the presence window (api/src/review/presence.ts)
 * no longer counts. `since` is when this user opened the report, `seen_at` the last heartbeat.
 */
export const reviewPresence = pgTable(
  'review_presence',
  {
    storeVisitId: integer('store_visit_id')
      .notNull()
      .references(() => storeVisits.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: ts('since').notNull().defaultNow(),
    seenAt: ts('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeVisitId, t.userId] }), index('review_presence_seen_idx').on(t.seenAt)],
);
