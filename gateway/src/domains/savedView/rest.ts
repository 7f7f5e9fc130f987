/** /api/v2/savedView: saved views (spec 002 §2, §3, §7). */
import type { RestClient } from '../../rest/client.js';
import { restFilters, type FilterParameter } from '../storeVisit/rest.js';

/** A saved view as api/ answers it (docs/API.md). */
export interface RestSavedView {
  id: number;
  title: string;
  description: string | null;
  filters: unknown;
  restrictTokenUserId: number | null;
  /** 0 deleted (only in the answer of a delete), 1 active, 2 archived. */
  status: number;
  tenancyClientId: number | null;
  createdBy: number | null;
  created: string;
  updated: string;
}

/** The answer of POST /savedView/status: ids changed and skipped (already in the target), and the changed views. */
export interface RestSavedViewStatusChange {
  changed: number[];
  skipped: number[];
  changedCount: number;
  skippedCount: number;
  savedViews: RestSavedView[];
}

export interface RestSavedViewBody {
  title?: string;
  description?: string | null;
  filters?: FilterParameter[];
  restrictTokenUserId?: number | null;
  tenancyClientId?: number | null;
  status?: number;
}

/** Statuses listed by default: every status but deleted (the api never serves 0). */
export const SERVED_SAVED_VIEW_STATUSES = [1, 2] as const;

export function savedViewsApi(rest: RestClient) {
  const body = (b: RestSavedViewBody) => (b.filters ? { ...b, filters: restFilters(b.filters) } : b);
  return {
    /** The current client's views (and those of no client), or every client's with allClients; by title. */
    list: (allClients: boolean, statuses: readonly number[] = SERVED_SAVED_VIEW_STATUSES) =>
      rest.get<RestSavedView[]>(`/api/v2/savedView${allClients ? '/all' : ''}?status=${statuses.join(',')}`),
    /** null when deleted or not visible to the caller. */
    byId: (id: number) => rest.getOrNull<RestSavedView>(`/api/v2/savedView/id/${id}`),
    create: (b: RestSavedViewBody) => rest.post<RestSavedView>('/api/v2/savedView', body(b)),
    /**
     * ARCHIVE / ACTIVATE / DELETE many views in one call and one transaction (POST /savedView/status);
     * a view not visible (404) or not the caller's to change (409) refuses the whole call.
     */
    setStatus: (ids: readonly number[], status: number) =>
      rest.post<RestSavedViewStatusChange>('/api/v2/savedView/status', { ids, status }),
    /** Changes the fields given; status 0 deletes (the spec's delete). */
    update: (id: number, b: RestSavedViewBody) => rest.put<RestSavedView>(`/api/v2/savedView/id/${id}`, body(b)),
  };
}
export type SavedViewsApi = ReturnType<typeof savedViewsApi>;

interface FilterShape {
  label: string;
  path: string;
  type: string | null;
  data: unknown;
  exclude: boolean;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored filter list as the schema serves it; JSON text (older rows) is parsed, stray entries skipped. */
export function savedViewFilters(filters: unknown): FilterShape[] {
  let list: unknown = filters;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      list = [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter(isObj)
    .filter((p) => typeof p.path === 'string')
    .map((p) => ({
      label: typeof p.label === 'string' ? p.label : String(p.path),
      path: String(p.path),
      type: typeof p.type === 'string' ? p.type : null,
      data: Array.isArray(p.data) ? p.data : [],
      exclude: p.exclude === true,
    }));
}
