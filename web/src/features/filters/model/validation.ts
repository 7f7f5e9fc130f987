/**
 * validateFilter (spec 002 §5) in the browser: the api's own pure module, imported as it is, so the panel
 * shows the same message the api would answer, in its OK dialog, before a search is sent. This is the one
 * file of web/ allowed to import from api/ (see eslint.config.js); the api still checks every search.
 */
import {
  defaultVisitDateFilter,
  FILTER_MESSAGES,
  hasFilterData,
  validateFilter,
  type FilterLike,
} from '../../../../../api/src/storeVisit/validateFilter';
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

/** The default Visit Date parameter: the last 7 days through today 23:59:59. */
export function defaultVisitDate(now: Date = new Date()): FilterParam {
  const d = defaultVisitDateFilter(now);
  return { label: d.label, path: d.path, pathStr: d.pathStr, type: 'Date', data: d.data, exclude: false };
}
