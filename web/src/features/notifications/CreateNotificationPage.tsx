/**
 * /notifications/create ('Create Notifications', filter namespace 'create'; spec 001 §2.4, §5): the filter
 * panel over visits, the responses table with row selection, and Create Notification (disabled with 'Please
 * first select records to send the notification.' until a row is selected), which opens the form. The
 * recipients are the unique talent of the selected rows; the selection outlives paging.
 */
import { Button, Callout, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useNotificationCandidatesQuery, type NotificationCandidatesQuery } from '../../generated/graphql';
import { Pager } from '../../ui/Pager';
import { FilterPanel } from '../filters/components/FilterPanel';
import { useFilterState } from '../filters/hooks/useFilterState';
import type { FilterPageConfig } from '../filters/model/types';
import { ResponsesTable } from '../responses/components/ResponsesTable';
import { useListPrefs } from '../responses/hooks/useListPrefs';
import { columnsFor, RESPONSE_FIELDS } from '../responses/model/columns';
import { groupByPersonAndDay } from '../responses/model/grouping';
import { mergePageSelection, offPageCount } from '../responses/model/selection';
import { nextSort } from '../responses/model/sort';
import '../responses/responses.css';
import { CreateNotificationButton } from './components/CreateNotificationButton';
import { CREATE_NAMESPACE } from './model/filters';
import { recipientsOf } from './model/form';
import './notifications.css';
import { toFilterInput } from '../filters/model/filterInput';

type Candidate = NotificationCandidatesQuery['storeVisits']['items'][number];

const CONFIG: FilterPageConfig = {
  namespace: CREATE_NAMESPACE,
  isDashboard: false,
  reviewQueue: false,
  injectTenancy: false,
};
const FIELDS = [...RESPONSE_FIELDS, 'talentId'];

export function CreateNotificationPage() {
  useDocumentTitle('Create Notifications');
  const navigate = useNavigate();
  const filters = useFilterState(CONFIG);
  const [prefs, setPrefs] = useListPrefs(CREATE_NAMESPACE);
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<Map<number, Candidate>>(new Map());

  const appliedKey = JSON.stringify(filters.applied);
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setPage(1);
    setSelection(new Map());
  }

  const { data, previousData, loading, error, refetch } = useNotificationCandidatesQuery({
    variables: {
      filters: (filters.applied ?? []).map(toFilterInput),
      page,
      pageSize: prefs.pageSize,
      sort: { path: prefs.sort.path, direction: prefs.sort.desc ? 'DESC' : 'ASC' },
      fields: FIELDS,
    },
    skip: !filters.applied,
    notifyOnNetworkStatusChange: true,
  });
  const list = filters.applied ? (data ?? previousData)?.storeVisits : undefined;
  const grouped = useMemo(() => groupByPersonAndDay(list?.items ?? []), [list]);
  const pageRows = useMemo(() => grouped.map((g) => g.row), [grouped]);
  const columns = useMemo(() => columnsFor(false), []);
  const selected = useMemo(() => new Set(selection.keys()), [selection]);
  const selectedRows = [...selection.values()];
  const { talentIds } = recipientsOf(selectedRows);

  let body;
  if (!filters.applied)
    body = (
      <NonIdealState
        icon="filter"
        title="Choose parameters, then LOAD RESULTS"
        description="Select the visits whose talent you want to notify."
      />
    );
  else if (error && !list)
    body = (
      <NonIdealState
        icon="error"
        title="The visits could not be loaded"
        description={error.message}
        action={<Button text="Try again" onClick={() => void refetch()} />}
      />
    );
  else if (!list) body = <NonIdealState icon={<Spinner aria-label="Loading visits" />} title="Loading visits…" />;
  else if (list.items.length === 0) body = <NonIdealState icon="search" title="No visits match these parameters" />;
  else
    body = (
      <>
        <ResponsesTable
          rows={grouped}
          columns={columns}
          showWaitColors={false}
          selected={selected}
          onSelectedChange={(ids) => setSelection((prev) => mergePageSelection(prev, pageRows, ids))}
          sort={prefs.sort}
          onSort={(path) => setPrefs({ sort: nextSort(prefs.sort, path) })}
          onOpen={(row) => navigate(`/svr-response/${row.id}`)}
          refreshing={loading}
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

  const onOtherPages = offPageCount(selection, pageRows);
  return (
    <div className="svr-page svr-page--wide svr-resp-page">
      <FilterPanel state={filters} />
      <div className="svr-toolbar svr-resp-toolbar">
        <H3 className="svr-resp-title">Create Notifications</H3>
        {list && (
          <span className="svr-muted" aria-live="polite">{`${list.total.toLocaleString('en-US')} result(s)`}</span>
        )}
        <span className="svr-toolbar-spacer" />
        {selection.size > 0 && (
          <span className="svr-muted" aria-live="polite">
            {`${selection.size} selected${onOtherPages ? ` (${onOtherPages} on other pages)` : ''}, ${talentIds.length} talent`}
          </span>
        )}
        <CreateNotificationButton rows={selectedRows} onCreated={() => setSelection(new Map())} />
      </div>
      {error && list && (
        <Callout intent="warning" compact>{`The list could not be refreshed: ${error.message}`}</Callout>
      )}
      {body}
    </div>
  );
}
