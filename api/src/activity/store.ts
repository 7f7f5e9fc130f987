/**
 * The activity trail of a report (beyond the spec). Writers take the transaction of the change they
 * record, so a change and its trail row commit or roll back together.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { activity, users } from '../db/schema.js';
import type { ActivityKindValue } from '@svr/domain';
import type { Session } from '../auth/session.js';

/** What an activity row records: the one list is the domain's (domain/src/activityKinds.ts). */
export { ActivityKind, type ActivityKindValue } from '@svr/domain';

export interface ActivityEntry {
  storeVisitId: number;
  kind: ActivityKindValue;
  answerId?: number | null;
  documentUuid?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Records entries as the session's user, inside the caller's transaction. */
export async function recordActivity(
  tx: Queryable,
  s: Session,
  entries: ActivityEntry[],
  at = new Date(),
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(activity).values(
    entries.map((e) => ({
      storeVisitId: e.storeVisitId,
      kind: e.kind,
      answerId: e.answerId ?? null,
      documentUuid: e.documentUuid ?? null,
      actorUserId: s.user.id,
      actorEmail: s.user.email,
      at,
      before: e.before ?? null,
      after: e.after ?? null,
    })),
  );
}

export type ActivityRow = typeof activity.$inferSelect;

/** A trail row with the name of who made the change (null when that user is gone). */
export type ActivityWithActor = ActivityRow & { actorName: string | null };

/** A report's trail, newest first (ties: the later row first). */
export async function activityOf(
  db: Queryable,
  storeVisitId: number,
  limit: number,
  kind?: string,
): Promise<ActivityWithActor[]> {
  const where = kind
    ? and(eq(activity.storeVisitId, storeVisitId), eq(activity.kind, kind))
    : eq(activity.storeVisitId, storeVisitId);
  const found = await db
    .select({ row: activity, actorName: users.name })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.actorUserId))
    .where(where)
    .orderBy(desc(activity.at), desc(activity.id))
    .limit(limit);
  return found.map(({ row, actorName }) => ({ ...row, actorName }));
}
