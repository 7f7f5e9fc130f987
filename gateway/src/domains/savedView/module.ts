/** Saved views of the visit list (schema/savedView.graphql). */
import { defineModule } from '../module.js';
import { savedViewResolvers } from './resolvers.js';
import { savedViewsApi } from './rest.js';

export const savedViewModule = defineModule({
  name: 'savedView',
  api: (rest) => ({ savedViews: savedViewsApi(rest) }),
  resolvers: [savedViewResolvers],
});
