/**
 * Create New Dashboard / Edit Dashboard (spec 002 §2, §4): the dashboard name and 'ONLY VISIBLE TO ME'; Cancel,
 * Delete (editing only) and Confirm. Delete asks 'Are you sure?' with Cancel and Yes, then deletes (status 0).
 */
import {
  Alert,
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
} from '@blueprintjs/core';
import { useState } from 'react';
import {
  type DashboardListFieldsFragment,
  useCreateDashboardMutation,
  useDeleteDashboardMutation,
  useUpdateDashboardMutation,
} from '../../../generated/graphql';

export interface DashboardDialogProps {
  isOpen: boolean;
  /** The dashboard to edit; none to create one. */
  dashboard?: DashboardListFieldsFragment | null;
  onClose: () => void;
  onSaved: (id: number) => void;
  onDeleted?: (id: number) => void;
}

export function DashboardDialog({ isOpen, dashboard, onClose, onSaved, onDeleted }: DashboardDialogProps) {
  const [title, setTitle] = useState(dashboard?.title ?? '');
  const [onlyMe, setOnlyMe] = useState(dashboard ? dashboard.restrictTokenUserId !== null : false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, created] = useCreateDashboardMutation();
  const [update, updated] = useUpdateDashboardMutation();
  const [remove, removed] = useDeleteDashboardMutation();
  const busy = created.loading || updated.loading || removed.loading;
  const canConfirm = title.trim() !== '' && !busy;

  async function confirm() {
    setProblem(null);
    try {
      const input = { title: title.trim(), onlyVisibleToMe: onlyMe };
      const payload = dashboard
        ? (await update({ variables: { id: dashboard.id, input } })).data?.updateDashboard
        : (await create({ variables: { input } })).data?.createDashboard;
      if (payload?.error || !payload?.dashboard) setProblem(payload?.error?.message ?? 'The dashboard was not saved.');
      else onSaved(payload.dashboard.id);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  }

  async function deleteIt() {
    if (!dashboard) return;
    setConfirmDelete(false);
    setProblem(null);
    try {
      const payload = (await remove({ variables: { id: dashboard.id } })).data?.deleteDashboard;
      if (payload?.error) setProblem(payload.error.message);
      else onDeleted?.(dashboard.id);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={dashboard ? 'Edit Dashboard' : 'Create New Dashboard'}
      className="svr-dashboard-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (canConfirm) void confirm();
        }}
      >
        <DialogBody>
          {problem && (
            <Callout intent="danger" className="svr-hint">
              {problem}
            </Callout>
          )}
          <FormGroup label="Dashboard name" labelFor="dashboard-name">
            <InputGroup id="dashboard-name" autoFocus value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
          </FormGroup>
          <Checkbox label="ONLY VISIBLE TO ME" checked={onlyMe} onChange={(e) => setOnlyMe(e.currentTarget.checked)} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              {dashboard && (
                <Button intent="danger" text="Delete" disabled={busy} onClick={() => setConfirmDelete(true)} />
              )}
              <Button intent="primary" type="submit" text="Confirm" disabled={!canConfirm} loading={busy} />
            </>
          }
        />
      </form>
      <Alert
        isOpen={confirmDelete}
        intent="danger"
        cancelButtonText="Cancel"
        confirmButtonText="Yes"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void deleteIt()}
      >
        Are you sure?
      </Alert>
    </Dialog>
  );
}
