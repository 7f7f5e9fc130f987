/** Saved dashboards and widgets in their REST shape (spec 002 §3); client users get a cleaned widget. */
import type { savedDashboards, savedWidgets } from '../db/schema.js';
import type { Session } from '../auth/session.js';
import { jsonField } from '../http/params.js';
import { CLIENT_HIDDEN_WIDGET_META, withoutKeys } from '../storeVisit/visit/clientVisibility.js';
import { clientMayUsePath } from '../storeVisit/filters/paths.js';

export type DashboardRow = typeof savedDashboards.$inferSelect;
export type WidgetRow = typeof savedWidgets.$inferSelect;

export function presentDashboard(d: DashboardRow) {
  return {
    id: d.id,
    title: d.title,
    metaJson: d.metaJson,
    widgetIds: d.widgetIds,
    status: d.status,
    restrictTokenUserId: d.restrictTokenUserId,
    tenancyClientId: d.tenancyClientId,
    created: d.created.toISOString(),
  };
}

function presentWidget(w: WidgetRow) {
  return {
    id: w.id,
    title: w.title,
    description: w.description,
    formQuestionCanonicalKeys: w.formQuestionCanonicalKeys,
    filters: w.filters,
    metaJson: w.metaJson,
    restrictTokenUserId: w.restrictTokenUserId,
    status: w.status,
    tenancyClientId: w.tenancyClientId,
    created: w.created.toISOString(),
  };
}

const asObject = (v: unknown): Record<string, unknown> | null => {
  try {
    const o = jsonField(v, 'value');
    return typeof o === 'object' && o !== null && !Array.isArray(o) ? (o as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * A widget as a client user receives it (spec 002 §6, docs/DECISIONS.md): without the filters they may
 * not use (Review State, Visibility and every other internal path of paths.ts) and without the block
 * and flag lists of its metaJson. A staff widget filtered on Review State therefore counts, for a
 * client user, every visit the filters they may use select (spec 002 §6: Review State is not needed
 * for their widgets); the filter is not applied behind their back, so what they see is what they could
 * load themselves. Filters and metaJson keep their stored form (list or JSON text).
 */
export function presentWidgetFor(s: Session, w: WidgetRow) {
  const out = presentWidget(w);
  if (!s.user.isClient) return out;
  const text = typeof w.filters === 'string';
  let filters: unknown = w.filters;
  try {
    const list = jsonField(w.filters, 'filters');
    if (Array.isArray(list)) {
      const kept = list.filter((p) => {
        const path = typeof p === 'object' && p !== null ? (p as { path?: unknown }).path : undefined;
        return typeof path === 'string' && clientMayUsePath(path);
      });
      filters = text ? JSON.stringify(kept) : kept;
    } else filters = text ? '[]' : [];
  } catch {
    filters = text ? '[]' : [];
  }
  const meta = asObject(w.metaJson);
  const cleanMeta = meta ? withoutKeys(meta, CLIENT_HIDDEN_WIDGET_META) : {};
  return {
    ...out,
    filters,
    metaJson: typeof w.metaJson === 'string' ? JSON.stringify(cleanMeta) : cleanMeta,
  } as typeof out;
}
