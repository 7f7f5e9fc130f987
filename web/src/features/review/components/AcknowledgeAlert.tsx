/** An acknowledge-only dialog of the review page: one OK button; Escape and OK both close it. */
import { Alert, type IconName, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export function AcknowledgeAlert({
  isOpen,
  intent,
  icon,
  onClose,
  children,
}: {
  isOpen: boolean;
  intent: Intent;
  icon: IconName;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Alert
      isOpen={isOpen}
      intent={intent}
      icon={icon}
      confirmButtonText="OK"
      onConfirm={onClose}
      onClose={onClose}
      canEscapeKeyCancel
    >
      {children}
    </Alert>
  );
}
