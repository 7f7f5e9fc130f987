/** The responses pages' filter panels (spec 001 §2.2, spec 002 §2 Routes): namespace and rules of each. */
import type { FilterPageConfig } from '../../filters/model/types';

/** /manage/svr-responses, 'Review SVR Responses' (staff): the review queue, default Review State Pending Review or Resubmitted. */
export const REVIEW_RESPONSES_PAGE: FilterPageConfig = {
  namespace: 'svrResponses',
  isDashboard: false,
  reviewQueue: true,
  injectTenancy: false,
};

/** /dashboard/svr-responses: the SVR response list with namespace reporting; location filters count as door filters. */
export const DASHBOARD_RESPONSES_PAGE: FilterPageConfig = {
  namespace: 'reporting',
  isDashboard: true,
  reviewQueue: false,
  injectTenancy: false,
};

/** The table title (spec 001 §2.2: defaults to 'SVR Responses'). */
export const RESPONSES_TABLE_TITLE = 'SVR Responses';
