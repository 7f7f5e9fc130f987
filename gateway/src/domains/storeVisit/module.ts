/** Visits, their answers, bulk actions, the Excel export and meal periods (schema/storeVisit.graphql). */
import { defineModule } from '../module.js';
import { storeVisitActionResolvers } from './actions.js';
import { answersApi } from './answers.js';
import { createAnswerLoader } from './loaders.js';
import { storeVisitResolvers } from './resolvers.js';
import { storeVisitsApi } from './rest.js';

export const storeVisitModule = defineModule({
  name: 'storeVisit',
  api: (rest) => ({ storeVisits: storeVisitsApi(rest), answers: answersApi(rest) }),
  loaders: (api) => ({ answers: createAnswerLoader(api.answers) }),
  resolvers: [storeVisitResolvers, storeVisitActionResolvers],
});
