/** /api/v2/savedDashboard and /api/v2/savedWidget reads. */
import type { RestClient } from '../../rest/client.js';
import { z } from '../shared/schemas.js';
import { RestDashboard, RestWidget } from './schemas.js';

/** The api's limit per POST /savedWidget/ids call. */
export const MAX_WIDGET_IDS_PER_CALL = 500;

export function dashboardsApi(rest: RestClient) {
  return {
    /** Dashboards of the current client (every client when none is chosen), as the api scopes them. */
    list: () => rest.get('/api/v2/savedDashboard', z.array(RestDashboard)),
    byId: (id: number) => rest.getOrNull(`/api/v2/savedDashboard/id/${id}`, RestDashboard),
    /** Widgets in the order asked; invisible or deleted ones are left out. Use the loader. */
    widgetsByIds: (ids: readonly number[]) => rest.post('/api/v2/savedWidget/ids', { ids }, z.array(RestWidget)),
  };
}
export type DashboardsApi = ReturnType<typeof dashboardsApi>;

/** "3,1,2" → [3, 1, 2]; blanks and junk are skipped rather than failing the whole dashboard. */
export function parseIdList(list: string | null | undefined): number[] {
  return (list ?? '')
    .split(',')
    .map((p) => Number(p.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** "k1, k2," → ['k1', 'k2']. */
export function parseKeyList(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The spec sends filters and metaJson as JSON text; the api answers objects, but tolerate text from older rows. */
export function parseJsonText(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

/** metaJson.widgetType, where the spec keeps a widget's type. */
export function widgetTypeOf(w: RestWidget): string | null {
  const meta = parseJsonText(w.metaJson);
  if (typeof meta === 'object' && meta !== null && 'widgetType' in meta) {
    const t = (meta as { widgetType?: unknown }).widgetType;
    return typeof t === 'string' ? t : null;
  }
  return null;
}
