/**
 * The run of a scheduled send (job kind notificationScheduledSend, queued by write.ts when a notification is
 * scheduled, registered with the other kinds in api/src/jobs/kinds.ts). One transaction: the notification is
 * locked and sent only if it is still unsent, still scheduled and still scheduled for the time this job was
 * queued for (an edit of the date queued another job; a cancel or an earlier SEND leaves nothing to do).
 * Running it twice (a restart between the send and the job's end) sends once: the second run finds sent = 1.
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { NotificationType, scheduledDateOf, SentState } from './schema.js';
import { notificationOf } from './store.js';
import { sendNotification } from './write.js';

export const scheduledSendParams = z.object({
  notificationId: z.number().int().positive(),
  /** The scheduled date (ISO) the job was queued for. */
  scheduledFor: z.string(),
});
export type ScheduledSendParams = z.infer<typeof scheduledSendParams>;

export type ScheduledSendOutcome = 'sent' | 'gone' | 'not unsent' | 'rescheduled';

/** Sends the notification if it is still due from this job; answers what happened (the job's message). */
export async function runScheduledSend(db: Db, params: ScheduledSendParams): Promise<ScheduledSendOutcome> {
  return db.transaction(async (tx) => {
    const n = await notificationOf(tx, null, params.notificationId, true);
    if (!n) return 'gone';
    if (n.sent !== SentState.No) return 'not unsent';
    const date = scheduledDateOf(n.config);
    if (n.type !== NotificationType.Scheduled || date === null || date !== new Date(params.scheduledFor).toISOString())
      return 'rescheduled';
    await sendNotification(tx, n.id, 'scheduler');
    return 'sent';
  });
}
