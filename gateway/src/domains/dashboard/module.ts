/** Saved dashboards and their widgets (schema/dashboard.graphql). */
import { defineModule } from '../module.js';
import { createWidgetLoader } from './loaders.js';
import { dashboardResolvers } from './resolvers.js';
import { dashboardsApi } from './rest.js';

export const dashboardModule = defineModule({
  name: 'dashboard',
  api: (rest) => ({ dashboards: dashboardsApi(rest) }),
  loaders: (api) => ({ widgets: createWidgetLoader(api.dashboards) }),
  resolvers: [dashboardResolvers],
});
