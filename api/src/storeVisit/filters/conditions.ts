/** A filter list turned into SQL conditions: the spec's defaults, the whitelist, then validateFilter. */
import type { SQL } from 'drizzle-orm';
import type { Session } from '../../auth/session.js';
import { badRequest } from '../../http/errors.js';
import { defaultFilters, FILTER_MESSAGES, hasFilterData, validateFilter, type FilterTarget } from '@svr/domain';
import { compileFilters, type FilterParameter } from './compile.js';

/**
 * The conditions of a filter list: the spec's defaults when none is sent, each parameter checked
 * against the whitelist, then the whole list against validateFilter (spec 002 §5) when any parameter
 * carries data. An empty list is no filter.
 *
 * The default Visit Date (last 7 days) is for staff (spec 002 §5, 001 §2.2): a client user who sends no
 * list has no range to search and is asked for one, with validateFilter's message (docs/DECISIONS.md).
 */
export function filterConditions(
  s: Session,
  filters: FilterParameter[] | undefined,
  opts: { target: FilterTarget; isDashboard?: boolean; now?: Date },
): SQL[] {
  const defaults = filters === undefined;
  const list = filters ?? defaultFilters({ isClient: s.user.isClient, target: opts.target }, opts.now);
  if (defaults && !list.some(hasFilterData)) throw badRequest(FILTER_MESSAGES.visitDateRequired);
  const conditions = compileFilters(list, s.user.isClient);
  if (list.some(hasFilterData)) {
    const problem = validateFilter(list, {
      isClient: s.user.isClient,
      target: opts.target,
      isDashboard: opts.isDashboard,
    });
    if (problem) throw badRequest(problem);
  }
  return conditions;
}
