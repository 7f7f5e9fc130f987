/**
 * /notification/id/{id} ('Notification Detail'; spec 001 §2.4): a bar with 'BACK TO NOTIFICATIONS' and View
 * Previous / Next over the ids the Sent list passed (greyed at the ends), the header 'id | title', the
 * 'Notification Information' and 'Recipients' sections, and a fixed bottom bar with SEND and CANCEL (staff only,
 * enabled only while not sent; the tooltip says why otherwise), each confirmed first.
 */
import { Button, ButtonGroup, Divider, H3, Intent, NonIdealState, Spinner, Tooltip } from '@blueprintjs/core';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useNotificationDetailQuery } from '../../generated/graphql';
import { ConfirmDialog } from './components/ConfirmDialog';
import { NotificationInformation, RecipientsTable } from './components/NotificationInfo';
import { PleaseWaitDialog } from './components/PleaseWaitDialog';
import { useSendCancel } from './hooks/useSendCancel';
import { backTarget, navStateOf, neighbours, stepTo } from './model/navigation';
import { actionTooltip, canChange } from './model/sentState';
import './notifications.css';

/**
 * Stepping also stores that unanswered sections are not displayed (spec 001 §2.4): the review page's key
 * (features/review/ReviewPage.tsx UNANSWERED_KEY), written here to keep that page's chunk out of this one.
 */
const UNANSWERED_KEY = 'displayUnansweredSections';

export function NotificationDetailPage() {
  useDocumentTitle('Notification Detail');
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const location = useLocation();
  const navigate = useNavigate();
  const nav = navStateOf(location.state, id);
  const { previous, next } = neighbours(nav);
  const { data, loading, error, refetch } = useNotificationDetailQuery({
    variables: { id },
    skip: !Number.isInteger(id),
    fetchPolicy: 'cache-and-network',
  });
  const actions = useSendCancel(() => refetch());
  const n = data?.notification;

  const step = (to: number | null, index: number) => {
    if (to === null || !nav) return;
    try {
      localStorage.setItem(UNANSWERED_KEY, 'NO');
    } catch {
      // Storage blocked: stepping still works.
    }
    navigate(`/notification/id/${to}`, { state: stepTo(nav, index) });
  };
  const back = () => {
    const target = backTarget(nav);
    if (typeof target === 'number') navigate(target);
    else navigate(target);
  };

  let body;
  if (!Number.isInteger(id)) body = <NonIdealState icon="search" title="No such notification" />;
  else if (loading && !n) body = <NonIdealState icon={<Spinner aria-label="Loading notification" />} />;
  else if (error && !n)
    body = <NonIdealState icon="error" title="The notification could not be loaded" description={error.message} />;
  else if (!n)
    body = <NonIdealState icon="search" title="No such notification" description={`There is no notification ${id}.`} />;
  else
    body = (
      <>
        <H3 className="svr-notif-header">{`${n.id} | ${n.title}`}</H3>
        <NotificationInformation notification={n} />
        <RecipientsTable recipients={n.recipients} />
      </>
    );

  const tip = n ? actionTooltip(n.sent) : null;
  const enabled = !!n && canChange(n.sent);
  return (
    <div className="svr-page svr-notif-detail">
      <div className="svr-toolbar svr-notif-bar">
        <Button icon="arrow-left" variant="minimal" text="BACK TO NOTIFICATIONS" onClick={back} />
        <span className="svr-toolbar-spacer" />
        <span className="svr-muted">View Previous / Next</span>
        <ButtonGroup>
          <Button
            icon="chevron-left"
            aria-label="View Previous"
            disabled={previous === null}
            onClick={() => step(previous, (nav?.index ?? 0) - 1)}
          />
          <Button
            icon="chevron-right"
            aria-label="View Next"
            disabled={next === null}
            onClick={() => step(next, (nav?.index ?? 0) + 1)}
          />
        </ButtonGroup>
      </div>
      <Divider />
      {body}
      {n && (
        <div className="svr-notif-actions" role="toolbar" aria-label="Notification actions">
          <Tooltip content={tip ?? ''} disabled={tip === null} hoverOpenDelay={300}>
            <Button
              intent={Intent.PRIMARY}
              icon="send-message"
              text="SEND"
              disabled={!enabled}
              onClick={() => actions.ask('send', [n.id])}
            />
          </Tooltip>
          <Tooltip content={tip ?? ''} disabled={tip === null} hoverOpenDelay={300}>
            <Button
              intent={Intent.DANGER}
              icon="disable"
              text="CANCEL"
              disabled={!enabled}
              onClick={() => actions.ask('cancel', [n.id])}
            />
          </Tooltip>
        </div>
      )}
      <PleaseWaitDialog message={actions.waiting} />
      <ConfirmDialog pending={actions.pending} onConfirm={actions.confirm} onClose={actions.close} />
    </div>
  );
}
