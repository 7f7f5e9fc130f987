/**
 * The system of record: every table of the product, as a drizzle schema.
 * Migrations in ./migrations are generated from this file (`npm run db:generate`) and run at start.
 * Tables are snake_case; JSON documents (form content, metaJson, formState, filters) are jsonb.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => ts('created_at').notNull().defaultNow();

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  status: smallint('status').notNull().default(1),
  createdAt: created(),
});

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    name: text('name').notNull(),
    number: text('number'),
    segmentName: text('segment_name'),
    division: text('division'),
    status: smallint('status').notNull().default(1),
    createdAt: created(),
  },
  (t) => [index('projects_client_idx').on(t.clientId)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  roleId: integer('role_id').notNull(),
  /** The client a client user belongs to; null for staff. */
  clientId: integer('client_id').references(() => clients.id),
  legacyId: text('legacy_id'),
  status: smallint('status').notNull().default(1),
  createdAt: created(),
});

/** Refresh tokens rotate: each use revokes the token and issues a new one in the same family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    family: uuid('family').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: created(),
  },
  // family: an access token names its session (family) and every authenticated call checks it is live.
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.family)],
);

/**
 * Failed sign-in counters (rate-limiter-flexible's RateLimiterDrizzle store): one row per key
 * ("acct+addr:…", "acct:…", "addr:…"), shared by every api process on the same database.
 */
export const loginLimits = pgTable('login_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: ts('expire'),
});

export const regionals = pgTable('regionals', {
  id: serial('id').primaryKey(),
  zone: text('zone').notNull(),
  contactEmail: text('contact_email'),
});

