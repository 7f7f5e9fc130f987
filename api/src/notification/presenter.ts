/**
 * Notifications in the wire shape (spec 001 §3): the stored fields, the number of recipients on lists, and on
 * the detail the recipients (talent id, MCID, name, dateSeen, the visit they were chosen from) with their
 * deliveries (api/src/notification/delivery).
 */
import type { DeliveryView } from './delivery/outbox.js';
import { scheduledDateOf } from './schema.js';
import type { NotificationRow, RecipientWithTalent } from './store.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const actionOf = (data: unknown) => {
  const action = typeof data === 'object' && data !== null ? (data as { action?: unknown }).action : undefined;
  return typeof action === 'number' ? action : 0;
};

export function presentNotification(row: NotificationRow, recipientCount: number) {
  const date = scheduledDateOf(row.config);
  return {
    id: row.id,
    eventId: row.eventId,
    title: row.title,
    message: row.message,
    data: { action: actionOf(row.data) },
    type: row.type,
    config: date ? { scheduled: { date } } : {},
    created: row.created.toISOString(),
    createUserEmail: row.createUserEmail,
    sent: row.sent,
    sentTimestamp: iso(row.sentTimestamp),
    sentUserEmail: row.sentUserEmail,
    clientId: row.clientId,
    projectId: row.projectId,
    recipientCount,
  };
}
export type Notification = ReturnType<typeof presentNotification>;

export function presentRecipient(r: RecipientWithTalent, deliveries: DeliveryView[]) {
  return {
    id: r.recipient.id,
    talentId: r.recipient.talentId,
    mcid: r.mcid,
    name: r.name,
    storeVisitId: r.recipient.storeVisitId,
    dateSeen: iso(r.recipient.dateSeen),
    deliveries,
  };
}

export function presentNotificationDetail(
  row: NotificationRow,
  recipients: RecipientWithTalent[],
  deliveries: ReadonlyMap<number, DeliveryView[]>,
) {
  return {
    ...presentNotification(row, recipients.length),
    recipients: recipients.map((r) => presentRecipient(r, deliveries.get(r.recipient.id) ?? [])),
  };
}
export type NotificationDetail = ReturnType<typeof presentNotificationDetail>;
