/** One data source per REST resource, all sharing the request's RestClient (and so its call counter). */
import { answersApi } from './answers.js';
import type { RestClient } from './client.js';
import { commonQuestionsApi } from './commonQuestions.js';
import { dashboardsApi } from './dashboards.js';
import { documentsApi } from './documents.js';
import { formsApi } from './forms.js';
import { reviewApi } from './review.js';
import { savedViewsApi } from './savedViews.js';
import { storeVisitsApi } from './storeVisits.js';
import { tagsApi } from './tags.js';
import { usersApi } from './users.js';

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
