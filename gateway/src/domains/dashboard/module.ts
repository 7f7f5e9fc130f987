/** Saved dashboards, their widgets and what each widget shows (schema/dashboard.graphql). */
import { defineModule } from '../module.js';
import { widgetDataResolvers } from './data.js';
import { createWidgetDataLoader, createWidgetLoader } from './loaders.js';
import { dashboardMutations } from './mutations.js';
import { dashboardResolvers } from './resolvers.js';
import { dashboardsApi } from './rest.js';

export const dashboardModule = defineModule({
  name: 'dashboard',
  api: (rest) => ({ dashboards: dashboardsApi(rest) }),
  loaders: (api) => ({
    widgets: createWidgetLoader(api.dashboards),
    widgetData: createWidgetDataLoader(api.dashboards),
  }),
  resolvers: [dashboardResolvers, widgetDataResolvers, dashboardMutations],
});
