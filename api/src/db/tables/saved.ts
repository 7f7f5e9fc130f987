/** What users save: views, roll-ups, widgets, dashboards. */
import { index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { clients, users } from './people.js';

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
