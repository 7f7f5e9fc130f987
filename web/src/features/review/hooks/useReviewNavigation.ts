/**
 * Previous, next and back on the review page. The list passes the ids it showed and this report's position
 * in route state; stepping goes to the neighbour with the same list; back goes to the remembered dashboard, else
 * to where the user came from (spec 001 §2.1). 'Next pending report' (issue 15) asks the api for the next report
 * waiting for review in the queue's order and keeps the list when that report is in it.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Intent } from '@blueprintjs/core';
import { toast } from '../../../app/toaster';
import { useNextPendingReportLazyQuery } from '../../../generated/graphql';
import { rememberedDashboard } from '../../dashboards/model/paths';
import { backTarget } from '../model/backTarget';

export interface ReviewRouteState {
  /** The report ids the list showed, in its order. */
  ids: number[];
  /** This report's position in ids. */
  index: number;
}

const readRouteState = (state: unknown): ReviewRouteState | null => {
  const s = state as Partial<ReviewRouteState> | null;
  return s && Array.isArray(s.ids) && typeof s.index === 'number' ? { ids: s.ids, index: s.index } : null;
};

/** `beforeStep` runs when a step goes ahead, before the navigation (the page resets its view there). */
export function useReviewNavigation(visitId: number, beforeStep: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const route = readRouteState(location.state);
  const [askNext] = useNextPendingReportLazyQuery({ fetchPolicy: 'network-only' });
  const [findingNext, setFindingNext] = useState(false);

  const nextPending = async () => {
    if (findingNext) return;
    setFindingNext(true);
    try {
      const { data, error } = await askNext({ variables: { after: visitId } });
      const id = data?.nextPendingReport;
      if (error) return toast(`The next pending report could not be found: ${error.message}`, Intent.DANGER);
      if (!id) return toast('No other report is waiting for review.', Intent.PRIMARY);
      beforeStep();
      const index = route ? route.ids.indexOf(id) : -1;
      navigate(`/svr-response/${id}`, {
        state: route && index >= 0 ? ({ ids: route.ids, index } satisfies ReviewRouteState) : null,
      });
    } finally {
      setFindingNext(false);
    }
  };

  const step = (delta: number) => {
    if (!route) return;
    const index = route.index + delta;
    if (index < 0 || index >= route.ids.length) return;
    beforeStep();
    navigate(`/svr-response/${route.ids[index]}`, { state: { ids: route.ids, index } satisfies ReviewRouteState });
  };

  const back = () => {
    // The remembered dashboard, else back in browser history when the app brought the user here, else '/'.
    const target = backTarget(rememberedDashboard(localStorage), location.key !== 'default');
    if (target === 'history') navigate(-1);
    else navigate(target);
  };

  return { route, step, back, nextPending, findingNext };
}
