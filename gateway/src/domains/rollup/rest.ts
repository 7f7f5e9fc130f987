/** /api/v2/savedRollup: saved roll-ups (spec 002 §2, §3, §7) and the visits of a roll-up's page. */
import type { RestClient } from '../../rest/client.js';
import { z } from '../shared/schemas.js';
import { restFilters, type FilterParameter } from '../storeVisit/rest.js';
import { RestRollupVisits, RestSavedRollup, RestSavedRollupStatusChange } from './schemas.js';

export interface RestRollupMeta {
  embedPhotosInExcelReport?: boolean;
  includeMotivesInExcelReport?: boolean;
  widgetType?: string | null;
}

/** The spec's roll-up payload (formQuestionCanonicalKeys comma-joined). */
export interface RestSavedRollupBody {
  title?: string;
  description?: string | null;
  formQuestionCanonicalKeys?: string;
  filters?: FilterParameter[];
  restrictTokenUserId?: number | null;
  tenancyClientId?: number | null;
  metaJson?: RestRollupMeta;
  status?: number;
}

export interface RollupVisitsQuery {
  page: number;
  pageSize: number;
  sort?: { questionCanonicalKey?: string; path?: string; direction: 'asc' | 'desc' } | null;
  omitIds?: readonly number[];
  /** The row fields to answer (userStoreVisits' `fields`); null: whole rows. */
  fields?: readonly string[] | null;
  /** The page's answers to the roll-up's questions, and their documents, in the same call. */
  include?: readonly ('answers' | 'documents')[];
}

/** Statuses the list serves by default: the roll-up list defaults to Active items (spec 002 §4). */
export const DEFAULT_ROLLUP_STATUSES = [1] as const;

const segment = (n: number) => encodeURIComponent(String(n));

export function savedRollupsApi(rest: RestClient) {
  const body = (b: RestSavedRollupBody) => (b.filters ? { ...b, filters: restFilters(b.filters) } : b);
  return {
    /** The selected client's roll-ups (and those of no client), or every client's with allClients; newest first. */
    list: (allClients: boolean, statuses: readonly number[] = DEFAULT_ROLLUP_STATUSES) =>
      rest.get(`/api/v2/savedRollup${allClients ? '/all' : ''}?status=${statuses.join(',')}`, z.array(RestSavedRollup)),
    /** null when deleted or not visible to the caller. */
    byId: (id: number) => rest.getOrNull(`/api/v2/savedRollup/id/${segment(id)}`, RestSavedRollup),
    create: (b: RestSavedRollupBody) => rest.post('/api/v2/savedRollup', body(b), RestSavedRollup),
    update: (id: number, b: RestSavedRollupBody) =>
      rest.put(`/api/v2/savedRollup/id/${segment(id)}`, body(b), RestSavedRollup),
    /** ARCHIVE / ACTIVATE / DELETE many roll-ups in one call and one transaction (POST /savedRollup/status). */
    setStatus: (ids: readonly number[], status: number) =>
      rest.post('/api/v2/savedRollup/status', { ids, status }, RestSavedRollupStatusChange),
    /** A page of the visits the roll-up's filter selects (its 185-day rule, not the list's 45). */
    visits: (id: number, q: RollupVisitsQuery) =>
      rest.post(
        `/api/v2/savedRollup/id/${segment(id)}/visits`,
        {
          page: q.page,
          pageSize: q.pageSize,
          ...(q.sort ? { sort: q.sort } : {}),
          ...(q.omitIds?.length ? { omitIds: [...q.omitIds] } : {}),
          ...(q.fields?.length ? { fields: [...q.fields] } : {}),
          ...(q.include?.length ? { include: [...q.include] } : {}),
        },
        RestRollupVisits,
      ),
  };
}
export type SavedRollupsApi = ReturnType<typeof savedRollupsApi>;
