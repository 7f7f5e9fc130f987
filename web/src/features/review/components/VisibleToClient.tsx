/**
 * 'Visible to Client' (privacy 0 Yes, 1 No), a switch for staff. Hiding a report from the brand asks first,
 * saying what the brand stops seeing, and the success toast offers Undo (issue 15, Safety): each is one call.
 * Showing it again needs no confirmation.
 */
import { Alert, Intent, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { toast, toastWithAction } from '../../../app/toaster';
import { useReview } from '../hooks/useReview';

export interface VisibleToClientProps {
  visible: boolean;
  clientName: string | null | undefined;
}

export const HIDE_CONFIRM = 'HIDE FROM CLIENT';

export function VisibleToClient({ visible, clientName }: VisibleToClientProps) {
  const { actions, guard, showError } = useReview();
  const [confirming, setConfirming] = useState(false);
  const brand = clientName || 'The client';

  const set = (next: boolean, undoable: boolean) =>
    void actions.setVisibleToClient(next).then((r) => {
      if (!r.ok) return showError(r.message);
      if (!undoable) return toast(next ? 'The SVR is visible to the client.' : 'The SVR is hidden from the client.');
      toastWithAction(`The SVR is hidden from ${brand}.`, { text: 'Undo', onClick: () => set(true, false) });
    });

  return (
    <>
      <Switch
        className="svr-review-visible"
        checked={visible}
        label={visible ? 'Yes' : 'No'}
        aria-label="Visible to Client"
        disabled={actions.saving}
        onChange={(e) => {
          const next = e.currentTarget.checked;
          guard(() => (next ? set(true, false) : setConfirming(true)));
        }}
      />
      <Alert
        isOpen={confirming}
        icon="eye-off"
        intent={Intent.WARNING}
        confirmButtonText={HIDE_CONFIRM}
        cancelButtonText="CANCEL"
        onConfirm={() => {
          setConfirming(false);
          set(false, true);
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <strong>Hide this SVR from {brand}?</strong>
        </p>
        <p>
          {brand}&apos;s users will stop seeing this report: it leaves their responses lists, reporting pages,
          dashboards, roll-ups and exports, and its photos leave their slideshows. You can show it again at any time.
        </p>
      </Alert>
    </>
  );
}
