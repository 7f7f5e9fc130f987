/**
 * The reporting pages' filter panels (spec 001 §2.3, spec 002 §2): each keeps its filters in the
 * browser under its own namespace, and all are pre-filtered by the client and project chosen in the
 * header (permanent Client Name / Project Name chips).
 */
import type { FilterPageConfig } from '../filters/model/types';

const reporting = (namespace: string, reportReview: boolean): FilterPageConfig => ({
  namespace,
  injectTenancy: true,
  isDashboard: false,
  reviewQueue: false,
  reportReview,
});

/** /reporting/svrs: the SVR responses of the chosen client and project; REPORT REVIEW for staff (spec 002 §2). */
export const REPORTING_SVRS_PAGE = reporting('reportingSvrs', true);
/** /reporting/meal-period; REPORT REVIEW (spec 002 §2). */
export const MEAL_PERIOD_PAGE = reporting('mealPeriod', true);
/** /reporting/checkin. */
export const CHECK_IN_PAGE = reporting('checkin', false);

/** The reporting tabs (spec 001 §2.3, §6); staffOnly tabs are neither shown to client users nor open to them. */
export const REPORTING_TABS = [
  { path: '/reporting/svrs', label: 'SVRs', staffOnly: false },
  { path: '/reporting/meal-period', label: 'Meal Period', staffOnly: true },
  { path: '/reporting/checkin', label: 'Check In', staffOnly: true },
] as const;
