/** Background jobs (api/src/jobs): exports and zips now, scheduled sends later; one row per job. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { clients, projects, users } from './people.js';

export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** The registered kind that runs it (jobs/registry.ts). */
    kind: text('kind').notNull(),
    /** What the kind needs to run, checked by the kind's schema when it runs. */
    params: jsonb('params').notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** Who queued it and in which tenancy: only they read or cancel it; the kind runs with their visibility. */
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenancyClientId: integer('tenancy_client_id').references(() => clients.id, { onDelete: 'cascade' }),
    tenancyProjectId: integer('tenancy_project_id').references(() => projects.id, { onDelete: 'set null' }),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    /** The latest progress line, or why the job was resumed or paused. */
    message: text('message'),
    /** Why it failed, in a sentence a person can act on. */
    error: text('error'),
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: smallint('max_attempts').notNull().default(3),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** The worker holding the job while it runs, until lease_expires_at; renewed by its heartbeat. */
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: ts('lease_expires_at'),
    /** The result in the file store (document/fileStore.ts), recorded before it is written so a cut write is removed. */
    resultKey: text('result_key'),
    resultName: text('result_name'),
    /** Not before this moment (scheduled sends). */
    runAfter: ts('run_after').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('jobs_claim_idx').on(t.state, t.runAfter),
    index('jobs_owner_idx').on(t.ownerUserId, t.createdAt),
    index('jobs_finished_idx').on(t.finishedAt),
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed', 'cancelled')`),
  ],
);
