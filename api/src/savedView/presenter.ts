/** Saved views in the spec's wire shape (spec 002 §3); client users never get internal filter parameters. */
import { resolveRelativeDates } from '@svr/domain';
import type { savedViews } from '../db/schema.js';
import { filterParameter, type FilterParameter } from '../storeVisit/filters/compile.js';
import { isInternalPath } from '../storeVisit/filters/paths.js';

type SavedViewRow = typeof savedViews.$inferSelect;

/**
 * The stored filter list, parsed; parameters a client user may not use (Review State, Visibility …) are left out
 * for them. A relative date range ('Past week') keeps its key and shows its days today, so the view moves with time.
 */
export function storedFilters(value: unknown, isClient: boolean): FilterParameter[] {
  const list = Array.isArray(value) ? value : [];
  return resolveRelativeDates(
    list
      .map((p) => filterParameter.safeParse(p))
      .filter((r) => r.success)
      .map((r) => r.data)
      .filter((p) => !(isClient && isInternalPath(p.path))),
  );
}

export function presentSavedView(row: SavedViewRow, isClient: boolean) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    filters: storedFilters(row.filters, isClient),
    restrictTokenUserId: row.restrictTokenUserId,
    status: row.status,
    tenancyClientId: row.tenancyClientId,
    createdBy: row.createdBy,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  };
}
export type SavedView = ReturnType<typeof presentSavedView>;