export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    canonicalKey: uuid('canonical_key').notNull(),
    title: text('title').notNull(),
    /** structure, documents, callOut, hideFromClient, invoicePlannedTime, maxAllowedTime, bypassGPSValidation, bypassDuplicatePhotoCheck */
    content: jsonb('content').notNull(),
    authorLegacyId: text('author_legacy_id'),
    authorEmail: text('author_email'),
    editorEmail: text('editor_email'),
    tenancyClientId: integer('tenancy_client_id').references(() => clients.id),
    autoApprovalHourTrigger: integer('auto_approval_hour_trigger').notNull().default(0),
    heroImageUrl: text('hero_image_url'),
    status: smallint('status').notNull().default(1),
    /** Bumped by every save; a save that names an older revision is refused as stale. */
    revision: integer('revision').notNull().default(1),
    timestamp: ts('timestamp').notNull().defaultNow(),
    createdAt: created(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('forms_canonical_key_idx').on(t.canonicalKey),
    index('forms_client_status_idx').on(t.tenancyClientId, t.status),
  ],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`),
  title: text('title').notNull().unique(),
  createdAt: created(),
});

export const commonQuestions = pgTable('common_questions', {
  id: serial('id').primaryKey(),
  canonicalKey: uuid('canonical_key').notNull(),
  uuid: uuid('uuid').notNull(),
  title: text('title').notNull(),
  type: text('type').notNull(),
  options: jsonb('options').notNull().default([]),
  /** Comma list of tag titles, as the REST contract saves it. */
  tags: text('tags').notNull().default(''),
  /** Comma list of document ids, as the REST contract saves it. */
  documentIds: text('document_ids').notNull().default(''),
  metaJson: jsonb('meta_json').notNull().default({}),
  status: smallint('status').notNull().default(1),
  timestamp: ts('timestamp').notNull().defaultNow(),
});

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull(),
    title: text('title'),
    size: bigint('size', { mode: 'number' }),
    url: text('url').notNull(),
    xsurl: text('xsurl'),
    /** image, video or file */
    type: text('type').notNull(),
    mimeType: text('mime_type'),
    /** Path under the file store (DATA_DIR/files or the S3 bucket). */
    storageKey: text('storage_key'),
    /** The form question a builder attachment is linked to. */
    questionUuid: uuid('question_uuid'),
    formCanonicalKey: uuid('form_canonical_key'),
    status: smallint('status').notNull().default(1),
    timestamp: ts('timestamp').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('documents_uuid_idx').on(t.uuid)],
);

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
    clientId: integer('client_id').notNull().references(() => clients.id),
    projectId: integer('project_id').notNull().references(() => projects.id),
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
    index('store_visits_date_idx').on(t.expectedCheckinTime),
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
    storeVisitId: integer('store_visit_id').notNull().references(() => storeVisits.id, { onDelete: 'cascade' }),
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
    storeVisitId: integer('store_visit_id').notNull().references(() => storeVisits.id, { onDelete: 'cascade' }),
    submittedAt: ts('submitted_at').notNull(),
  },
  (t) => [index('store_visit_submissions_visit_idx').on(t.storeVisitId)],
);

export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    storeVisitId: integer('store_visit_id').notNull().references(() => storeVisits.id, { onDelete: 'cascade' }),
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
    index('answers_document_idx').on(t.answerValue).where(sql`length(answer_value) = 36`),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    canonicalKey: uuid('canonical_key').notNull().unique(),
    feedbackStatus: smallint('feedback_status').notNull().default(0),
    feedbackType: text('feedback_type').notNull().default('svr'),
    docId: text('doc_id'),
    storeVisitId: integer('store_visit_id').notNull().references(() => storeVisits.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [index('feedback_visit_idx').on(t.storeVisitId)],
);

export const feedbackTexts = pgTable(
  'feedback_texts',
  {
    id: serial('id').primaryKey(),
    feedbackCanonicalKey: uuid('feedback_canonical_key').notNull().references(() => feedback.canonicalKey, { onDelete: 'cascade' }),
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
    storeVisitId: integer('store_visit_id').notNull().references(() => storeVisits.id, { onDelete: 'cascade' }),
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
    storeVisitId: integer('store_visit_id').notNull().references(() => storeVisits.id, { onDelete: 'cascade' }),
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

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** { action: number } */
    data: jsonb('data').notNull().default({}),
    /** 0 immediate, 1 scheduled */
    type: smallint('type').notNull().default(0),
    /** { scheduled: { date } } */
    config: jsonb('config').notNull().default({}),
    created: ts('created').notNull().defaultNow(),
    sentTimestamp: ts('sent_timestamp'),
    /** 0 no, 1 yes, 2 cancelled */
    sent: smallint('sent').notNull().default(0),
    createUserEmail: text('create_user_email'),
    sentUserEmail: text('sent_user_email'),
    clientId: integer('client_id').references(() => clients.id),
    projectId: integer('project_id').references(() => projects.id),
  },
  (t) => [index('notifications_client_idx').on(t.clientId, t.created)],
);

export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id').notNull().references(() => notifications.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id').notNull().references(() => talent.id),
    storeVisitId: integer('store_visit_id').references(() => storeVisits.id),
    dateSeen: ts('date_seen'),
  },
  (t) => [index('notification_recipients_notification_idx').on(t.notificationId)],
);

/** Meal breaks taken during a visit day. */
export const mealPeriods = pgTable(
  'meal_periods',
  {
    id: serial('id').primaryKey(),
    storeVisitId: integer('store_visit_id').notNull().references(() => storeVisits.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id').notNull().references(() => talent.id),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time'),
    /** 0 shown green, 1 shown red */
    waived: smallint('waived').notNull().default(0),
  },
  (t) => [index('meal_periods_visit_idx').on(t.storeVisitId)],
);

const savedCommon = {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  filters: jsonb('filters').notNull().default([]),
  restrictTokenUserId: integer('restrict_token_user_id').references(() => users.id),
  tenancyClientId: integer('tenancy_client_id').references(() => clients.id),
  status: smallint('status').notNull().default(1),
  createdBy: integer('created_by').references(() => users.id),
  created: ts('created').notNull().defaultNow(),
  updated: ts('updated').notNull().defaultNow(),
};

export const savedViews = pgTable('saved_views', { ...savedCommon }, (t) => [
  index('saved_views_client_idx').on(t.tenancyClientId, t.status),
]);

export const savedRollups = pgTable(
  'saved_rollups',
  {
    ...savedCommon,
    /** Comma-joined, unique question canonical keys. */
    formQuestionCanonicalKeys: text('form_question_canonical_keys').notNull().default(''),
    metaJson: jsonb('meta_json').notNull().default({}),
  },
  (t) => [index('saved_rollups_client_idx').on(t.tenancyClientId, t.status)],
);

export const savedWidgets = pgTable(
  'saved_widgets',
  {
    ...savedCommon,
    formQuestionCanonicalKeys: text('form_question_canonical_keys').notNull().default(''),
    metaJson: jsonb('meta_json').notNull().default({}),
  },
  (t) => [index('saved_widgets_client_idx').on(t.tenancyClientId, t.status)],
);

export const savedDashboards = pgTable(
  'saved_dashboards',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    metaJson: jsonb('meta_json').notNull().default({}),
    /** Ordered, comma-separated widget ids. */
    widgetIds: text('widget_ids').notNull().default(''),
    status: smallint('status').notNull().default(1),
    restrictTokenUserId: integer('restrict_token_user_id').references(() => users.id),
    tenancyClientId: integer('tenancy_client_id').references(() => clients.id),
    createdBy: integer('created_by').references(() => users.id),
    created: ts('created').notNull().defaultNow(),
    updated: ts('updated').notNull().defaultNow(),
  },
  (t) => [index('saved_dashboards_client_idx').on(t.tenancyClientId, t.status)],
);

export const tables = {
  clients, projects, users, refreshTokens, loginLimits, regionals, forms, tags, commonQuestions, documents, talent,
  storeVisits, storeVisitEvents, storeVisitSubmissions, answers, feedback, feedbackTexts, rejections, activity,
  notifications, notificationRecipients, mealPeriods, savedViews, savedRollups, savedWidgets, savedDashboards,
};
