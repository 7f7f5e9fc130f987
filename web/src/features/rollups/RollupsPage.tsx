/**
 * /dashboard/roll-ups, 'Roll-up Reports' (spec 002 §2, §4, §6): the saved roll-ups of the chosen client (every
 * client's when none is chosen) with a status filter (Active by default), multi-select and ARCHIVE, ACTIVATE and
 * DELETE after the count confirmation (client users DELETE only); and a visit filter whose SAVE... menu saves a
 * new roll-up (title and description, then the question picker). One query for the list.
 */
import { H2 } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session/SessionContext';
import { useTenancy } from '../../app/tenancy/TenancyContext';
import { toast, toastError } from '../../app/toaster';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import {
  useRollupFilterCountQuery,
  useSavedRollupsQuery,
  useSetSavedRollupStatusMutation,
} from '../../generated/graphql';
import { ConfirmChangeDialog } from '../../ui/ConfirmChangeDialog';
import {
  ACTION_DONE,
  ACTION_TARGET,
  changingIds,
  parseStatusFilter,
  statusActions,
  statusesOf,
  type StatusAction,
} from '../../ui/statusList';
import { StatusListBody } from '../../ui/StatusListBody';
import { actionIntent, StatusListToolbar } from '../../ui/StatusListToolbar';
import { FilterPanel } from '../filters/components/FilterPanel';
import { useFilterState } from '../filters/hooks/useFilterState';
import { requestParams } from '../filters/model/filterState';
import type { FilterPageConfig } from '../filters/model/types';
import { RollupListTable } from './components/RollupListTable';
import { rollupPath } from './model/rollupStatus';
import './rollups.css';
import { filterInput } from '../filters/model/filterInput';

const SaveRollupDialog = lazy(() =>
  import('./components/SaveRollupDialog').then((m) => ({ default: m.SaveRollupDialog })),
);

export const ROLLUPS_TITLE = 'Roll-up Reports';
const FILTER_CONFIG: FilterPageConfig = {
  namespace: 'rollups',
  isDashboard: false,
  reviewQueue: false,
  injectTenancy: true,
};

export function RollupsPage() {
  useDocumentTitle(ROLLUPS_TITLE);
  const { user } = useSession();
  const isClient = user?.isClient ?? false;
  const { client } = useTenancy();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = parseStatusFilter(params.get('status'));
  const statuses = statusesOf(filter);
  const { data, loading, error, refetch } = useSavedRollupsQuery({
    variables: { allClients: !client, statuses },
    notifyOnNetworkStatusChange: true,
  });
  const [setStatus, { loading: changing }] = useSetSavedRollupStatusMutation({
    refetchQueries: ['SavedRollups'],
    awaitRefetchQueries: true,
  });
  const filters = useFilterState(FILTER_CONFIG);
  const [saving, setSaving] = useState(false);
  // LOAD RESULTS tells how many visits the parameters select (what a roll-up of them would hold).
  const count = useRollupFilterCountQuery({
    variables: {
      filters: filterInput(filters.applied ?? []),
    },
    skip: !filters.applied,
  });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<{ action: StatusAction; ids: number[] } | null>(null);

  const rollups = data?.savedRollups ?? [];
  const chosen = rollups.filter((r) => selected.has(r.id));

  const apply = async () => {
    if (!pending) return;
    try {
      const result = await setStatus({ variables: { ids: pending.ids, status: ACTION_TARGET[pending.action] } });
      const payload = result.data?.setSavedRollupStatus;
      if (payload?.error) toastError(payload.error.message);
      else toast(`${payload?.changed ?? 0} roll-up(s) ${ACTION_DONE[pending.action]}.`);
      setSelected(new Set());
    } catch (e) {
      toastError(`The roll-ups could not be changed: ${e instanceof Error ? e.message : 'please try again.'}`);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="svr-page svr-page--wide">
      <div className="svr-page-header">
        <H2>{ROLLUPS_TITLE}</H2>
      </div>
      <FilterPanel state={filters} onSaveAsRollup={() => setSaving(true)} />
      {filters.applied && (
        <p className="svr-muted" aria-live="polite">
          {count.error
            ? `The visits could not be counted: ${count.error.message}`
            : count.data
              ? `${count.data.storeVisits.total.toLocaleString('en-US')} visit(s) match these parameters. SAVE... → Save As Roll-up rolls them up.`
              : 'Counting the visits…'}
        </p>
      )}
      <StatusListToolbar
        filter={filter}
        onFilter={(value) => {
          setSelected(new Set());
          setParams(value === 'active' ? {} : { status: value }, { replace: true });
        }}
        selectedCount={selected.size}
        actions={statusActions(isClient).map((action) => ({ action, ids: changingIds(chosen, action) }))}
        noun="roll-ups"
        onAction={(action, ids) => setPending({ action, ids })}
      />

      <StatusListBody
        error={error}
        loaded={Boolean(data)}
        loading={loading}
        onRetry={() => void refetch()}
        noun="roll-ups"
        isEmpty={rollups.length === 0}
        empty={{
          icon: 'th-list',
          title: filter === 'archived' ? 'No archived roll-ups' : 'No roll-ups',
          description: 'Choose visit parameters above, then SAVE... → Save As Roll-up.',
        }}
      >
        <RollupListTable
          rollups={rollups}
          selected={selected}
          onSelectedChange={setSelected}
          onOpen={(r) => navigate(rollupPath(r.id))}
        />
      </StatusListBody>

      <ConfirmChangeDialog
        action={pending?.action ?? null}
        count={pending?.ids.length ?? 0}
        busy={changing}
        intent={actionIntent(pending?.action)}
        onConfirm={() => void apply()}
        onCancel={() => setPending(null)}
      />
      {saving && (
        <Suspense fallback={null}>
          <SaveRollupDialog isOpen filters={requestParams(filters.params)} onClose={() => setSaving(false)} />
        </Suspense>
      )}
    </div>
  );
}
