/**
 * 'Create Notification' (spec 001 §2.2, §5): disabled with 'Please first select records to send the
 * notification.' until rows are selected; opens the form for the unique talent of the selected rows.
 */
import { Button, Intent, Tooltip } from '@blueprintjs/core';
import { useCreateNotification } from '../hooks/useCreateNotification';
import { SELECT_FIRST, type SelectableVisit } from '../model/form';
import { NotificationForm } from './NotificationForm';

export interface CreateNotificationButtonProps {
  rows: readonly SelectableVisit[];
  /** After a notification is created (the page clears its selection). */
  onCreated: () => void;
}

export function CreateNotificationButton({ rows, onCreated }: CreateNotificationButtonProps) {
  const form = useCreateNotification(rows, onCreated);
  return (
    <>
      <Tooltip content={SELECT_FIRST} disabled={rows.length > 0} hoverOpenDelay={300}>
        <Button
          intent={Intent.PRIMARY}
          icon="notifications"
          text="Create Notification"
          disabled={rows.length === 0}
          onClick={form.open}
        />
      </Tooltip>
      <NotificationForm
        isOpen={form.isOpen}
        recipients={form.recipients}
        busy={form.busy}
        problem={form.problem}
        onSend={form.send}
        onClose={form.close}
      />
    </>
  );
}
