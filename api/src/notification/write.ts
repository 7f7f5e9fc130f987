/**
 * Notification saves, sends and cancels (spec 001 §3-§5, issue 13). Each is one transaction with the
 * notification locked (FOR UPDATE), so two staff pressing SEND at once send it once: the second finds sent = 1
 * and is refused (409). Sending sets sent = 1 and hands the recipients to the outbox (./delivery/outbox.ts) in
 * the same transaction; a scheduled notification's job is queued in the transaction that schedules it, and
 * its run (./scheduled.ts) sends only if the notification is still unsent and still scheduled for that time.
 */
import type { Queryable } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { enqueueJob, jobOwnerOf, type JobOwner } from '../jobs/store.js';
import { queueDeliveries } from './delivery/outbox.js';
import {
  NOTIFICATION_MESSAGES,
  NotificationType,
  SCHEDULE_GRACE_MS,
  scheduledDateOf,
  SentState,
  type CreateNotification,
  type UpdateNotification,
} from './schema.js';
import {
  deleteNotificationRecord,
  insertNotification,
  notificationOf,
  recipientRows,
  setRecipients,
  talentWithVisits,
  updateNotificationRecord,
  visitsByIds,
  type NotificationRow,
} from './store.js';

/** The job kind that sends a scheduled notification at its time (registered in api/src/jobs/kinds.ts). */
export const SCHEDULED_SEND_KIND = 'notificationScheduledSend';

/** Who sends: a user (SEND, or the review decision), or the job queue at the scheduled time. */
export type SentBy = { email: string } | 'scheduler';

/** The refusal of a change to a notification no longer unsent (spec 001 §4's tooltips). */
export function refuseUnlessUnsent(n: NotificationRow): void {
  if (n.sent === SentState.Yes) throw conflict(NOTIFICATION_MESSAGES.alreadySent);
  if (n.sent !== SentState.No) throw conflict(NOTIFICATION_MESSAGES.cancelled);
}

/** A notification of the caller's client, locked for a change; 404 otherwise. */
export async function lockedNotification(tx: Queryable, s: Session | null, id: number): Promise<NotificationRow> {
  const n = await notificationOf(tx, s, id, true);
  if (!n) throw notFound(`Notification ${id} does not exist or is not in the chosen client.`);
  return n;
}

/**
 * Sends notification `id` inside the caller's transaction: locks it, refuses (409) unless sent = 0, sets
 * sent = 1 with the time and the sender, and writes the outbox (and queues its delivery) in the same
 * transaction. A scheduled send is recorded as sent by the user who created it.
 */
export async function sendNotification(tx: Queryable, id: number, sentBy: SentBy): Promise<NotificationRow> {
  const n = await lockedNotification(tx, null, id);
  refuseUnlessUnsent(n);
  const sent = await updateNotificationRecord(tx, id, {
    sent: SentState.Yes,
    sentTimestamp: new Date(),
    sentUserEmail: sentBy === 'scheduler' ? n.createUserEmail : sentBy.email,
  });
  await queueDeliveries(tx, id);
  return sent;
}

/** CANCEL (ours: POST /id/{id}/cancel): sent 0 → 2, refused (409) otherwise. A queued scheduled send then does nothing. */
export async function cancelNotification(tx: Queryable, s: Session, id: number): Promise<NotificationRow> {
  refuseUnlessUnsent(await lockedNotification(tx, s, id));
  return updateNotificationRecord(tx, id, { sent: SentState.Cancelled });
}

/** SEND from the list or the detail: the caller's client only. */
export async function sendAsUser(tx: Queryable, s: Session, id: number): Promise<NotificationRow> {
  await lockedNotification(tx, s, id);
  return sendNotification(tx, id, { email: s.user.email });
}

/** Hard delete (spec 001 §7), only while unsent. */
export async function deleteNotification(tx: Queryable, s: Session, id: number): Promise<void> {
  refuseUnlessUnsent(await lockedNotification(tx, s, id));
  await deleteNotificationRecord(tx, id);
}

/** The stored config of a type: a scheduled one's date (checked not earlier than now), nothing for an immediate one. */
function configOf(type: number, config: CreateNotification['config'], now: Date, stored: string | null = null) {
  if (type !== NotificationType.Scheduled) return { config: {}, date: null };
  const date = scheduledDateOf(config);
  if (!date) throw badRequest(NOTIFICATION_MESSAGES.scheduledNeedsDate);
  // A date already stored is not checked again (a PUT sending the whole form back unchanged).
  if (date !== stored && Date.parse(date) < now.getTime() - SCHEDULE_GRACE_MS)
    throw badRequest(NOTIFICATION_MESSAGES.scheduledInPast);
  return { config: { scheduled: { date } }, date };
}

/**
 * The recipients: every talent must have a live visit of the notification's client (no notifying arbitrary
 * talent ids); each is recorded with the first of the selected visits that is theirs. A selected visit of
 * another client or of a talent not among the users is refused.
 */
