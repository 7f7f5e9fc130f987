/** The send / cancel confirmation (spec 001 §4): 'Are you sure you want to send this Notification?' / '...cancel...'. */
import { Alert, Intent } from '@blueprintjs/core';
import { CONFIRM_CANCEL, CONFIRM_SEND } from '../model/sentState';

export type PendingAction = 'send' | 'cancel';

export interface ConfirmDialogProps {
  pending: PendingAction | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ pending, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Alert
      isOpen={pending !== null}
      intent={pending === 'cancel' ? Intent.DANGER : Intent.PRIMARY}
      icon={pending === 'cancel' ? 'disable' : 'send-message'}
      confirmButtonText="Yes"
      cancelButtonText="No"
      canEscapeKeyCancel
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <p>{pending === 'cancel' ? CONFIRM_CANCEL : CONFIRM_SEND}</p>
    </Alert>
  );
}
