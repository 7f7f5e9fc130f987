/**
 * The confirmation before a bulk action (spec 001 §4): APPROVE and RESET have their own questions, the
 * status changes the count question 'Are you sure? This change will affect {n} item(s)'.
 */
import { Alert } from '@blueprintjs/core';
import type { PendingBulk } from '../hooks/useBulkActions';

export interface BulkConfirmDialogProps {
  pending: PendingBulk | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function BulkConfirmDialog({ pending, busy, onConfirm, onCancel }: BulkConfirmDialogProps) {
  return (
    <Alert
      isOpen={pending !== null}
      intent={pending?.def.intent}
      icon={pending?.def.icon ?? 'warning-sign'}
      confirmButtonText={pending?.def.action ?? 'OK'}
      cancelButtonText="CANCEL"
      loading={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      canEscapeKeyCancel={!busy}
    >
      <p>{pending?.def.confirm(pending.count)}</p>
    </Alert>
  );
}
