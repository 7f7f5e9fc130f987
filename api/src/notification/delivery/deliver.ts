/**
 * Delivers a notification's due outbox rows through their providers. Each row is claimed by one UPDATE over
 * `FOR UPDATE SKIP LOCKED` that moves its next_attempt_at past a claim period, so no other worker takes it
 * while its provider works (and no database connection is held meanwhile); the row is marked delivered by its
 * own statement right after the provider accepts it, so a retry or a second worker never sends it again.
 * A failure counts a try, keeps the provider's message and waits base × 2^(tries − 1) seconds (at most the
 * cap) before the next; after maxAttempts tries the row is 'failed' for good. Times are the database's.
 */
import { sql } from 'drizzle-orm';
import type { DeliveryConfig } from '../../config.js';
import { rows, type Queryable } from '../../db/client.js';
import { notificationDeliveries, notificationRecipients, notifications, talent } from '../../db/schema.js';
import type { DeliveryChannel } from '../../db/schema.js';
import { enqueueFollowUp } from './outbox.js';
import type { DeliveryMessage, DeliveryProvider } from './providers.js';

export type RetryPolicy = Pick<DeliveryConfig, 'retryBaseSeconds' | 'retryCapSeconds' | 'maxAttempts'>;

/** How long a claimed row is left alone by other workers: longer than an SMTP exchange may last (providers.ts). */
export const CLAIM_SECONDS = 600;

interface Claimed {
  id: number;
  recipient_id: number;
  channel: DeliveryChannel;
}

/** Takes the next due pending row of the notification on one of `channels`, or null when none is due. */
async function claimDue(db: Queryable, notificationId: number, channels: DeliveryChannel[]): Promise<Claimed | null> {
  const [row] = await rows<Claimed>(
    db,
    sql`update ${notificationDeliveries} set next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS})
        where id = (
          select id from ${notificationDeliveries}
          where notification_id = ${notificationId} and state = 'pending' and next_attempt_at <= now()
            and channel in ${channels}
          order by id limit 1 for update skip locked
        ) and state = 'pending'
        returning id, recipient_id, channel`,
  );
  return row ?? null;
}

async function messageOf(db: Queryable, notificationId: number, recipientId: number): Promise<DeliveryMessage | null> {
  const [row] = await rows<{ title: string; message: string; id: number; mcid: string; name: string; email: string }>(
    db,
    sql`select n.title, n.message, t.id, t.mcid, t.name, t.email
        from ${notificationRecipients} r
        join ${notifications} n on n.id = r.notification_id
        join ${talent} t on t.id = r.talent_id
        where r.id = ${recipientId} and r.notification_id = ${notificationId}`,
  );
  if (!row) return null;
  return {
    notificationId,
    recipientId,
    title: row.title,
    message: row.message,
    talent: { id: row.id, mcid: row.mcid, name: row.name, email: row.email },
  };
}

async function markDelivered(db: Queryable, id: number): Promise<void> {
  await db.execute(
    sql`update ${notificationDeliveries} set state = 'delivered', delivered_at = now(), last_error = null
        where id = ${id} and state = 'pending'`,
  );
}

/** Counts a failed try: the next one after the backoff, or 'failed' for good at the limit. Answers the new state. */
async function markFailed(db: Queryable, id: number, error: string, policy: RetryPolicy): Promise<string> {
  const [row] = await rows<{ state: string }>(
    db,
    sql`update ${notificationDeliveries} set
          attempts = attempts + 1,
          last_error = ${error.slice(0, 500)},
          state = case when attempts + 1 >= ${policy.maxAttempts} then 'failed' else 'pending' end,
          next_attempt_at = now() + make_interval(secs => least(${policy.retryBaseSeconds} * power(2, attempts), ${policy.retryCapSeconds}))
        where id = ${id} and state = 'pending'
        returning state`,
  );
  return row?.state ?? 'gone';
}

export interface DeliveryRun {
  delivered: number;
  /** Tries that failed and wait for another. */
  retrying: number;
  /** Rows that used their last try. */
  failed: number;
  /** When the next try of a pending row is due (the follow-up job's run_after), or null when none waits. */
  nextAt: Date | null;
}

/**
 * Delivers every due pending row of the notification through `providers` (one per channel; rows of a channel
 * without a provider here wait), then queues a follow-up job for the earliest row still pending.
 */
export async function deliverDue(
  db: Queryable,
  notificationId: number,
  providers: DeliveryProvider[],
  policy: RetryPolicy,
  opts: { signal?: AbortSignal; progress?: (done: number) => Promise<void> } = {},
): Promise<DeliveryRun> {
  const byChannel = new Map(providers.map((p) => [p.channel, p]));
  const run: DeliveryRun = { delivered: 0, retrying: 0, failed: 0, nextAt: null };
  const channels = [...byChannel.keys()];
  while (channels.length > 0 && !opts.signal?.aborted) {
    const claimed = await claimDue(db, notificationId, channels);
    if (!claimed) break;
    const provider = byChannel.get(claimed.channel);
    const message = await messageOf(db, notificationId, claimed.recipient_id);
    try {
      if (!provider || !message) throw new Error('The recipient or the notification no longer exists.');
      await provider.deliver(message);
    } catch (error) {
      const state = await markFailed(db, claimed.id, error instanceof Error ? error.message : String(error), policy);
      if (state === 'failed') run.failed++;
      else run.retrying++;
      await opts.progress?.(run.delivered + run.failed + run.retrying);
      continue;
    }
    await markDelivered(db, claimed.id);
    run.delivered++;
    await opts.progress?.(run.delivered + run.failed + run.retrying);
  }
  // A stopped run is queued again by its worker (the kind is resumable): no follow-up of its own.
  if (opts.signal?.aborted || channels.length === 0) return run;
  const [next] = await rows<{ at: Date | string | null }>(
    db,
    sql`select min(next_attempt_at) as at from ${notificationDeliveries}
        where notification_id = ${notificationId} and state = 'pending' and channel in ${channels}`,
  );
  if (next?.at) {
    run.nextAt = new Date(next.at);
    await enqueueFollowUp(db, notificationId, run.nextAt);
  }
  return run;
}
