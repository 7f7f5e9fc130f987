/**
 * The activity trail of a report (beyond the spec). Writers take the transaction of the change they
 * record, so a change and its trail row commit or roll back together.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { activity, users } from '../db/schema.js';
import type { Session } from '../auth/session.js';

/** What an activity row records. */
export const ActivityKind = {
  /** metaJson.reviewState moved (In Review, Approved, Rejected). */
  reviewState: 'review.state',
  /** Visibility to the client (privacy) changed. */
  privacy: 'visit.privacy',
  /** Record status changed (Active, Archived, Deleted). */
  status: 'visit.status',
  /** formState changed (visited questions, feedback message, questions marked for revision). */
  formState: 'visit.formState',
  /** A photo or video was starred, flagged or blocked, or the mark removed or its motive changed. */
  mediaMark: 'media.mark',
  /** A video's rotation changed (metaJson.rotateVideos), or a photo's url moved to a rotated variant. */
  mediaRotate: 'media.rotate',
  answerCreate: 'answer.create',
  answerUpdate: 'answer.update',
  feedbackSave: 'feedback.save',
  feedbackText: 'feedback.text',
  rejection: 'rejection.create',
} as const;
export type ActivityKindValue = (typeof ActivityKind)[keyof typeof ActivityKind];

export interface ActivityEntry {
  storeVisitId: number;
  kind: ActivityKindValue;
  answerId?: number | null;
  documentUuid?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Records entries as the session's user, inside the caller's transaction. */
export async function recordActivity(tx: Db, s: Session, entries: ActivityEntry[], at = new Date()): Promise<void> {
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

export function presentActivity(a: ActivityWithActor) {
  return {
    actorName: a.actorName,
    id: a.id,
    storeVisitId: a.storeVisitId,
    answerId: a.answerId,
    documentUuid: a.documentUuid,
    kind: a.kind,
    actorUserId: a.actorUserId,
    actorEmail: a.actorEmail,
    at: a.at.toISOString(),
    before: a.before,
    after: a.after,
  };
}

export const MAX_ACTIVITY_ROWS = 1000;

/** A report's trail, newest first (ties: the later row first). */
export async function activityOf(
  db: Db,
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
