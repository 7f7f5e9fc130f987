/**
 * /manage/saved-views, 'Saved Views' (spec 002 §2, §4): the saved views of the chosen client (every
 * client's when none is chosen, spec 002 §7), with a status filter, multi-select and ARCHIVE, ACTIVATE
 * and DELETE (a delete sets status Deleted) after the count confirmation. Client users get DELETE only,
 * as on the roll-up list (spec 002 §6). A row opens the view. One query.
 */
import { H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session/SessionContext';
import { useTenancy } from '../../app/tenancy/TenancyContext';
import { toast, toastError } from '../../app/toaster';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useSavedViewsQuery, useSetSavedViewStatusMutation } from '../../generated/graphql';
import { ConfirmChangeDialog } from '../../ui/ConfirmChangeDialog';
import {
  ACTION_DONE,
  ACTION_TARGET,
  changingIds,
  parseStatusFilter,
  statusActions,
  statusesOf,
  type StatusAction,
  type StatusFilter,
} from '../../ui/statusList';
import { StatusListBody } from '../../ui/StatusListBody';
import { actionIntent, StatusListToolbar } from '../../ui/StatusListToolbar';
import { SAVED_VIEWS_PATH } from './components/SavedViewsMenu';
import { SavedViewTable } from './components/SavedViewTable';
import './savedViews.css';

export function SavedViewsPage() {
  useDocumentTitle('Saved Views');
  const { user } = useSession();
  const { client } = useTenancy();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = parseStatusFilter(params.get('status'));
  const statuses = statusesOf(filter);
  const { data, loading, error, refetch } = useSavedViewsQuery({
    variables: { allClients: !client, statuses },
    notifyOnNetworkStatusChange: true,
  });
  const [setStatus, { loading: saving }] = useSetSavedViewStatusMutation({
    refetchQueries: ['SavedViews'],
    awaitRefetchQueries: true,
  });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<{ action: StatusAction; ids: number[] } | null>(null);

  const views = data?.savedViews ?? [];
  const chosen = views.filter((v) => selected.has(v.id));

  const apply = async () => {
    if (!pending) return;
    try {
      const result = await setStatus({ variables: { ids: pending.ids, status: ACTION_TARGET[pending.action] } });
      const payload = result.data?.setSavedViewStatus;
      if (payload?.error) toastError(payload.error.message);
      else toast(`${payload?.changed ?? 0} saved view(s) ${ACTION_DONE[pending.action]}.`);
      setSelected(new Set());
    } catch (e) {
      toastError(
        e instanceof Error
          ? `The views could not be changed: ${e.message}`
          : 'The views could not be changed. Please try again.',
      );
    } finally {
      setPending(null);
    }
  };

  const setFilter = (value: StatusFilter) => {
    setSelected(new Set());
    setParams(value === 'active' ? {} : { status: value }, { replace: true });
  };

  return (
    <div className="svr-page">
      <div className="svr-page-header">
        <H2>Saved Views</H2>
      </div>
      <StatusListToolbar
        filter={filter}
        onFilter={setFilter}
        selectedCount={selected.size}
        actions={statusActions(user?.isClient ?? false).map((action) => ({ action, ids: changingIds(chosen, action) }))}
        noun="views"
        onAction={(action, ids) => setPending({ action, ids })}
      />

      <StatusListBody
        error={error}
        loaded={Boolean(data)}
        loading={loading}
        onRetry={() => void refetch()}
        noun="saved views"
        isEmpty={views.length === 0}
        empty={{
          icon: 'th-filtered',
          title: filter === 'archived' ? 'No archived saved views' : 'No saved views',
          description: (
            <>
              Filter the SVR responses on <Link to="/reporting/svrs">Reporting</Link>, then choose SAVE... → Save As
              View.
            </>
          ),
        }}
      >
        <SavedViewTable
          views={views}
          selected={selected}
          onSelectedChange={setSelected}
          onOpen={(v) => navigate(`${SAVED_VIEWS_PATH}/${v.id}`)}
        />
      </StatusListBody>

      <ConfirmChangeDialog
        action={pending?.action ?? null}
        count={pending?.ids.length ?? 0}
        busy={saving}
        intent={actionIntent(pending?.action)}
        onConfirm={() => void apply()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
