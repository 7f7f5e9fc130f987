/**
 * SEND and CANCEL (spec 001 §4): the confirmation asked first, then the mutation for each chosen notification
 * not sent yet, with the 'Please wait' message while it runs. Confirming closes the dialog, calls the action
 * and clears the selection (onDone). A refusal (already sent, cancelled meanwhile) is shown as a toast.
 */
import { useState } from 'react';
import { toast, toastError } from '../../../app/toaster';
import { useCancelNotificationMutation, useSendNotificationMutation } from '../../../generated/graphql';
import type { PendingAction } from '../components/ConfirmDialog';
import { WAIT_MESSAGES } from '../components/PleaseWaitDialog';

export function useSendCancel(onDone: () => void | Promise<unknown>) {
  const [pending, setPending] = useState<{ action: PendingAction; ids: number[] } | null>(null);
  const [waiting, setWaiting] = useState<string | null>(null);
  const [send] = useSendNotificationMutation();
  const [cancel] = useCancelNotificationMutation();

  const confirm = async () => {
    if (!pending) return;
    const { action, ids } = pending;
    setPending(null);
    setWaiting(action === 'send' ? WAIT_MESSAGES.sending : WAIT_MESSAGES.canceling);
    let done = 0;
    try {
      for (const id of ids) {
        const result =
          action === 'send'
            ? (await send({ variables: { id } })).data?.sendNotification
            : (await cancel({ variables: { id } })).data?.cancelNotification;
        if (result?.error) toastError(`${id}: ${result.error.message}`);
        else done += 1;
      }
      if (done) toast(action === 'send' ? `${done} notification(s) sent` : `${done} notification(s) canceled`);
    } catch (e) {
      toastError(e instanceof Error ? e.message : String(e));
    } finally {
      setWaiting(null);
      await onDone();
    }
  };

  return {
    pending: pending?.action ?? null,
    waiting,
    ask: (action: PendingAction, ids: number[]) => {
      if (ids.length) setPending({ action, ids });
    },
    close: () => setPending(null),
    confirm: () => void confirm(),
  };
}
