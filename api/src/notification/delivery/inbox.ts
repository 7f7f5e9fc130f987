/**
 * The talent inbox's reads and writes: the sent notifications of one talent whose inbox delivery is done
 * (or that were sent before the outbox existed, with no inbox row), newest first, and date_seen recorded once.
 */
import { eq, sql } from 'drizzle-orm';
import { rows, type Queryable } from '../../db/client.js';
import { notificationDeliveries, notificationRecipients, notifications, talent } from '../../db/schema.js';
import { isoOrNull } from '../../shared/time.js';

export interface InboxItem {
  recipientId: number;
  notificationId: number;
  title: string;
  message: string;
  /** { action } as the notification was saved. */
  data: unknown;
  type: number;
  /** ISO time the notification was sent. */
  sentTimestamp: string | null;
  /** ISO time the talent first saw it, or null. */
  dateSeen: string | null;
}

/** Condition: the recipient row is in the inbox (sent, and its inbox delivery delivered or never queued). */
const inInbox = sql`n.sent = 1 and not exists (
  select 1 from ${notificationDeliveries} d
  where d.recipient_id = r.id and d.channel = 'inbox' and d.state <> 'delivered')`;

export async function talentExists(db: Queryable, talentId: number): Promise<boolean> {
  const [row] = await db.select({ id: talent.id }).from(talent).where(eq(talent.id, talentId));
  return !!row;
}

export async function inboxOf(
  db: Queryable,
  talentId: number,
  page: { page: number; pageSize: number },
): Promise<{ items: InboxItem[]; total: number; unseen: number }> {
  const found = await rows<{
    recipient_id: number;
    notification_id: number;
    title: string;
    message: string;
    data: unknown;
    type: number;
    sent_timestamp: Date | string | null;
    date_seen: Date | string | null;
  }>(
    db,
    sql`select r.id as recipient_id, n.id as notification_id, n.title, n.message, n.data, n.type,
               n.sent_timestamp, r.date_seen
        from ${notificationRecipients} r join ${notifications} n on n.id = r.notification_id
        where r.talent_id = ${talentId} and ${inInbox}
        order by n.sent_timestamp desc nulls last, r.id desc
        limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
  );
  const [count] = await rows<{ total: number | string; unseen: number | string }>(
    db,
    sql`select count(*) as total, count(*) filter (where r.date_seen is null) as unseen
        from ${notificationRecipients} r join ${notifications} n on n.id = r.notification_id
        where r.talent_id = ${talentId} and ${inInbox}`,
  );
  return {
    items: found.map((r) => ({
      recipientId: r.recipient_id,
      notificationId: r.notification_id,
      title: r.title,
      message: r.message,
      data: r.data,
      type: Number(r.type),
      sentTimestamp: isoOrNull(r.sent_timestamp),
      dateSeen: isoOrNull(r.date_seen),
    })),
    total: Number(count?.total ?? 0),
    unseen: Number(count?.unseen ?? 0),
  };
}

/**
 * Records that the talent saw inbox item `recipientId`: the first call sets date_seen, later ones keep it.
 * Answers the date seen, or null when the item is not in this talent's inbox.
 */
export async function markSeen(db: Queryable, talentId: number, recipientId: number): Promise<Date | null> {
  const [row] = await rows<{ date_seen: Date | string }>(
    db,
    sql`update ${notificationRecipients} r set date_seen = coalesce(r.date_seen, now())
        from ${notifications} n
        where r.id = ${recipientId} and r.talent_id = ${talentId} and n.id = r.notification_id and ${inInbox}
        returning r.date_seen`,
  );
  return row ? new Date(row.date_seen) : null;
}
