/**
 * REPORT REVIEW (spec 002 §2: the reporting SVRs and meal-period pages, non-client users only): loads
 * the panel's filters like LOAD RESULTS (it needs a parameter with a value, spec 002 §5), then opens the
 * review page on the first report of the results with the ordered report ids in route state, so the
 * review page steps through them (as a row of the SVR responses list does).
 */
import { Button, Tooltip } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../app/session/SessionContext';
import { toast } from '../../../app/toaster';
import { NEED_DATA } from '../../filters/components/FilterPanel';
import type { FilterState } from '../../filters/hooks/useFilterState';

export interface ReportReviewButtonProps {
  filters: FilterState;
  /** Report ids of the loaded results, in the order shown. */
  ids: readonly number[];
  /** The results are being fetched. */
  loading: boolean;
}

export const NOTHING_TO_REVIEW = 'These results hold no report to review.';

export function ReportReviewButton({ filters, ids, loading }: ReportReviewButtonProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!pending || loading) return;
    setPending(false);
    const unique = [...new Set(ids)];
    if (unique.length === 0) toast(NOTHING_TO_REVIEW, 'warning');
    else navigate(`/svr-response/${unique[0]}`, { state: { ids: unique, index: 0 } });
  }, [pending, loading, ids, navigate]);

  if (user?.isClient) return null;
  return (
    <Tooltip content={NEED_DATA} disabled={filters.canLoad}>
      <Button
        icon="eye-open"
        text="REPORT REVIEW"
        disabled={!filters.canLoad}
        loading={pending}
        onClick={() => {
          if (filters.load()) setPending(true);
        }}
      />
    </Tooltip>
  );
}
