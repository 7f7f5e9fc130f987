/**
 * /reporting/checkin, 'Check In' (spec 001 §2.3 names the page and leaves its content open). Our choice,
 * built on the rules spec 001 §9 gives for check-in data: the filter panel (pre-filtered by the chosen
 * client and project), counts of visit days by check-in and check-out flag, and a paged table of visit
 * days (a multi-day report gives one row per day) with the planned and actual check-in and check-out,
 * each flagged On Time / Early / Late / Missing with the 120-minute tolerance, and the time spent as
 * minutes over or short of the expected duration. Staff only: every one of these fields is withheld from
 * client users (spec 001 §6). One page query, plus the counts, which paging and sorting do not repeat.
 */
import { H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useCheckInVisitsQuery } from '../../generated/graphql';
import { FilterPanel } from '../filters/components/FilterPanel';
import { useFilterState } from '../filters/hooks/useFilterState';
import { requestParams } from '../filters/model/filterState';
import { SaveViewDialog } from '../saved-views/components/SaveViewDialog';
import { CheckInSummary } from './components/CheckInSummary';
import { CheckInTable, type CheckInSort } from './components/CheckInTable';
import { ReportResults } from './components/ReportResults';
import { useReportPaging } from './hooks/useReportPaging';
import { filterInput } from '../filters/model/filterInput';
import { CHECK_IN_PAGE } from './reportingPages';

/** What the api reads for a row: the fields of CheckInRow (spec 002 §9: ask for what the page needs). */
const FIELDS = [
  'expectedCheckinTime',
  'expectedDurationMinutes',
  'actualCheckinTime',
  'actualCheckoutTime',
  'metaMcid',
  'talentType',
  'projectName',
  'metaJson.mcFullName',
  'metaJson.retailer',
  'metaJson.doorLocation',
  'metaJson.doorNumber',
];

export function CheckInPage() {
  useDocumentTitle('Check In');
  const [saving, setSaving] = useState(false);
  const filters = useFilterState(CHECK_IN_PAGE);
  const [sort, setSort] = useState<CheckInSort>({ path: 'expectedCheckinTime', direction: 'DESC' });
  const paging = useReportPaging(filters.applied);
  const { data, previousData, loading, error, refetch } = useCheckInVisitsQuery({
    variables: {
      filters: filterInput(filters.applied ?? []),
      page: paging.page + 1,
      pageSize: paging.pageSize,
      sort,
      fields: FIELDS,
    },
    skip: !filters.applied,
    notifyOnNetworkStatusChange: true,
  });
  const shown = (data ?? previousData)?.storeVisits;

  return (
    <div className="svr-page svr-report-page">
      <div className="svr-page-header">
        <H2>Check In</H2>
        {filters.applied && shown && <span className="svr-muted">{shown.total} visit day(s)</span>}
      </div>
      <FilterPanel state={filters} onSaveAsView={() => setSaving(true)} />
      {filters.applied && <CheckInSummary applied={filters.applied} />}
      <ReportResults
        what="check-ins"
        loaded={filters.applied !== null}
        loading={loading}
        error={error}
        hasData={shown !== undefined}
        total={shown?.total ?? 0}
        paging={paging}
        onRetry={() => void refetch()}
        emptyDescription="No visit is planned under these filters. Widen the Visit Date range or remove a parameter, then LOAD RESULTS."
      >
        <CheckInTable
          rows={filters.applied ? (shown?.items ?? []) : []}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            paging.setPage(0);
          }}
        />
      </ReportResults>
      <SaveViewDialog isOpen={saving} filters={requestParams(filters.params)} onClose={() => setSaving(false)} />
    </div>
  );
}
