import { Alert } from '@blueprintjs/core';
import type { Blocker } from 'react-router-dom';
import { LEAVE_QUESTION } from '../hooks/useLeavePrompt';

export interface LeavePromptProps {
  blocker: Blocker;
  /** YES: the changes are given up. */
  onLeave: () => void;
}

/** 'You have unsaved changes to your SVR. Are you sure you want to exit?' with CANCEL and YES. */
export function LeavePrompt({ blocker, onLeave }: LeavePromptProps) {
  return (
    <Alert
      isOpen={blocker.state === 'blocked'}
      intent="warning"
      icon="warning-sign"
      cancelButtonText="CANCEL"
      confirmButtonText="YES"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => {
        onLeave();
        blocker.proceed?.();
      }}
    >
      <p>{LEAVE_QUESTION}</p>
    </Alert>
  );
}
