/** Request bodies of the visit list (POST /storeVisit/userStoreVisits) and the paging every visit page shares. */
import { z } from 'zod';
import { filterList } from '../filters/compile.js';

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
  /**
   * Which validateFilter rule the filter is held to (spec 002 §5): 'list' (default, 45 days), or the question
   * pickers of a roll-up (185 days) and a widget (366 days), which list the forms of the filter's visits.
   */
  filterFor: z.enum(['list', 'rollup', 'widget']).optional(),
  sort: z
    .object({ path: z.string().min(1, 'sort.path is required.'), direction: z.enum(['asc', 'desc']).optional() })
    .optional(),
  page: zPage,
  pageSize: zPageSize,
});
export type ListBody = z.infer<typeof listBody>;
