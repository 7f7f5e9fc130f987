/**
 * Reviewer throughput (issue 15, beyond the spec): who else has a report's review page open, and the next
 * report waiting for review.
 *
 * Presence: the page sends a heartbeat while it is open (every PRESENCE_HEARTBEAT_SECONDS); a row counts for
 * PRESENCE_WINDOW_SECONDS after its last heartbeat, so a closed tab or a crashed browser drops out by itself
 * and leaving the page removes the row at once. `since` is kept while the heartbeats continue, so it reads
 * "reviewing since 10:42". Staff only: client users neither send nor receive presence.
 *
 * Next pending: the review queue's order (spec 001 §9: id descending) among Pending Review and Resubmitted,
 * the report after this one, wrapping to the newest; never the caller's own report (spec 001 §5) nor one
 * another reviewer has open, and always inside the caller's tenancy.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ReviewState } from '@svr/domain';
import { rows, type Queryable } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { scopeConditions, whereAll } from '../storeVisit/visit/tenancy.js';
import { isoOf } from '../shared/time.js';

/** A heartbeat older than this no longer counts (the page beats every PRESENCE_HEARTBEAT_SECONDS). */
export const PRESENCE_WINDOW_SECONDS = 60;
export const PRESENCE_HEARTBEAT_SECONDS = 20;
/** Rows this old are removed when a heartbeat comes in, so the table holds only recent pages. */
const PRESENCE_PURGE_SECONDS = 600;

export interface Reviewer {
  userId: number;
  name: string;
  email: string;
  /** When this reviewer opened the report (ISO). */
  since: string;
  /** Their last heartbeat (ISO). */
  seenAt: string;
}

interface ReviewerRow {
  user_id: number;
  name: string;
  email: string;
  since: Date | string;
  seen_at: Date | string;
}
const window = sql.raw(`interval '${PRESENCE_WINDOW_SECONDS} seconds'`);

/** The other reviewers with the report open now, longest first (the caller is never in it). */
export async function reviewersOf(db: Queryable, s: Session, visitId: number): Promise<Reviewer[]> {
  return (await reviewersOfVisits(db, s, [visitId])).get(visitId) ?? [];
}

/** reviewersOf for several reports in one query, by report id. */
export async function reviewersOfVisits(
  db: Queryable,
  s: Session,
  visitIds: number[],
): Promise<Map<number, Reviewer[]>> {
  const out = new Map<number, Reviewer[]>();
  if (visitIds.length === 0) return out;
  const ids = sql.join(
    visitIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const found = await rows<ReviewerRow & { store_visit_id: number }>(
    db,
    sql`/* reviewPresenceOf */ SELECT p.store_visit_id, p.user_id, u.name, u.email, p.since, p.seen_at
      FROM review_presence p JOIN users u ON u.id = p.user_id
      WHERE p.store_visit_id IN (${ids}) AND p.user_id <> ${s.user.id} AND p.seen_at > now() - ${window}
      ORDER BY p.since, p.user_id`,
  );
  for (const r of found) {
    const list = out.get(r.store_visit_id) ?? [];
    list.push({ userId: r.user_id, name: r.name, email: r.email, since: isoOf(r.since), seenAt: isoOf(r.seen_at) });
    out.set(r.store_visit_id, list);
  }
  return out;
}

/**
 * The caller's heartbeat on a report they may see (the router checks that): a new row, or a later seen_at
 * on theirs; `since` starts again when their last heartbeat had expired (they came back later).
 */
export async function beat(db: Queryable, s: Session, visitId: number): Promise<void> {
  await db.execute(
    sql`/* reviewPresenceBeat */ INSERT INTO review_presence (store_visit_id, user_id, since, seen_at)
      VALUES (${visitId}, ${s.user.id}, now(), now())
      ON CONFLICT (store_visit_id, user_id) DO UPDATE SET seen_at = now(),
        since = CASE WHEN review_presence.seen_at > now() - ${window} THEN review_presence.since ELSE now() END`,
  );
  await db.execute(
    sql`/* reviewPresencePurge */ DELETE FROM review_presence WHERE seen_at < now() - ${sql.raw(`interval '${PRESENCE_PURGE_SECONDS} seconds'`)}`,
  );
}

/** The caller left the page: their row goes at once. */
export async function leave(db: Queryable, s: Session, visitId: number): Promise<void> {
  await db.execute(
    sql`/* reviewPresenceLeave */ DELETE FROM review_presence WHERE store_visit_id = ${visitId} AND user_id = ${s.user.id}`,
  );
}

const pendingStates = sql.raw(`${ReviewState.PendingReview}, ${ReviewState.Resubmitted}`);

/**
 * The next report to review after `afterId` in the queue's order (id descending), wrapping to the newest:
 * Pending Review or Resubmitted, in the caller's tenancy, not filed by the caller, not open by another
 * reviewer now. null when there is none. Two reads down the primary key (before, then after `afterId`).
 */
export async function nextPendingReport(db: Queryable, s: Session, afterId: number): Promise<number | null> {
  const first = async (side: SQL) => {
    const [next] = await rows<{ id: number }>(
      db,
      sql`/* reviewNextPending */ SELECT v.id FROM store_visits v LEFT JOIN talent t ON t.id = v.talent_id
        WHERE ${whereAll([
          ...scopeConditions(s),
          side,
          sql`v.review_state IN (${pendingStates})`,
          sql`(t.email IS NULL OR lower(trim(t.email)) <> lower(trim(${s.user.email})))`,
          sql`NOT EXISTS (SELECT 1 FROM review_presence p WHERE p.store_visit_id = v.id AND p.user_id <> ${s.user.id}
            AND p.seen_at > now() - ${window})`,
        ])}
        ORDER BY v.id DESC LIMIT 1`,
    );
    return next?.id ?? null;
  };
  return (await first(sql`v.id < ${afterId}`)) ?? (await first(sql`v.id > ${afterId}`));
}
