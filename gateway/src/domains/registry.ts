/** One data source per REST resource, all sharing the request's RestClient (and so its call counter). */
import type { Resolvers } from '../generated/resolvers.js';
import type { RestClient } from '../rest/client.js';
import { commonQuestionResolvers } from './commonQuestion/resolvers.js';
import { commonQuestionsApi } from './commonQuestion/rest.js';
import { tagsApi } from './commonQuestion/tags.js';
import { scalarResolvers } from './common/resolvers.js';
import { createWidgetLoader, type WidgetLoader } from './dashboard/loaders.js';
import { dashboardResolvers } from './dashboard/resolvers.js';
import { dashboardsApi } from './dashboard/rest.js';
import { createDocumentLoader, type DocumentLoader } from './document/loaders.js';
import { documentResolvers } from './document/resolvers.js';
import { documentsApi } from './document/rest.js';
import { createFormLoader, type FormLoader } from './form/loaders.js';
import { formResolvers } from './form/resolvers.js';
import { formsApi } from './form/rest.js';
import { reviewResolvers } from './review/resolvers.js';
import { reviewApi } from './review/rest.js';
import { savedViewResolvers } from './savedView/resolvers.js';
import { savedViewsApi } from './savedView/rest.js';
import { storeVisitActionResolvers } from './storeVisit/actions.js';
import { answersApi } from './storeVisit/answers.js';
import { createAnswerLoader, type AnswerLoader } from './storeVisit/loaders.js';
import { storeVisitResolvers } from './storeVisit/resolvers.js';
import { storeVisitsApi } from './storeVisit/rest.js';
import { userResolvers } from './user/resolvers.js';
import { usersApi } from './user/rest.js';

export function createDataSources(rest: RestClient) {
  return {
    forms: formsApi(rest),
    storeVisits: storeVisitsApi(rest),
    answers: answersApi(rest),
    documents: documentsApi(rest),
    dashboards: dashboardsApi(rest),
    users: usersApi(rest),
    commonQuestions: commonQuestionsApi(rest),
    tags: tagsApi(rest),
    savedViews: savedViewsApi(rest),
    review: reviewApi(rest),
  };
}
export type DataSources = ReturnType<typeof createDataSources>;

/**
 * The DataLoaders of one GraphQL request. Created per request, never app-wide: a shared cache would
 * serve one user's records to another, go stale after writes, and grow without bound.
 */
export interface Loaders {
  answers: AnswerLoader;
  documents: DocumentLoader;
  forms: FormLoader;
  widgets: WidgetLoader;
}

export function createLoaders(api: DataSources): Loaders {
  return {
    answers: createAnswerLoader(api.answers),
    documents: createDocumentLoader(api.documents),
    forms: createFormLoader(api.forms),
    widgets: createWidgetLoader(api.dashboards),
  };
}

/** Every resolver module, one per domain; makeExecutableSchema merges them. */
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
