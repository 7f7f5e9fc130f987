/** Field talent, store visits with their days, submissions, answers and meal periods. */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, serial, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { ts, created } from './columns.js';
import { forms } from './forms.js';
import { clients, projects } from './people.js';

/** Field talent: the people who visit stores and file reports. Not users of the back-office. */
export const talent = pgTable(
  'talent',
  {
    id: serial('id').primaryKey(),
    mcid: text('mcid').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Employee, Contractor or null (blank). */
    talentType: text('talent_type'),
    /**
     * The talent's group in the wait-colour order (storeVisit/waitColor: 0 Employee, 1 Contractor, 2 blank or a type
     * this product does not know), kept by PostgreSQL from talent_type trimmed of spaces, tabs and line breaks as
     * talentGroup() reads it: the review queue sorts 16,000 visits of 45 days by it, and lowering and trimming each
     * visit's talent type there was 15 of the statement's 25 ms (issue 14).
     */
    groupRank: smallint('group_rank')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `CASE lower(btrim(coalesce(talent_type, ''), E' \\t\\n\\r\\f\\v')) WHEN 'employee' THEN 0 WHEN 'contractor' THEN 1 ELSE 2 END`,
        ),
      ),
    division: text('division'),
    approvedDate: ts('approved_date'),
    createdAt: created(),
  },
  (t) => [index('talent_email_idx').on(t.email)],
);

export const storeVisits = pgTable(
  'store_visits',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id'),
    formId: integer('form_id').references(() => forms.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    talentId: integer('talent_id').references(() => talent.id),
    /** 1 means multi-day. */
    svrType: smallint('svr_type').notNull().default(0),
    status: smallint('status').notNull().default(1),
    /** Visibility to the client: 0 yes, 1 no. */
    privacy: smallint('privacy').notNull().default(0),
    expectedCheckinTime: ts('expected_checkin_time'),
    expectedDurationMinutes: integer('expected_duration_minutes'),
    actualCheckinTime: ts('actual_checkin_time'),
    actualCheckoutTime: ts('actual_checkout_time'),
    actualCheckinLatitude: doublePrecision('actual_checkin_latitude'),
    actualCheckinLongitude: doublePrecision('actual_checkin_longitude'),
    actualCheckinDistanceKm: doublePrecision('actual_checkin_distance_km'),
    rejectedCounter: integer('rejected_counter').notNull().default(0),
    approvedBy: text('approved_by'),
    approvedDate: ts('approved_date'),
    /** Stored review state (0..4); Resubmitted (5) is derived when read. Mirrors metaJson.reviewState. */
    reviewState: smallint('review_state').notNull().default(0),
    lastSubmissionDate: ts('last_submission_date'),
    lastRejectedDate: ts('last_rejected_date'),
    formState: jsonb('form_state').notNull().default({}),
    metaJson: jsonb('meta_json').notNull().default({}),
    timestamp: ts('timestamp').notNull().defaultNow(),
    createdAt: created(),
  },
  (t) => [
    index('store_visits_client_project_date_idx').on(t.clientId, t.projectId, t.expectedCheckinTime),
    /**
     * The lists' date index, covering what the list pages' filters, tenancy and sorts read (review queue, responses
     * list): a 45-day page counts and sorts its ids from the index alone (an index-only scan, no heap reads).
     */
    index('store_visits_list_idx').on(
      t.expectedCheckinTime,
      t.status,
      t.reviewState,
      t.talentId,
      t.lastSubmissionDate,
      t.lastRejectedDate,
      t.clientId,
      t.projectId,
      t.privacy,
      t.formId,
      t.id,
    ),
    index('store_visits_review_state_idx').on(t.reviewState, t.lastSubmissionDate),
    index('store_visits_talent_idx').on(t.talentId),
    index('store_visits_form_idx').on(t.formId),
  ],
);

/** The days of a multi-day visit. */
export const storeVisitEvents = pgTable(
  'store_visit_events',
  {
    id: serial('id').primaryKey(),
    storeVisitId: integer('store_visit_id')
      .notNull()
      .references(() => storeVisits.id, { onDelete: 'cascade' }),
    eventId: text('event_id'),
    status: smallint('status').notNull().default(1),
    expectedCheckinTime: ts('expected_checkin_time'),
    expectedDurationMinutes: integer('expected_duration_minutes'),
    actualCheckinTime: ts('actual_checkin_time'),
    actualCheckoutTime: ts('actual_checkout_time'),
  },
  (t) => [index('store_visit_events_visit_idx').on(t.storeVisitId)],
);

export const storeVisitSubmissions = pgTable(
  'store_visit_submissions',
  {
    id: serial('id').primaryKey(),
    storeVisitId: integer('store_visit_id')
      .notNull()
      .references(() => storeVisits.id, { onDelete: 'cascade' }),
    submittedAt: ts('submitted_at').notNull(),
  },
  (t) => [index('store_visit_submissions_visit_idx').on(t.storeVisitId)],
);

export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    storeVisitId: integer('store_visit_id')
      .notNull()
      .references(() => storeVisits.id, { onDelete: 'cascade' }),
    questionUuid: uuid('question_uuid').notNull(),
    questionCanonicalKey: text('question_canonical_key'),
    answerValue: text('answer_value'),
    created: ts('created').notNull().defaultNow(),
    updated: ts('updated').notNull().defaultNow(),
  },
  (t) => [
    index('answers_key_visit_idx').on(t.questionCanonicalKey, t.storeVisitId),
    index('answers_visit_idx').on(t.storeVisitId),
    /** Media answers (a document uuid, 36 characters) by value: which visit and question a document belongs to. */
    index('answers_document_idx')
      .on(t.answerValue)
      .where(sql`length(answer_value) = 36`),
  ],
);

/** Meal breaks taken during a visit day. */
export const mealPeriods = pgTable(
  'meal_periods',
  {
    id: serial('id').primaryKey(),
    storeVisitId: integer('store_visit_id')
      .notNull()
      .references(() => storeVisits.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => talent.id),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time'),
    /** 0 shown green, 1 shown red */
    waived: smallint('waived').notNull().default(0),
  },
  (t) => [index('meal_periods_visit_idx').on(t.storeVisitId)],
);
