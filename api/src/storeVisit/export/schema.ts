/** The export payload (POST /storeVisit/export/{type}). */
import { z } from 'zod';
import { jsonField, zId } from '../../http/params.js';
import { filterList } from '../filters/compile.js';

/** Rows one export writes (docs/DECISIONS.md). */
export const MAX_EXPORT_ROWS = 10_000;
/** Spec 002 §9: exactly this many selected rows means every row of the filter (the list's select-all cap). */
export const EXPORT_ALL_AT = 500;
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
    /** Star and flag motives under their photos (Additional Excel Columns): staff only, ignored for client users. */
    includeMotivesInExcelReport: z.boolean().optional(),
    /** Additional Excel Columns asked for by key ('motives'); staff only. */
    additionalColumns: z.array(z.string().max(100)).max(20).optional(),
    /** A saved roll-up: its questions (and its filter, when neither ids nor filters are sent). */
    rollupId: zId('rollupId').optional(),
    sort: z.object({ path: z.string().min(1), direction: z.enum(['asc', 'desc']).optional() }).optional(),
  })
  .passthrough();
export const exportBody = z.preprocess((body) => {
  const b = (body ?? {}) as Record<string, unknown>;
  return b.report !== undefined ? jsonField(b.report, 'report') : b;
}, exportReport);
export type ExportReport = z.infer<typeof exportReport>;

/** What an export and a photo zip both select: reports by id or filter, questions by key or by roll-up. */
export type ExportSelection = Pick<ExportReport, 'ids' | 'transformedData' | 'filters' | 'questions' | 'rollupId'>;
