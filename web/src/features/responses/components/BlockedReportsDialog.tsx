/**
 * An acknowledge-only refusal (spec 001 §5, §8): the message ('You can not edit the status of an SVR you
 * have submitted.', 'MultiDay SVRs can’t be reset.' …) and the reports it is about, by date and project.
 * There is no cancel: OK closes it.
 */
import { Alert, HTMLTable, Intent } from '@blueprintjs/core';
import { formatDate } from '../../../ui/format';
import type { Refusal } from '../model/bulkActions';

export interface BlockedReportsDialogProps {
  refusal: Refusal | null;
  onClose: () => void;
}

/** 'YYYY-MM-DD' as MM/DD/YYYY, read as a calendar day (no time-zone shift). */
const day = (d: string | null) => {
  const m = d ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(d) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : formatDate(d);
};

export function BlockedReportsDialog({ refusal, onClose }: BlockedReportsDialogProps) {
  return (
    <Alert
      isOpen={refusal !== null}
      intent={Intent.DANGER}
      icon="disable"
      confirmButtonText="OK"
      onConfirm={onClose}
      onClose={onClose}
      canEscapeKeyCancel
      className="svr-resp-blocked"
    >
      <p className="svr-resp-blocked-message">{refusal?.message}</p>
      {refusal && refusal.reports.length > 0 && (
        <HTMLTable compact striped className="svr-resp-blocked-table" aria-label="Reports concerned">
          <thead>
            <tr>
              <th>Report #</th>
              <th>Date</th>
              <th>Project</th>
            </tr>
          </thead>
          <tbody>
            {refusal.reports.map((r) => (
              <tr key={r.id}>
                <td>{r.id}</td>
                <td>{day(r.date)}</td>
                <td>{r.projectName ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Alert>
  );
}
