/** Saved roll-ups and the roll-up page (schema/rollup.graphql). */
import { defineModule } from '../module.js';
import { rollupResolvers } from './resolvers.js';
import { savedRollupsApi } from './rest.js';

export const rollupModule = defineModule({
  name: 'rollup',
  api: (rest) => ({ savedRollups: savedRollupsApi(rest) }),
  resolvers: [rollupResolvers],
});
