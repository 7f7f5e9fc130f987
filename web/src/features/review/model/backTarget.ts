/**
 * Where 'BACK TO SVR RESPONSES' goes (spec 001 §2.1): /dashboard/saved/{dashboardId} when a saved dashboard id
 * is remembered, otherwise back in browser history (when the app brought the user here) or to '/'.
 */
import { dashboardPath } from '../../dashboards/model/paths';

/** A path to open, or 'history' for one step back in the browser's history. */
export type BackTarget = string | 'history';

export function backTarget(rememberedDashboardId: number | null, cameFromApp: boolean): BackTarget {
  if (rememberedDashboardId !== null) return dashboardPath(rememberedDashboardId);
  return cameFromApp ? 'history' : '/';
}
