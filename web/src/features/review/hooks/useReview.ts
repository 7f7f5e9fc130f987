/**
 * What the page's parts share: the report's id, who is looking (staff or client user, their own report),
 * the mode (review mode, photo editing), the marks, the changes, and the page's dialogs (the self-review
 * refusal, an error to acknowledge, the carousel).
 */
import { createContext, useContext } from 'react';
import type { ReviewPageQuery } from '../../../generated/graphql';
import type { ReviewActions } from './useReviewActions';

export type MediaMark = NonNullable<ReviewPageQuery['storeVisit']>['mediaMarks'][number];

export interface ReviewContextValue {
  visitId: number;
  isClient: boolean;
  /** The report was filed under the signed-in user's e-mail. */
  ownReport: boolean;
  reviewMode: boolean;
  photoEdit: boolean;
  actions: ReviewActions;
  /** Document uuid (lower case) → its marks. */
  marks: ReadonlyMap<string, MediaMark>;
  /** Question uuid → the NEEDS REVISION feedback. */
  revisions: ReadonlyMap<string, string>;
  /** Runs a change, or shows the acknowledge-only 'impossible edit' dialog on the user's own report. */
  guard: (change: () => void) => void;
  /** Shows a refusal or failure in an acknowledge-only dialog. */
  showError: (message: string) => void;
  openMedia: (documentUuid: string) => void;
  /** The report's photo questions with their answers, in page order: the swap targets of photo editing. */
  photoSlots: readonly PhotoSlotInfo[];
}

export interface PhotoSlotInfo {
  questionUuid: string;
  title: string;
  type: string;
  value: string | null;
}

export const ReviewContext = createContext<ReviewContextValue | null>(null);

export function useReview(): ReviewContextValue {
  const value = useContext(ReviewContext);
  if (!value) throw new Error('useReview outside the review page');
  return value;
}

export const markOf = (marks: ReadonlyMap<string, MediaMark>, uuid: string | null | undefined) =>
  uuid ? marks.get(uuid.toLowerCase()) : undefined;
