/**
 * The outbox of sent notifications (docs/DECISIONS.md "Notification delivery"): one notification_deliveries
 * row per recipient and channel, written in the send's own transaction together with the notificationDelivery
 * job that delivers them (kind.ts). The inbox row is always written; the e-mail rows are added by the job when
 * the worker delivering it has SMTP settings and the talent has an e-mail address (the send does not know the
 * worker's settings; the unique (recipient, channel) keeps either path from writing a row twice).
 */
import { RecordStatus } from '@svr/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ADMIN_ROLE_ID } from '../../config.js';
import { rows, type Queryable } from '../../db/client.js';
import {
  jobs,
  notificationDeliveries,
  notificationRecipients,
  notifications,
  talent,
  users,
  type DeliveryChannel,
  type DeliveryState,
} from '../../db/schema.js';
import { enqueueJob, type JobOwner } from '../../jobs/store.js';

export const DELIVERY_JOB = 'notificationDelivery';

/**
 * Writes the outbox of a notification being sent (call it in the send's transaction, after sent = 1): an
 * inbox row per recipient, and the job that delivers them. Rows already there are kept as they are.
 * `owner` is the user the job runs for (the sender); by default the user who sent or created the notification.
 */
export async function queueDeliveries(
  tx: Queryable,
  notificationId: number,
  opts: { owner?: JobOwner } = {},
): Promise<{ queued: number; jobId: number }> {
  const inserted = await rows<{ id: number }>(
    tx,
    sql`insert into ${notificationDeliveries} (notification_id, recipient_id, channel)
        select r.notification_id, r.id, 'inbox' from ${notificationRecipients} r
        where r.notification_id = ${notificationId}
        on conflict (recipient_id, channel) do nothing
        returning id`,
  );
  const owner = opts.owner ?? (await deliveryOwner(tx, notificationId));
  const job = await enqueueJob(tx, { kind: DELIVERY_JOB, params: { notificationId }, owner, maxAttempts: 5 });
  return { queued: inserted.length, jobId: job.id };
}

/**
 * Adds an e-mail row for each recipient of the notification whose talent has an e-mail address (the worker
 * that delivers has SMTP settings). Answers how many were new.
 */
export async function addEmailDeliveries(tx: Queryable, notificationId: number): Promise<number> {
  const added = await rows<{ id: number }>(
    tx,
    sql`insert into ${notificationDeliveries} (notification_id, recipient_id, channel)
        select r.notification_id, r.id, 'email'
        from ${notificationRecipients} r join ${talent} t on t.id = r.talent_id
        where r.notification_id = ${notificationId} and btrim(t.email) <> ''
        on conflict (recipient_id, channel) do nothing
        returning id`,
  );
  return added.length;
}

/**
 * Who a delivery job belongs to (jobs need an owner user): the user who sent the notification, else who created
 * it, else the first active administrator (a scheduled send or a notification whose users are gone). The job
 * runs in the notification's tenancy.
 */
export async function deliveryOwner(db: Queryable, notificationId: number): Promise<JobOwner> {
  const [n] = await db
    .select({
      clientId: notifications.clientId,
      projectId: notifications.projectId,
      sentBy: notifications.sentUserEmail,
      createdBy: notifications.createUserEmail,
    })
    .from(notifications)
    .where(eq(notifications.id, notificationId));
  if (!n) throw new Error(`Notification ${notificationId} does not exist: nothing to deliver.`);
  const emails = [n.sentBy, n.createdBy].filter((e): e is string => !!e).map((e) => e.toLowerCase());
  const candidates = await db
    .select({ id: users.id, email: users.email, roleId: users.roleId })
    .from(users)
    .where(
      and(
        eq(users.status, RecordStatus.Active),
        emails.length > 0
          ? sql`(lower(${users.email}) in ${emails} or ${users.roleId} = ${ADMIN_ROLE_ID})`
          : eq(users.roleId, ADMIN_ROLE_ID),
      ),
    )
    .orderBy(asc(users.id));
  const pick =
    emails.map((e) => candidates.find((c) => c.email.toLowerCase() === e)).find((c) => c !== undefined) ??
    candidates.find((c) => c.roleId === ADMIN_ROLE_ID);
  if (!pick) throw new Error(`No active user can own the delivery of notification ${notificationId}.`);
  return { userId: pick.id, clientId: n.clientId, projectId: n.projectId };
}

/**
 * Queues the next delivery job of a notification at `runAfter`, unless one is already queued to run by then
 * (a follow-up after a failed try: retries do not pile up jobs).
 */
export async function enqueueFollowUp(db: Queryable, notificationId: number, runAfter: Date): Promise<number | null> {
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, DELIVERY_JOB),
        eq(jobs.state, 'queued'),
        sql`(${jobs.params} ->> 'notificationId')::int = ${notificationId}`,
        sql`${jobs.runAfter} <= ${runAfter}`,
      ),
    )
    .limit(1);
  if (waiting) return null;
  const owner = await deliveryOwner(db, notificationId);
  const job = await enqueueJob(db, { kind: DELIVERY_JOB, params: { notificationId }, owner, maxAttempts: 5, runAfter });
  return job.id;
}

/** The delivery of one recipient on one channel, as the notification's detail shows it. */
export interface DeliveryView {
  channel: DeliveryChannel;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  /** ISO time, or null while not delivered. */
  deliveredAt: string | null;
  /** ISO time of the next try while pending; null once delivered or failed. */
  nextAttemptAt: string | null;
}

/** The deliveries of these notifications by recipient id (notification_recipients.id), inbox before e-mail. */
export async function deliveriesOf(
  db: Queryable,
  notificationIds: readonly number[],
): Promise<Map<number, DeliveryView[]>> {
  if (!notificationIds.length) return new Map();
  const found = await db
    .select()
    .from(notificationDeliveries)
    .where(inArray(notificationDeliveries.notificationId, [...notificationIds]))
    .orderBy(asc(notificationDeliveries.recipientId), desc(notificationDeliveries.channel));
  const byRecipient = new Map<number, DeliveryView[]>();
  for (const d of found) {
    const list = byRecipient.get(d.recipientId) ?? [];
    list.push({
      channel: d.channel,
      state: d.state,
      attempts: d.attempts,
      lastError: d.lastError,
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
      nextAttemptAt: d.state === 'pending' ? d.nextAttemptAt.toISOString() : null,
    });
    byRecipient.set(d.recipientId, list);
  }
  return byRecipient;
}
