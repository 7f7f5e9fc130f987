/** Clients, projects, users and their sessions, sign-in limits, regionals. */
import { index, integer, pgTable, serial, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { ts, created } from './columns.js';

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
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
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
