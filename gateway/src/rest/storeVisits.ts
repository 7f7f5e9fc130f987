/** /api/v2/storeVisit: one visit, and the filtered, paged visit list. */
import type { RestClient } from './client.js';
import type { RestPage, RestStoreVisit } from './types.js';

/** The api's (and the spec's) page size limit. */
export const MAX_VISIT_PAGE_SIZE = 1000;

export interface FilterParameter {
  label: string;
  path: string;
  type?: string | null;
  data: unknown;
  exclude?: boolean | null;
}

export function storeVisitsApi(rest: RestClient) {
  return {
    /** null when the visit does not exist or is outside the caller's tenancy (the api answers 404 for both). */
    byId: (id: number) => rest.getOrNull<RestStoreVisit>(`/api/v2/storeVisit/id/${id}`),
    list: (args: { filters: FilterParameter[]; page: number; pageSize: number }) =>
      rest.post<RestPage<RestStoreVisit>>('/api/v2/storeVisit/userStoreVisits', {
        // Drop GraphQL nulls: the api's schema treats an absent optional field and null differently.
        filters: args.filters.map(({ type, exclude, ...param }) => ({ ...param, ...(type ? { type } : {}), ...(exclude !== null && exclude !== undefined ? { exclude } : {}) })),
        page: args.page,
        pageSize: args.pageSize,
      }),
  };
}
export type StoreVisitsApi = ReturnType<typeof storeVisitsApi>;

const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

/** Door and talent details the schema lifts out of a visit's metaJson (absent for client users where the api strips them). */
export function visitMeta(v: RestStoreVisit) {
  const meta = v.metaJson ?? {};
  return {
    talentName: text(meta.mcFullName),
    talentEmail: v.metaMcEmail ?? text(meta.mcEmail),
    retailer: text(meta.retailer),
    doorLocation: text(meta.doorLocation),
    doorNumber: text(meta.doorNumber),
    city: text(meta.city),
    state: text(meta.state),
  };
}
