/** Request bodies of /api/v2/storeVisit; their z.infer types are the request types. */
import { z } from 'zod';
import { jsonField, zId } from '../http/params.js';
import { filterList } from './filters/compile.js';

/** Spec 002 §9 offers 25, 50, 100, 250; the gateway and exports page up to 1000 (the answers call's limit). */
export const MAX_PAGE_SIZE = 1000;

/** Pages past this are beyond any list (1,000 × 1,000,000 rows): a larger number is a mistake, not a request. */
export const MAX_PAGE = 1_000_000;
export const zPage = z.coerce
  .number({ invalid_type_error: 'page is a whole number from 1.' })
  .int('page is a whole number from 1.')
  .min(1, 'page starts at 1.')
  .max(MAX_PAGE, `page is at most ${MAX_PAGE.toLocaleString('en-US')}.`)
  .default(1);
export const zPageSize = z.coerce
  .number({ invalid_type_error: 'pageSize is a whole number.' })
  .int('pageSize is a whole number.')
  .min(1, 'pageSize is at least 1.')
  .max(MAX_PAGE_SIZE, `pageSize is at most ${MAX_PAGE_SIZE}.`)
  .default(50);

/**
 * sortandcolors: `true` (colours and colour sort), `false` (neither), or { colors, sort }.
 * Colours are on unless turned off; the colour sort is off unless asked.
 */
export const sortAndColors = z
  .union([z.boolean(), z.object({ colors: z.boolean().optional(), sort: z.boolean().optional() }).passthrough()])
  .optional()
  .transform((v) =>
    typeof v === 'boolean' ? { colors: v, sort: v } : { colors: v?.colors ?? true, sort: v?.sort ?? false },
  );

export const listBody = z.object({
  /** Absent: the spec's default filters (Visit Date, last 7 days). An empty list: no filter (the whole scoped list, paged). */
  filters: filterList.optional(),
  fields: z.array(z.string()).max(200, 'At most 200 fields.').optional(),
  /** true or absent: one row per report; false: multi-day reports listed one row per day. */
  groupMultiDaySvrs: z.boolean().optional(),
  sortandcolors: sortAndColors,
  /** The dashboard SVR responses page (door-filter counting of validateFilter). */
  isDashboard: z.boolean().optional(),
  sort: z
    .object({ path: z.string().min(1, 'sort.path is required.'), direction: z.enum(['asc', 'desc']).optional() })
    .optional(),
  page: zPage,
  pageSize: zPageSize,
});
export type ListBody = z.infer<typeof listBody>;

/** The spec's bulk actions act on at most a page of 1000 selected rows. */
export const MAX_BULK_IDS = 1000;
export const bulkBody = z.object({
  ids: z
    .array(z.union([zId('Each id'), z.object({ id: zId('Each id') }).transform((o) => o.id)]), {
      invalid_type_error: 'ids is a list of report ids.',
    })
    .min(1, 'Select at least one report.')
    .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} reports per bulk action.`)
    .transform((ids) => [...new Set(ids)]),
});
export type BulkBody = z.infer<typeof bulkBody>;

export const mealQueryBody = z.object({
  filters: filterList.optional(),
  isDashboard: z.boolean().optional(),
  page: zPage,
  pageSize: zPageSize,
});

/** Rows one export writes in the request (larger exports are jobs, see docs/DECISIONS.md). */
export const MAX_EXPORT_ROWS = 10_000;
const question = z.union([
  z
    .string()
    .min(1)
    .transform((canonicalKey) => ({ canonicalKey, title: null as string | null })),
  z
    .object({ canonicalKey: z.string().min(1), title: z.string().nullish() })
    .transform((q) => ({ canonicalKey: q.canonicalKey, title: q.title ?? null })),
]);

/**
 * The export payload (spec 002 §7: multipart field `report`, or the same object as JSON). The rows are
 * read again on the server from `ids` (or from `filters` when every row is exported): what the browser
 * sends as transformedData is never trusted.
 */
export const exportReport = z
  .object({
    title: z.string().trim().max(200).default('SVR Responses'),
    ids: z
      .array(zId('Each id'))
      .max(MAX_EXPORT_ROWS, `At most ${MAX_EXPORT_ROWS.toLocaleString('en-US')} rows per export.`)
      .optional(),
    transformedData: z
      .array(z.object({ id: zId('Each row id') }).passthrough())
      .max(MAX_EXPORT_ROWS)
      .optional(),
    filters: filterList.optional(),
    columns: z.array(z.string()).max(200).optional(),
    commonUnselectheaders: z.array(z.string()).max(200).optional(),
    questions: z.array(question).max(500, 'At most 500 questions per export.').default([]),
    namespace: z.string().max(100).optional(),
    embedPhotosInExcelReport: z.boolean().optional(),
    sort: z.object({ path: z.string().min(1), direction: z.enum(['asc', 'desc']).optional() }).optional(),
  })
  .passthrough();
export const exportBody = z.preprocess((body) => {
  const b = (body ?? {}) as Record<string, unknown>;
  return b.report !== undefined ? jsonField(b.report, 'report') : b;
}, exportReport);
export type ExportReport = z.infer<typeof exportReport>;
