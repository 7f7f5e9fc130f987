/**
 * Runs a bulk action on the selected reports (spec 001 §4, §5): a refusal known beforehand opens the
 * acknowledge-only list; otherwise the spec's confirmation, then the mutation; a refusal from the server
 * (own reports, multi-day, not submitted) opens the same list; the results go to a toast; then the list
 * is fetched again and the selection cleared.
 */
import { useState } from 'react';
import { toast, toastError } from '../../../app/toaster';
import { useBulkStoreVisitsMutation, type ResponseRowFragment } from '../../../generated/graphql';
import { refusalFor, resultText, type BulkActionDef, type Refusal } from '../model/bulkActions';

export interface PendingBulk {
  def: BulkActionDef;
  ids: number[];
  /** How many reports the action would change (for the count confirmation). */
  count: number;
}

export interface BulkActions {
  pending: PendingBulk | null;
  refusal: Refusal | null;
  busy: boolean;
  start: (def: BulkActionDef, rows: ResponseRowFragment[]) => void;
  confirm: () => Promise<void>;
  cancel: () => void;
  dismissRefusal: () => void;
}

export function useBulkActions(userEmail: string, done: () => Promise<unknown> | void): BulkActions {
  const [mutate, { loading }] = useBulkStoreVisitsMutation();
  const [pending, setPending] = useState<PendingBulk | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const start = (def: BulkActionDef, rows: ResponseRowFragment[]) => {
    const refused = refusalFor(def, rows, userEmail);
    if (refused) setRefusal(refused);
    else setPending({ def, ids: rows.map((r) => r.id), count: rows.filter(def.changes).length });
  };

  const confirm = async () => {
    if (!pending) return;
    const { def, ids } = pending;
    try {
      const result = await mutate({ variables: { action: def.action, ids } });
      const payload = result.data?.bulkStoreVisits;
      if (!payload) toastError(`Could not ${def.action.toLowerCase()} the selected SVRs. Please try again.`);
      else if (payload.error) setRefusal({ message: payload.error.message, reports: payload.blockedReports });
      else toast(resultText(def, payload.changedCount, payload.skippedCount));
      await done();
    } catch (e) {
      toastError(
        e instanceof Error
          ? `Could not ${def.action.toLowerCase()} the selected SVRs: ${e.message}`
          : 'Could not change the selected SVRs. Please try again.',
      );
    } finally {
      setPending(null);
    }
  };

  return {
    pending,
    refusal,
    busy: loading,
    start,
    confirm,
    cancel: () => setPending(null),
    dismissRefusal: () => setRefusal(null),
  };
}
