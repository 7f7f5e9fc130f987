/**
 * The system of record: every table of the product, as a drizzle schema, one file per area under ./tables.
 * Migrations in ./migrations are generated from these files (`npm run db:generate`) and run at start.
 * Tables are snake_case; JSON documents (form content, metaJson, formState, filters) are jsonb.
 */
import { clients, projects, users, refreshTokens, loginLimits, regionals } from './tables/people.js';
import { forms, tags, commonQuestions, documents } from './tables/forms.js';
import { talent, storeVisits, storeVisitEvents, storeVisitSubmissions, answers, mealPeriods } from './tables/visits.js';
import { feedback, feedbackTexts, rejections, activity, reviewPresence } from './tables/review.js';
import { notifications, notificationRecipients, notificationDeliveries } from './tables/notifications.js';
import { savedViews, savedRollups, savedWidgets, savedDashboards } from './tables/saved.js';
import { jobs } from './tables/jobs.js';

export * from './tables/people.js';
export * from './tables/forms.js';
export * from './tables/visits.js';
export * from './tables/review.js';
export * from './tables/notifications.js';
export * from './tables/saved.js';
export * from './tables/jobs.js';

export const tables = {
  clients,
  projects,
  users,
  refreshTokens,
  loginLimits,
  regionals,
  forms,
  tags,
  commonQuestions,
  documents,
  talent,
  storeVisits,
  storeVisitEvents,
  storeVisitSubmissions,
  answers,
  feedback,
  feedbackTexts,
  rejections,
  activity,
  reviewPresence,
  notifications,
  notificationRecipients,
  notificationDeliveries,
  mealPeriods,
  savedViews,
  savedRollups,
  savedWidgets,
  savedDashboards,
  jobs,
};
