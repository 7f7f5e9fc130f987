/**
 * Bulk actions and the Excel export on reports (spec 001 §2.2, §4; spec 002 §7). A REST refusal the user
 * can act on (400, 404, 409) comes back in the payload's `error`, with the reports it names; 401, 403
 * and crashes stay GraphQL errors (the web app signs out on 401/403, as the spec says).
 */
import type { BlockedReport, Resolvers, StoreVisitBulkAction } from '../../generated/resolvers.js';
import { isUserFacing } from '../../rest/client.js';
import type { VisitBulkAction } from './rest.js';
import { restFilters } from './rest.js';

/** The api's limits: 1000 ids per bulk call, 10,000 rows per export. */
export const MAX_BULK_IDS = 1000;
export const MAX_EXPORT_IDS = 10_000;

const BULK_PATHS: Record<StoreVisitBulkAction, VisitBulkAction> = {
  APPROVE: 'approve',
  ARCHIVE: 'archive',
  ACTIVATE: 'activate',
  DELETE: 'delete',
  RESET: 'reset',
};

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The reports a 409 names in `details` ({ id, date, projectName }); anything else is skipped. */
export function blockedReports(details: unknown): BlockedReport[] {
  if (!Array.isArray(details)) return [];
  return details
    .filter(isObj)
    .filter((d) => typeof d.id === 'number')
    .map((d) => ({
      id: d.id as number,
      date: typeof d.date === 'string' ? d.date : null,
      projectName: typeof d.projectName === 'string' ? d.projectName : null,
    }));
}

const emptyBulk = { changed: [], skipped: [], changedCount: 0, skippedCount: 0 };

export const storeVisitActionResolvers: Resolvers = {
  Mutation: {
    bulkStoreVisits: async (_p, { action, ids }, ctx) => {
      const unique = [...new Set(ids)];
      if (unique.length === 0)
        return { ...emptyBulk, blockedReports: [], error: { message: 'Select at least one report.', field: 'ids' } };
      if (unique.length > MAX_BULK_IDS) {
        return {
          ...emptyBulk,
          blockedReports: [],
          error: { message: `At most ${MAX_BULK_IDS} reports per bulk action.`, field: 'ids' },
        };
      }
      try {
        const result = await ctx.api.storeVisits.bulk(BULK_PATHS[action], unique);
        return { ...result, error: null, blockedReports: [] };
      } catch (e) {
        if (!isUserFacing(e)) throw e;
        return { ...emptyBulk, error: { message: e.message, field: null }, blockedReports: blockedReports(e.details) };
      }
    },
    exportStoreVisits: async (_p, { type, ids, filters, columns, questions, title }, ctx) => {
      const none = { url: null, fileName: null, rows: 0, columns: [], photos: 0 };
      if (ids && ids.length > MAX_EXPORT_IDS) {
        return {
          ...none,
          error: { message: `At most ${MAX_EXPORT_IDS.toLocaleString('en-US')} rows per export.`, field: 'ids' },
        };
      }
      try {
        const result = await ctx.api.storeVisits.export(type ?? 'xlsx', {
          ...(title ? { title } : {}),
          ...(ids && ids.length ? { ids: [...new Set(ids)] } : filters ? { filters: restFilters(filters) } : {}),
          ...(columns && columns.length ? { columns: [...columns] } : {}),
          ...(questions && questions.length
            ? {
                questions: questions.map((q) => ({
                  canonicalKey: q.canonicalKey,
                  ...(q.title ? { title: q.title } : {}),
                })),
              }
            : {}),
        });
        return {
          url: result.url,
          fileName: result.fileName,
          rows: result.rows,
          columns: result.columns,
          photos: result.photos,
          error: null,
        };
      } catch (e) {
        if (!isUserFacing(e)) throw e;
        return { ...none, error: { message: e.message, field: null } };
      }
    },
  },
};
