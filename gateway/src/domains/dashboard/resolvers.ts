/** Dashboards and widgets. A dashboard's widgets come through the widgets loader: one call for all dashboards. */
import { recordStatusName } from '../../domain/enums.js';
import { knownWidgetType, widgetTypeValues } from '../../domain/vocabularies.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { parseIdList, parseJsonText as jsonText, parseKeyList, widgetTypeOf } from './rest.js';
import type { RestWidget } from './schemas.js';
import type { GatewayContext } from '../../context.js';
import { badInput } from '../shared/errors.js';

export const MAX_WIDGET_IDS = 1000;

/** Widgets in the order given; deleted ones, and ones the caller may not see, are left out. */
async function widgetsInOrder(ids: readonly number[], ctx: GatewayContext): Promise<RestWidget[]> {
  const found = await Promise.all(ids.map((id) => ctx.loaders.widgets.load(id)));
  return found.filter((w): w is RestWidget => w !== null);
}

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboards: (_p, _a, ctx) => ctx.api.dashboards.list(),
    dashboard: (_p, { id }, ctx) => ctx.api.dashboards.byId(id),
    widgets: (_p, { ids }, ctx) => {
      if (ids.length > MAX_WIDGET_IDS)
        throw badInput(`Ask for at most ${MAX_WIDGET_IDS} widgets at a time (got ${ids.length}).`, 'ids');
      return widgetsInOrder(ids, ctx);
    },
  },
  Dashboard: {
    widgetIds: (d) => parseIdList(d.widgetIds),
    widgets: (d, _a, ctx) => widgetsInOrder(parseIdList(d.widgetIds), ctx),
    metaJson: (d) => jsonText(d.metaJson) ?? {},
    status: (d) => recordStatusName(d.status),
  },
  WidgetType: widgetTypeValues,
  Widget: {
    widgetType: (w) => {
      const stored = widgetTypeOf(w);
      return stored === null ? null : knownWidgetType(stored);
    },
    formQuestionCanonicalKeys: (w) => parseKeyList(w.formQuestionCanonicalKeys),
    filters: (w) => jsonText(w.filters) ?? [],
    metaJson: (w) => jsonText(w.metaJson) ?? {},
    status: (w) => recordStatusName(w.status),
  },
};
