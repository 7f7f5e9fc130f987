/** /api/v2/savedView: saved views (spec 002 §2, §3, §7). */
import type { RestClient } from '../../rest/client.js';
import { z } from '../shared/schemas.js';
import { restFilters, type FilterParameter } from '../storeVisit/rest.js';
import { RestSavedView, RestSavedViewStatusChange } from './schemas.js';

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
      rest.get(`/api/v2/savedView${allClients ? '/all' : ''}?status=${statuses.join(',')}`, z.array(RestSavedView)),
    /** null when deleted or not visible to the caller. */
    byId: (id: number) => rest.getOrNull(`/api/v2/savedView/id/${id}`, RestSavedView),
    create: (b: RestSavedViewBody) => rest.post('/api/v2/savedView', body(b), RestSavedView),
    /**
     * ARCHIVE / ACTIVATE / DELETE many views in one call and one transaction (POST /savedView/status);
     * a view not visible (404) or not the caller's to change (409) refuses the whole call.
     */
    setStatus: (ids: readonly number[], status: number) =>
      rest.post('/api/v2/savedView/status', { ids, status }, RestSavedViewStatusChange),
    /** Changes the fields given; status 0 deletes (the spec's delete). */
    update: (id: number, b: RestSavedViewBody) => rest.put(`/api/v2/savedView/id/${id}`, body(b), RestSavedView),
  };
}
export type SavedViewsApi = ReturnType<typeof savedViewsApi>;

interface FilterShape {
  label: string;
  path: string;
  type: string | null;
  data: unknown;
  exclude: boolean;
  relative: string | null;
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
      relative: typeof p.relative === 'string' ? p.relative : null,
    }));
}
