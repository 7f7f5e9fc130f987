/**
 * The dashboards' addresses (spec 002 §2 Routes) and the dashboard id kept in the browser (spec 002 §3
 * 'Stored in the browser': dashboardId), so /dashboard/dashboards reopens the last one while it still exists.
 */
export const DASHBOARDS_PATH = '/dashboard/dashboards';
export const dashboardPath = (id: number) => `/dashboard/saved/${id}`;
export const reviewPath = (storeVisitId: number) => `/svr-response/${storeVisitId}`;

const DASHBOARD_KEY = 'svr.dashboardId';

export function rememberDashboard(storage: Pick<Storage, 'setItem'>, id: number): void {
  try {
    storage.setItem(DASHBOARD_KEY, String(id));
  } catch {
    // Refused storage: the first dashboard opens next time.
  }
}

export function forgetDashboard(storage: Pick<Storage, 'getItem' | 'removeItem'>, id: number): void {
  try {
    if (storage.getItem(DASHBOARD_KEY) === String(id)) storage.removeItem(DASHBOARD_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The dashboard id kept in the browser, or null (none, unreadable, or refused storage). */
export function rememberedDashboard(storage: Pick<Storage, 'getItem'>): number | null {
  try {
    const id = Number(storage.getItem(DASHBOARD_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** The dashboard to open without an id: the remembered one when the list still has it, else the first. */
export function dashboardToOpen(storage: Pick<Storage, 'getItem'>, ids: readonly number[]): number | null {
  const remembered = rememberedDashboard(storage);
  if (remembered && ids.includes(remembered)) return remembered;
  return ids[0] ?? null;
}
