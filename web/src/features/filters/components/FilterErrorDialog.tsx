/** A validateFilter message (spec 002 §5) in an error modal with OK. */
import { Alert, Intent } from '@blueprintjs/core';

export interface FilterErrorDialogProps {
  message: string | null;
  onClose: () => void;
}

export function FilterErrorDialog({ message, onClose }: FilterErrorDialogProps) {
  return (
    <Alert
      isOpen={message !== null}
      intent={Intent.DANGER}
      icon="error"
      confirmButtonText="OK"
      onConfirm={onClose}
      onClose={onClose}
      canEscapeKeyCancel
    >
      <p>{message}</p>
    </Alert>
  );
}
