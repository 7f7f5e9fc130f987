/** Notifications to field talent and their recipients. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
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

export const DELIVERY_CHANNELS = ['inbox', 'email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * The outbox (api/src/notification/delivery): one row per recipient and channel, written in the send's
 * transaction; the notificationDelivery job hands each pending row to its provider and marks it delivered
 * in its own transaction, so a retry or a second worker never sends it again.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => notificationRecipients.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    state: text('state').$type<DeliveryState>().notNull().default('pending'),
    /** Failed tries so far; at the limit the row is 'failed' for good. */
    attempts: smallint('attempts').notNull().default(0),
    /** Not tried again before this moment (exponential backoff after a failure). */
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    /** Why the last try failed, as the provider said it. */
    lastError: text('last_error'),
    deliveredAt: ts('delivered_at'),
    created: ts('created').notNull().defaultNow(),
  },
  (t) => [
    unique('notification_deliveries_recipient_channel_uq').on(t.recipientId, t.channel),
    index('notification_deliveries_due_idx').on(t.notificationId, t.state, t.nextAttemptAt),
    check('notification_deliveries_channel_check', sql`${t.channel} in ('inbox', 'email')`),
    check('notification_deliveries_state_check', sql`${t.state} in ('pending', 'delivered', 'failed')`),
  ],
);
