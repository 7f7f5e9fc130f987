/** /api/v2/storeVisit: one visit, and the filtered, paged visit list. */
import { segment, type RestClient } from '../../rest/client.js';
import { z } from '../shared/schemas.js';
import {
  RestBulkResult,
  RestExportResult,
  RestMealPeriodList,
  RestStoreVisitList,
  RestStoreVisitNarrowedList,
  RestStoreVisitRecord,
  type RestStoreVisit,
} from './schemas.js';

/** The api's (and the spec's) page size limit. */
export const MAX_VISIT_PAGE_SIZE = 1000;

export interface FilterParameter {
  label: string;
  path: string;
  type?: string | null;
  data: unknown;
  exclude?: boolean | null;
}

/** What the list call takes besides filters and paging (docs/API.md); null and undefined mean "not sent". */
export interface VisitListOptions {
  sort?: { path: string; direction?: 'asc' | 'desc' | null } | null;
  sortandcolors?: { colors?: boolean | null; sort?: boolean | null } | null;
  groupMultiDaySvrs?: boolean | null;
  fields?: readonly string[] | null;
  isDashboard?: boolean | null;
  /** The validateFilter rule of the filter: a list's (default), a roll-up's or a widget's. */
  filterFor?: 'list' | 'rollup' | 'widget' | null;
}

/** Bulk paths of POST /api/v2/storeVisit/bulk/{action}. */
export type VisitBulkAction = 'approve' | 'archive' | 'activate' | 'delete' | 'reset';

export interface RestExportReport {
  title?: string;
  ids?: number[];
  filters?: ReturnType<typeof restFilters>;
  columns?: string[];
  questions?: { canonicalKey: string; title?: string }[];
}

/** Drop GraphQL nulls: the api's schema treats an absent optional field and null differently. */
export function restFilters(filters: readonly FilterParameter[]) {
  return filters.map(({ type, exclude, ...param }) => ({
    ...param,
    ...(type ? { type } : {}),
    ...(exclude !== null && exclude !== undefined ? { exclude } : {}),
  }));
}

/** The list options as the api takes them, leaving out what was not given. */
export function listOptionsBody(o: VisitListOptions): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (o.sort) body.sort = { path: o.sort.path, ...(o.sort.direction ? { direction: o.sort.direction } : {}) };
  if (o.sortandcolors) {
    const { colors, sort } = o.sortandcolors;
    body.sortandcolors = {
      ...(colors !== null && colors !== undefined ? { colors } : {}),
      ...(sort !== null && sort !== undefined ? { sort } : {}),
    };
  }
  if (o.groupMultiDaySvrs !== null && o.groupMultiDaySvrs !== undefined) body.groupMultiDaySvrs = o.groupMultiDaySvrs;
  if (o.fields && o.fields.length) body.fields = [...o.fields];
  if (o.isDashboard !== null && o.isDashboard !== undefined) body.isDashboard = o.isDashboard;
  if (o.filterFor) body.filterFor = o.filterFor;
  return body;
}

export function storeVisitsApi(rest: RestClient) {
  return {
    /** null when the visit does not exist or is outside the caller's tenancy (the api answers 404 for both). */
    byId: (id: number) => rest.getOrNull(`/api/v2/storeVisit/id/${id}`, RestStoreVisitRecord),
    list: (args: { filters: FilterParameter[]; page: number; pageSize: number } & VisitListOptions) =>
      rest.post(
        '/api/v2/storeVisit/userStoreVisits',
        { filters: restFilters(args.filters), page: args.page, pageSize: args.pageSize, ...listOptionsBody(args) },
        args.fields?.length ? RestStoreVisitNarrowedList : RestStoreVisitList,
      ),
    /** One transaction on the api: a refusal (409 with the reports in details) changes nothing. */
    bulk: (action: VisitBulkAction, ids: readonly number[]) =>
      rest.post(`/api/v2/storeVisit/bulk/${action}`, { ids: [...ids] }, RestBulkResult),
    /** Writes the workbook and answers its link (sent as a JSON body; the api also takes the spec's multipart field). */
    export: (type: string, report: RestExportReport) =>
      rest.post(`/api/v2/storeVisit/export/${segment(type)}`, report, RestExportResult),
    /** Distinct values of a filter path containing the text, at most 10. */
    suggestions: (path: string, text: string) =>
      rest.get(`/api/v2/storeVisit/autocomplete/${segment(path)}/${segment(text)}`, z.array(z.string())),
    mealPeriods: (args: { filters: FilterParameter[]; page: number; pageSize: number; isDashboard?: boolean | null }) =>
      rest.post(
        '/api/v2/storeVisit/meal/query',
        {
          filters: restFilters(args.filters),
          page: args.page,
          pageSize: args.pageSize,
          ...(args.isDashboard !== null && args.isDashboard !== undefined ? { isDashboard: args.isDashboard } : {}),
        },
        RestMealPeriodList,
      ),
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
    projectSegmentName: text(meta.projectSegmentName),
  };
}

export interface RestMultiDayEvent {
  eventId: string | null;
  expectedCheckinTime: string | null;
  expectedDurationMinutes: number | null;
  actualCheckinTime: string | null;
  actualCheckoutTime: string | null;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The days of a multi-day report as the schema serves them; stray entries are skipped. */
export function multiDayEvents(list: unknown): RestMultiDayEvent[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isObj).map((e) => ({
    eventId: text(e.eventId),
    expectedCheckinTime: text(e.expectedCheckinTime),
    expectedDurationMinutes: num(e.expectedDurationMinutes),
    actualCheckinTime: text(e.actualCheckinTime),
    actualCheckoutTime: text(e.actualCheckoutTime),
  }));
}
