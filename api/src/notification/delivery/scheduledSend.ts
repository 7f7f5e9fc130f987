/**
 * The job kind `notificationScheduledSend` {notificationId, scheduledFor}: queued with run_after = the
 * scheduled date in the transaction that schedules the notification (../write.ts). Its run is ../scheduled.ts:
 * the same transaction as SEND (row lock, sent = 0 checked, outbox written), only while the notification is
 * still unsent and still scheduled for the time the job was queued for. Resumable: run again after a restart,
 * it finds sent = 1 and sends nothing twice.
 */
import type { JobKind } from '../../jobs/registry.js';
import { runScheduledSend, scheduledSendParams, type ScheduledSendParams } from '../scheduled.js';
import { SCHEDULED_SEND_KIND } from '../write.js';

const MESSAGES = {
  sent: 'Sent at its scheduled time.',
  gone: 'The notification was deleted: nothing to send.',
  'not unsent': 'The notification had already been sent or was cancelled: nothing to send.',
  rescheduled: 'The notification was scheduled for another time: its own job sends it then.',
} as const;

export const scheduledSendKind: JobKind<ScheduledSendParams> = {
  name: SCHEDULED_SEND_KIND,
  params: scheduledSendParams,
  resumable: true,
  maxAttempts: 5,
  async run({ db, params }) {
    return { message: MESSAGES[await runScheduledSend(db, params)] };
  },
};
