/**
 * What a report shows below its filter panel: a prompt before anything is loaded, the load error with
 * Try again, a spinner, the empty state, or the table with its pager.
 */
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ApolloError } from '@apollo/client';
import type { ReactNode } from 'react';
import { Pager } from '../../../ui/Pager';
import type { ReportPaging } from '../hooks/useReportPaging';

export interface ReportResultsProps {
  /** What the report lists, e.g. 'meal periods'. */
  what: string;
  loaded: boolean;
  loading: boolean;
  error: ApolloError | undefined;
  hasData: boolean;
  total: number;
  paging: ReportPaging;
  onRetry: () => void;
  emptyDescription: string;
  children: ReactNode;
}

export function ReportResults({
  what,
  loaded,
  loading,
  error,
  hasData,
  total,
  paging,
  onRetry,
  emptyDescription,
  children,
}: ReportResultsProps) {
  if (!loaded) {
    return (
      <NonIdealState
        icon="filter"
        title="Choose parameters, then LOAD RESULTS"
        description={`Pick a Visit Date range and any other parameter above to list the ${what}.`}
      />
    );
  }
  if (error && !hasData) {
    return (
      <NonIdealState
        icon="error"
        title={`The ${what} could not be loaded`}
        description={error.message}
        action={<Button icon="refresh" text="Try again" onClick={onRetry} />}
      />
    );
  }
  if (!hasData && loading) return <Spinner className="svr-report-spinner" aria-label={`Loading ${what}`} />;
  if (total === 0) return <NonIdealState icon="search" title={`No ${what}`} description={emptyDescription} />;
  return (
    <div className={loading ? 'svr-report-refreshing' : undefined} aria-busy={loading}>
      {children}
      <Pager
        page={paging.page}
        pageSize={paging.pageSize}
        total={total}
        onPage={paging.setPage}
        onPageSize={paging.setPageSize}
      />
    </div>
  );
}
