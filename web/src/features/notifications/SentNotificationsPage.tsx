/**
 * /notifications/sent ('Notifications Sent', page title 'Sent Notifications', namespace 'notifications'; spec 001
 * §2.4): the search and filter panel shown on mount (searchable columns with autocomplete, Save As View), the
 * table with selection, SEND / CANCEL with their confirmation, the 'Please wait' dialog ('Getting
 * notifications', 'Sending notification', 'Cancelin notification'), and the list's detail dialog. A row opens
 * /notification/id/{id} with the result's ids for View Previous / Next.
 */
import { Button, Callout, H3, Intent, NonIdealState, Tooltip } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useNotificationsListQuery, type NotificationRowFragment } from '../../generated/graphql';
import { DEFAULT_PAGE_SIZE, Pager } from '../../ui/Pager';
import { ConfirmDialog } from './components/ConfirmDialog';
import { NotificationDetailDialog } from './components/NotificationDetailDialog';
import { NotificationFilterPanel } from './components/NotificationFilterPanel';
import { NotificationsTable, type NotificationSort } from './components/NotificationsTable';
import { PleaseWaitDialog, WAIT_MESSAGES } from './components/PleaseWaitDialog';
import { useNotificationFilters } from './hooks/useNotificationFilters';
import { useSendCancel } from './hooks/useSendCancel';
import { canChange, CANT_MODIFY } from './model/sentState';
import './notifications.css';
import { filterInput } from '../filters/model/filterInput';

export function SentNotificationsPage() {
  useDocumentTitle('Sent Notifications');
  const navigate = useNavigate();
  const filters = useNotificationFilters();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<NotificationSort>({ path: 'created', desc: true });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [details, setDetails] = useState<number | null>(null);

  const appliedKey = JSON.stringify(filters.applied);
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setPage(1);
    setSelected(new Set());
  }

  const { data, previousData, loading, error, refetch } = useNotificationsListQuery({
    variables: {
      filters: filterInput(filters.applied),
      page,
      pageSize,
      sort: { path: sort.path, direction: sort.desc ? 'DESC' : 'ASC' },
    },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.notifications;
  const rows = useMemo(() => list?.items ?? [], [list]);
  const chosen = rows.filter((r) => selected.has(r.id));
  const changeable = chosen.filter((r) => canChange(r.sent));
  const actions = useSendCancel(async () => {
    setSelected(new Set());
    await refetch();
  });

  const open = (row: NotificationRowFragment) => {
    const ids = rows.map((r) => r.id);
    navigate(`/notification/id/${row.id}`, { state: { ids, index: ids.indexOf(row.id) } });
  };
  const actionTip = chosen.length === 0 ? 'Select notifications first.' : changeable.length === 0 ? CANT_MODIFY : null;

  let body;
  if (error && !list)
    body = (
      <NonIdealState
        icon="error"
        title="The notifications could not be loaded"
        description={error.message}
        action={<Button text="Try again" onClick={() => void refetch()} />}
      />
    );
  else if (!list) body = null;
  else if (list.items.length === 0)
    body = <NonIdealState icon="notifications" title="No notifications match these parameters" />;
  else
    body = (
      <>
        <NotificationsTable
          rows={rows}
          selected={selected}
          onSelectedChange={setSelected}
          sort={sort}
          onSort={(path) => setSort((s) => ({ path, desc: s.path === path ? !s.desc : true }))}
          onOpen={open}
          onDetails={(n) => setDetails(n.id)}
        />
        <Pager
          page={page - 1}
          pageSize={pageSize}
          total={list.total}
          onPage={(p) => setPage(p + 1)}
          onPageSize={(s) => {
            setPageSize(s);
            setPage(1);
          }}
        />
      </>
    );

  return (
    <div className="svr-page svr-page--wide">
      <NotificationFilterPanel state={filters} />
      <div className="svr-toolbar">
        <H3>Notifications Sent</H3>
        {list && (
          <span className="svr-muted" aria-live="polite">{`${list.total.toLocaleString('en-US')} result(s)`}</span>
        )}
        <span className="svr-toolbar-spacer" />
        <Tooltip content={actionTip ?? ''} disabled={actionTip === null} hoverOpenDelay={300}>
          <Button
            icon="send-message"
            intent={Intent.PRIMARY}
            text="SEND"
            disabled={actionTip !== null}
            onClick={() =>
              actions.ask(
                'send',
                changeable.map((r) => r.id),
              )
            }
          />
        </Tooltip>
        <Tooltip content={actionTip ?? ''} disabled={actionTip === null} hoverOpenDelay={300}>
          <Button
            icon="disable"
            intent={Intent.DANGER}
            text="CANCEL"
            disabled={actionTip !== null}
            onClick={() =>
              actions.ask(
                'cancel',
                changeable.map((r) => r.id),
              )
            }
          />
        </Tooltip>
      </div>
      {error && list && (
        <Callout intent="warning" compact>{`The list could not be refreshed: ${error.message}`}</Callout>
      )}
      {body}
      <PleaseWaitDialog message={actions.waiting ?? (loading && !list ? WAIT_MESSAGES.loading : null)} />
      <ConfirmDialog pending={actions.pending} onConfirm={actions.confirm} onClose={actions.close} />
      <NotificationDetailDialog id={details} onClose={() => setDetails(null)} />
    </div>
  );
}
