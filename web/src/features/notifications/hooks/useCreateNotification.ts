/** Create Notification (spec 001 §5): the form's open state, the create mutation and the api's refusal to show. */
import { useState } from 'react';
import { toast } from '../../../app/toaster';
import { useCreateNotificationMutation } from '../../../generated/graphql';
import { recipientsOf, toInput, type NotificationDraft, type SelectableVisit } from '../model/form';

export function useCreateNotification(rows: readonly SelectableVisit[], onCreated: () => void) {
  const [isOpen, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading }] = useCreateNotificationMutation();
  const recipients = recipientsOf(rows).talentIds.length;

  const send = async (draft: NotificationDraft) => {
    setProblem(null);
    try {
      const result = (await create({ variables: { input: toInput(draft, rows) } })).data?.createNotification;
      if (result?.error) {
        setProblem(result.error.message);
        return;
      }
      const n = result?.notification;
      toast(`Notification ${n?.id ?? ''} '${n?.title ?? draft.title}' created for ${recipients} recipient(s)`);
      setOpen(false);
      onCreated();
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  };

  return {
    isOpen,
    open: () => setOpen(true),
    close: () => {
      setOpen(false);
      setProblem(null);
    },
    recipients,
    busy: loading,
    problem,
    send: (draft: NotificationDraft) => void send(draft),
  };
}
