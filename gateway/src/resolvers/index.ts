/** Every resolver module, one per domain; makeExecutableSchema merges them. */
import type { Resolvers } from '../generated/resolvers.js';
import { commonQuestionResolvers } from './commonQuestion.js';
import { dashboardResolvers } from './dashboard.js';
import { documentResolvers } from './document.js';
import { formResolvers } from './form.js';
import { reviewResolvers } from './review.js';
import { savedViewResolvers } from './savedView.js';
import { scalarResolvers } from './scalars.js';
import { storeVisitResolvers } from './storeVisit.js';
import { storeVisitActionResolvers } from './storeVisitActions.js';
import { userResolvers } from './user.js';

export const resolvers: Resolvers[] = [
  scalarResolvers,
  formResolvers,
  storeVisitResolvers,
  documentResolvers,
  dashboardResolvers,
  userResolvers,
  commonQuestionResolvers,
  storeVisitActionResolvers,
  savedViewResolvers,
  reviewResolvers,
];
