/** Notifications to field talent and their recipients. */
import { index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { clients, projects } from './people.js';
import { storeVisits, talent } from './visits.js';

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
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => talent.id),
    storeVisitId: integer('store_visit_id').references(() => storeVisits.id),
    dateSeen: ts('date_seen'),
  },
  (t) => [index('notification_recipients_notification_idx').on(t.notificationId)],
);
