/**
 * /reporting/meal-period, 'Meal Period' (spec 001 §2.3; staff only, spec 001 §6): the filter panel,
 * pre-filtered by the chosen client and project, with REPORT REVIEW, and the worked hours and meal
 * breaks per person per day, paged. One query.
 */
import { H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useMealPeriodsQuery } from '../../generated/graphql';
import { FilterPanel } from '../filters/components/FilterPanel';
import { useFilterState } from '../filters/hooks/useFilterState';
import { requestParams } from '../filters/model/filterState';
import { SaveViewDialog } from '../saved-views/components/SaveViewDialog';
import { MealPeriodTable } from './components/MealPeriodTable';
import { ReportResults } from './components/ReportResults';
import { ReportReviewButton } from './components/ReportReviewButton';
import { useReportPaging } from './hooks/useReportPaging';
import { filterInput } from '../filters/model/filterInput';
import { MEAL_PERIOD_PAGE } from './reportingPages';

export function MealPeriodPage() {
  useDocumentTitle('Meal Period');
  const [saving, setSaving] = useState(false);
  const filters = useFilterState(MEAL_PERIOD_PAGE);
  const paging = useReportPaging(filters.applied);
  const { data, previousData, loading, error, refetch } = useMealPeriodsQuery({
    variables: { filters: filterInput(filters.applied ?? []), page: paging.page + 1, pageSize: paging.pageSize },
    skip: !filters.applied,
    notifyOnNetworkStatusChange: true,
  });
  const shown = (data ?? previousData)?.mealPeriods;
  const rows = filters.applied ? (shown?.items ?? []) : [];

  return (
    <div className="svr-page svr-report-page">
      <div className="svr-page-header">
        <H2>Meal Period</H2>
        {filters.applied && shown && <span className="svr-muted">{shown.total} person-day(s)</span>}
      </div>
      <FilterPanel state={filters} onSaveAsView={() => setSaving(true)}>
        <ReportReviewButton filters={filters} ids={rows.flatMap((r) => r.storeVisitIds)} loading={loading} />
      </FilterPanel>
      <div className="svr-legend" aria-label="Meal break colours">
        <span className="svr-muted">Meal breaks:</span>
        <span className="svr-legend-swatch svr-legend-swatch--taken" /> taken (waived 0)
        <span className="svr-legend-swatch svr-legend-swatch--waived" /> waived (waived 1)
      </div>
      <ReportResults
        what="meal periods"
        loaded={filters.applied !== null}
        loading={loading}
        error={error}
        hasData={shown !== undefined}
        total={shown?.total ?? 0}
        paging={paging}
        onRetry={() => void refetch()}
        emptyDescription="No one has a visit day under these filters. Widen the Visit Date range or remove a parameter, then LOAD RESULTS."
      >
        <MealPeriodTable rows={rows} />
      </ReportResults>
      <SaveViewDialog isOpen={saving} filters={requestParams(filters.params)} onClose={() => setSaving(false)} />
    </div>
  );
}
