/**
 * REST status codes ↔ schema enum names. The api speaks numbers (status 0..3, metaReviewState 0..5);
 * analysts and the web app read names. An unknown code is a data error, not something to guess.
 */
import { GraphQLError } from 'graphql';

/** RecordStatus in code order: 0 deleted, 1 active, 2 archived, 3 draft. */
export const RECORD_STATUSES = ['DELETED', 'ACTIVE', 'ARCHIVED', 'DRAFT'] as const;
export type RecordStatusName = (typeof RECORD_STATUSES)[number];

/** ReviewState in code order (metaJson.reviewState; 5 is derived by the api). */
export const REVIEW_STATES = [
  'PENDING_SUBMISSION',
  'PENDING_REVIEW',
  'IN_REVIEW',
  'APPROVED',
  'REJECTED',
  'RESUBMITTED',
] as const;
export type ReviewStateName = (typeof REVIEW_STATES)[number];

function nameOf<T extends string>(names: readonly T[], code: number, what: string): T {
  const name = names[code];
  if (name === undefined) {
    throw new GraphQLError(`The api answered an unknown ${what} code ${code}.`, {
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  }
  return name;
}

export const recordStatusName = (code: number): RecordStatusName => nameOf(RECORD_STATUSES, code, 'status');
export const recordStatusCode = (name: RecordStatusName): number => RECORD_STATUSES.indexOf(name);
export const reviewStateName = (code: number): ReviewStateName => nameOf(REVIEW_STATES, code, 'review state');
