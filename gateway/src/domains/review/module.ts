/** The review page: permissions, revision requests, media marks, decisions, feedback, activity (schema/review.graphql). */
import { defineModule } from '../module.js';
import { createReviewPartLoader } from './loaders.js';
import { reviewResolvers } from './resolvers.js';
import { reviewApi } from './rest.js';

export const reviewModule = defineModule({
  name: 'review',
  api: (rest) => ({ review: reviewApi(rest) }),
  loaders: (api) => ({ reviewParts: createReviewPartLoader(api.review) }),
  resolvers: [reviewResolvers],
});
