/**
 * REST status codes ↔ schema enum names. The api speaks numbers (status 0..3, metaReviewState 0..5);
 * analysts and the web app read names. The names, in code order, are @svr/domain's. An unknown code is a
 * data error, not something to guess.
 */
import { GraphQLError } from 'graphql';
import {
  RECORD_STATUS_NAMES,
  REVIEW_STATE_NAMES,
  ReviewState,
  type RecordStatusName,
  type ReviewStateName,
} from '@svr/domain';

export type { RecordStatusName, ReviewStateName };

function nameOf<T extends string>(names: readonly T[], code: number, what: string): T {
  const name = names[code];
  if (name === undefined) {
    throw new GraphQLError(`The api answered an unknown ${what} code ${code}.`, {
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  }
  return name;
}

export const recordStatusName = (code: number): RecordStatusName => nameOf(RECORD_STATUS_NAMES, code, 'status');
export const recordStatusCode = (name: RecordStatusName): number => RECORD_STATUS_NAMES.indexOf(name);
export const reviewStateName = (code: number): ReviewStateName => nameOf(REVIEW_STATE_NAMES, code, 'review state');

/** The review states a reviewer sets (schema ReviewTarget) → the code the api's decision takes. */
export const REVIEW_TARGET_CODE = {
  IN_REVIEW: ReviewState.InReview,
  APPROVED: ReviewState.Approved,
  REJECTED: ReviewState.Rejected,
} as const;
