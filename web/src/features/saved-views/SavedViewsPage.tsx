/**
 * /manage/saved-views, 'Saved Views' (spec 002 §2, §4): the saved views of the chosen client (every
 * client's when none is chosen, spec 002 §7), with a status filter, multi-select and ARCHIVE, ACTIVATE
 * and DELETE (a delete sets status Deleted) after the count confirmation. Client users get DELETE only,
 * as on the roll-up list (spec 002 §6). A row opens the view. One query.
 */
import { Button, H2, Intent, NonIdealState, SegmentedControl, Spinner, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session/SessionContext';
import { useTenancy } from '../../app/tenancy/TenancyContext';
import { toast, toastError } from '../../app/toaster';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useSavedViewsQuery, useSetSavedViewStatusMutation, type RecordStatus } from '../../generated/graphql';
import { ConfirmChangeDialog } from '../../ui/ConfirmChangeDialog';
import { SAVED_VIEWS_PATH } from './components/SavedViewsMenu';
import { SavedViewTable } from './components/SavedViewTable';
import { parseViewStatusFilter, VIEW_STATUS_FILTERS } from './model/viewStatus';
import './savedViews.css';

type Action = 'ARCHIVE' | 'ACTIVATE' | 'DELETE';
const TARGET: Record<Action, RecordStatus> = { ARCHIVE: 'ARCHIVED', ACTIVATE: 'ACTIVE', DELETE: 'DELETED' };
const DONE: Record<Action, string> = { ARCHIVE: 'archived', ACTIVATE: 'activated', DELETE: 'deleted' };

export function SavedViewsPage() {
  useDocumentTitle('Saved Views');
  const { user } = useSession();
  const { client } = useTenancy();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = parseViewStatusFilter(params.get('status'));
  const statuses = [...VIEW_STATUS_FILTERS.find((f) => f.value === filter)!.statuses];
  const { data, loading, error, refetch } = useSavedViewsQuery({
    variables: { allClients: !client, statuses },
    notifyOnNetworkStatusChange: true,
  });
  const [setStatus, { loading: saving }] = useSetSavedViewStatusMutation({
    refetchQueries: ['SavedViews'],
    awaitRefetchQueries: true,
  });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<{ action: Action; ids: number[] } | null>(null);

  const views = data?.savedViews ?? [];
  const chosen = views.filter((v) => selected.has(v.id));
  /** Views already in the target status are skipped (spec 002 §4). */
  const changing = (action: Action) => chosen.filter((v) => v.status !== TARGET[action]).map((v) => v.id);
  const actions: Action[] = user?.isClient ? ['DELETE'] : ['ARCHIVE', 'ACTIVATE', 'DELETE'];

  const apply = async () => {
    if (!pending) return;
    try {
      const result = await setStatus({ variables: { ids: pending.ids, status: TARGET[pending.action] } });
      const payload = result.data?.setSavedViewStatus;
      if (payload?.error) toastError(payload.error.message);
      else toast(`${payload?.changed ?? 0} saved view(s) ${DONE[pending.action]}.`);
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

  const setFilter = (value: string) => {
    setSelected(new Set());
    setParams(value === 'active' ? {} : { status: value }, { replace: true });
  };

  return (
    <div className="svr-page">
      <div className="svr-page-header">
        <H2>Saved Views</H2>
      </div>
      <div className="svr-toolbar">
        <SegmentedControl
          aria-label="Status"
          options={VIEW_STATUS_FILTERS.map((f) => ({ label: f.label, value: f.value }))}
          value={filter}
          onValueChange={setFilter}
        />
        <span className="svr-toolbar-spacer" />
        <span className="svr-muted" aria-live="polite">
          {selected.size > 0 ? `${selected.size} selected` : ''}
        </span>
        {actions.map((action) => {
          const ids = changing(action);
          return (
            <Tooltip
              key={action}
              content={`Select views that are not ${DONE[action]} yet.`}
              disabled={ids.length > 0 || selected.size === 0}
            >
              <Button
                icon={action === 'ARCHIVE' ? 'archive' : action === 'ACTIVATE' ? 'confirm' : 'trash'}
                text={action}
                intent={action === 'DELETE' && ids.length > 0 ? Intent.DANGER : Intent.NONE}
                disabled={ids.length === 0}
                onClick={() => setPending({ action, ids })}
              />
            </Tooltip>
          );
        })}
      </div>

      {error && !data ? (
        <NonIdealState
          icon="error"
          title="The saved views could not be loaded"
          description={error.message}
          action={<Button icon="refresh" text="Try again" onClick={() => void refetch()} />}
        />
      ) : !data && loading ? (
        <Spinner aria-label="Loading saved views" />
      ) : views.length === 0 ? (
        <NonIdealState
          icon="th-filtered"
          title={filter === 'archived' ? 'No archived saved views' : 'No saved views'}
          description={
            <>
              Filter the SVR responses on <Link to="/reporting/svrs">Reporting</Link>, then choose SAVE... → Save As
              View.
            </>
          }
        />
      ) : (
        <SavedViewTable
          views={views}
          selected={selected}
          onSelectedChange={setSelected}
          onOpen={(v) => navigate(`${SAVED_VIEWS_PATH}/${v.id}`)}
        />
      )}

      <ConfirmChangeDialog
        action={pending?.action ?? null}
        count={pending?.ids.length ?? 0}
        busy={saving}
        intent={
          pending?.action === 'DELETE' ? Intent.DANGER : pending?.action === 'ARCHIVE' ? Intent.WARNING : Intent.PRIMARY
        }
        onConfirm={() => void apply()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
