/** The Sent list's detail dialog (spec 001 §2.4): title, message, Sent, type, scheduled date and the recipients. */
import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNotificationDetailQuery } from '../../../generated/graphql';
import { formatDetailDate, NA } from '../model/dates';
import { typeLabel } from '../model/sentState';
import { RecipientsTable, SentTag } from './NotificationInfo';

export function NotificationDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data, loading, error } = useNotificationDetailQuery({ variables: { id: id ?? 0 }, skip: id === null });
  const n = data?.notification;
  let body;
  if (loading && !n) body = <NonIdealState icon={<Spinner aria-label="Loading notification" />} />;
  else if (error)
    body = <NonIdealState icon="error" title="The notification could not be loaded" description={error.message} />;
  else if (!n) body = <NonIdealState icon="search" title="This notification no longer exists" />;
  else
    body = (
      <>
        <HTMLTable compact className="svr-notif-info">
          <tbody>
            <tr>
              <th scope="row">Title</th>
              <td>{n.title}</td>
            </tr>
            <tr>
              <th scope="row">Message</th>
              <td>{n.message}</td>
            </tr>
            <tr>
              <th scope="row">Sent</th>
              <td>
                <SentTag sent={n.sent} />
              </td>
            </tr>
            <tr>
              <th scope="row">Type</th>
              <td>{typeLabel(n.type)}</td>
            </tr>
            <tr>
              <th scope="row">Scheduled Date</th>
              <td>{n.type === 'SCHEDULED' ? formatDetailDate(n.scheduledAt) : NA}</td>
            </tr>
          </tbody>
        </HTMLTable>
        <RecipientsTable recipients={n.recipients} />
      </>
    );
  return (
    <Dialog
      isOpen={id !== null}
      onClose={onClose}
      title={n ? `${n.id} | ${n.title}` : 'Notification'}
      style={{ width: 500 }}
    >
      <DialogBody>{body}</DialogBody>
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  );
}
