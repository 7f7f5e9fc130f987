/**
 * Factories for notification tests: talent with visits of a client (the recipients a caller may notify), the
 * body of a POST /membership/notification, and reads of what a send or a schedule wrote (outbox rows, jobs).
 * A notification row itself is built by buildNotification (./saved.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs, notificationDeliveries } from '../../db/schema.js';
import { buildTalent } from './people.js';
import { buildVisit } from './visits.js';

/** A talent with `visits` live visits of the client (in one project unless given). */
export async function buildTalentWithVisits(
  db: Db,
  clientId: number,
  opts: { visits?: number; projectId?: number; talent?: Parameters<typeof buildTalent>[1] } = {},
) {
  const talent = await buildTalent(db, opts.talent);
  const visits = [];
  for (let i = 0; i < (opts.visits ?? 1); i++)
    visits.push(
      await buildVisit(db, { clientId, talentId: talent.id, ...(opts.projectId ? { projectId: opts.projectId } : {}) }),
    );
  return { talent, visits };
}

/** A valid create body: an immediate notification with action 0 to `users`. */
export function notificationBody(users: number[], overrides: Record<string, unknown> = {}) {
  return {
    title: 'Bring the new planogram',
    message: 'The endcap planogram changed: please take the new sheet on your next visit.',
    data: { action: 0 },
    type: 0,
    users,
    ...overrides,
  };
}

/** An ISO date `minutes` from now. */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** The jobs of a kind queued for a notification (params.notificationId), oldest first. */
export async function jobsOfNotification(db: Db, kind: string, notificationId: number) {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`(${jobs.params} ->> 'notificationId')::int = ${notificationId}`))
    .orderBy(asc(jobs.id));
}

/** The outbox rows of a notification. */
export async function deliveryRowsOf(db: Db, notificationId: number) {
  return db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId))
    .orderBy(asc(notificationDeliveries.id));
}
