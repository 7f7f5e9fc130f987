/** The bulk-change confirmation (spec 000 §5): 'Are you sure? This change will affect {n} item(s)'. */
import { Alert, Intent } from '@blueprintjs/core';

export interface ConfirmChangeDialogProps {
  /** The action's label, e.g. ARCHIVE; null closes the dialog. */
  action: string | null;
  count: number;
  busy: boolean;
  intent?: Intent;
  onConfirm: () => void;
  onCancel: () => void;
}

export const confirmChangeText = (n: number) => `Are you sure? This change will affect ${n} item(s)`;

export function ConfirmChangeDialog({
  action,
  count,
  busy,
  intent = Intent.PRIMARY,
  onConfirm,
  onCancel,
}: ConfirmChangeDialogProps) {
  return (
    <Alert
      isOpen={action !== null}
      intent={intent}
      icon="warning-sign"
      confirmButtonText={action ?? 'OK'}
      cancelButtonText="CANCEL"
      loading={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      canEscapeKeyCancel={!busy}
    >
      <p>{confirmChangeText(count)}</p>
    </Alert>
  );
}
