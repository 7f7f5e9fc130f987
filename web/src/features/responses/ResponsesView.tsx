/**
 * The SVR responses list (spec 001 §2.2; spec 002 §2, §4, §5): the filter panel (SAVE... → Save As View or
 * Save As Roll-up, REPORT REVIEW where the page offers it), and the results from one query: a paged, sortable, multi-select
 * table grouped by person and visit day, the Export menu, and the bottom action bar for staff. Used by
 * /manage/svr-responses, /dashboard/svr-responses, /reporting/svrs and the saved-view page.
 */
import { Button, Callout, H3, NonIdealState, Spinner, Switch, Tooltip } from '@blueprintjs/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session/SessionContext';
import { toast } from '../../app/toaster';
import { useResponsesListQuery, type ResponseRowFragment } from '../../generated/graphql';
import { Pager } from '../../ui/Pager';
import { FilterPanel, NEED_DATA } from '../filters/components/FilterPanel';
import { useFilterState } from '../filters/hooks/useFilterState';
import type { FilterPageConfig, FilterParam } from '../filters/model/types';
import { requestParams } from '../filters/model/filterState';
import { SmallScreenNotifyButton } from '../notifications/SmallScreenNotifyButton';
import { BlockedReportsDialog } from './components/BlockedReportsDialog';
import { BulkActionBar } from './components/BulkActionBar';
import { BulkConfirmDialog } from './components/BulkConfirmDialog';
import { ExportFileDialog } from './components/ExportFileDialog';
import { ExportMenu } from './components/ExportMenu';
import { ResponsesTable } from './components/ResponsesTable';
import { useBulkActions } from './hooks/useBulkActions';
import { useExport } from './hooks/useExport';
import { useListPrefs } from './hooks/useListPrefs';
import { actionsFor } from './model/bulkActions';
import { columnsFor, RESPONSE_FIELDS } from './model/columns';
import { groupByPersonAndDay } from './model/grouping';
import { isOpenable } from './model/reviewStates';
import { mergePageSelection, offPageCount, refreshSelection } from './model/selection';
import { LONGEST_WAIT_SORT, nextSort, WAIT_COLOR_PATH } from './model/sort';
import './responses.css';
import { filterInput } from '../filters/model/filterInput';

// Dialogs opened by a button load with their first opening: the list a user lands on stays light.
const SaveViewDialog = lazy(() =>
  import('../saved-views/components/SaveViewDialog').then((m) => ({ default: m.SaveViewDialog })),
);
const SaveRollupDialog = lazy(() =>
  import('../rollups/components/SaveRollupDialog').then((m) => ({ default: m.SaveRollupDialog })),
);
const ExportColumnsDialog = lazy(() =>
  import('./components/ExportColumnsDialog').then((m) => ({ default: m.ExportColumnsDialog })),
);

export interface ResponsesViewProps {
  config: FilterPageConfig;
  title: string;
  initialFilters?: FilterParam[];
}

export const NOTHING_TO_REVIEW = 'None of these results has been submitted yet: there is no report to review.';

