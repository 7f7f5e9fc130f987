/**
 * Opening a widget's underlying data (spec 002 §2, §3, §8): as the SVR response list (/dashboard/svr-responses)
 * with the widget's filters written to that list's browser filters (namespace reporting), or as a roll-up built
 * from the widget (/dashboard/roll-ups/from-widget/{namespace}, the namespace mapped to the widget's id in the
 * browser). A widget without a saved namespace is known by its id.
 */
import { parseParams, writeSavedParams } from '../../filters/model/storage';
import type { FilterParam } from '../../filters/model/types';
import { DASHBOARD_RESPONSES_PAGE } from '../../responses/model/pages';
import { rememberWidgetNamespace } from '../../rollups/model/widgetNamespace';

export const RESPONSES_LIST_PATH = '/dashboard/svr-responses';

interface WidgetRef {
  id: number;
  filters: unknown;
  metaJson: unknown;
}

/** The widget's saved filter parameters (stored as a list, or as its JSON text). */
export function widgetFilterParams(filters: unknown): FilterParam[] {
  if (typeof filters !== 'string') return parseParams(filters);
  try {
    return parseParams(JSON.parse(filters));
  } catch {
    return [];
  }
}

export function widgetNamespaceOf(widget: WidgetRef): string {
  const meta = typeof widget.metaJson === 'object' && widget.metaJson !== null ? widget.metaJson : {};
  const ns = 'namespace' in meta ? meta.namespace : null;
  return typeof ns === 'string' && ns.trim() !== '' ? ns : String(widget.id);
}

/** Writes the widget's filters as the list's filters and answers where to go. */
export function openAsList(storage: Pick<Storage, 'setItem' | 'removeItem'>, widget: WidgetRef): string {
  writeSavedParams(storage, DASHBOARD_RESPONSES_PAGE.namespace, widgetFilterParams(widget.filters));
  return RESPONSES_LIST_PATH;
}

/** Maps the widget's namespace to its id and answers the roll-up page's address. */
export function openAsRollup(storage: Storage, widget: WidgetRef): string {
  const namespace = widgetNamespaceOf(widget);
  rememberWidgetNamespace(storage, namespace, widget.id);
  return `/dashboard/roll-ups/from-widget/${encodeURIComponent(namespace)}`;
}
