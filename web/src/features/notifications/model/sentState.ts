/**
 * The sent state of a notification (spec 001 §3, §4): its label, the Sent cell's tooltip, and whether SEND and
 * CANCEL are possible (only while not sent; otherwise "This notification can't be modified").
 */
import type { NotificationSentState, NotificationType } from '../../../generated/graphql';

export const SENT_ALREADY = 'This notification has been sent already';
export const CANCELED = 'This notification has been canceled';
export const CANT_MODIFY = "This notification can't be modified";
export const CONFIRM_SEND = 'Are you sure you want to send this Notification?';
export const CONFIRM_CANCEL = 'Are you sure you want to cancel this Notification?';

export const sentLabel = (s: NotificationSentState): string =>
  s === 'YES' ? 'Yes' : s === 'CANCELLED' ? 'Cancelled' : 'No';
export const typeLabel = (t: NotificationType): string => (t === 'SCHEDULED' ? 'Scheduled' : 'Immediate');

/** The Sent cell's tooltip: why it cannot change any more; null while not sent. */
export function sentTooltip(s: NotificationSentState): string | null {
  if (s === 'YES') return SENT_ALREADY;
  if (s === 'CANCELLED') return CANCELED;
  return null;
}

/** SEND and CANCEL are possible only while not sent. */
export const canChange = (s: NotificationSentState): boolean => s === 'NO';

/** The SEND / CANCEL buttons' tooltip when they are inactive; null when they are enabled. */
export const actionTooltip = (s: NotificationSentState): string | null => (canChange(s) ? null : CANT_MODIFY);
