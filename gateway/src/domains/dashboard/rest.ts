/**
 * /api/v2/savedDashboard and /api/v2/savedWidget (spec 002 §7): reads, the dashboard and widget writes (each one
 * call and one transaction on the api), and POST /savedWidget/data, every widget's content computed in SQL.
 */
import type { RestClient } from '../../rest/client.js';
import { z } from '../shared/schemas.js';
import { restFilters, type FilterParameter } from '../storeVisit/rest.js';
import { RestDashboard, RestWidget, RestWidgetChange, RestWidgetDataItem } from './schemas.js';

/** The api's limit per POST /savedWidget/ids call. */
export const MAX_WIDGET_IDS_PER_CALL = 500;
/** The api's limit per POST /savedWidget/data call: more widgets are asked in chunks of this many. */
export const MAX_WIDGET_DATA_IDS_PER_CALL = 100;

/** The dashboard fields POST and PUT /savedDashboard take (widgetIds as the spec's comma-separated text). */
export interface RestDashboardBody {
  title?: string;
  metaJson?: unknown;
  widgetIds?: string;
  /** Only the caller's own id ('ONLY VISIBLE TO ME'); null clears it. */
  restrictTokenUserId?: number | null;
  tenancyClientId?: number;
  status?: number;
}

/** The widget fields POST and PUT /savedWidget take. */
export interface RestWidgetBody {
  title?: string;
  description?: string | null;
  /** Comma-joined unique keys. */
  formQuestionCanonicalKeys?: string;
  filters?: FilterParameter[];
  /** Always carries widgetType on create. */
  metaJson?: Record<string, unknown>;
  restrictTokenUserId?: number | null;
  tenancyClientId?: number;
  status?: number;
  /** Ours: on create, append the widget to this dashboard; on delete, take it off; in the same transaction. */
  dashboardId?: number;
}

/** PUT /savedDashboard/id/{id} and its move answer the spec's data.data. */
const Updated = z.object({ data: RestDashboard });

const segment = (n: number) => encodeURIComponent(String(n));

export function dashboardsApi(rest: RestClient) {
  const widgetBody = (b: RestWidgetBody) => (b.filters ? { ...b, filters: restFilters(b.filters) } : b);
  return {
    /** Dashboards of the current client (every client when none is chosen), as the api scopes them. */
    list: () => rest.get('/api/v2/savedDashboard', z.array(RestDashboard)),
    byId: (id: number) => rest.getOrNull(`/api/v2/savedDashboard/id/${segment(id)}`, RestDashboard),
    /** Widgets in the order asked; invisible or deleted ones are left out. Use the loader. */
    widgetsByIds: (ids: readonly number[]) => rest.post('/api/v2/savedWidget/ids', { ids }, z.array(RestWidget)),
    /** What each widget shows, in the order asked; widgets the caller may not see are left out. Use the loader. */
    widgetData: (ids: readonly number[]) => rest.post('/api/v2/savedWidget/data', { ids }, z.array(RestWidgetDataItem)),
    createDashboard: (b: RestDashboardBody) => rest.post('/api/v2/savedDashboard', b, RestDashboard),
    updateDashboard: async (id: number, b: RestDashboardBody) =>
      (await rest.put(`/api/v2/savedDashboard/id/${segment(id)}`, b, Updated)).data,
    /** Move Widget To A New Position: position 1..n on the dashboard's current order, row locked on the api. */
    moveWidget: async (id: number, widgetId: number, position: number) =>
      (await rest.post(`/api/v2/savedDashboard/id/${segment(id)}/move`, { widgetId, position }, Updated)).data,
    /** Answers the widget, and with dashboardId the dashboard it joined. */
    createWidget: (b: RestWidgetBody) => rest.post('/api/v2/savedWidget', widgetBody(b), RestWidgetChange),
    /** Answers the widget (status 0 when deleted), and with dashboardId the dashboard it left. */
    updateWidget: (id: number, b: RestWidgetBody) =>
      rest.put(`/api/v2/savedWidget/id/${segment(id)}`, widgetBody(b), RestWidgetChange),
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