export function ResponsesView({ config, title, initialFilters }: ResponsesViewProps) {
  const { user } = useSession();
  const isClient = user?.isClient ?? false;
  const navigate = useNavigate();
  const filters = useFilterState(config, { initial: initialFilters });
  const [prefs, setPrefs] = useListPrefs(config.namespace);
  const [page, setPage] = useState(1);
  // The selection outlives paging and sorting (model/selection.ts); new filters clear it.
  const [selection, setSelection] = useState<Map<number, ResponseRowFragment>>(new Map());
  const [saving, setSaving] = useState(false);
  const [savingRollup, setSavingRollup] = useState(false);
  const [reviewAfterLoad, setReviewAfterLoad] = useState(false);

  // New filters start again on page 1 with nothing selected.
  const appliedKey = JSON.stringify(filters.applied);
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setPage(1);
    setSelection(new Map());
  }

  const longestWait = !isClient && prefs.colorSort;
  const sort = longestWait
    ? LONGEST_WAIT_SORT
    : prefs.sort.path === WAIT_COLOR_PATH && isClient
      ? { path: 'id', desc: true }
      : prefs.sort;
  const { data, previousData, loading, error, refetch } = useResponsesListQuery({
    variables: {
      filters: filterInput(filters.applied ?? []),
      page,
      pageSize: prefs.pageSize,
      sort: { path: sort.path, direction: sort.desc ? 'DESC' : 'ASC' },
      // 'Longest wait first' is the waitTime sort, not the spec's colour sort (talent type first, which no column shows).
      sortandcolors: isClient ? null : { colors: prefs.colors, sort: false },
      // Staff may notify the talent of selected rows (the small screens' Create Notification): their talent id.
      fields: isClient ? [...RESPONSE_FIELDS] : [...RESPONSE_FIELDS, 'talentId'],
      isDashboard: config.isDashboard,
    },
    skip: !filters.applied,
    notifyOnNetworkStatusChange: true,
  });
  const result = data ?? previousData;
  const list = filters.applied ? result?.storeVisits : undefined;

  const grouped = useMemo(() => groupByPersonAndDay(list?.items ?? [], (r) => !isOpenable(r)), [list]);
  const columns = useMemo(() => columnsFor(isClient), [isClient]);
  const openable = useMemo(() => grouped.map((g) => g.row).filter(isOpenable), [grouped]);
  const pageRows = useMemo(() => grouped.map((g) => g.row), [grouped]);
  // A refetch (after a bulk action or a review elsewhere) brings the shown rows' new states.
  const [selectionFor, setSelectionFor] = useState(pageRows);
  if (selectionFor !== pageRows) {
    setSelectionFor(pageRows);
    if (selection.size) setSelection(refreshSelection(selection, pageRows));
  }
  const selected = useMemo(() => new Set(selection.keys()), [selection]);
  const selectedRows = [...selection.values()];
  const onOtherPages = offPageCount(selection, pageRows);
  const actions = actionsFor(user);

  const open = (row: ResponseRowFragment) => {
    const ids = openable.map((r) => r.id);
    navigate(`/svr-response/${row.id}`, { state: { ids, index: ids.indexOf(row.id) } });
  };

  // REPORT REVIEW: load the results, then step through them on the review page from the first report.
  useEffect(() => {
    if (!reviewAfterLoad || loading || !filters.applied) return;
    setReviewAfterLoad(false);
    if (error) return;
    if (openable.length) open(openable[0]);
    else toast(NOTHING_TO_REVIEW, 'warning');
    // open is rebuilt each render; what matters is the loaded result.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reviewAfterLoad, loading, openable, filters.applied, error]);

  const clearSelection = () => setSelection(new Map());
  const bulk = useBulkActions(user?.email ?? '', async () => {
    clearSelection();
    await refetch();
  });
  const exporter = useExport(
    selectedRows.map((r) => r.id),
    title,
  );
  const formIds = [...new Set(selectedRows.map((r) => r.formId).filter((id): id is number => id !== null))];

  const showReportReview = config.reportReview && !isClient;
  const refreshing = loading && !!result;

  let body;
  if (!filters.applied) {
    body = (
      <NonIdealState
        icon="filter"
        title="Choose parameters, then LOAD RESULTS"
        description="Add at least one parameter with a value to list SVR responses."
      />
    );
  } else if (error && !result) {
    body = (
      <NonIdealState
        icon="error"
        title="The SVR responses could not be loaded"
        description={error.message}
        action={<Button text="Try again" onClick={() => void refetch()} />}
      />
    );
  } else if (!list) {
    body = <NonIdealState icon={<Spinner aria-label="Loading SVR responses" />} title="Loading SVR responses…" />;
  } else if (list.items.length === 0) {
    body = (
      <NonIdealState
        icon="search"
        title="No SVR responses match these parameters"
        description="Change the parameters, then LOAD RESULTS again."
      />
    );
  } else {
    body = (
      <>
        {error && (
          <Callout intent="warning" icon="warning-sign" compact className="svr-hint">
            {`The list could not be refreshed: ${error.message}`}
          </Callout>
        )}
        <ResponsesTable
          rows={grouped}
          columns={columns}
          showWaitColors={!isClient && prefs.colors}
          selected={selected}
          onSelectedChange={(ids) => setSelection((prev) => mergePageSelection(prev, pageRows, ids))}
          sort={sort}
          onSort={(path) => setPrefs({ sort: nextSort(sort, path), colorSort: false })}
          onOpen={open}
          refreshing={refreshing}
        />
        <Pager
          page={page - 1}
          pageSize={prefs.pageSize}
          total={list.total}
          onPage={(p) => setPage(p + 1)}
          onPageSize={(s) => {
            setPrefs({ pageSize: s });
            setPage(1);
          }}
        />
      </>
    );
  }

  return (
    <div className="svr-page svr-page--wide svr-resp-page">
      <FilterPanel state={filters} onSaveAsView={() => setSaving(true)} onSaveAsRollup={() => setSavingRollup(true)}>
        {showReportReview && (
          <Tooltip content={NEED_DATA} disabled={filters.canLoad}>
            <Button
              icon="eye-open"
              text="REPORT REVIEW"
              disabled={!filters.canLoad}
              onClick={() => {
                if (filters.load()) setReviewAfterLoad(true);
              }}
            />
          </Tooltip>
        )}
      </FilterPanel>

      <div className="svr-toolbar svr-resp-toolbar">
        <H3 className="svr-resp-title">{title}</H3>
        {list && (
          <span className="svr-muted" aria-live="polite">
            {`${list.total.toLocaleString('en-US')} result(s)`}
          </span>
        )}
        {refreshing && <Spinner size={16} aria-label="Refreshing" />}
        <span className="svr-toolbar-spacer" />
        {!isClient && (
          <>
            <Tooltip
              content="Colours the rows of reports waiting for review: yellow from 24 h, orange from 48 h, red from 72 h."
              hoverOpenDelay={300}
            >
              <Switch
                label="Wait colours"
                checked={prefs.colors}
                onChange={() => setPrefs({ colors: !prefs.colors })}
                className="svr-resp-switch"
              />
            </Tooltip>
            <Tooltip
              content="Red, orange and yellow rows first, then the rest; the oldest (Re)submitted first within each."
              hoverOpenDelay={300}
            >
              <Switch
                label="Longest wait first"
                checked={prefs.colorSort}
                onChange={() => setPrefs({ colorSort: !prefs.colorSort })}
                className="svr-resp-switch"
              />
            </Tooltip>
          </>
        )}
        <ExportMenu selectedCount={selectedRows.length} onExcel={exporter.choose} />
        <SmallScreenNotifyButton rows={selectedRows} onCreated={clearSelection} />
      </div>

      {body}

      {actions.length > 0 && list && list.items.length > 0 && (
        <BulkActionBar
          actions={actions}
          selectedRows={selectedRows}
          busy={bulk.busy}
          onAction={(def) => bulk.start(def, selectedRows)}
          onClear={clearSelection}
          onOtherPages={onOtherPages}
        />
      )}

      <BulkConfirmDialog
        pending={bulk.pending}
        busy={bulk.busy}
        onConfirm={() => void bulk.confirm()}
        onCancel={bulk.cancel}
      />
      <BlockedReportsDialog refusal={bulk.refusal} onClose={bulk.dismissRefusal} />
      {exporter.choosing && (
        <Suspense fallback={null}>
          <ExportColumnsDialog
            isOpen
            title={title}
            formIds={formIds}
            isClient={isClient}
            onCancel={exporter.cancel}
            onConfirm={(s) => void exporter.run(s)}
          />
        </Suspense>
      )}
      <ExportFileDialog progress={exporter.progress} onClose={exporter.close} />
      {saving && (
        <Suspense fallback={null}>
          <SaveViewDialog isOpen filters={requestParams(filters.params)} onClose={() => setSaving(false)} />
        </Suspense>
      )}
      {savingRollup && (
        <Suspense fallback={null}>
          <SaveRollupDialog isOpen filters={requestParams(filters.params)} onClose={() => setSavingRollup(false)} />
        </Suspense>
      )}
    </div>
  );
}