async function recipientsFor(tx: Queryable, clientId: number, users: number[], storeVisitIds: number[]) {
  const visits = await visitsByIds(tx, storeVisitIds);
  const found = new Map(visits.map((v) => [v.id, v]));
  for (const id of storeVisitIds) {
    const v = found.get(id);
    if (!v || v.clientId !== clientId) throw badRequest(`Store visit ${id} is not a visit of the chosen client.`);
    if (v.talentId === null || !users.includes(v.talentId))
      throw badRequest(`The talent of store visit ${id} is not among the users.`);
  }
  const known = await talentWithVisits(tx, clientId, users);
  const strangers = users.filter((u) => !known.has(u));
  if (strangers.length)
    throw badRequest(
      `Talent ${strangers.slice(0, 10).join(', ')}${strangers.length > 10 ? '…' : ''} ${strangers.length === 1 ? 'has' : 'have'} no visit of the chosen client: notifications go to the talent of its visits.`,
    );
  const sorted = [...storeVisitIds].sort((a, b) => a - b);
  return users.map((talentId) => ({
    talentId,
    storeVisitId: sorted.find((id) => found.get(id)?.talentId === talentId) ?? null,
  }));
}

/** The client a new notification belongs to: the chosen one, else the one client of the selected visits. */
async function clientFor(tx: Queryable, s: Session, storeVisitIds: number[]): Promise<number> {
  if (s.tenancy.clientId !== null) return s.tenancy.clientId;
  const clients = new Set((await visitsByIds(tx, storeVisitIds)).map((v) => v.clientId));
  const [only] = [...clients];
  if (clients.size !== 1 || only === null || only === undefined) throw badRequest(NOTIFICATION_MESSAGES.chooseClient);
  return only;
}

/** Queues the scheduled send of a notification at `date`, in the caller's transaction. */
export async function scheduleSend(tx: Queryable, owner: JobOwner, n: NotificationRow, date: string): Promise<void> {
  await enqueueJob(tx, {
    kind: SCHEDULED_SEND_KIND,
    params: { notificationId: n.id, scheduledFor: date },
    owner,
    runAfter: new Date(date),
  });
}

export async function createNotification(tx: Queryable, s: Session, body: CreateNotification) {
  const now = new Date();
  const { config, date } = configOf(body.type, body.config, now);
  const clientId = await clientFor(tx, s, body.storeVisitIds ?? []);
  const recipients = await recipientsFor(tx, clientId, body.users, body.storeVisitIds ?? []);
  const n = await insertNotification(tx, {
    title: body.title,
    message: body.message,
    data: { action: body.data.action },
    type: body.type,
    config,
    created: now,
    sent: SentState.No,
    createUserEmail: s.user.email,
    clientId,
    projectId: s.tenancy.projectId,
  });
  await setRecipients(tx, n.id, recipients);
  if (date) await scheduleSend(tx, { ...jobOwnerOf(s), clientId }, n, date);
  return n;
}

/**
 * PUT: the fields sent, only while unsent. A changed scheduled date (or a change to scheduled) queues a new
 * send at the new time; the job queued before finds the stored date changed and does nothing.
 */
export async function updateNotification(tx: Queryable, s: Session, id: number, body: UpdateNotification) {
  const current = await lockedNotification(tx, s, id);
  refuseUnlessUnsent(current);
  const type = body.type ?? current.type;
  const scheduling = body.type !== undefined || body.config !== undefined;
  const stored = current.type === NotificationType.Scheduled ? scheduledDateOf(current.config) : null;
  const { config, date } = scheduling
    ? configOf(type, body.config ?? { scheduled: { date: stored } }, new Date(), stored)
    : { config: current.config, date: null };
  if (body.users || body.storeVisitIds) {
    const clientId = current.clientId ?? (await clientFor(tx, s, body.storeVisitIds ?? []));
    const before = await recipientRows(tx, id);
    const users = body.users ?? before.map((r) => r.talentId);
    const next = await recipientsFor(tx, clientId, users, body.storeVisitIds ?? []);
    // Without storeVisitIds, a talent kept keeps the visit they were chosen from.
    const chosenFrom = new Map(before.map((r) => [r.talentId, r.storeVisitId]));
    await setRecipients(
      tx,
      id,
      body.storeVisitIds ? next : next.map((r) => ({ ...r, storeVisitId: chosenFrom.get(r.talentId) ?? null })),
    );
  }
  const n = await updateNotificationRecord(tx, id, {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.message !== undefined ? { message: body.message } : {}),
    ...(body.data !== undefined ? { data: { action: body.data.action } } : {}),
    type,
    config,
  });
  if (date && date !== stored) await scheduleSend(tx, { ...jobOwnerOf(s), clientId: n.clientId }, n, date);
  return n;
}
