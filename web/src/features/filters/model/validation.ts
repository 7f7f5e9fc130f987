/**
 * validateFilter (spec 002 §5) in the browser: the same pure function the api runs (in @svr/domain), so
 * the panel shows the message the api would answer, in its OK dialog, before a search is sent. The api
 * still checks every search.
 */
import { defaultVisitDateFilter, FILTER_MESSAGES, hasFilterData, validateFilter, type FilterLike } from '@svr/domain';
import type { FilterParam, FilterPageConfig } from './types';

export { FILTER_MESSAGES, hasFilterData };

/** The first validateFilter rule the filters break for a list page, as the spec's message; null when they pass. */
export function checkListFilters(
  params: readonly FilterLike[],
  page: Pick<FilterPageConfig, 'isDashboard'>,
  isClient: boolean,
): string | null {
  return validateFilter([...params], { isClient, target: 'list', isDashboard: page.isDashboard });
}

/**
 * The default Visit Date parameter: the last 7 days through today 23:59:59 for staff, kept relative ('Past week',
 * issue 15) so a kept or saved default moves with time; for client users the parameter with no range, as
 * @svr/domain's defaultFilters and the api give them (spec 002 §5 "(staff)", 001 §2.2).
 */
export function defaultVisitDate(now: Date = new Date(), isClient = false): FilterParam {
  const d = defaultVisitDateFilter(now);
  return {
    label: d.label,
    path: d.path,
    pathStr: d.pathStr,
    type: 'Date',
    data: isClient ? [] : d.data,
    exclude: false,
    ...(isClient ? {} : { relative: 'last7days' as const }),
  };
}
