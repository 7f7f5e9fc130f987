/** SVR forms (every version and draft), tags, the common-question library, documents. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts, created } from './columns.js';
import { clients } from './people.js';

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
  uuid: uuid('uuid')
    .notNull()
    .unique()
    .default(sql`gen_random_uuid()`),
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
