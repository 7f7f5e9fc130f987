/** Background jobs: Excel exports and photo zips a user starts and watches (schema/job.graphql). */
import { defineModule } from '../module.js';
import { jobResolvers } from './resolvers.js';
import { jobsApi } from './rest.js';

export const jobModule = defineModule({
  name: 'job',
  api: (rest) => ({ jobs: jobsApi(rest) }),
  resolvers: [jobResolvers],
});
