/** Forms: the list, a form by canonical key or ids, builder saves and status changes (schema/form.graphql). */
import { defineModule } from '../module.js';
import { createFormLoader } from './loaders.js';
import { formResolvers } from './resolvers.js';
import { formsApi } from './rest.js';

export const formModule = defineModule({
  name: 'form',
  api: (rest) => ({ forms: formsApi(rest) }),
  loaders: (api) => ({ forms: createFormLoader(api.forms) }),
  resolvers: [formResolvers],
});
