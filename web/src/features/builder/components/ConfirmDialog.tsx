import { Alert } from '@blueprintjs/core';
import type { ConfirmRequest } from '../hooks/useConfirm';

export interface ConfirmDialogProps {
  request: ConfirmRequest | null;
  onAnswer: (ok: boolean) => void;
}

/** The builder's delete confirmations. */
export function ConfirmDialog({ request, onAnswer }: ConfirmDialogProps) {
  return (
    <Alert
      isOpen={request !== null}
      intent="danger"
      icon="trash"
      cancelButtonText="CANCEL"
      confirmButtonText={request?.confirmText ?? 'Delete'}
      onCancel={() => onAnswer(false)}
      onConfirm={() => onAnswer(true)}
    >
      <p>{request?.message}</p>
    </Alert>
  );
}
